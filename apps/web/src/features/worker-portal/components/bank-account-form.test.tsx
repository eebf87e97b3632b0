/**
 * The worker's 振込口座 form (BankAccountFields + the shared body schema through adapt): the shared sentences before
 * anything is sent, then the body with the master's codes, and a server field error on the input it names.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from '@mui/material/styles';
import { expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import type { WorkerBankAccountWire } from '@app/shared/worker-bank-account';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import { ToastHost } from '../../../components/toast';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import { BankAccountForm } from './bank-account-form';

const t = ja.bankAccount;
const stored: WorkerBankAccountWire = {
  bank_code: '0001',
  bank_name: 'みずほ',
  branch_code: '100',
  branch_name: '本店',
  account_type: 'normal',
  account_number: '1234567',
  account_holder_kana: 'ｱﾗｲ ﾕｲ',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderForm(account: Parameters<typeof BankAccountForm>[0]['account']) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <BankAccountForm account={account} />
        <ToastHost />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return user;
}

it('says what is missing with the shared sentences, on the bank and branch pickers too, and sends nothing', async () => {
  let sent = 0;
  server.use(http.put(`${API}/v2/worker/bank_account`, () => ((sent += 1), HttpResponse.json({ data: stored }))));
  const user = renderForm(null);
  await user.click(screen.getByRole('button', { name: t.submit }));
  expect(await screen.findByText(t.bankRequired)).toBeTruthy();
  expect(screen.getByText(t.branchRequired)).toBeTruthy();
  expect(screen.getByText(t.currentPasswordRequired)).toBeTruthy();
  expect(sent).toBe(0);
});

it('sends the stored account’s codes with the new number, and puts a server field error on its input', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.put(`${API}/v2/worker/bank_account`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ errors: ['入力内容を確認してください。'], code: 'validation', fields: { account_number: ['口座番号が違います。'] } }, { status: 422 });
    }),
  );
  const user = renderForm({
    bankCode: stored.bank_code,
    bankName: stored.bank_name,
    branchCode: stored.branch_code,
    branchName: stored.branch_name,
    accountType: stored.account_type,
    accountNumber: stored.account_number,
    accountHolderKana: stored.account_holder_kana,
    updatedAt: stored.updated_at,
  });
  const number = screen.getByRole('textbox', { name: new RegExp(t.accountNumber) });
  await user.clear(number);
  await user.type(number, '7654321');
  await user.type(screen.getByLabelText(new RegExp(t.currentPassword)), 'secret-pass');
  await user.click(screen.getByRole('button', { name: t.submit }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toEqual({
    bank_code: '0001',
    branch_code: '100',
    account_type: 'normal',
    account_number: '7654321',
    account_holder_kana: 'ｱﾗｲ ﾕｲ',
    current_password: 'secret-pass',
  });
  expect(await screen.findByText('口座番号が違います。')).toBeTruthy();
});
