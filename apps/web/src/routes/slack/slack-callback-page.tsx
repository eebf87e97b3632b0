import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { useSlackCallback } from '../../features/slack/api/slack';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const t = ja.slack.callback;
const SLACK_SETTINGS_PATH = `${paths.company}/slack`;

/**
 * /slack/omniauth_callbacks (SPEC §2): Slack sends the browser back here with ?code&state (or ?error=access_denied);
 * the page completes the connection once (POST callback) and says which workspace is connected.
 */
export function SlackCallbackPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const callback = useSlackCallback();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || error || !code || !state) return;
    sent.current = true;
    callback.mutate({ code, state });
  }, [callback, code, state, error]);

  let content;
  if (error) content = <Alert severity="warning">{error === 'access_denied' ? t.denied : t.failed}</Alert>;
  else if (!code || !state) content = <Alert severity="warning">{t.missing}</Alert>;
  else if (callback.isSuccess) content = <Alert severity="success">{t.done(callback.data)}</Alert>;
  else if (callback.isError) content = <Alert severity="error">{failureMessage(t.failed, callback.error)}</Alert>;
  else
    content = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} />
        <Typography>{t.working}</Typography>
      </Box>
    );

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t.title} />
      {content}
      <Button component={RouterLink} to={SLACK_SETTINGS_PATH} sx={{ mt: 2 }}>
        {t.back}
      </Button>
    </Box>
  );
}
