import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { isJobFinished, JOB_POLL_MS, type JobRunResponseWire } from '@app/shared/jobs';
import { ja } from '@app/shared/messages/ja';
import { apiDownload, apiRequest, failureMessage, saveBlob } from '../lib/api-client';
import type { Camelized } from '../lib/case';
import { useToast } from './toast';

type JobRun = Camelized<JobRunResponseWire>['data'];

/** GET /api/v2/employee/jobs/{code}: the job's progress row. */
function getJob(code: string, signal?: AbortSignal): Promise<JobRun> {
  return apiRequest<Camelized<JobRunResponseWire>>(`/v2/employee/jobs/${encodeURIComponent(code)}`, { signal }).then((r) => r.data);
}

/** The query of a job: asked again every second until the job has finished. */
function useJob(code: string | null) {
  return useQuery({
    queryKey: ['jobs', code],
    queryFn: ({ signal }) => getJob(code!, signal),
    enabled: code !== null,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data.status) ? false : JOB_POLL_MS),
  });
}

/**
 * A background job on screen (bulk PDFs, a zip, many mails): a dialog with 「処理中… 120 / 1,000 件」 and a bar while it
 * runs, then the download button of its file (or `doneText`), or the list of what failed. Closing the dialog leaves the
 * job running on the server. `code` null: closed.
 */
export function JobProgressDialog({
  code,
  title = ja.jobs.title,
  doneText,
  onClose,
}: {
  code: string | null;
  title?: string;
  /** what a finished job without a file says (default: the count of items processed) */
  doneText?: (job: JobRun) => string;
  onClose: () => void;
}) {
  const job = useJob(code);
  const titleId = useId();
  return (
    <Dialog open={code !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {job.data ? <JobProgressBody job={job.data} doneText={doneText} /> : job.isError ? <Alert severity="error">{ja.jobs.fetchFailed}</Alert> : <LinearProgress aria-label={ja.app.loading} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ja.jobs.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function JobProgressBody({ job, doneText }: { job: JobRun; doneText?: (job: JobRun) => string }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  if (job.status === 'queued' || job.status === 'running') {
    const value = job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
    const text = job.status === 'queued' ? ja.jobs.queued : ja.jobs.running(job.done, job.total);
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography role="status">{text}</Typography>
        <LinearProgress variant={job.status === 'queued' ? 'indeterminate' : 'determinate'} value={value} aria-label={text} />
      </Box>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert severity="error" role="alert">
        <Typography sx={{ fontWeight: 'bold' }}>{ja.jobs.failed}</Typography>
        {job.errors.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {job.errors.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </Box>
        )}
      </Alert>
    );
  }
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, filename } = await apiDownload(`/v2/employee/jobs/${encodeURIComponent(job.code)}/download`, job.fileName ?? 'download');
      saveBlob(blob, filename);
    } catch (error) {
      toast.error(failureMessage(ja.jobs.downloadFailed, error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Typography role="status">{job.fileName ? ja.jobs.succeeded : (doneText?.(job) ?? ja.jobs.doneCount(job.done))}</Typography>
      {job.fileName && (
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
          {ja.jobs.download}
        </Button>
      )}
      {job.fileName && <Typography variant="body2" color="text.secondary">{job.fileName}</Typography>}
    </Box>
  );
}
