import { useId, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CSV_IMPORT_MAX_BYTES } from '@app/shared/csv-import';
import { ja } from '@app/shared/messages/ja';
import { ApiError, errorText } from '../lib/api-client';
import { useToast } from './toast';

/**
 * Every CSV import: choose one file and send it with `upload` (a mutation taking the File). A refused file (422) lists
 * every bad line the server named — nothing was written; success is a toast and `onDone`.
 */
export function CsvImportForm<T>({
  upload,
  successText,
  failedText,
  onDone,
}: {
  upload: UseMutationResult<T, Error, File>;
  successText: (result: T) => string;
  /** The toast's prefix when the file is refused, e.g. 'CSVのインポートに失敗しました。' */
  failedText: string;
  onDone?: () => void;
}) {
  const toast = useToast();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [lineErrors, setLineErrors] = useState<string[]>([]);

  const submit = () => {
    if (!file) {
      setLineErrors([ja.csvImport.fileRequired]);
      return;
    }
    if (file.size > CSV_IMPORT_MAX_BYTES) {
      setLineErrors([ja.csvImport.fileTooLarge]);
      return;
    }
    setLineErrors([]);
    upload.mutate(file, {
      onSuccess: (result) => {
        toast.success(successText(result));
        setFile(null);
        onDone?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        const lines = error instanceof ApiError && error.status === 422 ? error.errors : [];
        setLineErrors(lines);
        const first = lines[0];
        toast.error(`${failedText}${first && lines.length > 1 ? ja.csvImport.moreErrors(first, lines.length - 1) : errorText(error)}`);
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          {ja.csvImport.chooseFile}
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
          {file ? file.name : ja.csvImport.noFile}
        </Typography>
      </Box>
      <Box>
        <Button variant="contained" onClick={submit} loading={upload.isPending} disabled={!file}>
          {ja.csvImport.submit}
        </Button>
      </Box>
      {lineErrors.length > 0 ? (
        <Alert severity="error" data-testid="import-errors">
          <AlertTitle>{ja.csvImport.errorsTitle}</AlertTitle>
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
