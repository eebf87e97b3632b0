import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Skeleton from '@mui/material/Skeleton';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ja } from '@app/shared/messages/ja';
import { PAYMENT_RECORD_CATEGORY_MAX, PAYMENT_RECORD_DETAIL_MAX } from '@app/shared/payment-records';
import { useToast } from '../../../components/toast';
import { failureMessage } from '../../../lib/api-client';
import { recordCategoriesQueryOptions, useSaveRecordCategories, type RecordCategory } from '../api/payment-records';

const t = ja.paymentRecordScreens.categories;

/**
 * 区分・細目 per 職種, opened from the 支払調書 page where the clerk sees the words printed: one row per 職種 (the default
 * shown until the company sets its own). Owners and administrators change them; others read them.
 */
export function CategoriesDialog({ open, canEdit, onClose }: { open: boolean; canEdit: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useQuery({ ...recordCategoriesQueryOptions(), enabled: open });
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="record-categories-title">
      <DialogTitle id="record-categories-title">{t.title}</DialogTitle>
      {query.data ? (
        // a fresh form each time the dialog opens, from the saved rows
        <CategoriesForm initial={query.data} canEdit={canEdit} onClose={onClose} />
      ) : (
        <DialogContent dividers>
          {query.isError ? (
            <Alert severity="error" role="alert">
              {failureMessage(t.loadFailed, query.error)}
            </Alert>
          ) : (
            <Skeleton variant="rounded" height={240} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function CategoriesForm({ initial, canEdit, onClose }: { initial: RecordCategory[]; canEdit: boolean; onClose: () => void }) {
  const toast = useToast();
  const save = useSaveRecordCategories();
  const [rows, setRows] = useState<RecordCategory[]>(initial);
  const [error, setError] = useState<string | null>(null);

  const edit = (occupation: string, patch: Partial<Pick<RecordCategory, 'category' | 'detail'>>) =>
    setRows((prev) => prev.map((r) => (r.occupation === occupation ? { ...r, ...patch } : r)));
  const missing = rows.some((r) => r.category.trim() === '');

  const submit = () => {
    if (missing) return;
    setError(null);
    save.mutate(
      rows.map((r) => ({ occupation: r.occupation, category: r.category.trim(), detail: r.detail.trim() })),
      {
        onSuccess: () => {
          toast.success(t.saved);
          onClose();
        },
        onError: (reason) => setError(failureMessage(t.saveFailed, reason)),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.lead}
        </Typography>
        {!canEdit ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t.readOnly}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t.title} sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 160 }}>{t.occupation}</TableCell>
                <TableCell>{t.category}</TableCell>
                <TableCell>{t.detail}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.occupation}>
                  <TableCell sx={{ fontWeight: 600 }}>{row.occupationLabel}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={row.category}
                      disabled={!canEdit}
                      onChange={(e) => edit(row.occupation, { category: e.target.value })}
                      error={row.category.trim() === ''}
                      helperText={row.category.trim() === '' ? t.required : undefined}
                      slotProps={{ htmlInput: { maxLength: PAYMENT_RECORD_CATEGORY_MAX, 'aria-label': t.fieldLabel(row.occupationLabel, t.category) } }}
                      placeholder={t.categoryHelp}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={row.detail}
                      disabled={!canEdit}
                      onChange={(e) => edit(row.occupation, { detail: e.target.value })}
                      slotProps={{ htmlInput: { maxLength: PAYMENT_RECORD_DETAIL_MAX, 'aria-label': t.fieldLabel(row.occupationLabel, t.detail) } }}
                      placeholder={t.detailHelp}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={onClose} disabled={save.isPending} variant="outlined" color="inherit">
          {canEdit ? ja.app.cancel : ja.app.close}
        </Button>
        {canEdit ? (
          <Button onClick={submit} variant="contained" loading={save.isPending} disabled={missing || rows.length === 0}>
            {ja.app.save}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
