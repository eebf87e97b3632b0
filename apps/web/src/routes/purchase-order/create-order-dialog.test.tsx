/**
 * /purchase_order → 新規作成 (issue #21 item 7): choose the worker (a server search as typed), then one of the worker's
 * contracts that has not ended, then the contract's order form. A viewer has no 新規作成.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { todayInJapan } from '@app/shared/format';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { contractOf, workerWithContracts } from '../../test/contract-mocks';
import { renderApp } from '../../test/render-app';

const worker = { code: 'w-tanaka', name: '田中 健太' };
const yesterday = new Date(Date.parse(`${todayInJapan()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function api() {
  const searches: string[] = [];
  const contracts = [
    contractOf({ id: 1, code: 'c-ended', title: '終了した契約', worker_code: worker.code, worker_name: worker.name, end_date: yesterday }),
    contractOf({ id: 2, code: 'c-open', title: '保守運用業務委託契約', worker_code: worker.code, worker_name: worker.name }),
  ];
  server.use(
    http.get(`${API}/v2/employee/purchase_orders`, () => HttpResponse.json({ data: [], meta: { total_count: 0, page: 1, limit: 20 } })),
    http.get(`${API}/user/workers/custom_display`, ({ request }) => {
      const text = new URL(request.url).searchParams.get('search_name') ?? '';
      searches.push(text);
      const data = [{ code: worker.code, full_name: worker.name }].filter((w) => w.full_name.includes(text));
      return HttpResponse.json({ data, per_page: 20, total_count: data.length });
    }),
    ...workerWithContracts(worker, contracts).handlers,
  );
  return { searches };
}

it('新規作成: a worker found by the typed name, one of their open contracts, then the order form of that contract', async () => {
  const { searches } = api();
  const { user, router } = renderApp('/purchase_order');
  await user.click(await screen.findByRole('button', { name: '新規作成' }));
  const dialog = await screen.findByRole('dialog', { name: '発注書を作成' });
  const next = within(dialog).getByRole('button', { name: '作成画面へ進む' });
  expect((next as HTMLButtonElement).disabled).toBe(true);

  const picker = within(dialog).getByRole('combobox', { name: /ワーカー/ });
  await user.type(picker, '田中');
  await waitFor(() => expect(searches).toContain('田中'));
  await user.click(await screen.findByRole('option', { name: '田中 健太' }));

  // only the contract that has not ended is offered
  const choice = await within(dialog).findByRole('radiogroup', { name: /契約/ });
  expect(within(choice).getAllByRole('radio')).toHaveLength(1);
  expect(within(dialog).queryByText('終了した契約')).toBeNull();
  await user.click(within(choice).getByRole('radio', { name: /保守運用業務委託契約/ }));
  expect((next as HTMLButtonElement).disabled).toBe(false);
  await user.click(next);
  await waitFor(() => expect(router.state.location.pathname).toBe(`/worker/${worker.code}/contract/c-open/order/new`));
});

it('a viewer has no 新規作成 on /purchase_order', async () => {
  api();
  server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role: 'viewer', role_name: '閲覧者' } } })));
  renderApp('/purchase_order');
  await screen.findByTestId('user-menu-name');
  await screen.findByTestId('order-total');
  expect(screen.queryByRole('button', { name: '新規作成' })).toBeNull();
});
