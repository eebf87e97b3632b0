import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlackStatusResponse, WebhookDeliveryWire } from '@app/shared/slack';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type SlackStatus = Camelized<SlackStatusResponse['data']>;
export type WebhookDelivery = Camelized<WebhookDeliveryWire>;

const statusKey = ['slack', 'status'] as const;
const statusPath = '/v2/employee/slack';

/** GET /api/v2/employee/slack → whether Slack is configured on the server, and the company's connection (admins only). */
const slackStatusQueryOptions = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: async ({ signal }) => (await apiRequest<{ data: SlackStatus }>(statusPath, { signal })).data,
    meta: { errorPrefix: ja.slack.settings.loadFailed },
  });

export function useSlackStatus(enabled: boolean) {
  return useQuery({ ...slackStatusQueryOptions(), enabled });
}

/** POST authorize → Slack's authorize URL (the caller sends the browser there). */
export function useSlackAuthorize() {
  return useMutation({
    mutationFn: async () => (await apiRequest<{ data: { url: string } }>(`${statusPath}/authorize`, { method: 'POST' })).data.url,
  });
}

/** POST callback {code, state} (from /slack/omniauth_callbacks) → the connected workspace's name. */
export function useSlackCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { code: string; state: string }) =>
      (await apiRequest<{ data: { teamName: string } }>(`${statusPath}/callback`, { method: 'POST', body })).data.teamName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/** DELETE: disconnects the workspace. */
export function useSlackDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(statusPath, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/** GET /api/v2/employee/contracts/{code}/webhook_deliveries → the latest 20, newest first. */
export function useWebhookDeliveries(contractCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['slack', 'deliveries', contractCode],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: WebhookDelivery[] }>(`/v2/employee/contracts/${encodeURIComponent(contractCode)}/webhook_deliveries`, { signal })).data,
    enabled,
    meta: { errorPrefix: ja.slack.delivery.loadFailed },
  });
}
