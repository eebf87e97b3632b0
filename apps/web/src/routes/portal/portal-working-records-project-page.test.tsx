/**
 * /portal/working_records/{code}?year&month: one contract's month — the calendar marks 祝日 and 土日 and shows a day's
 * hours; the record form shows the worked time as it is typed and puts the server's 422 under the input it names;
 * 月次提出 asks first, naming the month and its hours.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { monthCalendar } from '@app/shared/time-tracking';
import type { PortalTimeProjectListResponse, TimeProjectRow, TimeRecord, TimeReportResponse } from '@app/shared/time-tracking-api';
import { workerAuthStorage } from '../../lib/auth-storage';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const BASE = `${API}/v2/worker/time_tracking_projects`;

const project: TimeProjectRow = {
  code: 'c1',
  contract_name: 'サイト保守',
  businessor_code: 'w1',
  businessor_name: '新井 結衣',
  company_name: 'デモ株式会社',
  year: 2025,
  month: 11,
  status: 'open',
  billing: 'settlement',
  rounding_text: '15分単位・切り捨て（日ごと）',
  billing_text: '140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）',
  recorded_minutes: 480,
  worked_minutes: 480,
  recorded_days: 1,
  amount: 600_000,
  projects: [],
  submitted_at: null,
  approved_at: null,
  approved_by_name: null,
  returned_at: null,
  return_comment: null,
  payment_notification: null,
};

const record: TimeRecord = {
  code: 'r1',
  work_date: '2025-11-04',
  project: null,
  kind: 'clock',
  start: '9:00',
  end: '18:00',
  breaks: [{ start: '12:00', end: '13:00' }],
  break_minutes: 60,
  worked_minutes: 480,
  note: '定例',
  source: 'manual',
  updated_at: '2025-11-04T09:00:00Z',
};

function report(): TimeReportResponse {
  const days = monthCalendar(2025, 11).days.map((d) => ({
    date: d.date,
    day: d.day,
    weekday: d.weekday,
    holiday_name: d.holidayName,
    is_weekend: d.isWeekend,
    worked_minutes: d.date === record.work_date ? 480 : 0,
    records: d.date === record.work_date ? [record] : [],
  }));
  return {
    data: {
      project,
      days,
      settlement: { amount: 600_000, status: 'below', lines: [{ kind: 'base', text: '基本料金 ¥600,000', amount: 600_000 }] },
      editable: true,
      contract_start_date: '2025-04-01',
      contract_end_date: null,
    },
  };
}

const list: PortalTimeProjectListResponse = { data: [{ ...project, editable: true }], meta: { total_count: 1, timer: null } };

afterEach(() => workerAuthStorage.clear());

function signIn() {
  workerAuthStorage.set({ 'access-token': 't', client: 'c', uid: 'arai@example.com', 'token-type': 'Bearer', expiry: '' });
  server.use(
    http.get(`${API}/v2/worker/me`, () =>
      HttpResponse.json({ data: { id: 1, email: 'arai@example.com', name: '新井 結衣', companies: [{ id: 1, name: 'デモ株式会社', worker_code: 'w1' }] } }),
    ),
    http.get(`${API}/v2/worker/notices`, () => HttpResponse.json({ data: [], meta: { unread_count: 0 } })),
    http.get(`${API}/v2/worker/required_entries`, () => HttpResponse.json({ data: { missing_entries: [], companies: [] } })),
    http.get(`${API}/v2/worker/my_number_requests`, () => HttpResponse.json({ data: [] })),
    http.get(BASE, () => HttpResponse.json(list)),
    http.get(`${BASE}/c1/reports`, () => HttpResponse.json(report())),
  );
}

const dayCell = (date: string) => within(screen.getByTestId('month-calendar')).getAllByRole('button').find((b) => b.dataset.date === date)!;

it('marks 祝日 and 土日 on the calendar and shows the hours of a day with records', async () => {
  signIn();
  renderApp('/portal/working_records/c1?year=2025&month=11', { signedIn: false });
  await screen.findByTestId('month-calendar');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('サイト保守');

  const bunka = dayCell('2025-11-03');
  expect(bunka.dataset.kind).toBe('holiday');
  expect(bunka.getAttribute('aria-label')).toContain('文化の日');
  expect(dayCell('2025-11-01').dataset.kind).toBe('saturday');
  expect(dayCell('2025-11-02').dataset.kind).toBe('sunday');
  expect(dayCell('2025-11-05').dataset.kind).toBe('weekday');
  expect(within(dayCell('2025-11-04')).getByTestId('day-hours').textContent).toBe('8:00');
  expect(dayCell('2025-11-04').getAttribute('aria-label')).toBe('11月4日（火） 稼働 8:00');

  // the same record in the table under it, and the month's settlement line
  const table = screen.getByTestId('time-records');
  expect(table.textContent).toContain('9:00〜18:00（休憩 60分）');
  expect(table.textContent).toContain('定例');
  expect(screen.getByTestId('settlement-lines').textContent).toContain('基本料金 ¥600,000');
});

it('shows the worked time while typing and puts the server’s message under the end input', async () => {
  signIn();
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BASE}/c1/records`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ errors: ['入力内容を確認してください。'], fields: { end: ['この日のほかの稼働と時間帯が重なっています。'] } }, { status: 422 });
    }),
  );
  const { user } = renderApp('/portal/working_records/c1?year=2025&month=11', { signedIn: false });
  await screen.findByTestId('month-calendar');

  await user.click(dayCell('2025-11-05'));
  const day = await screen.findByRole('dialog', { name: '2025/11/05（水）' });
  expect(day.textContent).toContain('この日の稼働はまだありません。');
  await user.click(within(day).getByRole('button', { name: '追加' }));

  const form = await screen.findByRole('dialog', { name: '2025/11/05の稼働を追加' });
  const end = within(form).getByLabelText(/^終了/);
  expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toContain('25:30');
  await user.type(within(form).getByLabelText(/^開始/), '9:00');
  await user.type(end, '18:30');
  await user.type(within(form).getByLabelText('休憩（分）'), '60');
  expect(within(form).getByTestId('live-worked').textContent).toBe('稼働 8:30（8.5時間）');

  await user.click(within(form).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe('この日のほかの稼働と時間帯が重なっています。'));
  expect(end.getAttribute('aria-invalid')).toBe('true');
  expect(bodies).toEqual([
    { work_date: '2025-11-05', project_code: null, note: null, kind: 'clock', start: '9:00', end: '18:30', breaks: [], break_minutes: '60' },
  ]);
});

it('asks before 月次提出, naming the month and its hours, then sends the month', async () => {
  signIn();
  const sent: unknown[] = [];
  server.use(
    http.post(`${BASE}/c1/reports/submit`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: { ...project, status: 'submitted', submitted_at: '2025-12-01T01:00:00Z' } });
    }),
  );
  const { user } = renderApp('/portal/working_records/c1?year=2025&month=11', { signedIn: false });
  await user.click(await screen.findByRole('button', { name: '月次提出' }));
  const confirm = await screen.findByRole('dialog', { name: '月次提出' });
  expect(confirm.textContent).toContain('2025年11月の稼働 8:00（8時間）を提出します。');
  await user.click(within(confirm).getByRole('button', { name: '提出する' }));
  await waitFor(() => expect(sent).toEqual([{ year: 2025, month: 11 }]));
});
