import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { formatHoursMinutes } from '@app/shared/time-tracking';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useToast } from '../../../../components/toast';
import { failureMessage } from '../../../../lib/api-client';
import { useDiscardTimer, useStopTimer, type PortalTimer } from '../api';

const t = ja.timeTrackingPortal.timer;

/** 「1:05:09」: hours not wrapped, then minutes and seconds. Never negative (a clock a little behind the server's). */
function elapsedText(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return `${formatHoursMinutes(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Re-renders each second with the time now. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * The running timer: the contract, the time elapsed since the server's started_at (so it survives a reload), 停止 (the
 * time becomes that day's record) and 破棄 (after a confirm).
 */
export function TimerCard({ timer, contractName }: { timer: PortalTimer; contractName: string | null }) {
  const now = useNow();
  const toast = useToast();
  const stop = useStopTimer();
  const discard = useDiscardTimer();
  const [confirming, setConfirming] = useState(false);

  const onStop = () =>
    stop.mutate(timer.projectCode, {
      onSuccess: () => toast.success(t.stopped),
      onError: (error) => toast.error(failureMessage(t.stopFailed, error)),
    });
  const onDiscard = () =>
    discard.mutate(timer.projectCode, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t.discarded);
      },
      onError: (error) => toast.error(failureMessage(t.discardFailed, error)),
    });

  return (
    <Paper
      component="section"
      aria-label={t.heading}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, borderColor: 'primary.main', display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="timer-card"
    >
      <TimerOutlinedIcon color="primary" aria-hidden />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {t.heading}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {contractName ?? timer.projectCode}
        </Typography>
        {timer.recordProject ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {t.project(timer.recordProject.name)}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {t.startedAt(formatDateTime(timer.startedAt))}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t.elapsed}
        </Typography>
        <Typography component="p" role="timer" aria-live="off" sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="timer-elapsed">
          {elapsedText(timer.startedAt, now)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="contained" onClick={onStop} loading={stop.isPending} sx={{ flex: { xs: 1, sm: 'none' } }}>
          {t.stop}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => setConfirming(true)} disabled={stop.isPending} sx={{ flex: { xs: 1, sm: 'none' } }}>
          {t.discard}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t.discardTitle}
        message={t.discardMessage}
        confirmLabel={t.discard}
        confirmColor="error"
        busy={discard.isPending}
        onConfirm={onDiscard}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
