/**
 * SPEC §8 failures of re-invite and cancel on /worker: an answer without data, a bare server error (moved here from
 * the browser journeys: the answers are made up at the network edge).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { WorkerListItemWire, WorkerListResponseWire } from '@app/shared/workers';
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

it('re-invite and cancel failures: no data → the unexpected-error text; a bare 500 → the action’s prefix', async () => {
  server.use(
    http.get(`${API}/user/workers/custom_display`, () => HttpResponse.json(list)),
    http.get(`${API}/user/worker_list_custom_display_fields`, () => HttpResponse.json({ data: [] })),
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
