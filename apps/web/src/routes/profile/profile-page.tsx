import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { useProfile } from '../../features/profile/api/get-profile';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { ProfileNameForm } from '../../features/profile/components/profile-name-form';
import { failureMessage } from '../../lib/api-client';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={ja.profile.title} />
      {profile.isError && !profile.data ? (
        <Typography color="error">{failureMessage(ja.loadFailed.profile, profile.error)}</Typography>
      ) : null}
      <Stack spacing={3}>
        <Section title={ja.profile.infoSection}>
          {profile.data ? <ProfileDetails profile={profile.data} /> : <Skeleton variant="rounded" height={220} />}
        </Section>
        <Section title={ja.profile.editSection}>
          {profile.data ? <ProfileNameForm name={profile.data.name} /> : <Skeleton variant="rounded" height={56} />}
        </Section>
      </Stack>
    </Box>
  );
}
