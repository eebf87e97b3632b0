/**
 * The worker portal's 稼働 calls (/v2/worker/time_tracking_projects…, packages/shared/src/time-tracking-api.ts), always
 * with the worker session. Every change refreshes every 稼働 query (the list's totals and timer, the month's report).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PortalTimeProjectListResponse,
  TimeRecord,
  TimeRecordBody,
  TimeReportResponse,
  TimeTimer,
  TimeTimerStartBody,
} from '@app/shared/time-tracking-api';
import { workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type PortalTimeProjectList = Camelized<PortalTimeProjectListResponse>;
export type PortalTimeProject = PortalTimeProjectList['data'][number];
export type PortalTimer = Camelized<TimeTimer>;
export type PortalTimeReport = Camelized<TimeReportResponse>['data'];
export type PortalTimeDay = PortalTimeReport['days'][number];
export type PortalTimeRecord = Camelized<TimeRecord>;

const BASE = '/v2/worker/time_tracking_projects';
const project = (code: string) => `${BASE}/${encodeURIComponent(code)}`;

const portalTimeKeys = {
  all: ['portal', 'time_tracking'] as const,
  list: (year: number, month: number) => ['portal', 'time_tracking', 'list', year, month] as const,
  report: (code: string, year: number, month: number) => ['portal', 'time_tracking', 'report', code, year, month] as const,
};

/** GET /v2/worker/time_tracking_projects?year&month: the worker's time-tracked contracts of the month and the running timer. */
export function usePortalTimeProjects(year: number, month: number) {
  return useQuery({
    queryKey: portalTimeKeys.list(year, month),
    queryFn: ({ signal }) => workerApiRequest<PortalTimeProjectList>(BASE, { query: { year, month }, signal }),
  });
}

/** GET …/{code}/reports?year&month: one contract's month (days with records, totals, settlement, editable). */
export function usePortalTimeReport(code: string, year: number, month: number) {
  return useQuery({
    queryKey: portalTimeKeys.report(code, year, month),
    queryFn: async ({ signal }) =>
      (await workerApiRequest<{ data: PortalTimeReport }>(`${project(code)}/reports`, { query: { year, month }, signal })).data,
  });
}

/** After any change: the list (totals, timer) and every month's report may have moved. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: portalTimeKeys.all });
}

/** POST …/{code}/records (no recordCode) or PUT …/{code}/records/{recordCode}. */
export function useSaveTimeRecord(code: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async ({ recordCode, body }: { recordCode: string | null; body: TimeRecordBody }) => {
      const path = recordCode ? `${project(code)}/records/${encodeURIComponent(recordCode)}` : `${project(code)}/records`;
      return (await workerApiRequest<{ data: PortalTimeRecord }>(path, { method: recordCode ? 'PUT' : 'POST', body })).data;
    },
    onSuccess: refresh,
  });
}

/** DELETE …/{code}/records/{recordCode}. */
export function useDeleteTimeRecord(code: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (recordCode: string) => workerApiRequest<void>(`${project(code)}/records/${encodeURIComponent(recordCode)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** POST …/{code}/timer: start (409 when one already runs). */
export function useStartTimer(code: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: async (body: TimeTimerStartBody) => (await workerApiRequest<{ data: PortalTimer }>(`${project(code)}/timer`, { method: 'POST', body })).data,
    onSuccess: refresh,
  });
}

/** POST …/{code}/timer/stop: the time becomes a record of the day it started. */
export function useStopTimer() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (code: string) => workerApiRequest<unknown>(`${project(code)}/timer/stop`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** DELETE …/{code}/timer: discard without a record. */
export function useDiscardTimer() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (code: string) => workerApiRequest<void>(`${project(code)}/timer`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** POST …/{code}/reports/submit {year, month}: 月次提出. */
export function useSubmitTimeMonth(code: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (month: { year: number; month: number }) => workerApiRequest<unknown>(`${project(code)}/reports/submit`, { method: 'POST', body: month }),
    onSuccess: refresh,
  });
}
