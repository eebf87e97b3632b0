/**
 * /portal/working_records: the month's time-tracked contracts of every company (a 差戻し with its comment in view) and
 * the running timer on top, stopped with the worker session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import type { PortalTimeProjectListResponse, TimeProjectRow } from '@app/shared/time-tracking-api';
import { workerAuthStorage } from '../../lib/auth-storage';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const BASE = `${API}/v2/worker/time_tracking_projects`;

const row = (over: Partial<TimeProjectRow>): PortalTimeProjectListResponse['data'][number] => ({
  code: 'c1',
  contract_name: 'サイト保守',
  businessor_code: 'w1',
  businessor_name: '新井 結衣',
  company_name: 'デモ株式会社',
  year: 2025,
  month: 11,
  status: 'open',
  billing: 'none',
  rounding_text: null,
  billing_text: null,
  recorded_minutes: 9150,
  worked_minutes: 9150,
  recorded_days: 19,
  amount: null,
  projects: [],
  submitted_at: null,
  approved_at: null,
  approved_by_name: null,
  returned_at: null,
  return_comment: null,
  payment_notification: null,
  editable: true,
  ...over,
});

afterEach(() => workerAuthStorage.clear());

it('lists the month’s contracts with status, hours and amount, and stops the running timer', async () => {
  workerAuthStorage.set({ 'access-token': 't', client: 'c', uid: 'arai@example.com', 'token-type': 'Bearer', expiry: '' });
  const months: string[] = [];
  const stops: (string | null)[] = [];
  let timerRuns = true;
  server.use(
    http.get(`${API}/v2/worker/me`, () =>
      HttpResponse.json({ data: { id: 1, email: 'arai@example.com', name: '新井 結衣', companies: [{ id: 1, name: 'デモ株式会社', worker_code: 'w1' }] } }),
    ),
    http.get(`${API}/v2/worker/notices`, () => HttpResponse.json({ data: [], meta: { unread_count: 0 } })),
    http.get(`${API}/v2/worker/required_entries`, () => HttpResponse.json({ data: { missing_entries: [], companies: [] } })),
    http.get(`${API}/v2/worker/my_number_requests`, () => HttpResponse.json({ data: [] })),
    http.get(BASE, ({ request }) => {
      const url = new URL(request.url);
      months.push(`${url.searchParams.get('year')}-${url.searchParams.get('month')}`);
      const body: PortalTimeProjectListResponse = {
        data: [
          row({}),
          row({
            code: 'c2',
            contract_name: '開発支援',
            company_name: '株式会社サンプル',
            status: 'returned',
            return_comment: '11/4の稼働が重複しています。',
            billing: 'settlement',
            billing_text: '140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）',
            amount: 641_620,
          }),
        ],
        meta: { total_count: 2, timer: timerRuns ? { project_code: 'c2', started_at: new Date(Date.now() - 65_000).toISOString(), record_project: null, note: null } : null },
      };
      return HttpResponse.json(body);
    }),
    http.post(`${BASE}/c2/timer/stop`, ({ request }) => {
      stops.push(request.headers.get('access-token'));
      timerRuns = false;
      return HttpResponse.json({ data: {} }, { status: 201 });
    }),
  );

  const { user } = renderApp('/portal/working_records?year=2025&month=11', { signedIn: false });
  const cards = await screen.findAllByTestId('time-project');
  expect(screen.getByTestId('month-picker-value').textContent).toBe('2025年11月');
  expect(cards[0]!.textContent).toContain('未提出');
  expect(cards[0]!.textContent).toContain('152:30（152.5時間）');
  expect(cards[0]!.textContent).toContain('19日');
  expect(cards[1]!.textContent).toContain('差戻し');
  expect(cards[1]!.textContent).toContain('11/4の稼働が重複しています。');
  expect(cards[1]!.textContent).toContain('¥641,620');
  expect(within(cards[1]!).getByRole('link', { name: '開発支援の稼働を開く' }).getAttribute('href')).toBe('/portal/working_records/c2?year=2025&month=11');

  const timer = screen.getByRole('region', { name: 'タイマー稼働中' });
  expect(timer.textContent).toContain('開発支援');
  await user.click(within(timer).getByRole('button', { name: '停止' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'タイマー稼働中' })).toBeNull());
  expect(stops).toEqual(['t']);

  await user.click(screen.getByRole('button', { name: '前月' }));
  await waitFor(() => expect(months).toContain('2025-10'));
  expect(screen.getByTestId('month-picker-value').textContent).toBe('2025年10月');
});
