import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { contractCsvColumns } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { ContractImportForm } from '../../features/contracts/components/contract-import-form';

/** /contract/import */
export function ContractImportPage() {
  const navigate = useNavigate();
  return (
    <Box>
      <Button component={RouterLink} to="/contract" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {ja.contractImport.backToList}
      </Button>
      <PageHeader title={ja.contractImport.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}>
        <Typography variant="body2">{ja.contractImport.lead}</Typography>
        <Typography variant="body2" color="text.secondary">
          {Object.values(contractCsvColumns).join('、')}
          <br />
          {ja.contractImport.encodingNote}
        </Typography>
        <ContractImportForm onDone={() => void navigate('/contract')} />
      </Paper>
    </Box>
  );
}

export default ContractImportPage;
