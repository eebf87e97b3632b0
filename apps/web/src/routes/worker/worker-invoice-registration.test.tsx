/**
 * インボイス登録 kept true (issue #25 item 3) on the company's screens: a worker whose registration lapsed carries the
 * 失効 chip on the list (the list's joined status), and the worker page says from which day, with the re-check for
 * editors; without the Web-API configured the page says that nothing is checked.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { InvoiceRegistrationWire } from '@app/shared/invoice-registrations';
import { ja } from '@app/shared/messages/ja';
import type { WorkerDetailResponseWire, WorkerListItemWire, WorkerListResponseWire } from '@app/shared/workers';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const t = ja.invoiceRegistrations;

const lapsedWorker: WorkerListItemWire = {
  id: 3,
  code: 'arai3',
  full_name: '新井 結衣',
  full_namekana: 'アライ ユイ',
  trade_name: 'アライデザイン',
  own_department: null,
  fullname: '新井 結衣',
  department_name: null,
  my_number_status: 'confirmed',
  disp_my_number_status_name: '確認済',
  contract_count: 1,
  status: 'active',
  disp_status_name: '登録済み',
  email: 'arai@example.com',
  occupation: null,
  business_field: null,
  invite_id: null,
  contract_id: null,
  contract_period: '',
  created_at: '2026-01-05T00:00:00.000Z',
  missing_required_entries: [],
  invoice_registration_status: 'lapsed',
};
const registeredWorker: WorkerListItemWire = { ...lapsedWorker, id: 4, code: 'kato4', full_name: '加藤 大輔', fullname: '加藤 大輔', full_namekana: 'カトウ ダイスケ', invoice_registration_status: 'registered' };

const lapsed: InvoiceRegistrationWire = {
  registration_number: 'T9123456789012',
  status: 'lapsed',
  name: '新井 結衣',
  registered_on: '2023-10-01',
  ended_on: '2026-07-01',
  checked_at: '2026-11-26T00:10:00.000Z',
  configured: true,
  notice: t.notices.ended(t.statusLabels.lapsed, '2026-07-01'),
};

function api(registration: InvoiceRegistrationWire) {
  server.use(
    http.get(`${API}/user/workers/custom_display`, () =>
      HttpResponse.json({ data: [lapsedWorker, registeredWorker], per_page: 25, total_count: 2 } satisfies WorkerListResponseWire),
    ),
    http.get(`${API}/user/worker_list_custom_display_fields`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/user/worker_list_custom_display_fields/selectable_fields`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/workers/:code`, () =>
      HttpResponse.json({
        data: { worker: { ...lapsedWorker, contract_title: null, contract_code: null, worker_business_field: null, occupation_name: null, updated_at: lapsedWorker.created_at, account_linked: true, invoice_registration_number: 'T9123456789012' } },
      } satisfies WorkerDetailResponseWire),
    ),
    http.get(`${API}/v2/employee/businessors/:code/invoice_registration`, () => HttpResponse.json({ data: registration })),
    http.get(`${API}/v2/employee/businessors/:code/unregistered_purchases`, () => HttpResponse.json({ data: { worker: { code: 'arai3', name: '新井 結衣' }, years: [] } })),
    http.get(`${API}/v2/employee/businessors/:code/custom_fields`, () => HttpResponse.json({ data: [] })),
  );
}

it('flags the lapsed worker on the list, and only that one', async () => {
  api(lapsed);
  renderApp('/worker');
  const chips = await screen.findAllByTestId('worker-invoice-ended-chip');
  expect(chips).toHaveLength(1);
  expect(chips[0]!.textContent).toBe('インボイス失効');
});

it('the worker page names the day the registration ended and offers the re-check', async () => {
  api(lapsed);
  renderApp('/worker/arai3');
  expect((await screen.findByTestId('invoice-registration-notice')).textContent).toBe(
    'この登録は2026/07/01から失効しています。この日以降の取引は適格請求書発行事業者以外からの仕入れとして、経過措置の控除割合で扱います。',
  );
  expect(screen.getByTestId('invoice-registration-status').textContent).toBe('失効（2026/07/01）');
  expect(screen.getByRole('button', { name: t.check })).toBeTruthy();
});

it('without the Web-API configured, the page says nothing is checked', async () => {
  api({ ...lapsed, status: 'unchecked', name: null, registered_on: null, ended_on: null, checked_at: null, configured: false, notice: t.notices.notConfigured });
  renderApp('/worker/arai3');
  await waitFor(() => expect(screen.getByTestId('invoice-registration-notice').textContent).toBe(t.notices.notConfigured));
  expect(screen.getByTestId('invoice-registration-status').textContent).toBe('未確認');
});
