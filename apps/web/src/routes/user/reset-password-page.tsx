import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { paths } from '../../lib/paths';

/** /user/reset_password — the request form is a later issue. */
export function ResetPasswordPage() {
  useDocumentTitle(ja.pageTitles.resetPassword);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {ja.pageTitles.resetPassword}
      </Typography>
      <Typography variant="body1" sx={{ mb: 1 }} data-testid="coming-soon">
        {ja.placeholder.comingSoon}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
        {ja.placeholder.lead}
      </Typography>
      <Button component={RouterLink} to={paths.login} variant="outlined">
        {ja.placeholder.backToLogin}
      </Button>
    </Box>
  );
}

export default ResetPasswordPage;
