import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ja } from '@app/shared/messages/ja';
import { RefusalList } from '../../../components/refusal-list';
import { useToast } from '../../../components/toast';
import { ApiError, saveBlob } from '../../../lib/api-client';
import { failureLines } from '../../../lib/joined-failure';
import { fetchRecordPdf, useBulkRecordAction, useRecordAction, type RecordJob, type RecordKind } from '../api/payment-records';

const s = ja.paymentRecordScreens;
const cf = s.confirm;

/** What the user asked for: a bulk action on the checked rows, or one row's action (its menu). */
export type RecordAction =
  | { scope: 'bulk'; action: 'publish' | 'download' | 'email'; kind: RecordKind; year: number; codes: string[]; names: string[] }
  | { scope: 'row'; action: 'publish' | 'email' | 'office'; kind: RecordKind; year: number; code: string; name: string };

const titles = { publish: cf.publishTitle, email: cf.emailTitle, download: cf.downloadTitle, office: cf.officeTitle } as const;
const buttons = { publish: cf.publishButton, email: cf.emailButton, download: cf.downloadButton, office: cf.officeButton } as const;
const failures = { publish: s.failed.publish, email: s.failed.email, download: s.failed.download, office: s.failed.download } as const;

/** The confirmation's sentence: the year, how many and who (names, or contracts with their workers). */
function message(a: RecordAction): string {
  const who = a.scope === 'bulk' ? a.names : [a.name];
  switch (a.action) {
    case 'publish':
      return a.kind === 'contracts' ? cf.contractPublish(a.year, who) : cf.publish(a.year, who);
    case 'email':
      return a.kind === 'contracts' ? cf.contractEmail(a.year, who) : cf.email(a.year, who);
    case 'download':
      return cf.download(a.year, who.length);
    case 'office':
      return cf.office(a.year, who[0] ?? '');
  }
}

/**
 * Confirms an action on 支払調書, naming the year and who, then runs it. A refusal (the bulk calls are all or nothing)
 * stays in the dialog with every line the server gave (each refused worker or contract by name), not in a toast; a
 * background job (the zip, the mails) is handed to the page, which shows its progress (JobProgressDialog).
 */
export function RecordActionDialog({
  action: asked,
  onClose,
  onDone,
  onJob,
}: {
  action: RecordAction | null;
  onClose: () => void;
  onDone: () => void;
  /** a background job started (the zip, the mails): the page follows its progress */
  onJob: (job: RecordJob, action: 'download' | 'email') => void;
}) {
  // the last action stays shown while the dialog fades out
  const [last, setLast] = useState<RecordAction | null>(asked);
  if (asked && asked !== last) setLast(asked);
  const action = asked ?? last;
  const toast = useToast();
  const bulk = useBulkRecordAction();
  const single = useRecordAction();
  const [refused, setRefused] = useState<string[] | null>(null);
  const [office, setOffice] = useState(false);
  const busy = bulk.isPending || single.isPending || office;

  const close = () => {
    if (busy) return;
    setRefused(null);
    onClose();
  };
  const fail = (a: RecordAction, error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return;
    setRefused(failureLines(failures[a.action], error));
  };

  const run = (a: RecordAction) => {
    setRefused(null);
    if (a.scope === 'bulk') {
      bulk.mutate(
        { kind: a.kind, action: a.action, codes: a.codes, year: a.year },
        {
          onSuccess: (outcome) => {
            if (outcome.kind === 'job') {
              if (a.action === 'email') onDone();
              onClose();
              onJob(outcome.job, a.action === 'download' ? 'download' : 'email');
              return;
            }
            toast.success(s.published(outcome.count));
            onDone();
            onClose();
          },
          onError: (error) => fail(a, error),
        },
      );
      return;
    }
    if (a.action === 'office') {
      setOffice(true);
      fetchRecordPdf(a.kind, a.code, a.year, 'office')
        .then(({ blob, filename }) => {
          saveBlob(blob, filename);
          onClose();
        })
        .catch((error: unknown) => fail(a, error))
        .finally(() => setOffice(false));
      return;
    }
    single.mutate(
      { kind: a.kind, action: a.action, code: a.code, year: a.year },
      {
        onSuccess: () => {
          toast.success(a.action === 'publish' ? s.publishedOne(a.name) : s.emailed(a.name));
          onClose();
        },
        onError: (error) => fail(a, error),
      },
    );
  };

  const title = action ? titles[action.action] : '';
  return (
    <Dialog
      open={asked !== null}
      onClose={close}
      maxWidth={false}
      aria-labelledby="record-action-title"
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="record-action-title">{title}</DialogTitle>
      <DialogContent>
        {action ? <DialogContentText sx={{ color: 'text.primary' }}>{message(action)}</DialogContentText> : null}
        <RefusalList title={s.refusedTitle} lines={refused} testId="record-refused" sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {refused ? (
          <Button onClick={close} variant="outlined" color="inherit">
            {ja.app.close}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy} variant="outlined" color="inherit">
              {ja.app.cancel}
            </Button>
            <Button onClick={() => action && run(action)} loading={busy} variant="contained">
              {action ? buttons[action.action] : ''}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
