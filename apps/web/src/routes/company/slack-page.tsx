import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ja } from '@app/shared/messages/ja';
import { adminRoles } from '@app/shared/roles';
import { PageHeader } from '../../components/page-header';
import { useProfile } from '../../features/profile/api/get-profile';
import { useSlackStatus } from '../../features/slack/api/slack';
import { SlackSettingsCard } from '../../features/slack/components/slack-settings-card';
import { failureMessage } from '../../lib/api-client';

const t = ja.slack.settings;

/** /company/slack (設定 > Slack連携): the company's Slack workspace connection; administrators change it. */
export function SlackPage() {
  const role = useProfile().data?.role;
  const isAdmin = role !== undefined && adminRoles.includes(role);
  const status = useSlackStatus(isAdmin);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={t.title} description={t.lead} />
      {role !== undefined && !isAdmin ? <Alert severity="info">{t.adminsOnly}</Alert> : null}
      {isAdmin && status.data ? <SlackSettingsCard status={status.data} /> : null}
      {isAdmin && status.isPending ? <Skeleton variant="rounded" height={180} /> : null}
      {status.isError ? <Alert severity="error">{failureMessage(t.loadFailed, status.error)}</Alert> : null}
    </Box>
  );
}
