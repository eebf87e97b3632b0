import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { ja } from '@app/shared/messages/ja';

/**
 * Every line of a refused (all-or-nothing) bulk call — each refused document or worker by name — kept where the user
 * acted (on the page, or in the dialog) until the next attempt, never squeezed into a toast.
 */
export function RefusalList({
  title,
  lines,
  onClose,
  testId,
  sx,
}: {
  title: string;
  lines: readonly string[] | null;
  onClose?: () => void;
  testId: string;
  sx?: SxProps<Theme>;
}) {
  if (!lines || lines.length === 0) return null;
  return (
    <Alert severity="error" onClose={onClose} closeText={ja.app.close} sx={sx} data-testid={testId} role="alert">
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
