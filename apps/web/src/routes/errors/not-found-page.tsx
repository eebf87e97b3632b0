import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { SimpleLayout } from '../../app/layouts/simple-layout';

/** /404 and every unknown path (SPEC §2): "404 Not Found". */
export function NotFoundPage() {
  useDocumentTitle(ja.app.notFoundTitle);
  return (
    <SimpleLayout>
      <Box sx={{ textAlign: 'center', maxWidth: 560 }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, color: 'primary.main', opacity: 0.15, lineHeight: 1 }}
        >
          404
        </Typography>
        <Typography variant="h1" component="h1" sx={{ mt: 1, mb: 2 }}>
          {ja.app.notFoundTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {ja.app.notFoundBody}
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {ja.app.backHome}
        </Button>
      </Box>
    </SimpleLayout>
  );
}

export default NotFoundPage;
