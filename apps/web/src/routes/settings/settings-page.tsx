import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere';

/** /settings — change one's own password; sign out of every device. */
export function SettingsPage() {
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={ja.settings.title} description={ja.settings.lead} />
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card sx={{ mt: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </Box>
  );
}
