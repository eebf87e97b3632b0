/**
 * The ways into a contract (issue #21 items 1 and 7): the worker's 契約 tab and the 契約一覧 lead to the contract's page
 * with its tabs (契約・発注書・発注履歴・納品・支払通知書); 「発注書を作成」 sits above every tab and on every contract row;
 * the old ?contract= link and ?only_contract=true keep working.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import { contractOf, workerWithContracts } from '../../../test/contract-mocks';
import { renderApp } from '../../../test/render-app';

const worker = { code: 'tanaka1', name: '田中 健太' };
const dev = () => contractOf({ id: 1, code: 'c1', title: 'Web開発業務委託契約', worker_code: worker.code, worker_name: worker.name, unit_price: 600_000 });
const design = () => contractOf({ id: 2, code: 'c2', title: 'デザイン業務委託契約', worker_code: worker.code, worker_name: worker.name });
const base = `/worker/${worker.code}/contract/c1`;
const noOrders = http.get(`${API}/v2/employee/contracts/:code/purchase_orders`, () =>
  HttpResponse.json({ data: [], meta: { total_count: 0, page: 1, limit: 20 } }),
);

it("a contract in the worker's 契約 tab opens its page: the tabs, the contract as read, 「発注書を作成」 above every tab", async () => {
  server.use(...workerWithContracts(worker, [dev(), design()]).handlers, noOrders);
  const { user, router } = renderApp(`/worker/${worker.code}/contract`);
  const list = await screen.findByRole('list', { name: '契約一覧' });
  // each row has its own 「発注書を作成」, named by the contract
  expect(within(list).getByRole('link', { name: '契約「デザイン業務委託契約」の発注書を作成' }).getAttribute('href')).toBe(
    `/worker/${worker.code}/contract/c2/order/new`,
  );
  await user.click(within(list).getByRole('link', { name: '契約「Web開発業務委託契約」を開く' }));

  await waitFor(() => expect(router.state.location.pathname).toBe(base));
  const tabs = await screen.findByRole('tablist', { name: '契約のメニュー' });
  expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['契約', '発注書', '発注履歴', '納品', '支払通知書']);
  expect(within(tabs).getByRole('tab', { name: '契約', selected: true })).toBeTruthy();
  const view = await screen.findByTestId('contract-view');
  expect(view.textContent).toContain('¥600,000');
  expect(screen.getByRole('link', { name: '発注書を作成' }).getAttribute('href')).toBe(`${base}/order/new`);

  // 編集 opens the existing form in place; キャンセル comes back to the view
  await user.click(screen.getByRole('button', { name: '編集' }));
  const form = await screen.findByRole('form', { name: '契約の編集' });
  expect((within(form).getByLabelText(/^契約名/) as HTMLInputElement).value).toBe('Web開発業務委託契約');
  await user.click(within(form).getByRole('button', { name: 'キャンセル' }));
  expect(await screen.findByTestId('contract-view')).toBeTruthy();

  // the 発注書 tab keeps the header and its action
  await user.click(within(tabs).getByRole('tab', { name: '発注書' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/order`));
  expect(await screen.findByTestId('table-empty')).toBeTruthy();
  expect(screen.getByTestId('contract-title').textContent).toBe('Web開発業務委託契約');
  expect(screen.getAllByRole('link', { name: '発注書を作成' })).toHaveLength(1);
  await user.click(screen.getByRole('link', { name: '発注書を作成' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/order/new`));
});

it('契約一覧: 詳細 opens the contract page and each row offers 「発注書を作成」 (the first order in two clicks)', async () => {
  const c = dev();
  server.use(
    http.get(`${API}/v2/employee/contracts`, () =>
      HttpResponse.json({
        data: [
          {
            id: c.id,
            code: c.code,
            title: c.title,
            contract_type: c.contract_type,
            contract_type_name: '業務委託',
            start_date: c.start_date,
            end_date: null,
            unit_price_type: 'monthly',
            unit_price_type_name: '月額',
            unit_price: c.unit_price,
            worker_code: worker.code,
            worker_name: worker.name,
            progress: null,
            progress_label: null,
          },
        ],
        meta: { total_count: 1, page: 1, limit: 20 },
      }),
    ),
  );
  renderApp('/contract');
  const table = await screen.findByRole('table', { name: '契約一覧' });
  const create = await within(table).findByRole('link', { name: '契約「Web開発業務委託契約」の発注書を作成' });
  expect(create.getAttribute('href')).toBe(`${base}/order/new`);
  expect(within(table).getByRole('link', { name: 'Web開発業務委託契約 詳細' }).getAttribute('href')).toBe(base);
});

it('the old ?contract= link leads to the contract page; ?only_contract=true shows only the contract', async () => {
  server.use(...workerWithContracts(worker, [dev(), design()]).handlers, noOrders);
  const legacy = renderApp(`/worker/${worker.code}/contract?contract=c2`);
  await waitFor(() => expect(legacy.router.state.location.pathname).toBe(`/worker/${worker.code}/contract/c2`));
  expect((await screen.findByTestId('contract-view')).textContent).toContain('デザイン業務委託契約');
  legacy.unmount();

  renderApp(`${base}?only_contract=true`);
  expect((await screen.findByTestId('contract-view')).textContent).toContain('Web開発業務委託契約');
  expect(document.body.textContent).not.toContain('デザイン業務委託契約'); // the worker's other contract is not shown
  expect(screen.queryByRole('tablist', { name: '契約のメニュー' })).toBeNull();
  expect(screen.queryByRole('link', { name: '発注書を作成' })).toBeNull();
});
