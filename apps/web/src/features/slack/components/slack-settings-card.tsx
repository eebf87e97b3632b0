import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InfoGrid } from '../../../components/info-grid';
import { failureMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { useSlackAuthorize, useSlackDisconnect, type SlackStatus } from '../api/slack';

const t = ja.slack.settings;

/**
 * 設定 > Slack連携: the connection's state, 連携する (POST authorize, then the browser goes to Slack) and 連携を解除 (with
 * a confirmation). `navigate` is the browser's redirect (a test replaces it).
 */
export function SlackSettingsCard({ status, navigate = (url) => window.location.assign(url) }: { status: SlackStatus; navigate?: (url: string) => void }) {
  const authorize = useSlackAuthorize();
  const disconnect = useSlackDisconnect();
  const [confirming, setConfirming] = useState(false);
  const connection = status.connection;

  const start = () =>
    authorize.mutate(undefined, {
      onSuccess: (url) => navigate(url),
      onError: (error) => showToast(failureMessage(t.authorizeFailed, error), 'error'),
    });
  const remove = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast(t.disconnected, 'success');
      },
      onError: (error) => {
        setConfirming(false);
        showToast(failureMessage(t.disconnectFailed, error), 'error');
      },
    });

  return (
    <Card variant="outlined">
      <CardContent>
        {!status.configured ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t.notConfigured}
          </Alert>
        ) : null}
        <Typography variant="body1" sx={{ mb: 2 }} data-testid="slack-status">
          {connection ? t.connected(connection.teamName) : t.notConnected}
        </Typography>
        {connection ? (
          <InfoGrid
            items={[
              { label: t.connectedAt, value: formatDateTime(connection.connectedAt) },
              { label: t.connectedBy, value: connection.connectedByName ?? t.unknownPerson },
            ]}
            labelWidth="8rem"
          />
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={start} disabled={!status.configured || authorize.isPending}>
            {connection ? t.reconnect : t.connect}
          </Button>
          {connection ? (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t.disconnect}
            </Button>
          ) : null}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t.disconnectTitle}
        message={connection ? t.disconnectBody(connection.teamName) : ''}
        confirmLabel={t.disconnect}
        confirmColor="error"
        busy={disconnect.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
