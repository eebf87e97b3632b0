/**
 * The worker's basic page shows the yearly purchases without インボイス登録 and the API's warning from 90 % of the
 * 経過措置 cap (issue #18 item 11); the figures are the API's, made up here at the network edge.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import type { UnregisteredPurchasesWire } from '@app/shared/unregistered-purchases';
import type { WorkerDetailResponseWire } from '@app/shared/workers';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import { renderApp } from '../../../test/render-app';

const detail: WorkerDetailResponseWire = {
  data: {
    worker: {
      id: 7,
      code: 'w7',
      full_name: '未登録 ワーカー',
      full_namekana: 'ミトウロク ワーカー',
      trade_name: null,
      own_department: null,
      fullname: '未登録 ワーカー',
      department_name: null,
      my_number_status: 'not_requested',
      disp_my_number_status_name: '未依頼',
      contract_count: 0,
      status: 'active',
      disp_status_name: '登録済み',
      email: 'w7@example.com',
      occupation: null,
      business_field: null,
      invite_id: null,
      contract_id: null,
      contract_period: '',
      created_at: '2026-06-01T00:00:00.000Z',
      contract_title: null,
      contract_code: null,
      worker_business_field: null,
      occupation_name: null,
      updated_at: '2026-06-01T00:00:00.000Z',
      account_linked: false,
      invoice_registration_number: null,
    },
  },
};
const warning = ja.unregisteredPurchases.warning(2027, '90%', '¥100,000,000');
const purchases: UnregisteredPurchasesWire = {
  worker: { code: 'w7', name: '未登録 ワーカー' },
  years: [
    { year: 2027, subtotal: 81_818_182, tax_total: 8_181_818, total: 90_000_000, cap: 100_000_000, percent: 90, level: 'warning', warning },
    { year: 2023, subtotal: 1_000, tax_total: 100, total: 1_100, cap: null, percent: null, level: null, warning: null },
  ],
};

it('shows each year tax included against the cap, and the warning from 90 %', async () => {
  server.use(
    http.get(`${API}/workers/:code`, () => HttpResponse.json(detail)),
    http.get(`${API}/v2/employee/businessors/:code/unregistered_purchases`, () => HttpResponse.json({ data: purchases })),
  );
  renderApp('/worker/w7');
  expect((await screen.findByTestId('unregistered-purchases-warning-2027')).textContent).toBe(
    '2027年の課税仕入れが上限（¥100,000,000）の90%に達しています。上限を超えた部分は経過措置による仕入税額控除を受けられません。',
  );
  const row = within(screen.getByTestId('unregistered-purchases-2027'));
  for (const text of ['2027年', '¥81,818,182', '¥8,181,818', '¥90,000,000', '¥100,000,000', '90%']) expect(row.getByText(text)).toBeTruthy();
  const old = within(screen.getByTestId('unregistered-purchases-2023'));
  expect(old.getByText('上限なし')).toBeTruthy();
  expect(screen.queryByTestId('unregistered-purchases-warning-2023')).toBeNull();
  expect(screen.getByText(/暦年で集計しています/)).toBeTruthy();
});

it('says when nothing was bought without a registration', async () => {
  server.use(
    http.get(`${API}/workers/:code`, () => HttpResponse.json(detail)),
    http.get(`${API}/v2/employee/businessors/:code/unregistered_purchases`, () => HttpResponse.json({ data: { ...purchases, years: [] } })),
  );
  renderApp('/worker/w7');
  expect((await screen.findByTestId('unregistered-purchases-empty')).textContent).toBe(ja.unregisteredPurchases.empty);
});
