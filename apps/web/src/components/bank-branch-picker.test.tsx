/** The bank/branch picker searches the server as one types, bank first, and a new bank clears the branch. */
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { BankOption } from '@app/shared/banks';
import { createQueryClient } from '../app/query-client';
import { server } from '../test/setup';
import { API } from '../test/api-mocks';
import { BankBranchPicker, type BankBranchValue } from './bank-branch-picker';

const banks: BankOption[] = [
  { code: '0001', name: 'みずほ', kana: 'ミズホ' },
  { code: '0009', name: '三井住友', kana: 'ミツイスミトモ' },
];
const branches: Record<string, BankOption[]> = {
  '0001': [{ code: '001', name: '東京営業部', kana: 'トウキヨウ' }],
  '0009': [{ code: '254', name: '亀戸', kana: 'カメイド' }],
};

it('searches banks, then the chosen bank’s branches, through the worker API; another bank clears the branch', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/v2/worker/banks`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(`banks:${q}`);
      return HttpResponse.json({ data: banks.filter((b) => b.name.includes(q) || b.code.startsWith(q)) });
    }),
    http.get(`${API}/v2/worker/banks/:code/branches`, ({ params, request }) => {
      asked.push(`branches:${String(params.code)}:${new URL(request.url).searchParams.get('q') ?? ''}`);
      return HttpResponse.json({ data: branches[String(params.code)] ?? [] });
    }),
  );
  const changes: BankBranchValue[] = [];
  function Harness() {
    const [value, setValue] = useState<BankBranchValue>({ bank: null, branch: null });
    return (
      <BankBranchPicker
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );

  const branch = screen.getByRole('combobox', { name: '支店' });
  expect(branch).toHaveProperty('disabled', true);
  expect(screen.getByText('先に金融機関を選んでください')).toBeTruthy();

  await user.type(screen.getByRole('combobox', { name: '金融機関' }), 'みず');
  await waitFor(() => expect(asked).toContain('banks:みず')); // debounced: one search for the typed text
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  await user.click(screen.getByRole('option', { name: /0001 みずほ/ }));
  expect(changes.at(-1)).toEqual({ bank: banks[0], branch: null });
  expect(asked).not.toContain('banks:み');

  await waitFor(() => expect(screen.getByRole('combobox', { name: '支店' })).toHaveProperty('disabled', false));
  await user.click(screen.getByRole('combobox', { name: '支店' }));
  await user.click(await screen.findByRole('option', { name: /001 東京営業部/ }));
  expect(changes.at(-1)).toEqual({ bank: banks[0], branch: branches['0001']![0] });
  expect(asked).toContain('branches:0001:');

  const bank = screen.getByRole('combobox', { name: '金融機関' });
  await user.clear(bank);
  await user.type(bank, '0009');
  await waitFor(() => expect(asked).toContain('banks:0009'));
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  await user.click(screen.getByRole('option', { name: /0009 三井住友/ }));
  expect(changes.at(-1)).toEqual({ bank: banks[1], branch: null });
  expect(screen.getByRole('combobox', { name: '支店' })).toHaveProperty('value', '');
});
