/**
 * /working_records: what a clerk reads on a month — how many contracts are 未提出 / 提出済 / 承認済 / 差戻し (a card
 * filters), each contract's hours after rounding 「152:30」「152.5時間」 and amount, and the company calendar.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { TimeCompanyCalendarResponse, TimeProjectListResponse } from '@app/shared/time-tracking-api';
import { projectRow } from '../../features/time-tracking/company/test-data';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const BASE = `${API}/v2/employee/time_tracking_projects`;

const list: TimeProjectListResponse = {
  data: [
    projectRow({ worked_minutes: 9_150, recorded_days: 19 }),
    projectRow({ code: 'c2', contract_name: '保守契約', businessor_code: 'w2', businessor_name: '佐藤 次郎', status: 'open', billing: 'none', amount: null, worked_minutes: 600, recorded_days: 2, submitted_at: null }),
  ],
  meta: { total_count: 2, year: 2026, month: 3, status_counts: { open: 4, submitted: 1, approved: 7, returned: 2 }, worked_minutes: 9_750 },
};

it('shows the month by status, one row per contract with its hours after rounding, and a card filters the list', async () => {
  const asked: URL[] = [];
  server.use(
    http.get(BASE, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(list);
    }),
  );
  const { user, router } = renderApp('/working_records?year=2026&month=3');
  const table = await screen.findByRole('table', { name: '稼働一覧' });
  await within(table).findByText('佐藤 次郎');
  const [first, second] = within(table).getAllByRole('row').slice(1);

  expect(screen.getByTestId('month-picker-value').textContent).toBe('2026年3月');
  expect(within(screen.getByTestId('status-card-open')).getByTestId('status-card-count').textContent).toBe('4件');
  expect(within(screen.getByTestId('status-card-approved')).getByTestId('status-card-count').textContent).toBe('7件');
  expect(screen.getByTestId('month-total').textContent).toBe('162:30（162.5時間）');

  expect(within(first!).getByTestId('hours').textContent).toBe('152:30');
  expect(within(first!).getByText('152.5時間')).toBeTruthy();
  expect(within(first!).getByTestId('time-status').textContent).toBe('提出済');
  expect(within(first!).getByText('¥641,620')).toBeTruthy();
  expect(within(first!).getByText('2026/04/01')).toBeTruthy();
  expect(within(first!).getByRole('link', { name: 'Web開発業務委託契約の月次稼働報告を開く' }).getAttribute('href')).toBe(
    '/worker/w1/working_record_project/c1?year=2026&month=3',
  );
  // no 単価 to settle: no amount
  expect(within(second!).getAllByText('—').length).toBe(2);

  expect(asked[0]!.searchParams.get('page')).toBe('0');
  expect(asked[0]!.searchParams.get('month')).toBe('3');

  await user.click(screen.getByTestId('status-card-returned'));
  await waitFor(() => expect(router.state.location.search).toContain('status=returned'));
  await waitFor(() => expect(asked.at(-1)!.searchParams.get('status')).toBe('returned'));

  await user.click(screen.getByRole('button', { name: '翌月' }));
  await waitFor(() => expect(asked.at(-1)!.searchParams.get('month')).toBe('4'));
});

it('shows the company calendar: a holiday marked, per day the hours and how many workers recorded', async () => {
  const days: TimeCompanyCalendarResponse['data']['days'] = Array.from({ length: 31 }, (_, i) => {
    const weekday = new Date(Date.UTC(2026, 2, i + 1)).getUTCDay();
    return {
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      day: i + 1,
      weekday,
      holiday_name: i + 1 === 20 ? '春分の日' : null,
      is_weekend: weekday === 0 || weekday === 6,
      worked_minutes: i + 1 === 2 ? 1_470 : 0,
      worker_count: i + 1 === 2 ? 3 : 0,
    };
  });
  server.use(
    http.get(BASE, () => HttpResponse.json(list)),
    http.get(`${BASE}/calendars`, () => HttpResponse.json({ data: { year: 2026, month: 3, days, worked_minutes: 1_470 } } satisfies TimeCompanyCalendarResponse)),
  );
  const { user } = renderApp('/working_records?year=2026&month=3');
  await user.click(await screen.findByRole('button', { name: 'カレンダー' }));
  const calendar = await screen.findByRole('group', { name: '2026年3月のカレンダー' });
  const second = within(calendar).getByRole('group', { name: '2026/03/02（月）' });
  expect(second.textContent).toContain('24:30');
  expect(second.textContent).toContain('3名');
  const holiday = within(calendar).getByRole('group', { name: '2026/03/20（金） 春分の日' });
  expect(holiday.getAttribute('data-off')).toBe('true');
});
