import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../../components/page-header';
import { failureMessage } from '../../../lib/api-client';

/**
 * The frame of a company setting page (/company/basic_information, /company/worker-required-entry): title and lead,
 * the read-only note for who may not change it, one card holding the form once loaded, a skeleton while loading and
 * the SPEC §8 "prefix + reason" alert when the load fails.
 */
export function SettingsPageFrame({
  title,
  lead,
  readOnly,
  loading,
  loadError,
  loadFailedPrefix,
  children,
}: {
  title: string;
  lead: string;
  /** true once the profile is known and the role may not change the setting */
  readOnly: boolean;
  loading: boolean;
  loadError: unknown;
  loadFailedPrefix: string;
  /** the form, rendered by the page only when its data (and the profile) are there */
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={title} description={lead} />
      {readOnly ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="read-only-note">
          {ja.company.readOnly}
        </Typography>
      ) : null}
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
          {children}
          {loading ? <Skeleton variant="rounded" height={280} /> : null}
          {loadError ? <Alert severity="error">{failureMessage(loadFailedPrefix, loadError)}</Alert> : null}
        </CardContent>
      </Card>
    </Box>
  );
}
