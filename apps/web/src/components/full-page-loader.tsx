import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ja } from '@app/shared/messages/ja';

export function FullPageLoader({ minHeight = '100vh' }: { minHeight?: string | number }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center' }} role="status" aria-live="polite">
      <CircularProgress size={32} aria-label={ja.app.loading} />
    </Box>
  );
}
