import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { failureMessage } from '../lib/api-client';

/**
 * What a card list shows besides its cards (the portal's lists): a placeholder while it loads, the failure with the
 * server's reason, or the empty message once it has loaded nothing.
 */
export function QueryState({
  query,
  empty,
  failed,
  isEmpty,
  height = 120,
}: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  empty: string;
  failed: string;
  isEmpty: boolean;
  height?: number;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} />;
  if (query.isError) {
    return (
      <Alert severity="error" role="alert">
        {failureMessage(failed, query.error)}
      </Alert>
    );
  }
  if (query.isSuccess && isEmpty) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" data-testid="table-empty">
          {empty}
        </Typography>
      </Paper>
    );
  }
  return null;
}
