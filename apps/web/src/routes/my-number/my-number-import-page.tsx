import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { myNumberCsvHeader } from '@app/shared/my-numbers';
import { CsvImportForm } from '../../components/csv-import-form';
import { PageHeader } from '../../components/page-header';
import { importMyNumbers } from '../../features/my-numbers/api/my-numbers';

/** /my-number/import: all or nothing, each problem `N行目（列名）: 理由`. */
export function MyNumberImportPage() {
  const navigate = useNavigate();
  const upload = useMutation({ mutationFn: importMyNumbers });
  return (
    <Box>
      <PageHeader title={ja.myNumber.importTitle} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}>
        <Typography variant="body2" color="text.secondary">
          {myNumberCsvHeader.join('、')}
          <br />
          {ja.csvImport.encodingHint}
        </Typography>
        <CsvImportForm upload={upload} successText={(n) => ja.myNumber.imported(n)} failedText={ja.myNumber.registerFailed} onDone={() => void navigate('/my-number')} />
      </Paper>
    </Box>
  );
}
