import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { ProjectListResponseWire } from '@app/shared/projects';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type Project = Camelized<ProjectListResponseWire['data'][number]>;
export type ProjectListParams = { page: number; limit: number; keyword: string; enabled: 'true' | 'false' | null };

export const projectKeys = {
  all: ['projects'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  options: (text: string, enabledOnly = false) => ['projects', 'options', text, enabledOnly ? 'enabled' : 'all'] as const,
};

/** GET /api/v2/employee/projects — `page` here is 1-based (the URL's), sent zero-based (SPEC §9). */
function getProjects(params: ProjectListParams, signal?: AbortSignal) {
  return apiRequest<Camelized<ProjectListResponseWire>>('/v2/employee/projects', {
    query: {
      page: Math.max(0, params.page - 1),
      limit: params.limit,
      keyword: params.keyword || undefined,
      enabled: params.enabled ?? undefined,
    },
    signal,
  });
}

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: ja.projects.loadFailed },
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}

/** How many projects a picker offers for a typed text. */
const PROJECT_OPTIONS_SIZE = 20;

const projectOptions = (text: string, enabledOnly: boolean) =>
  queryOptions({
    queryKey: projectKeys.options(text, enabledOnly),
    queryFn: async ({ signal }) => {
      const answer = await getProjects({ page: 1, limit: PROJECT_OPTIONS_SIZE, keyword: text, enabled: enabledOnly ? 'true' : null }, signal);
      return answer.data.map((p) => ({ id: p.id, label: p.name }));
    },
    meta: { errorPrefix: ja.projects.loadFailed },
  });

/** The projects whose name or number matches a typed text, for a list's project filter (EntityPicker): id and name. */
export const projectOptionsQuery = (text: string) => projectOptions(text, false);

/** The same among the enabled projects only: what an order may be given (the order form's picker). */
export const enabledProjectOptionsQuery = (text: string) => projectOptions(text, true);
