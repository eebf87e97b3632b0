/**
 * SPEC §8 failures on the worker screens: invite, re-invite and cancel, the detail tabs' loads and the column choice
 * (moved here from the browser journeys: only the client decides these messages; the answers are made up at the
 * network edge, in the shapes the API tests check).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { WorkerDetailResponseWire, WorkerListItemWire, WorkerListResponseWire } from '@app/shared/workers';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const invited: WorkerListItemWire = {
  id: 7,
  code: 'matsumoto7',
  full_name: '松本 陽菜',
  full_namekana: 'マツモト ヒナ',
  trade_name: null,
  own_department: null,
  fullname: '松本 陽菜',
  department_name: null,
  my_number_status: 'not_requested',
  disp_my_number_status_name: '未依頼',
  contract_count: 1,
  status: 'invited',
  disp_status_name: '招待中',
  email: 'hina@example.com',
  occupation: null,
  business_field: null,
  invite_id: 31,
  contract_id: 41,
  contract_period: '2026/07/01〜2026/12/31',
  created_at: '2026-06-01T00:00:00.000Z',
};
const list: WorkerListResponseWire = { data: [invited], per_page: 25, total_count: 1 };
const detail: WorkerDetailResponseWire = {
  data: { worker: { ...invited, contract_title: null, contract_code: null, worker_business_field: null, occupation_name: null, updated_at: invited.created_at, account_linked: false, invoice_registration_number: null } },
};
const listHandlers = [
  http.get(`${API}/user/workers/custom_display`, () => HttpResponse.json(list)),
  http.get(`${API}/user/worker_list_custom_display_fields`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/user/worker_list_custom_display_fields/selectable_fields`, () =>
    HttpResponse.json({ data: [{ field_key: 'email', label: 'メールアドレス' }] }),
  ),
];
const bareError = () => new HttpResponse('', { status: 500 });
const alertStartingWith = async (prefix: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.startsWith(prefix))).toBe(true));

it('re-invite and cancel failures: no data → the unexpected-error text; a bare 500 → the action’s prefix', async () => {
  server.use(
    ...listHandlers,
    http.put(`${API}/workers/invitation/:id`, () => HttpResponse.json({})),
    http.patch(`${API}/v2/employee/worker_invites/:id/canceled`, () => new HttpResponse('', { status: 500 })),
  );
  const { user } = renderApp('/worker');
  const toast = async (text: string | RegExp) =>
    waitFor(() => expect(screen.getByTestId('toast').textContent).toMatch(typeof text === 'string' ? new RegExp(`^${text}$`) : text));
  const act = async (button: string, confirm: string) => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: `松本 陽菜 ${button}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
  };

  await act('再招待', '再送信する');
  await toast('予期せぬエラーが発生しました。時間を空けて再実行するか、サポート担当にお問い合わせください。');

  await act('招待取消', '取り消す');
  await toast(/^ワーカーの招待の取り消しに失敗しました。/);
  // the row stays
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: '松本 陽菜 招待取消' })).toBeTruthy();

  server.use(http.put(`${API}/workers/invitation/:id`, () => new HttpResponse('', { status: 500 })));
  await act('再招待', '再送信する');
  await toast(/^ワーカーへ再招待メールの送信に失敗しました。/);
});

it('invite failures: the server’s errors joined (also on the input), else the fallback plus the message', async () => {
  const taken = 'このメールアドレスのワーカーはすでに登録されています。';
  server.use(
    ...listHandlers,
    http.post(`${API}/workers/invitation`, () =>
      HttpResponse.json({ errors: [taken], code: 'VALIDATION_ERROR', fields: { email: [taken] } }, { status: 422 }),
    ),
  );
  const { user } = renderApp('/worker');
  await user.click(await screen.findByRole('button', { name: 'ワーカーを招待' }));
  const dialog = await screen.findByRole('dialog', { name: 'ワーカーを招待' });
  await user.type(within(dialog).getByLabelText(/^氏名/), '重複 太郎');
  await user.type(within(dialog).getByLabelText(/^メールアドレス/), 'worker1@example.com');
  await user.type(within(dialog).getByLabelText(/^契約名/), '契約');
  await user.type(within(dialog).getByLabelText(/^契約開始日/), '2026/07/01');
  await user.click(within(dialog).getByRole('button', { name: '招待メールを送信' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(taken));
  expect(within(dialog).getByText(taken)).toBeTruthy();

  server.use(http.post(`${API}/workers/invitation`, () => HttpResponse.error()));
  const email = within(dialog).getByLabelText(/^メールアドレス/);
  await user.clear(email);
  await user.type(email, 'new-person@example.com');
  await user.click(within(dialog).getByRole('button', { name: '招待メールを送信' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toMatch(/^ワーカーへ招待メールの送信に失敗しました。/));
});

it('load failures of the detail tabs and a refused column choice say so', async () => {
  server.use(
    ...listHandlers,
    http.get(`${API}/workers/:code`, () => HttpResponse.json(detail)),
    http.get(`${API}/workers/:code/personal`, bareError),
  );
  const personal = renderApp(`/worker/${invited.code}/personal`);
  await alertStartingWith('個人情報の取得に失敗しました。');
  personal.unmount();

  server.use(http.get(`${API}/workers/:code`, bareError));
  const basic = renderApp(`/worker/${invited.code}`);
  await alertStartingWith('ワーカー情報の取得に失敗しました。');
  basic.unmount();

  server.use(
    http.post(`${API}/user/worker_list_custom_display_fields/bulk_create`, () =>
      HttpResponse.json({ errors: ['表示項目は5個までです。'], code: 'VALIDATION_ERROR' }, { status: 422 }),
    ),
  );
  const { user } = renderApp('/worker');
  await user.click(await screen.findByRole('button', { name: 'その他の操作' }));
  await user.click(await screen.findByRole('menuitem', { name: '表示項目の設定' }));
  await user.click(within(await screen.findByRole('dialog', { name: '表示項目の設定' })).getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('表示項目は5個までです。'));
});
