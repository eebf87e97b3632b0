import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertEmailSettingInput, AlertEmailSettingResponseWire } from '@app/shared/alert-email-settings';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

/** The setting (alerts with their kinds, message, days) and the employees the recipients are chosen from. */
export type AlertEmailSettingData = Camelized<AlertEmailSettingResponseWire['data']>;
export type AlertEmailSetting = AlertEmailSettingData['alertEmailSetting'];
export type AlertRecipientCandidate = AlertEmailSettingData['employees'][number];

const key = ['companies', 'alert_email_settings'] as const;
const path = '/v2/employee/companies/alert_email_settings';

/** GET /api/v2/employee/companies/alert_email_settings → data (camelCased; the defaults before the first save). */
export const alertEmailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiRequest<{ data: AlertEmailSettingData }>(path, { signal })).data,
    meta: { errorPrefix: ja.alerts.loadFailed },
  });

export function useAlertEmailSettings() {
  return useQuery(alertEmailSettingsQueryOptions());
}

/** PUT {alert_email_setting}: only the parts sent change (each screen sends its own). */
export function useUpdateAlertEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setting: AlertEmailSettingInput) =>
      (await apiRequest<{ data: AlertEmailSettingData }>(path, { method: 'PUT', body: { alert_email_setting: setting } })).data,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
