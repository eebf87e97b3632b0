import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { attachmentContentTypes, MAX_DELIVERY_FILES } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { useToast } from '../../../components/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { uploadGroupFile, useSubmitDelivery } from '../api/portal-orders';
import { addFiles, FilePicker, uploadAll, type ChosenFile } from './file-picker';

const t = ja.portalOrders;

/** 納品する: a comment and up to five files; each file gets its own upload URL, then the delivery names their keys. */
export function DeliveryForm({ orderCode, groupId }: { orderCode: string; groupId: number }) {
  const toast = useToast();
  const submit = useSubmitDelivery(orderCode, groupId);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const update = (id: string, patch: Partial<ChosenFile>) => setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));

  const send = async () => {
    setProblems([]);
    setBusy(true);
    try {
      const refs = await uploadAll(files, (file, onProgress) => uploadGroupFile(groupId, 'deliveries', file, onProgress), update, errorText);
      if (!refs) return;
      await submit.mutateAsync({ comment, files: refs });
      toast.success(ja.deliveries.toast.submitted);
      setComment('');
      setFiles([]);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.values(error.fields).flat() : [];
      setProblems(fields.length > 0 ? fields : [errorText(error)]);
    } finally {
      setBusy(false);
    }
  };

  const headingId = `deliver-${groupId}-heading`;
  return (
    <Box component="form" noValidate aria-labelledby={headingId} onSubmit={(e) => {
      e.preventDefault();
      void send();
    }} sx={{ mt: 2, p: { xs: 1.5, sm: 2 }, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t.deliverHeading}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t.deliveryComment}
          helperText={t.deliveryCommentHelp}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          disabled={busy}
        />
        <FilePicker
          label={t.chooseFiles}
          help={t.filesHelp(MAX_DELIVERY_FILES)}
          files={files}
          multiple
          accept={attachmentContentTypes.join(',')}
          disabled={busy}
          onPick={(picked) => {
            const next = addFiles(files, picked, MAX_DELIVERY_FILES);
            setFiles(next.files);
            setProblems(next.refused);
          }}
          onRemove={(id) => setFiles((list) => list.filter((f) => f.id !== id))}
        />
        {problems.length > 0 ? (
          <Alert severity="error">
            {problems.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {t.submitDelivery}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
