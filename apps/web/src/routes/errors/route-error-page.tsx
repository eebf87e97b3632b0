import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { FullPageLoader } from '../../components/full-page-loader';
import { useDocumentTitle } from '../../components/page-header';
import { SimpleLayout } from '../../app/layouts/simple-layout';
import { ApiError } from '../../lib/api-client';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/chunk-reload';
import { paths } from '../../lib/paths';

function describe(error: unknown): { status: number | null; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' && data ? data : error.statusText;
    return { status: error.status, message: detail };
  }
  if (error instanceof ApiError) return { status: error.status || null, message: error.errors.join('') };
  return { status: null, message: ja.app.errorBody };
}

function ErrorContent({ error }: { error: unknown }) {
  useDocumentTitle(ja.app.errorTitle);
  const { status, message } = describe(error);
  const chunk = isChunkLoadError(error);
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto' }} role="alert">
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {ja.app.errorTitle}
      </Typography>
      {status !== null ? (
        <Typography sx={{ fontWeight: 700, mb: 1 }} data-testid="error-status">
          {ja.app.statusCode(status)}
        </Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 4, whiteSpace: 'pre-wrap' }} data-testid="error-message">
        {message}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        {chunk ? (
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {ja.app.reload}
          </Button>
        ) : null}
        <Button component={RouterLink} to={paths.home} variant="contained" reloadDocument={chunk}>
          {ja.app.backHome}
        </Button>
      </Stack>
    </Box>
  );
}

/** A failed page chunk reloads the page (at most once per 60 s); otherwise the error is shown. */
function useChunkReload(error: unknown): boolean {
  const [reloading] = useState(() => isChunkLoadError(error) && reloadAfterChunkError());
  useEffect(() => {
    if (!reloading && !isChunkLoadError(error)) console.error(error);
  }, [error, reloading]);
  return reloading;
}

/** Root errorElement: full page with logo and footer. */
export function RootErrorPage() {
  const error = useRouteError();
  const reloading = useChunkReload(error);
  if (reloading) return <FullPageLoader />;
  return (
    <SimpleLayout>
      <ErrorContent error={error} />
    </SimpleLayout>
  );
}

/** errorElement inside the default layout: keeps the top bar and menu. */
export function InlineErrorPage() {
  const error = useRouteError();
  const reloading = useChunkReload(error);
  if (reloading) return <FullPageLoader minHeight={320} />;
  return (
    <Paper variant="outlined" sx={{ py: { xs: 6, sm: 8 }, px: 3 }}>
      <ErrorContent error={error} />
    </Paper>
  );
}
