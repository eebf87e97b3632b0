import { useQuery } from '@tanstack/react-query';
import { APP_CONFIG_DEFAULTS, type AppConfig, type AppConfigResponse } from '@app/shared/app-config';
import { apiRequest } from '../../../lib/api-client';

const appConfigKey = ['app-config'] as const;

/**
 * Where the 利用規約, プライバシーポリシー, FAQ and guide live (GET /api/app_config, public). Fetched once per
 * session and kept (the values change only when the server restarts); until it answers, or if it cannot, the app's
 * own pages — a link is never missing and never points at a placeholder.
 */
export function useAppConfig(): AppConfig & { isPending: boolean } {
  const query = useQuery({
    queryKey: appConfigKey,
    queryFn: async ({ signal }) => (await apiRequest<AppConfigResponse>('/app_config', { signal, skipAuthRedirect: true })).data,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { ...(query.data ?? APP_CONFIG_DEFAULTS), isPending: query.isPending };
}
