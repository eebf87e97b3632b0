/**
 * A contract's month as the company reads it: the holiday on the calendar and in the table, the settlement lines of a
 * 精算幅 contract; 承認 names the month and the hours before anything is sent; 差戻し needs a reason; the operation log
 * shows what a change was before and after.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { TimeOperationLogResponse } from '@app/shared/time-tracking-api';
import { projectRow, reportOf } from '../../../features/time-tracking/company/test-data';
import { workerWithContracts } from '../../../test/contract-mocks';
import { API } from '../../../test/api-mocks';
import { server } from '../../../test/setup';
import { renderApp } from '../../../test/render-app';

const BASE = `${API}/v2/employee/businessors/w1/time_tracking_projects/c1`;
const PAGE = '/worker/w1/working_record_project/c1?year=2026&month=3';

function serve() {
  const posted: { path: string; body: unknown }[] = [];
  server.use(
    ...workerWithContracts({ code: 'w1', name: '山田 花子' }, []).handlers,
    http.get(`${BASE}/reports`, () => HttpResponse.json(reportOf())),
    http.post(`${BASE}/reports/:action`, async ({ request, params }) => {
      posted.push({ path: String(params.action), body: await request.json() });
      return HttpResponse.json({ data: projectRow({ status: params.action === 'approve' ? 'approved' : 'returned' }) });
    }),
  );
  return posted;
}

it('marks the holiday, lists each day with its records and prints the settlement lines', async () => {
  serve();
  renderApp(PAGE);
  const lines = await screen.findByTestId('settlement-lines');
  expect(within(lines).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '基本料金 ¥600,000',
    '精算幅 140〜180時間（稼働 192.5時間）',
    '超過 12.5時間 × ¥3,330 = ¥41,620',
    '合計 ¥641,620',
  ]);
  expect(screen.getByText('140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）')).toBeTruthy();
  expect(screen.getByText('15分単位・切り捨て（日ごと）')).toBeTruthy();

  // the calendar: 春分の日 marked, a day's hours, and a day opens its records
  const calendar = screen.getByRole('group', { name: '2026年3月のカレンダー' });
  const holiday = within(calendar).getByRole('button', { name: '2026/03/20（金） 春分の日の記録を開く' });
  expect(holiday.getAttribute('data-off')).toBe('true');
  expect(holiday.textContent).toContain('2:30');

  // the table: the holiday's weekday with its name, a clock record in full, a day without records greyed
  const table = screen.getByRole('table', { name: '日別の稼働' });
  const rows = within(table).getAllByTestId('report-day');
  expect(rows).toHaveLength(31);
  const holidayRow = rows.find((row) => row.getAttribute('data-date') === '2026-03-20')!;
  expect(holidayRow.textContent).toContain('金（春分の日）');
  const worked = rows.find((row) => row.getAttribute('data-date') === '2026-03-02')!;
  expect(within(worked).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    '2026/03/02', '月', '9:00', '18:00', '60分', '8:00', '会員サイト', '設計レビュー',
  ]);
  expect(rows.find((row) => row.getAttribute('data-date') === '2026-03-03')!.hasAttribute('data-empty')).toBe(true);
  expect(within(table).getByTestId('report-total').textContent).toContain('10:30');
});

it('approves after a confirmation that names the month and the hours', async () => {
  const posted = serve();
  const { user } = renderApp(PAGE);
  await user.click(await screen.findByRole('button', { name: '承認する' }));
  const dialog = await screen.findByRole('dialog', { name: '稼働を承認しますか？' });
  expect(dialog.textContent).toContain('山田 花子さんの2026年3月の稼働 192:30（192.5時間）を承認します。');
  expect(posted).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: '承認する' }));
  await waitFor(() => expect(posted).toEqual([{ path: 'approve', body: { year: 2026, month: 3 } }]));
  expect(await screen.findByText('2026年3月の稼働を承認しました。')).toBeTruthy();
});

it('sends a month back only with a reason', async () => {
  const posted = serve();
  const { user } = renderApp(PAGE);
  await user.click(await screen.findByRole('button', { name: '差戻す' }));
  const dialog = await screen.findByRole('dialog', { name: '稼働を差し戻しますか？' });
  await user.click(within(dialog).getByRole('button', { name: '差戻す' }));
  expect(await within(dialog).findByText('差戻しの理由を入力してください。')).toBeTruthy();
  expect(posted).toEqual([]);
  await user.type(within(dialog).getByRole('textbox', { name: /差戻しの理由/ }), '3/2のメモを具体的に');
  await user.click(within(dialog).getByRole('button', { name: '差戻す' }));
  await waitFor(() => expect(posted).toEqual([{ path: 'return', body: { year: 2026, month: 3, comment: '3/2のメモを具体的に' } }]));
});

it('hides 承認 and 差戻し once the month is approved, and links its 支払通知書', async () => {
  server.use(
    ...workerWithContracts({ code: 'w1', name: '山田 花子' }, []).handlers,
    http.get(`${BASE}/reports`, () =>
      HttpResponse.json(
        reportOf({ status: 'approved', approved_at: '2026-04-03T01:00:00Z', approved_by_name: '山田 太郎', payment_notification: { code: 'pn1', number: 'PN-202604-0001' } }),
      ),
    ),
  );
  renderApp(PAGE);
  expect((await screen.findByTestId('report-approved')).textContent).toBe('2026/04/03（山田 太郎）');
  expect(screen.getByRole('link', { name: '支払通知書 PN-202604-0001' }).getAttribute('href')).toBe('/worker/w1/contract/c1/payment_notification/pn1');
  expect(screen.queryByRole('button', { name: '承認する' })).toBeNull();
  expect(screen.queryByRole('button', { name: '差戻す' })).toBeNull();
});

it('shows in the operation log what a change was before and after', async () => {
  const logs: TimeOperationLogResponse = {
    data: [
      {
        id: 2,
        created_at: '2026-03-03T00:30:00Z',
        action: 'record_updated',
        actor_kind: 'worker',
        actor_name: '山田 花子',
        work_date: '2026-03-02',
        before: { work_date: '2026-03-02', time_text: '9:00〜17:00（休憩 60分）', worked_minutes: 420, project_name: null, note: null },
        after: { work_date: '2026-03-02', time_text: '9:00〜18:00（休憩 60分）', worked_minutes: 480, project_name: '会員サイト', note: '設計レビュー' },
        comment: null,
      },
    ],
    meta: { total_count: 1 },
  };
  const asked: URL[] = [];
  server.use(
    ...workerWithContracts({ code: 'w1', name: '山田 花子' }, []).handlers,
    http.get(`${BASE}/operation_logs`, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(logs);
    }),
  );
  renderApp('/worker/w1/working_record_project/c1/operation_logs?year=2026&month=3');
  const table = await screen.findByRole('table', { name: '操作ログ' });
  const row = (await within(table).findByText('稼働を変更')).closest('tr')!;
  expect(within(row).getByText('2026/03/03 09:30')).toBeTruthy();
  expect(within(row).getByTestId('log-before').textContent).toContain('9:00〜17:00（休憩 60分） 7:00');
  expect(within(row).getByTestId('log-after').textContent).toContain('9:00〜18:00（休憩 60分） 8:00');
  expect(within(row).getByTestId('log-after').textContent).toContain('会員サイト / 設計レビュー');
  expect(asked[0]!.searchParams.get('page')).toBe('0');
  expect(asked[0]!.searchParams.get('limit')).toBe('20');
});

it('shows one day in full: the breaks, the day total, and the days before and after', async () => {
  const report = reportOf().data;
  const day = report.days[1]!;
  const asked: URL[] = [];
  server.use(
    ...workerWithContracts({ code: 'w1', name: '山田 花子' }, []).handlers,
    http.get(`${BASE}/records`, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ data: { ...day, project: report.project } });
    }),
  );
  renderApp('/worker/w1/working_record_project/c1/record?date=2026-03-02');
  expect((await screen.findByTestId('day-total')).textContent).toBe('この日の稼働 8:00（8時間）');
  expect(screen.getByTestId('day-heading').textContent).toBe('2026/03/02（月）');
  expect(screen.getByTestId('day-record').textContent).toContain('12:00〜13:00（合計 60分）');
  expect(screen.getByRole('link', { name: '前日' }).getAttribute('href')).toBe('/worker/w1/working_record_project/c1/record?date=2026-03-01');
  expect(screen.getByRole('link', { name: '翌日' }).getAttribute('href')).toBe('/worker/w1/working_record_project/c1/record?date=2026-03-03');
  expect(screen.getByRole('tab', { name: '稼働', selected: true })).toBeTruthy();
  expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ year: '2026', month: '3', day: '2' });
});
