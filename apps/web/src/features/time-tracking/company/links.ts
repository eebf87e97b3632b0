import { paths } from '../../../lib/paths';
import type { YearMonth } from '../month';

const withQuery = (path: string, query: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/** /worker/{code}/working_record_project/{projectCode}?year=&month= */
export const reportLink = (workerCode: string, code: string, month: YearMonth) => withQuery(paths.workingRecordProject(workerCode, code), month);
/** …/operation_logs?year=&month= */
export const logsLink = (workerCode: string, code: string, month: YearMonth) =>
  withQuery(paths.workingRecordProject(workerCode, code, 'operation_logs'), month);
/** …/record?date=YYYY-MM-DD */
export const dayLink = (workerCode: string, code: string, date: string) => withQuery(paths.workingRecordProject(workerCode, code, 'record'), { date });
