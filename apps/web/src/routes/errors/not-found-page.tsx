import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
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
        <TravelExploreOutlinedIcon aria-hidden sx={{ fontSize: 88, color: 'primary.light', opacity: 0.5 }} />
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
