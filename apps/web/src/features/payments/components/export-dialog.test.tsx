/**
 * The transfer-file dialog: the download is offered only after the server's check passed for the chosen payments;
 * every problem is shown under its worker's name; a 振込指定日 on a bank holiday is refused with the next business day.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { nextBankBusinessDay, previousBankBusinessDay } from '@app/shared/business-days';
import { formatDate, todayInJapan } from '@app/shared/format';
import { createQueryClient } from '../../../app/query-client';
import { API } from '../../../test/api-mocks';
import { server } from '../../../test/setup';
import { ExportDialog } from './export-dialog';

const account = {
  id: 7, bank_code: '0005', bank_name: '三菱ＵＦＪ', branch_code: '123', branch_name: '横浜中山', account_type: 'normal',
  account_number: '7654321', requester_code: '1234567890', requester_name: 'ﾃﾞﾓ(ｶ', is_default: true, updated_at: '2026-07-01T00:00:00Z',
};

/** The 振込指定日 the dialog starts from: a bank business day after today (a file's date is never in the past). */
const AHEAD = formatDate(nextBankBusinessDay(todayInJapan()));

type Row = { payment_id: number; worker_code: string; worker_name: string; message: string };

function renderDialog(problems: Row[], warnings: Row[] = []) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/v2/employee/companies/transfer_accounts`, () => HttpResponse.json({ data: [account] })),
    http.post(`${API}/v2/employee/payments/exports/validates`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { problems, warnings, count: 3, total: 194_424 } });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ExportDialog ids={[1, 2, 3]} defaultDate={AHEAD} open onClose={() => undefined} />
      </MemoryRouter>
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

it('names the 振込元口座 by bank and number; each problem links to its worker, who can be asked to enter the account', async () => {
  const requests: unknown[] = [];
  server.use(
    http.post(`${API}/v2/employee/worker_required_entries/requests`, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json({ data: { entries: ['bank_account'], email: 'sho@example.com' } });
    }),
  );
  const { user } = renderDialog([{ payment_id: 2, worker_code: 'w2', worker_name: '渡辺 翔', message: '渡辺 翔: 振込先口座が登録されていません。' }]);
  expect(await screen.findByText('三菱ＵＦＪ 横浜中山 普通 7654321（既定）')).toBeTruthy();
  expect(screen.queryByText('既定の口座')).toBeNull();
  await user.click(screen.getByRole('button', { name: '内容を確認' }));
  const problem = await screen.findByTestId('export-problem-w2');
  expect(within(problem).getByRole('link', { name: '渡辺 翔' }).getAttribute('href')).toBe('/worker/w2');
  await user.click(within(problem).getByRole('button', { name: '入力を依頼' }));
  const confirm = await screen.findByRole('dialog', { name: '入力を依頼' });
  expect(confirm.textContent).toContain('渡辺 翔さんに、口座情報の入力を依頼するメールを送信します');
  expect(requests).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: '送信する' }));
  await waitFor(() => expect(requests).toEqual([{ businessor_code: 'w2', required_entries: ['bank_account'] }]));
  expect(await within(problem).findByText('入力を依頼しました。')).toBeTruthy();
});

it('shows a changed 振込口座 as a warning beside a passed check: the download stays possible (N2)', async () => {
  const { user } = renderDialog(
    [],
    [{ payment_id: 2, worker_code: 'w2', worker_name: '渡辺 翔', message: '渡辺 翔: この支払の作成後（2026/11/20）に振込口座が変更されています。変更後の口座に振り込まれます。' }],
  );
  await user.click(screen.getByRole('button', { name: '内容を確認' }));
  const warnings = await screen.findByTestId('export-warnings');
  expect(within(warnings).getByText('1件の注意があります。振込先が正しいか確認してから出力してください。')).toBeTruthy();
  expect(within(warnings).getByText('渡辺 翔')).toBeTruthy();
  expect(within(warnings).getByText('この支払の作成後（2026/11/20）に振込口座が変更されています。変更後の口座に振り込まれます。')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'ダウンロード' })).toHaveProperty('disabled', false);
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
  // a past date is refused (the bank rejects it; review §7.6)
  const past = formatDate(previousBankBusinessDay(todayInJapan()));
  await user.clear(date);
  await user.type(date, past);
  expect(screen.getByText(`振込指定日${past}は過去の日付です（本日は${formatDate(todayInJapan())}）。本日以降の銀行営業日を指定してください。`)).toBeTruthy();
  expect(download).toHaveProperty('disabled', true);
  // changing what is left out asks for a new check
  await user.clear(date);
  await user.type(date, AHEAD);
  await user.click(screen.getByRole('checkbox', { name: '出力済みの支払を除く' }));
  expect(download).toHaveProperty('disabled', true);
});

it('asks for the 支払遅延の理由 when the 振込指定日 is after a payment’s 支払期日, and sends it with the file request', async () => {
  const { user } = renderDialog([]);
  const exports: Record<string, unknown>[] = [];
  const late = '山田 太郎: 支払日2026/08/03は支払期日2026/07/31を過ぎています（支払遅延・フリーランス新法 第4条）。支払期日までの日付にするか、遅れる理由を入力して確認してください。';
  server.use(
    http.post(`${API}/v2/employee/payments/exports`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      exports.push(body);
      if (!body.late_reason) return HttpResponse.json({ errors: [late], code: 'VALIDATION_ERROR', fields: { late_reason: ['支払遅延の理由を入力してください。'] } }, { status: 422 });
      return new HttpResponse('1', { status: 201, headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="payments.txt"' } });
    }),
  );
  await user.click(screen.getByRole('button', { name: '内容を確認' }));
  await user.click(await screen.findByRole('button', { name: 'ダウンロード' }));
  expect((await screen.findByTestId('late-problems')).textContent).toContain(late);
  const confirm = screen.getByRole('button', { name: '理由を記録して進める' });
  expect(confirm).toHaveProperty('disabled', true);
  await user.type(screen.getByRole('textbox', { name: /支払遅延の理由/ }), '請求書の到着遅れ');
  await user.click(confirm);
  await waitFor(() => expect(exports).toHaveLength(2));
  expect(exports[1]).toMatchObject({ late_reason: '請求書の到着遅れ' });
});
