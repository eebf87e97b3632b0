/**
 * /company/transfer_account: the list with its default, adding an account through the dialog (bank and branch from
 * the master, 依頼人名 previewed as the transfer file writes it) and the whole list sent on each change.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TransferAccountWire } from '@app/shared/transfer-accounts';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const path = `${API}/v2/employee/companies/transfer_accounts`;
const mizuho: TransferAccountWire = {
  id: 1,
  bank_code: '0001',
  bank_name: 'みずほ',
  branch_code: '100',
  branch_name: '本店',
  account_type: 'normal',
  account_number: '1234567',
  requester_code: '0123456789',
  requester_name: 'ｶ)ｻﾝﾌﾟﾙ',
  is_default: true,
  updated_at: '2026-01-01T00:00:00.000Z',
};
const smbc: TransferAccountWire = { ...mizuho, id: 2, bank_code: '0009', bank_name: '三井住友', branch_code: '254', branch_name: '亀戸', account_type: 'current', is_default: false };

/** The server keeps what is PUT and answers it (ids for new ones), and records each body. */
function fakeServer(initial: TransferAccountWire[]) {
  let stored = initial;
  const bodies: { transfer_accounts: Record<string, unknown>[] }[] = [];
  server.use(
    http.get(path, () => HttpResponse.json({ data: stored })),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as { transfer_accounts: (Record<string, unknown> & { id?: number })[] };
      bodies.push(body);
      stored = body.transfer_accounts.map((a, i) => ({ ...mizuho, ...a, id: a.id ?? 100 + i }) as TransferAccountWire);
      return HttpResponse.json({ data: stored });
    }),
    http.get(`${API}/v2/employee/banks`, () => HttpResponse.json({ data: [{ code: '0005', name: '三菱ＵＦＪ', kana: 'ミツビシユ－エフジエイ' }] })),
    http.get(`${API}/v2/employee/banks/:code/branches`, () => HttpResponse.json({ data: [{ code: '102', name: '東京', kana: 'トウキヨウ' }] })),
  );
  return bodies;
}

describe('/company/transfer_account', () => {
  it('shows the accounts with the default marked, and moves the default with the radio (whole list sent)', async () => {
    const bodies = fakeServer([mizuho, smbc]);
    const { user } = renderApp('/company/transfer_account');
    const cards = await screen.findAllByTestId('transfer-account');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('既定')).toBeTruthy();
    expect(cards[1]!.textContent).toContain('三井住友（0009） 亀戸（254）');
    expect(cards[1]!.textContent).toContain('当座');
    await user.click(screen.getByRole('radio', { name: '三井住友 亀戸 当座 1234567 を既定にする' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.transfer_accounts.map((a) => [a.id, a.is_default])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('adds an account: picks bank and branch, previews 依頼人名 in 全銀 kana, and refuses what the file cannot hold', async () => {
    const bodies = fakeServer([mizuho]);
    const { user } = renderApp('/company/transfer_account');
    await screen.findAllByTestId('transfer-account');
    await user.click(screen.getByRole('button', { name: '口座を追加' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: '金融機関' }), '三菱');
    await user.click(await screen.findByRole('option', { name: /0005 三菱ＵＦＪ/ }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '支店' })).toHaveProperty('disabled', false));
    await user.click(within(dialog).getByRole('combobox', { name: '支店' }));
    await user.click(await screen.findByRole('option', { name: /102 東京/ }));
    await user.type(within(dialog).getByLabelText(/^口座番号/), '765');
    await user.type(within(dialog).getByLabelText(/^依頼人コード/), '9876543210');
    await user.type(within(dialog).getByLabelText(/^依頼人名/), '山田商事');
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect(await within(dialog).findByText('依頼人名に使用できない文字が含まれています：山、田、商、事')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    // 株式会社 is written as its 法人略語 (the preview shows the file's form)
    const name = within(dialog).getByLabelText(/^依頼人名/);
    await user.clear(name);
    await user.type(name, 'カブシキガイシャ テスト');
    expect(within(dialog).getByTestId('requester-name-preview').textContent).toBe('振込データでの表記: ｶ)ﾃｽﾄ');
    await user.clear(name);
    await user.type(name, 'カ）テスト');
    expect(within(dialog).getByTestId('requester-name-preview').textContent).toBe('振込データでの表記: ｶ)ﾃｽﾄ');
    // no 貯蓄: the 全銀 header admits 普通 and 当座 only
    expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['normal', 'current']);
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.transfer_accounts).toEqual([
      { id: 1, bank_code: '0001', branch_code: '100', account_type: 'normal', account_number: '1234567', requester_code: '0123456789', requester_name: 'ｶ)ｻﾝﾌﾟﾙ', is_default: true },
      { bank_code: '0005', branch_code: '102', account_type: 'normal', account_number: '765', requester_code: '9876543210', requester_name: 'カ）テスト', is_default: false },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('transfer-account')).toHaveLength(2));
  });

  it('marks a savings account saved before the rule, and makes its edit choose 普通 or 当座', async () => {
    const bodies = fakeServer([{ ...mizuho, account_type: 'savings' }]);
    const { user } = renderApp('/company/transfer_account');
    const [card] = await screen.findAllByTestId('transfer-account');
    expect(card!.textContent).toContain('この口座は貯蓄預金のため振込データを出力できません。');
    await user.click(screen.getByRole('button', { name: 'みずほ 本店 貯蓄 1234567 を編集' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    expect(await within(dialog).findByText('振込元口座に貯蓄預金は使えません（総合振込は普通・当座の口座から振り込みます）。普通または当座を選んでください。')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: '当座' }));
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.transfer_accounts[0]).toMatchObject({ id: 1, account_type: 'current' });
  });

  it('puts the server’s field error of the account on its input', async () => {
    fakeServer([mizuho]);
    server.use(
      http.put(path, () =>
        HttpResponse.json(
          { errors: ['指定された支店が見つかりません。'], code: 'VALIDATION_ERROR', fields: { 'transfer_accounts.0.branch_code': ['指定された支店が見つかりません。'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/company/transfer_account');
    await user.click(await screen.findByRole('button', { name: 'みずほ 本店 普通 1234567 を編集' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(within(dialog).getAllByText('指定された支店が見つかりません。').length).toBeGreaterThan(0));
    // the default cannot be unticked here: another account is made the default instead
    expect(within(dialog).getByRole('checkbox', { name: '既定の口座' })).toHaveProperty('disabled', true);
  });

  it('deleting the default makes the next account the default', async () => {
    const bodies = fakeServer([mizuho, smbc]);
    const { user } = renderApp('/company/transfer_account');
    await user.click(await screen.findByRole('button', { name: 'みずほ 本店 普通 1234567 を削除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('残りの先頭の口座が既定になります');
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.transfer_accounts.map((a) => [a.id, a.is_default])).toEqual([[2, true]]);
  });
});
