import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import {
  workerRequiredEntryLabels,
  workerRequiredEntryPage,
  type WorkerRequiredEntryKey,
} from '@app/shared/worker-required-entries';
import { missingPortalCustomFields } from '@app/shared/custom-fields';
import { paths } from '../../../lib/paths';
import { usePortalCustomFields } from '../../custom-fields/api/custom-fields';
import { usePortalRequiredEntries } from '../api/required-entries';

/** Where the worker fills each kind of entry (the portal's profile and bank account pages). */
const fillPaths = { profile: paths.portalProfile, bank_account: paths.portalBankAccount } as const;

const labels = (keys: WorkerRequiredEntryKey[]) => keys.map((k) => workerRequiredEntryLabels[k]);

/**
 * The portal's reminder (issue #9 item 6): while an entry a linked company requires is unfilled, a warning names it and
 * links to the page where it is filled. It blocks nothing, and asks the server again on every page change.
 */
export function RequiredEntriesBanner() {
  const { pathname, search } = useLocation();
  const query = usePortalRequiredEntries();
  const custom = usePortalCustomFields();
  const { refetch } = query;
  const { refetch: refetchCustom } = custom;
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    void refetch();
    void refetchCustom();
  }, [pathname, refetch, refetchCustom]);

  const data = query.data;
  // required カスタム項目 a company asks in the portal and the worker left empty (filled on the profile page)
  const customMissing = custom.data ? missingPortalCustomFields(custom.data).length : 0;
  if (!data || (data.missingEntries.length === 0 && customMissing === 0)) return null;
  if (data.missingEntries.length === 0) {
    return (
      <Alert severity="warning" sx={{ mb: { xs: 2, sm: 3 } }} data-testid="required-entries-banner">
        <AlertTitle sx={{ fontWeight: 700 }} data-testid="required-custom-fields">
          {ja.customFields.portalMissing(customMissing)}
        </AlertTitle>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button component={RouterLink} to={{ pathname: fillPaths.profile, search }} size="small" variant="outlined" color="inherit">
            {ja.requiredEntries.fillProfile}
          </Button>
        </Box>
      </Alert>
    );
  }
  const pages = new Set(data.missingEntries.map((k) => workerRequiredEntryPage[k]));
  // with several companies asking different things, say which company asks for what
  const asking = data.companies.filter((c) => c.missingEntries.length > 0);
  const perCompany = asking.length > 1 && asking.some((c) => c.missingEntries.length !== data.missingEntries.length);
  return (
    <Alert severity="warning" sx={{ mb: { xs: 2, sm: 3 } }} data-testid="required-entries-banner">
      <AlertTitle sx={{ fontWeight: 700 }} data-testid="required-entries-list">
        {ja.requiredEntries.bannerList(labels(data.missingEntries))}
      </AlertTitle>
      <Typography variant="body2">{ja.requiredEntries.bannerLead}</Typography>
      {customMissing > 0 ? (
        <Typography variant="body2" data-testid="required-custom-fields">
          {ja.customFields.portalMissing(customMissing)}
        </Typography>
      ) : null}
      {perCompany ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {asking.map((c) => (
            <Typography component="li" variant="body2" key={c.companyId}>
              {ja.requiredEntries.bannerCompany(c.companyName, labels(c.missingEntries))}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {pages.has('profile') || customMissing > 0 ? (
          <Button component={RouterLink} to={{ pathname: fillPaths.profile, search }} size="small" variant="outlined" color="inherit">
            {ja.requiredEntries.fillProfile}
          </Button>
        ) : null}
        {pages.has('bank_account') ? (
          <Button component={RouterLink} to={{ pathname: fillPaths.bank_account, search }} size="small" variant="outlined" color="inherit">
            {ja.requiredEntries.fillBankAccount}
          </Button>
        ) : null}
      </Box>
    </Alert>
  );
}
