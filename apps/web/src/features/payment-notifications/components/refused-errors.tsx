import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { ja } from '@app/shared/messages/ja';
import { failureLines } from '../../../lib/joined-failure';

/**
 * The lines of a refused bulk call: the server answers `errors: [「N件…処理できませんでした」, each notification and why]`;
 * every line is shown. A network failure or the like is one line (prefix + reason).
 */
export function refusalLines(prefix: string, error: unknown): string[] {
  return failureLines(prefix, error);
}

/** The toast text of a refused bulk call: every line of the server's answer, one after the other. */
export function refusalToast(prefix: string, error: unknown): string {
  return refusalLines(prefix, error).join(' ');
}

/** Every line of a refused bulk call, kept on the page until the next attempt. */
export function RefusedErrors({ lines, onClose }: { lines: readonly string[] | null; onClose?: () => void }) {
  if (!lines || lines.length === 0) return null;
  return (
    <Alert severity="error" onClose={onClose} closeText={ja.app.close} sx={{ mb: 2 }} data-testid="bulk-refused" role="alert">
      <AlertTitle>{ja.paymentNotificationScreens.refusedTitle}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
