import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { workerInviteCsvColumns } from '@app/shared/workers';
import { PageHeader } from '../../components/page-header';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { CsvImportForm } from '../../components/csv-import-form';
import { useImportWorkersCsv } from '../../features/workers/api/worker-csv';
import { paths } from '../../lib/paths';
import { saveBlob } from '../../lib/api-client';

/** The header row of the template (UTF-8 with BOM so Excel opens it correctly). */
function downloadTemplate(kind: 'invitations' | 'temporary') {
  const header = workerInviteCsvColumns.map((c) => c.header).join(',');
  const sample = ['山田 太郎', 'ヤマダ タロウ', 'yamada@example.com', '山田工房', '開発', 'エンジニア', 'Web開発業務委託契約', 'API開発', '2026/04/01', '2027/03/31'].join(',');
  const blob = new Blob(['\ufeff', `${header}\r\n${sample}\r\n`], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, kind === 'invitations' ? 'worker-invitations.csv' : 'temporary-workers.csv');
}

/** /worker_invitation/import and /temporary_workers/import */
function WorkerImportPage({ kind }: { kind: 'invitations' | 'temporary' }) {
  const navigate = useNavigate();
  const canEdit = useCanEditWorkers(true);
  const invitations = kind === 'invitations';
  const upload = useImportWorkersCsv(kind);
  const columns = workerInviteCsvColumns.map((c) => (c.required && (invitations || c.key !== 'email') ? `${c.header}（必須）` : c.header)).join('、');
  return (
    <Box>
      <Button component={RouterLink} to={paths.worker} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {ja.workerImport.backToList}
      </Button>
      <PageHeader title={invitations ? ja.workerImport.inviteTitle : ja.workerImport.temporaryTitle} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}>
        <Typography variant="body2">{invitations ? ja.workerImport.inviteLead : ja.workerImport.temporaryLead}</Typography>
        <Typography variant="body2" color="text.secondary">
          {ja.workerImport.columnsLead} {columns}
          <br />
          {ja.csvImport.encodingHint}
        </Typography>
        <Box>
          <Button variant="text" size="small" onClick={() => downloadTemplate(kind)}>
            {ja.workerImport.downloadTemplate}
          </Button>
        </Box>
        {canEdit ? (
          <CsvImportForm
            upload={upload}
            successText={invitations ? ja.workerImport.invited : ja.workerImport.imported}
            failedText={ja.workerImport.failed}
            onDone={() => void navigate(paths.worker)}
          />
        ) : (
          <Alert severity="info">{ja.auth.forbidden}</Alert>
        )}
      </Paper>
    </Box>
  );
}

export function WorkerInvitationImportPage() {
  return <WorkerImportPage kind="invitations" />;
}

export function TemporaryWorkerImportPage() {
  return <WorkerImportPage kind="temporary" />;
}
