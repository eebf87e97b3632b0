import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { formatDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useToast } from '../../../../components/toast';
import { failureMessage } from '../../../../lib/api-client';
import { useDeleteTimeRecord, type PortalTimeDay, type PortalTimeRecord } from '../api';
import { dayTitle, recordTimeText } from '../../month';
import { RecordFormDialog } from './record-form-dialog';

const t = ja.timeTrackingPortal.day;

/**
 * One day: its records (time, hours, project, note) with 編集 / 削除, and 追加 — the buttons only while the month is
 * editable, 追加 not on a day still to come (the server refuses a date after today in Japan).
 */
export function DayDialog({
  code,
  day,
  editable,
  projects,
  onClose,
}: {
  code: string;
  day: PortalTimeDay | null;
  editable: boolean;
  projects: readonly { code: string; name: string }[];
  onClose: () => void;
}) {
  const toast = useToast();
  const remove = useDeleteTimeRecord(code);
  const [form, setForm] = useState<{ record: PortalTimeRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<PortalTimeRecord | null>(null);
  const title = day ? dayTitle(day) : '';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.code, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t.deleted);
      },
      onError: (error) => toast.error(failureMessage(t.deleteFailed, error)),
    });
  };

  return (
    <>
      <Dialog open={day !== null} onClose={onClose} maxWidth={false} aria-labelledby="time-day-title" slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}>
        <DialogTitle id="time-day-title">{title}</DialogTitle>
        <DialogContent>
          {day && day.records.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t.empty}
            </Typography>
          ) : null}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {day?.records.map((record) => {
              const time = recordTimeText(record);
              return (
                <Box component="li" key={record.code} data-testid="day-record" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {time}
                      <Box component="span" sx={{ ml: 1, fontVariantNumeric: 'tabular-nums' }}>
                        {formatHoursMinutes(record.workedMinutes)}
                      </Box>
                      {record.source === 'timer' ? <Chip size="small" label={t.byTimer} sx={{ ml: 1 }} /> : null}
                    </Typography>
                    {record.project ? (
                      <Typography variant="body2" color="text.secondary">
                        {record.project.name}
                      </Typography>
                    ) : null}
                    {record.note ? (
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {record.note}
                      </Typography>
                    ) : null}
                  </Box>
                  {editable ? (
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button size="small" variant="outlined" onClick={() => setForm({ record })} aria-label={t.editOf(time)}>
                        {t.edit}
                      </Button>
                      <Button size="small" variant="outlined" color="error" onClick={() => setDeleting(record)} aria-label={t.deleteOf(time)}>
                        {t.delete}
                      </Button>
                    </Box>
                  ) : null}
                </Box>
              );
            })}
          </Box>
          {day && day.workedMinutes > 0 ? (
            <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
              {t.total(formatHoursMinutes(day.workedMinutes))}
            </Typography>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} variant="outlined" color="inherit">
            {t.close}
          </Button>
          {editable && day && day.date <= todayInJapan() ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ record: null })}>
              {t.add}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
      {day && form ? (
        <RecordFormDialog open code={code} date={day.date} record={form.record} projects={projects} onClose={() => setForm(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={deleting && day ? t.deleteMessage(formatDate(day.date), recordTimeText(deleting)) : ''}
        confirmLabel={t.delete}
        confirmColor="error"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
