import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { failureMessage } from '../../../lib/api-client';
import { usePortalCustomFields, useSavePortalCustomField } from '../api/custom-fields';
import { CustomFieldValueList } from './worker-custom-fields-card';

/**
 * The portal profile's 「会社からの追加項目」 (issue #24 item 1): the fields linked companies ask in the portal, per
 * company, each filled in a dialog with the input of its type. Nothing is shown when no company asks anything.
 */
export function PortalCustomFieldsSection() {
  const query = usePortalCustomFields();
  const save = useSavePortalCustomField();
  const companies = query.data;
  if (companies && companies.length === 0) return null;
  const title = ja.customFields.portalTitle;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ja.customFields.portalLead}
      </Typography>
      {query.isError && !companies ? (
        <Alert severity="error">{failureMessage(ja.customFields.portalLoadFailed, query.error)}</Alert>
      ) : !companies ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        companies.map((c) => (
          <Box key={c.companyId} role="group" aria-label={ja.customFields.portalCompany(c.companyName)}>
            {companies.length > 1 ? (
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {ja.customFields.portalCompany(c.companyName)}
              </Typography>
            ) : null}
            <CustomFieldValueList items={c.fields} save={save.mutateAsync} busy={save.isPending} markRequired />
          </Box>
        ))
      )}
    </Paper>
  );
}
