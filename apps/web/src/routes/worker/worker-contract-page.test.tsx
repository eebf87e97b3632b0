/**
 * The contract form's rules, role gating and SPEC §8 texts (moved here from the browser journey
 * e2e/contracts-journeys.spec.ts): the money and date checks, the webhook URL, the SPEC toasts of save and create, a
 * viewer's read-only contract page, and the failure texts of loads and saves. The form is reached from the contract's
 * page (編集, ?edit=1) and the worker's 契約 tab (新しい契約を作成, ?new=1). What the API stores and refuses is apps/api's
 * contracts tests; the contract list's search, its CSV export and the CSV import stay in the journey.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { contractOf, workerWithContracts } from '../../test/contract-mocks';
import { renderApp } from '../../test/render-app';

const worker = { code: 'keiyaku1', name: '契約 テスト' };
const first = () => contractOf({ id: 1, code: 'c1', title: 'E2E業務委託契約', worker_code: worker.code, worker_name: worker.name });
const form = (name = '契約の編集') => screen.getByRole('form', { name });
const alertWith = async (text: string) =>
  waitFor(() => expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toContainEqual(expect.stringContaining(text)));

async function replace(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

it('edit a contract: a bad money value, an end before the start and an http:// webhook are refused on the form; a good one saves with the SPEC toast', async () => {
  const api = workerWithContracts(worker, [first()]);
  server.use(...api.handlers);
  const { user } = renderApp(`/worker/${worker.code}/contract/c1`);
  await user.click(await screen.findByRole('button', { name: '編集' }));
  await waitFor(() => expect((within(form()).getByLabelText(/^契約名/) as HTMLInputElement).value).toBe('E2E業務委託契約'));
  expect((within(form()).getByLabelText(/^契約開始日/) as HTMLInputElement).value).toBe('2026/04/01');

  const price = within(form()).getByLabelText(/^単価（円）/);
  await replace(user, price, '12,34');
  await user.click(within(form()).getByRole('button', { name: '保存する' }));
  expect(await within(form()).findByText('金額は数字で入力してください（例：100000、100,000）')).toBeTruthy();

  await replace(user, price, '1,500,000');
  await replace(user, within(form()).getByLabelText(/^契約終了日/), '2026/03/31');
  await user.click(within(form()).getByRole('button', { name: '保存する' }));
  expect(await within(form()).findByText('契約開始日より前の日付を設定することはできません')).toBeTruthy();
  expect(within(form()).queryByText('金額は数字で入力してください（例：100000、100,000）')).toBeNull();

  await replace(user, within(form()).getByLabelText(/^契約終了日/), '2027/03/31');
  await user.click(within(form()).getByRole('checkbox', { name: '稼働管理を有効にする' }));
  await replace(user, within(form()).getByLabelText(/^Slack通知用Webhook URL/), 'http://hooks.slack.com/x');
  await user.click(within(form()).getByRole('button', { name: '保存する' }));
  expect(await within(form()).findByText('https:// で始まる正しいURLを入力してください。')).toBeTruthy();
  expect(api.writes).toEqual([]);

  await replace(user, within(form()).getByLabelText(/^Slack通知用Webhook URL/), 'https://hooks.slack.com/services/T0/B0/x');
  await user.click(within(form()).getByRole('button', { name: '保存する' }));
  await alertWith('契約情報を更新しました');
  expect(api.writes).toEqual([
    {
      method: 'PUT',
      body: expect.objectContaining({
        contract: expect.objectContaining({ id: 1, unit_price: 1_500_000, end_date: '2027-03-31' }),
        is_enable_time_tracking: true,
        time_tracking_slack_webhook_url: 'https://hooks.slack.com/services/T0/B0/x',
      }),
    },
  ]);
  // saved: back to the contract as read, with the stored terms
  const view = await screen.findByTestId('contract-view');
  expect(view.textContent).toContain('¥1,500,000');
  expect(view.textContent).toContain('2026/04/01 〜 2027/03/31');
  expect(screen.queryByRole('form', { name: '契約の編集' })).toBeNull();
});

it('create a second contract with the SPEC toast: its page opens', async () => {
  const api = workerWithContracts(worker, [first()]);
  server.use(...api.handlers);
  const { user, router } = renderApp(`/worker/${worker.code}/contract`);
  await user.click(await screen.findByRole('button', { name: '新しい契約を作成' }));
  const create = await screen.findByRole('form', { name: '新しい契約' });
  await user.type(within(create).getByLabelText(/^契約名/), '追加の準委任契約');
  await user.type(within(create).getByLabelText(/^契約開始日/), '2026/10/01');
  await user.click(within(create).getByLabelText(/^契約形態/));
  await user.click(await screen.findByRole('option', { name: '準委任' }));
  await user.type(within(create).getByLabelText(/^単価（円）/), '5,000');
  await user.click(within(create).getByRole('button', { name: '作成する' }));
  await alertWith('契約情報を作成しました');
  expect(api.writes).toEqual([
    { method: 'POST', body: expect.objectContaining({ contract: expect.objectContaining({ title: '追加の準委任契約', contract_type: 'quasi_mandate', unit_price: 5000, start_date: '2026-10-01' }) }) },
  ]);
  await waitFor(() => expect(router.state.location.pathname).toBe(`/worker/${worker.code}/contract/new2`));
  expect((await screen.findByTestId('contract-view')).textContent).toContain('追加の準委任契約');
});

it('a viewer reads the contract without 編集, 発注書を作成 or 新しい契約を作成, even with ?edit=1', async () => {
  server.use(
    ...workerWithContracts(worker, [first()]).handlers,
    http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role: 'viewer', role_name: '閲覧者' } } })),
  );
  const page = renderApp(`/worker/${worker.code}/contract/c1?edit=1`);
  expect((await screen.findByTestId('contract-view')).textContent).toContain('E2E業務委託契約');
  await screen.findByTestId('user-menu-name');
  expect(screen.queryByRole('form', { name: '契約の編集' })).toBeNull();
  expect(screen.queryByRole('button', { name: '編集' })).toBeNull();
  expect(screen.queryByRole('link', { name: /発注書を作成/ })).toBeNull();
  page.unmount();

  renderApp(`/worker/${worker.code}/contract`);
  await screen.findByRole('link', { name: '契約「E2E業務委託契約」を開く' });
  expect(screen.queryByRole('link', { name: /発注書を作成/ })).toBeNull();
  expect(screen.queryByRole('button', { name: '新しい契約を作成' })).toBeNull();
});

const fail = () => HttpResponse.json({ errors: ['テスト用の障害'], code: 'NOT_FOUND' }, { status: 404 });

it('failed loads of the classification and of the contract show "prefix + server message"', async () => {
  const api = workerWithContracts(worker, [first()]);
  server.use(http.get(`${API}/contracts/classification`, fail), ...api.handlers);
  const classification = renderApp(`/worker/${worker.code}/contract/c1`);
  await alertWith('契約関連の情報の取得に失敗しました。テスト用の障害');
  classification.unmount();

  server.resetHandlers();
  server.use(http.get(`${API}/workers/${worker.code}/contract`, fail), ...api.handlers);
  renderApp(`/worker/${worker.code}/contract/c1`);
  await alertWith('契約情報の取得に失敗しました。テスト用の障害');
});

it('failed saves show "fallback + message" for the update and the create', async () => {
  const api = workerWithContracts(worker, [first()]);
  server.use(
    http.put(`${API}/workers/${worker.code}/contract`, () => HttpResponse.error()),
    http.post(`${API}/workers/${worker.code}/contract`, () => HttpResponse.error()),
    ...api.handlers,
  );
  const edit = renderApp(`/worker/${worker.code}/contract/c1?edit=1`);
  await waitFor(() => expect((within(form()).getByLabelText(/^契約名/) as HTMLInputElement).value).not.toBe(''));
  await edit.user.click(within(form()).getByRole('button', { name: '保存する' }));
  await alertWith('契約情報の更新に失敗しました。サーバーに接続できませんでした。');
  edit.unmount();
  const { user } = renderApp(`/worker/${worker.code}/contract`);
  await user.click(await screen.findByRole('button', { name: '新しい契約を作成' }));
  const create = await screen.findByRole('form', { name: '新しい契約' });
  await user.type(within(create).getByLabelText(/^契約名/), '作成失敗の確認');
  await user.type(within(create).getByLabelText(/^契約開始日/), '2026/04/01');
  await user.click(within(create).getByRole('button', { name: '作成する' }));
  await alertWith('契約情報の作成に失敗しました。サーバーに接続できませんでした。');
});

it('the contract and agent lists that cannot load say so in the table', async () => {
  server.use(http.get(`${API}/v2/employee/contracts`, fail));
  const contracts = renderApp('/contract');
  expect((await screen.findByTestId('table-error')).textContent).toBe('契約一覧の取得に失敗しました。テスト用の障害');
  contracts.unmount();

  server.use(http.get(`${API}/v2/employee/agents`, fail));
  renderApp('/agent');
  expect((await screen.findByTestId('table-error')).textContent).toBe('エージェント一覧の取得に失敗しました。テスト用の障害');
});
