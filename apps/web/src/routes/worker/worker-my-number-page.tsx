import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import type { WorkerMyNumber } from '@app/shared/my-numbers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { InfoGrid } from '../../components/info-grid';
import { useToast } from '../../components/toast';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { refreshQueries } from '../../lib/refresh-queries';
import { useCanEditWorkers, useProfile } from '../../features/profile/api/get-profile';
import { DeleteButton, RevealButton } from '../../features/my-numbers/components/my-number-actions';
import { MyNumberLogTable } from '../../features/my-numbers/components/my-number-log-table';
import { MyNumberRequestDialog } from '../../features/my-numbers/components/my-number-request-dialog';
import { useWorker } from '../../features/workers/api/get-worker';
import {
  confirmMyNumber,
  getImageUrls,
  myNumberKeys,
  remindMyNumber,
  reRequestMyNumber,
  useWorkerMyNumber,
  withdrawMyNumber,
} from '../../features/my-numbers/api/my-numbers';

const t = ja.myNumber;
const day = (iso: string | null) => (iso ? formatDate(iso) : '-');

/** One image of the 画像を表示 answer, shown (a PDF, which an img cannot show, falls back to its link). */
function ImagePreview({ url, label }: { url: string; label: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.5, maxWidth: '100%' }}>
      {failed ? null : (
        <Box
          component="img"
          src={url}
          alt={label}
          onError={() => setFailed(true)}
          sx={{ width: 280, maxWidth: '100%', maxHeight: 240, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.50' }}
        />
      )}
      <Typography component="figcaption" variant="caption">
        <Link href={url} target="_blank" rel="noreferrer">
          {label}
        </Link>
      </Typography>
    </Box>
  );
}

/**
 * /worker/{code}/my_number: the worker's state, the images through short-lived links (staff), and the actions; the
 * designated staff also get the way to マイナンバー管理 and its 操作ログ (as in their side menu).
 */
export function WorkerMyNumberPage() {
  const { code = '' } = useParams();
  const query = useWorkerMyNumber(code);
  const client = useQueryClient();
  const toast = useToast();
  const canEdit = useCanEditWorkers();
  const profile = useProfile().data;
  const isStaff = profile?.is_my_number_staff ?? false;
  const canReadLog = isStaff || profile?.role === 'owner_administrator';
  const [images, setImages] = useState<WorkerMyNumber | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const worker = useWorker(code);
  if (query.isError && !query.data) return <Alert severity="error">{failureMessage(ja.loadFailed.myNumber, query.error)}</Alert>;
  const m = query.data;
  if (!m) return <Skeleton variant="rounded" height={200} />;

  const act = async (run: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await run();
      toast.success(success);
      await refreshQueries(client, myNumberKeys.all);
      await refreshQueries(client, ['workers']);
    } catch (error) {
      toast.error(failureMessage(failure, error));
    }
  };
  const showImages = async () => {
    try {
      setImages(await getImageUrls(code));
    } catch (error) {
      toast.error(failureMessage(ja.loadFailed.myNumberImageUrl, error));
    }
  };
  // the masked number comes only to マイナンバー事務取扱担当者: without it, the staff-only actions are not offered
  const staff = m.has_value && m.masked_my_number !== null;
  const purposes = m.my_number_purposes.map((p) => t.purposeLabels[p.purpose_type]).join('・') || '-';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MyNumberRequestDialog
        open={requesting}
        worker={{ code, name: worker.data?.full_name ?? m.businessor_name, email: worker.data?.email ?? null }}
        onClose={() => setRequesting(false)}
      />
      <ConfirmDialog
        open={withdrawing}
        message={t.withdrawConfirm(m.businessor_name)}
        confirmLabel={t.withdraw}
        confirmColor="error"
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => {
          setWithdrawing(false);
          void act(() => withdrawMyNumber(code), t.withdrawn, ja.loadFailed.myNumberDelete);
        }}
      />
      <InfoGrid
        items={[
          { label: t.columns.status, value: <span data-testid="worker-my-number-status">{m.disp_status_name}</span> },
          { label: t.columns.number, value: m.masked_my_number ?? (m.has_value ? t.notDesignatedNote : '-') },
          { label: t.columns.purposes, value: purposes },
          { label: t.columns.requestedAt, value: day(m.requested_at) },
          { label: t.columns.submittedAt, value: day(m.submitted_at) },
        ]}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canEdit && m.status === 'not_requested' && (
          <Button variant="contained" onClick={() => setRequesting(true)}>
            {t.request}
          </Button>
        )}
        {canEdit && m.status === 'requested' && m.code && (
          <>
            <Button variant="outlined" onClick={() => void act(() => remindMyNumber(m.code!), t.reminded, ja.loadFailed.myNumberRequest)}>
              {t.remind}
            </Button>
            <Button variant="outlined" onClick={() => void act(() => reRequestMyNumber(m.code!), t.reRequested, ja.loadFailed.myNumberRequest)}>
              {t.reRequest}
            </Button>
            <Button color="error" onClick={() => setWithdrawing(true)}>
              {t.withdraw}
            </Button>
          </>
        )}
        {staff && m.code && (
          <>
            <RevealButton code={m.code} />
            {m.status === 'submitted' && (
              <Button onClick={() => void act(() => confirmMyNumber(m.code!), t.confirmed, ja.loadFailed.myNumber)}>{t.confirm}</Button>
            )}
            {(m.has_number_confirmation_image || m.has_identification_image) && <Button onClick={() => void showImages()}>{t.viewImages}</Button>}
            <DeleteButton code={m.code} workerName={m.businessor_name} />
          </>
        )}
      </Box>
      {images && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {images.number_confirmation_image_url && <ImagePreview url={images.number_confirmation_image_url} label={t.confirmationImage} />}
          {images.identification_file_image_url && <ImagePreview url={images.identification_file_image_url} label={t.identificationImage} />}
        </Box>
      )}
      {isStaff ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 2 }} data-testid="my-number-links">
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
            {ja.navigation.myNumberLinksLead}
          </Typography>
          <Link component={RouterLink} to={paths.myNumber}>
            {ja.navigation.myNumberList}
          </Link>
          <Link component={RouterLink} to={paths.myNumberLog}>
            {ja.navigation.myNumberLog}
          </Link>
        </Box>
      ) : null}
      {/* for designated staff the note is noise; without a number the 番号 row does not say it */}
      {m.viewer_is_staff || m.has_value ? null : (
        <Typography variant="caption" color="text.secondary">
          {t.notDesignatedNote}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" data-testid="my-number-status-help">
        {t.statusHelp}
      </Typography>
    </Paper>
      {/* the operation log is read by the designated staff and the owner administrators (as /my-number/log) */}
      {canReadLog ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="worker-my-number-log">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t.workerLogTitle}
          </Typography>
          <MyNumberLogTable ariaLabel={t.workerLogTitle} worker={code} />
        </Paper>
      ) : null}
    </Box>
  );
}
