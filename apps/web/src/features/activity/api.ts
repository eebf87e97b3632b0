import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityEntry, ActivityGroupListResponse, ActivityKind, ActivityThread } from '@app/shared/activity';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../lib/api-client';
import type { Camelized } from '../../lib/case';
import { refreshQueries } from '../../lib/refresh-queries';

/**
 * 活動一覧 (issue #23; packages/shared/src/activity.ts): the company-wide feed of threads, one thread (which the API
 * marks read) and a comment in it. Answers are camelCased (`/v2/`).
 */
export type ActivityGroupPage = Camelized<ActivityGroupListResponse>;
export type ActivityGroupItem = ActivityGroupPage['data'][number];
export type ActivityThreadData = Camelized<ActivityThread>;
export type ActivityEntryItem = Camelized<ActivityEntry>;

const BASE = '/v2/employee/activity_groups';
const m = ja.activity;

export const activityKeys = {
  all: ['activity_groups'] as const,
  list: (params: ActivityGroupListParams) => ['activity_groups', 'list', params] as const,
  thread: (code: string) => ['activity_groups', 'thread', code] as const,
};

/** The feed's filters; `page` is 1-based (as the API counts). */
export type ActivityGroupListParams = { page: number; limit: number; kind: ActivityKind | null; worker: string | null; unread: boolean };

/** GET /v2/employee/activity_groups: the threads with any activity, newest first. */
export function useActivityGroups(params: ActivityGroupListParams) {
  return useQuery({
    queryKey: activityKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<ActivityGroupPage>(BASE, {
        query: {
          page: params.page,
          limit: params.limit,
          kind: params.kind ?? undefined,
          businessor_code: params.worker ?? undefined,
          unread: params.unread ? 'true' : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: m.loadFailed },
  });
}

/** GET /v2/employee/activity_groups/{code}: the thread (opening it marks it read, so the feed is refreshed). */
export function useActivityThread(code: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: activityKeys.thread(code),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<{ data: ActivityThreadData }>(`${BASE}/${encodeURIComponent(code)}`, { signal });
      void queryClient.invalidateQueries({ queryKey: [...activityKeys.all, 'list'] });
      return answer.data;
    },
    meta: { errorPrefix: m.loadFailed },
  });
}

/** POST /v2/employee/activity_groups/{code}/comments {body}. */
export function usePostActivityComment(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<{ data: ActivityEntryItem }>(`${BASE}/${encodeURIComponent(code)}/comments`, { method: 'POST', body: { body } }),
    onSettled: () => refreshQueries(queryClient, activityKeys.all),
  });
}
