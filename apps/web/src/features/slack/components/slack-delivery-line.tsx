import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { describeLatestDelivery } from '@app/shared/slack';
import { useWebhookDeliveries } from '../api/slack';

/**
 * On a contract with a Slack webhook URL: 「Slack通知: 最後の送信 2026/11/26 成功」 or 「… 失敗（接続できませんでした）」,
 * from the contract's latest webhook delivery.
 */
export function SlackDeliveryLine({ contractCode }: { contractCode: string }) {
  const deliveries = useWebhookDeliveries(contractCode, true);
  const latest = deliveries.data?.[0];
  const text = deliveries.isError
    ? ja.slack.delivery.loadFailed
    : deliveries.data
      ? describeLatestDelivery(
          latest && {
            status: latest.status,
            attempts: latest.attempts,
            last_error: latest.lastError,
            created_at: latest.createdAt,
            sent_at: latest.sentAt,
            failed_at: latest.failedAt,
          },
        )
      : null;
  if (text === null) return null;
  const failed = latest?.status === 'failed' || deliveries.isError;
  return (
    <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} sx={{ mt: 2 }} data-testid="slack-delivery">
      {`${ja.slack.delivery.label}: ${text}`}
    </Typography>
  );
}
