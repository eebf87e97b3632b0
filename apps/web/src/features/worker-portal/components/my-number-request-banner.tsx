import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import type { portalMyNumberLinkResponseSchema, portalMyNumberRequestsResponseSchema } from '@app/shared/my-numbers';
import type { z } from 'zod';
import { useToast } from '../../../components/toast';
import { failureMessage, workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

type Requests = Camelized<z.infer<typeof portalMyNumberRequestsResponseSchema>>;
type Link = Camelized<z.infer<typeof portalMyNumberLinkResponseSchema>>;

const portalMyNumberRequestsKey = ['portal', 'my_number_requests'] as const;

/** GET /api/v2/worker/my_number_requests: the account's open requests (never a number). */
function usePortalMyNumberRequests() {
  return useQuery({
    queryKey: portalMyNumberRequestsKey,
    queryFn: ({ signal }) => workerApiRequest<Requests>('/v2/worker/my_number_requests', { signal }).then((r) => r.data),
    staleTime: 0,
  });
}

/**
 * The portal's マイナンバー request (issue #12): each open request of a linked company, with a button that opens the same
 * entry flow as the mailed link (a fresh one-hour link is made on the click).
 */
export function MyNumberRequestBanner() {
  const requests = usePortalMyNumberRequests();
  const navigate = useNavigate();
  const toast = useToast();
  const open = useMutation({
    mutationFn: (code: string) => workerApiRequest<Link>(`/v2/worker/my_number_requests/${encodeURIComponent(code)}/links`, { method: 'POST', body: {} }),
    onSuccess: (link) => void navigate(link.data.path),
    onError: (error) => toast.error(failureMessage(ja.myNumber.portalLinkFailed, error)),
  });
  const rows = requests.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: { xs: 2, sm: 3 } }} data-testid="my-number-request-banner">
      <AlertTitle sx={{ fontWeight: 700 }}>{ja.myNumber.portalBannerTitle}</AlertTitle>
      {rows.map((r) => (
        <Box key={r.code} sx={{ mt: 1 }}>
          <Typography variant="body2">{ja.myNumber.lead(r.companyName)}</Typography>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            sx={{ mt: 1 }}
            loading={open.isPending && open.variables === r.code}
            onClick={() => open.mutate(r.code)}
          >
            {ja.myNumber.portalBannerAction(r.companyName)}
          </Button>
        </Box>
      ))}
    </Alert>
  );
}
