import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { ACTIVITY_COMMENT_MAX } from '@app/shared/activity';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { showToast } from '../../lib/toast-store';
import { useActivityThread, usePostActivityComment, type ActivityEntryItem } from '../../features/activity/api';
import { useCanEditWorkers } from '../../features/profile/api/get-profile';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';

const m = ja.activity;

/** One line of the timeline: who (and which side), what, when (YYYY/MM/DD HH:mm), the comment or reason. */
function Entry({ entry }: { entry: ActivityEntryItem }) {
  const comment = entry.type === 'comment';
  return (
    <ListItem divider alignItems="flex-start" data-testid="activity-entry" data-type={entry.type} sx={{ gap: 1.5, py: 1.5 }}>
      <Box
        aria-hidden
        sx={{ mt: 0.75, width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: entry.actor.kind === 'worker' ? 'secondary.main' : 'primary.main' }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          {comment ? <ChatBubbleOutlineIcon fontSize="inherit" aria-hidden /> : null}
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {entry.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${m.actors[entry.actor.kind]}：${entry.actor.name}`}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
            {formatDateTime(entry.at)}
          </Typography>
        </Box>
        {entry.comment ? (
          <Typography
            variant="body2"
            sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...(comment ? {} : { color: 'text.secondary' }) }}
            data-testid="activity-entry-comment"
          >
            {entry.comment}
          </Typography>
        ) : null}
      </Box>
    </ListItem>
  );
}

/** The comment box under the timeline (hidden for 閲覧者, whom the API refuses). */
function CommentBox({ code }: { code: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostActivityComment(code);
  const submit = () => {
    const text = body.trim();
    if (text === '') {
      setError(m.errors.bodyRequired);
      return;
    }
    setError(null);
    post.mutate(text, {
      onSuccess: () => {
        setBody('');
        showToast(m.thread.posted, 'success');
      },
      onError: (e) => setError(failureMessage(m.postFailed, e)),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={m.thread.commentLabel}
        placeholder={m.thread.commentPlaceholder}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_COMMENT_MAX } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={post.isPending}>
          {m.thread.post}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /activity_groups/{code}: a thread — its document (with a button to it) and status, every event by both sides and
 * every comment in time order, and a box to comment. Opening it marks it read.
 */
export function ActivityGroupPage() {
  const code = useParams().code ?? '';
  const thread = useActivityThread(code);
  const canComment = useCanEditWorkers();
  const data = thread.data;
  return (
    <Box>
      <PageHeader
        title={data?.title ?? ja.pageTitles.activityGroup}
        description={
          data ? (
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={m.kinds[data.kind]} />
              <Link component={RouterLink} to={paths.workerDetail(data.worker.code)}>
                {data.worker.name}
              </Link>
              <span>{`${m.thread.status}：${data.statusLabel}`}</span>
            </Box>
          ) : undefined
        }
        actions={
          data ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button component={RouterLink} to={paths.activityGroups}>
                {m.thread.back}
              </Button>
              <Button component={RouterLink} to={data.link} variant="outlined" endIcon={<ArrowForwardIcon />}>
                {m.thread.open}
              </Button>
            </Box>
          ) : undefined
        }
      />
      {thread.isError && !data ? <Alert severity="error">{failureMessage(m.loadFailed, thread.error)}</Alert> : null}
      {thread.isPending ? (
        <Typography variant="body2" color="text.secondary">
          {ja.app.loading}
        </Typography>
      ) : null}
      {data ? (
        <Paper variant="outlined">
          <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 2 }}>
            {m.thread.timeline}
          </Typography>
          {data.entries.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {m.thread.noEvents}
            </Typography>
          ) : (
            <List aria-label={m.thread.timeline}>
              {data.entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </List>
          )}
          {canComment ? <CommentBox code={code} /> : null}
        </Paper>
      ) : null}
    </Box>
  );
}
