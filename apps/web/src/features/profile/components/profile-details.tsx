import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import type { Profile } from '@app/shared/profile';
import { orDash } from '../../../lib/format';

export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: { label: string; value: string; testId: string }[] = [
    { label: ja.profile.name, value: profile.name, testId: 'profile-name' },
    { label: ja.profile.email, value: profile.email, testId: 'profile-email' },
    { label: ja.profile.role, value: profile.role_name, testId: 'profile-role' },
    { label: ja.profile.company, value: profile.company_name, testId: 'profile-company' },
    { label: ja.profile.department, value: orDash(profile.department_name), testId: 'profile-department' },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 600, pt: { xs: 1.5, sm: 1.75 }, pb: { xs: 0.25, sm: 1.75 }, borderBottom: { xs: 0, sm: 1 }, borderColor: { sm: 'divider' } }}
          >
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, pt: { xs: 0, sm: 1.75 }, pb: { xs: 1.5, sm: 1.75 }, wordBreak: 'break-all', borderBottom: 1, borderColor: 'divider', fontSize: '0.9375rem' }}
            data-testid={row.testId}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
