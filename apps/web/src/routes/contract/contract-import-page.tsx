import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { contractCsvColumns } from '@app/shared/contracts';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import Alert from '@mui/material/Alert';
import { CsvImportForm } from '../../components/csv-import-form';
import { useImportContractsCsv } from '../../features/contracts/api/contracts-csv';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';

/** /contract/import */
export function ContractImportPage() {
  const navigate = useNavigate();
  const upload = useImportContractsCsv();
  const canEdit = useCanEditWorkers(true);
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
          {ja.csvImport.encodingHint}
        </Typography>
        {canEdit ? (
          <CsvImportForm
            upload={upload}
            successText={({ created, updated }) => ja.contractImport.done(created, updated)}
            failedText={ja.contractImport.failed}
            onDone={() => void navigate('/contract')}
          />
        ) : (
          <Alert severity="info">{ja.auth.forbidden}</Alert>
        )}
      </Paper>
    </Box>
  );
}
