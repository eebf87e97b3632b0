import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../components/page-header';
import { LoginForm } from '../../features/auth/components/login-form';
import { DEFAULT_AFTER_LOGIN, paths } from '../../lib/paths';
import { takeTarget } from '../../lib/redirect-target';

export function LoginPage() {
  useDocumentTitle(ja.login.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onSignedIn = () => {
    queryClient.clear();
    void navigate(takeTarget() ?? DEFAULT_AFTER_LOGIN, { replace: true });
  };

  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center', mb: 1 }}>
        {ja.login.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {ja.login.lead}
      </Typography>
      <LoginForm onSignedIn={onSignedIn} />
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.resetPassword} variant="body2" underline="hover">
          {ja.login.forgotPassword}
        </Link>
      </Box>
    </Box>
  );
}
