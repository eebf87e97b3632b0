/**
 * The transfer-file dialog: the download is offered only after the server's check passed for the chosen payments;
 * every problem is shown under its worker's name; a 振込指定日 on a bank holiday is refused with the next business day.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { API } from '../../../test/api-mocks';
import { server } from '../../../test/setup';
import { ExportDialog } from './export-dialog';

const account = {
  id: 7, bank_code: '0005', bank_name: '三菱ＵＦＪ', branch_code: '123', branch_name: '横浜中山', account_type: 'normal',
  account_number: '7654321', requester_code: '1234567890', requester_name: 'ﾃﾞﾓ(ｶ', is_default: true, updated_at: '2026-07-01T00:00:00Z',
};

function renderDialog(problems: { payment_id: number; worker_code: string; worker_name: string; message: string }[]) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/v2/employee/companies/transfer_accounts`, () => HttpResponse.json({ data: [account] })),
    http.post(`${API}/v2/employee/payments/exports/validates`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { problems, count: 3, total: 194_424 } });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ExportDialog ids={[1, 2, 3]} defaultDate="2026/07/31" open onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), bodies };
}

it('shows every problem under its worker and keeps the download closed', async () => {
  const { user, bodies } = renderDialog([
    { payment_id: 1, worker_code: 'w1', worker_name: '伊藤 さくら', message: '伊藤 さくら: 口座名義カナに全銀形式で使用できない文字が含まれています：〜' },
    { payment_id: 2, worker_code: 'w2', worker_name: '渡辺 翔', message: '渡辺 翔: 振込先口座が登録されていません。' },
    { payment_id: 3, worker_code: 'w2', worker_name: '渡辺 翔', message: '渡辺 翔: 振込先口座が登録されていません。' },
  ]);
  const download = screen.getByRole('button', { name: 'ダウンロード' });
  expect(download).toHaveProperty('disabled', true);
  await user.click(screen.getByRole('button', { name: '内容を確認' }));
  const list = await screen.findByTestId('export-problems');
  expect(within(list).getByText('3件の問題があります。解消してから出力してください。')).toBeTruthy();
  expect(within(list).getByText('伊藤 さくら')).toBeTruthy();
  expect(within(list).getByText('渡辺 翔')).toBeTruthy();
  expect(within(list).getAllByText('振込先口座が登録されていません。')).toHaveLength(1);
  expect(download).toHaveProperty('disabled', true);
  expect(bodies).toEqual([{ payment_id_list: [1, 2, 3], is_except_already_transfered_payments: true }]);
});

it('offers the download once the check passed, and refuses a bank holiday as the transfer date', async () => {
  const { user } = renderDialog([]);
  await user.click(screen.getByRole('button', { name: '内容を確認' }));
  expect((await screen.findByTestId('export-ok')).textContent).toBe('3件・合計¥194,424を出力できます。');
  const download = screen.getByRole('button', { name: 'ダウンロード' });
  expect(download).toHaveProperty('disabled', false);
  const date = screen.getByRole('textbox', { name: '振込指定日' });
  await user.clear(date);
  await user.type(date, '2026/11/23');
  expect(screen.getByText('2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。')).toBeTruthy();
  expect(download).toHaveProperty('disabled', true);
  // changing what is left out asks for a new check
  await user.clear(date);
  await user.type(date, '2026/07/31');
  await user.click(screen.getByRole('checkbox', { name: '出力済みの支払を除く' }));
  expect(download).toHaveProperty('disabled', true);
});
