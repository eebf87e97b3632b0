import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ja } from '@app/shared/messages/ja';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { useImportContractsCsv } from '../api/contracts-csv';

const t = ja.contractImport;

/** Choose contracts.csv and import it; a refused file lists every bad line (nothing was written). */
export function ContractImportForm({ onDone }: { onDone?: () => void }) {
  const toast = useToast();
  const inputId = useId();
  const upload = useImportContractsCsv();
  const [file, setFile] = useState<File | null>(null);
  const [lineErrors, setLineErrors] = useState<string[]>([]);

  const submit = () => {
    if (!file) {
      setLineErrors([t.fileRequired]);
      return;
    }
    setLineErrors([]);
    upload.mutate(file, {
      onSuccess: ({ created, updated }) => {
        toast.success(t.done(created, updated));
        setFile(null);
        onDone?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.status === 422) setLineErrors(error.errors);
        toast.error(`${t.failed}${error instanceof ApiError && error.status === 422 ? '' : errorText(error)}`);
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          {t.chooseFile}
        </Button>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="contract-csv-input"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setLineErrors([]);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file ? file.name : t.noFile}
        </Typography>
      </Box>
      <Box>
        <Button variant="contained" onClick={submit} loading={upload.isPending} disabled={!file}>
          {t.submit}
        </Button>
      </Box>
      {lineErrors.length > 0 ? (
        <Alert severity="error" data-testid="contract-import-errors">
          <AlertTitle>{t.errorsHeading}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {lineErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Box>
  );
}
