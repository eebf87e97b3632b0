import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ja } from '@app/shared/messages/ja';
import { WORKER_IMPORT_MAX_BYTES } from '@app/shared/workers';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { useImportWorkersCsv, type WorkerImportKind } from '../api/worker-csv';

/**
 * Choose one CSV and import it. A refused file lists every bad line the server named (nothing was written);
 * success is a toast and `onDone`.
 */
export function WorkerCsvImportForm({ kind, successText, onDone }: { kind: WorkerImportKind; successText: (count: number) => string; onDone?: () => void }) {
  const toast = useToast();
  const inputId = useId();
  const upload = useImportWorkersCsv(kind);
  const [file, setFile] = useState<File | null>(null);
  const [lineErrors, setLineErrors] = useState<string[]>([]);

  const submit = () => {
    if (!file) {
      setLineErrors([ja.workerImport.fileRequired]);
      return;
    }
    if (file.size > WORKER_IMPORT_MAX_BYTES) {
      setLineErrors([ja.workerImport.fileTooLarge]);
      return;
    }
    setLineErrors([]);
    upload.mutate(file, {
      onSuccess: (count) => {
        toast.success(successText(count));
        setFile(null);
        onDone?.();
      },
      onError: (error) => {
        const lines = error instanceof ApiError && error.status === 422 ? error.errors : [];
        setLineErrors(lines);
        const first = lines[0];
        toast.error(`${ja.workerImport.failed}${first && lines.length > 1 ? ja.workerImport.moreErrors(first, lines.length - 1) : errorText(error)}`);
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          {ja.workerImport.chooseFile}
        </Button>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="csv-file-input"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setLineErrors([]);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid="csv-file-name">
          {file ? file.name : ja.workerImport.noFile}
        </Typography>
      </Box>
      <Box>
        <Button variant="contained" onClick={submit} loading={upload.isPending} disabled={!file}>
          {ja.workerImport.submit}
        </Button>
      </Box>
      {lineErrors.length > 0 ? (
        <Alert severity="error" data-testid="import-errors">
          <AlertTitle>{ja.workerImport.errorsTitle}</AlertTitle>
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
