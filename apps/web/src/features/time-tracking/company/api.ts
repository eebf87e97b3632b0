import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type {
  TimeCompanyCalendarResponse,
  TimeDayResponse,
  TimeMonthStatus,
  TimeOperationLogResponse,
  TimeProjectListResponse,
  TimeProjectRow,
  TimeReportResponse,
} from '@app/shared/time-tracking-api';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { YearMonth } from '../month';

/**
 * The company's 稼働管理 endpoints (packages/shared/src/time-tracking-api.ts): the month's list of time-tracked
 * contracts, the company calendar, a worker's contracts, a contract's monthly report, one day, the operation log, the
 * CSV and the approval / 差戻し of a submitted month. Answers are camelCased (`/v2/`).
 */

export type TimeProjectListPage = Camelized<TimeProjectListResponse>;
export type TimeProjectItem = Camelized<TimeProjectRow>;
export type CompanyCalendar = Camelized<TimeCompanyCalendarResponse>['data'];
export type TimeReport = Camelized<TimeReportResponse>['data'];
export type TimeReportDay = TimeReport['days'][number];
export type TimeRecordItem = TimeReportDay['records'][number];
export type TimeDay = Camelized<TimeDayResponse>['data'];
export type TimeOperationLogPage = Camelized<TimeOperationLogResponse>;
export type TimeOperationLogEntry = TimeOperationLogPage['data'][number];

const s = ja.timeTrackingScreens;
const enc = encodeURIComponent;
const LIST = '/v2/employee/time_tracking_projects';
const workerBase = (workerCode: string) => `/v2/employee/businessors/${enc(workerCode)}/time_tracking_projects`;
const projectBase = (workerCode: string, code: string) => `${workerBase(workerCode)}/${enc(code)}`;

const timeTrackingKeys = {
  all: ['time_tracking', 'company'] as const,
  list: (params: TimeProjectListParams) => ['time_tracking', 'company', 'list', params] as const,
  calendar: (month: YearMonth) => ['time_tracking', 'company', 'calendar', month] as const,
  worker: (workerCode: string, month: YearMonth) => ['time_tracking', 'company', 'worker', workerCode, month] as const,
  report: (workerCode: string, code: string, month: YearMonth) => ['time_tracking', 'company', 'report', workerCode, code, month] as const,
  day: (workerCode: string, code: string, date: string) => ['time_tracking', 'company', 'day', workerCode, code, date] as const,
  logs: (workerCode: string, code: string, month: YearMonth, page: number) =>
    ['time_tracking', 'company', 'logs', workerCode, code, month, page] as const,
};

/** The list's filters; `page` is 1-based as the URL keeps it (the API counts from 0). */
export type TimeProjectListParams = YearMonth & { page: number; limit: number; keyword: string; status: TimeMonthStatus | null };

/** GET /v2/employee/time_tracking_projects: every time-tracked contract of the month, filtered and paged. */
export function useTimeProjectList(params: TimeProjectListParams) {
  return useQuery({
    queryKey: timeTrackingKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<TimeProjectListPage>(LIST, {
        query: {
          year: params.year,
          month: params.month,
          page: params.page - 1,
          limit: params.limit,
          keyword: params.keyword.trim() || undefined,
          status: params.status ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.loadFailed },
  });
}

/** GET …/calendars?year=&month=: per day the company's recorded minutes and how many workers recorded. */
export function useCompanyCalendar(month: YearMonth, enabled = true) {
  return useQuery({
    queryKey: timeTrackingKeys.calendar(month),
    queryFn: async ({ signal }) => (await apiRequest<{ data: CompanyCalendar }>(`${LIST}/calendars`, { query: { ...month }, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
    meta: { errorPrefix: s.calendar.loadFailed },
  });
}

/** GET /v2/employee/businessors/{code}/time_tracking_projects?year=&month=: one worker's time-tracked contracts. */
export function useWorkerTimeProjects(workerCode: string, month: YearMonth) {
  return useQuery({
    queryKey: timeTrackingKeys.worker(workerCode, month),
    queryFn: ({ signal }) => apiRequest<TimeProjectListPage>(workerBase(workerCode), { query: { ...month, page: 0, limit: 100 }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.loadFailed },
  });
}

/** GET …/{code}/reports?year=&month=: the monthly report. */
export function useTimeReport(workerCode: string, code: string, month: YearMonth) {
  return useQuery({
    queryKey: timeTrackingKeys.report(workerCode, code, month),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: TimeReport }>(`${projectBase(workerCode, code)}/reports`, { query: { ...month }, signal })).data,
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.report.loadFailed },
  });
}

/** GET …/{code}/records?year=&month=&day=: one day's records. `date` is YYYY-MM-DD. */
export function useTimeDay(workerCode: string, code: string, date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return useQuery({
    queryKey: timeTrackingKeys.day(workerCode, code, date),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: TimeDay }>(`${projectBase(workerCode, code)}/records`, { query: { year, month, day }, signal })).data,
    meta: { errorPrefix: s.day.loadFailed },
  });
}

/** GET …/{code}/operation_logs?year=&month=&page=&limit=: newest first, `page` 1-based here. */
export function useTimeOperationLogs(workerCode: string, code: string, month: YearMonth, page: number, limit: number) {
  return useQuery({
    queryKey: timeTrackingKeys.logs(workerCode, code, month, page),
    queryFn: ({ signal }) =>
      apiRequest<TimeOperationLogPage>(`${projectBase(workerCode, code)}/operation_logs`, { query: { ...month, page: page - 1, limit }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorPrefix: s.logs.loadFailed },
  });
}

/** GET …/{code}/reports/exports?year=&month=: the month's records as CSV, saved under the server's name. */
export async function downloadTimeReportCsv(workerCode: string, code: string, month: YearMonth): Promise<void> {
  const { blob, filename } = await apiDownload(`${projectBase(workerCode, code)}/reports/exports`, 'working-records.csv', { query: { ...month } });
  saveBlob(blob, filename);
}

type Target = { workerCode: string; code: string } & YearMonth;

/** POST …/{code}/reports/approve {year, month}: a submitted month is approved (locked). */
export function useApproveTimeMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workerCode, code, year, month }: Target) =>
      apiRequest<{ data: TimeProjectItem }>(`${projectBase(workerCode, code)}/reports/approve`, { method: 'POST', body: { year, month } }),
    onSettled: () => refreshQueries(queryClient, timeTrackingKeys.all),
    meta: { errorPrefix: s.report.approveFailed },
  });
}

/** POST …/{code}/reports/return {year, month, comment}: a submitted month goes back to the worker. */
export function useReturnTimeMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workerCode, code, year, month, comment }: Target & { comment: string }) =>
      apiRequest<{ data: TimeProjectItem }>(`${projectBase(workerCode, code)}/reports/return`, { method: 'POST', body: { year, month, comment } }),
    onSettled: () => refreshQueries(queryClient, timeTrackingKeys.all),
  });
}
