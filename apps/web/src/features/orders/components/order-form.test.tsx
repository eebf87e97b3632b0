/**
 * The order form's live totals (the shared tax functions: consumption tax once per rate per document, 源泉徴収 on the
 * 税抜 subtotal), the 15-item counter that stops adding at 15, the 支払期日 default and its 60-day warning, and the
 * project picker's server search.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderFormInput } from '@app/shared/purchase-orders';
import { createQueryClient } from '../../../app/query-client';
import { API } from '../../../test/api-mocks';
import { server } from '../../../test/setup';
import { OrderForm, type OrderFormContract } from './order-form';

const contract: OrderFormContract = { startDate: '2026-04-01', usance: 'end_of_month_next_month_25', withholds: true, isRedelegation: false };
const item = (name: string, unitPrice = '', taxRate = 10) => ({ name, quantity: '1', unit: '', unit_price: unitPrice, tax_rate: taxRate });

function values(items: ReturnType<typeof item>[]): PurchaseOrderFormInput {
  return {
    title: '5月分 制作',
    order_date: '2026/05/01',
    delivery_place: '',
    payment_method: '',
    has_inspection: false,
    remarks: '',
    project_id: null,
    original_client_name: '',
    original_due_date: '',
    item_groups: [{ title: 'デザイン', delivery_date: '', inspection_date: '', payment_due_date: '', items }],
  };
}

function renderForm(defaults: PurchaseOrderFormInput, over: Partial<OrderFormContract> = {}, inspectionDays: number | null = null) {
  const onSubmit = vi.fn(async () => null);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderForm
        defaultValues={defaults}
        contract={{ ...contract, ...over }}
        inspectionDays={inspectionDays}
        project={null}
        startedFrom={null}
        submitLabel="作成する"
        busy={false}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

const itemGroup = (n: number) => screen.getByRole('group', { name: `品目 ${n}` });

describe('order form', () => {
  it('issue #21: 100000 and full-width １００，０００ count at once in 金額 and 合計, and read 100,000 after the field', async () => {
    const { user } = renderForm(values([item('開発'), item('設計')]), { withholds: false });
    await user.type(within(itemGroup(1)).getByLabelText('単価'), '100000');
    expect(screen.getByTestId('line-amount-0-0').textContent).toBe('¥100,000');
    expect(screen.getByTestId('totals-total').textContent).toBe('¥110,000');
    await user.type(within(itemGroup(2)).getByLabelText('単価'), '１００，０００');
    expect(screen.getByTestId('line-amount-0-1').textContent).toBe('¥100,000');
    expect(screen.getByTestId('totals-total').textContent).toBe('¥220,000');
    await user.tab();
    expect((within(itemGroup(1)).getByLabelText('単価') as HTMLInputElement).value).toBe('100,000');
  });

  it('issue #21: 検収日 follows 納品日 + the template’s 検収期間 until the user types one', async () => {
    const { user } = renderForm({ ...values([item('開発', '1,000')]), has_inspection: true }, {}, 10);
    const group = screen.getByRole('group', { name: '納品単位 1' });
    const inspection = () => within(group).getByLabelText('検収日') as HTMLInputElement;
    await user.type(within(group).getByLabelText('納品日'), '2026/05/29');
    expect(inspection().value).toBe('2026/06/08');
    await user.clear(within(group).getByLabelText('納品日'));
    await user.type(within(group).getByLabelText('納品日'), '2026/06/30');
    expect(inspection().value).toBe('2026/07/10');
    await user.clear(inspection());
    await user.type(inspection(), '2026/07/03');
    await user.clear(within(group).getByLabelText('納品日'));
    await user.type(within(group).getByLabelText('納品日'), '2026/06/29');
    expect(inspection().value).toBe('2026/07/03');
  });

  it('totals follow the typed lines: tax once per rate per document, 源泉徴収 and the amount to pay', async () => {
    const { user } = renderForm(values([item('ロゴ案'), item('バナー'), item('アイコン')]));
    expect(screen.getByTestId('totals-total').textContent).toBe('¥0');
    for (const n of [1, 2, 3]) await user.type(within(itemGroup(n)).getByLabelText('単価'), '105');
    expect(screen.getByTestId('line-amount-0-0').textContent).toBe('¥105');
    // ⌊315 × 10%⌋ = 31, not 3 × ⌊10.5⌋ = 30
    expect(screen.getByTestId('totals-base-10').textContent).toBe('¥315');
    expect(screen.getByTestId('totals-tax-10').textContent).toBe('¥31');

    await user.click(screen.getByRole('button', { name: '明細を追加' }));
    const fourth = itemGroup(4);
    await user.type(within(fourth).getByLabelText('品目', { exact: false }), '資料');
    await user.clear(within(fourth).getByLabelText('数量'));
    await user.type(within(fourth).getByLabelText('数量'), '2');
    await user.type(within(fourth).getByLabelText('単価'), '500');
    await user.click(within(fourth).getByLabelText('税率'));
    await user.click(screen.getByRole('option', { name: '8%（軽減税率）' }));

    expect(screen.getByTestId('totals-base-8').textContent).toBe('¥1,000');
    expect(screen.getByTestId('totals-tax-8').textContent).toBe('¥80');
    expect(screen.getByTestId('totals-subtotal').textContent).toBe('¥1,315');
    expect(screen.getByTestId('totals-tax').textContent).toBe('¥111');
    expect(screen.getByTestId('totals-total').textContent).toBe('¥1,426');
    // ⌊1,315 × 10.21%⌋ = 134
    expect(screen.getByTestId('totals-withholding').textContent).toBe('-¥134');
    expect(screen.getByTestId('totals-amount-to-pay').textContent).toBe('¥1,292');

    // issue #18: no line takes a tax of its own — the tax is computed once per rate per document
    expect(within(itemGroup(1)).queryByLabelText('消費税額')).toBeNull();
    expect(screen.getByTestId('tax-computed-note').textContent).toBe('消費税は税率ごとの合計から計算します（1円未満切り捨て）。');
  });

  it('no 源泉徴収 row when the contract does not withhold; the amount to pay is the total', async () => {
    const { user } = renderForm(values([item('開発', '100,000')]), { withholds: false });
    expect(screen.queryByTestId('totals-withholding')).toBeNull();
    expect(screen.getByTestId('totals-amount-to-pay').textContent).toBe('¥110,000');
    await user.clear(within(itemGroup(1)).getByLabelText('単価'));
    await user.type(within(itemGroup(1)).getByLabelText('単価'), '1,000,000');
    expect(screen.getByTestId('totals-total').textContent).toBe('¥1,100,000');
  });

  it('counts items over all groups and stops adding at 15', async () => {
    const { user } = renderForm(values(Array.from({ length: 14 }, (_v, i) => item(`作業${i + 1}`, '1,000'))));
    expect(screen.getByTestId('order-item-count').textContent).toBe('明細 14 / 15');
    expect(screen.queryByTestId('order-items-full')).toBeNull();
    await user.click(screen.getByRole('button', { name: '明細を追加' }));
    expect(screen.getByTestId('order-item-count').textContent).toBe('明細 15 / 15');
    expect(screen.getByTestId('order-items-full').textContent).toContain('明細は発注書全体で15件までです。これ以上追加できません。');
    expect((screen.getByRole('button', { name: '明細を追加' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '納品単位を追加' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '明細 15 を削除' }));
    expect(screen.getByTestId('order-item-count').textContent).toBe('明細 14 / 15');
    expect((screen.getByRole('button', { name: '明細を追加' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the 支払期日 starts from the 支払サイト and a date past the 60-day rule shows the rule before sending', async () => {
    const { user } = renderForm(values([item('開発', '100,000')]));
    const group = screen.getByRole('group', { name: '納品単位 1' });
    await user.type(within(group).getByLabelText('納品日'), '2026/05/10');
    // 月末締め翌月25日払い
    expect((within(group).getByLabelText('支払期日') as HTMLInputElement).value).toBe('2026/06/25');
    expect(screen.queryByTestId('due-date-warning-0')).toBeNull();
    await user.clear(within(group).getByLabelText('支払期日'));
    await user.type(within(group).getByLabelText('支払期日'), '2026/08/31');
    expect(screen.getByTestId('due-date-warning-0').textContent).toContain('支払期日は納品（受領）日から60日以内（受領日を含めて数え、2026/07/08まで）');
  });

  it('a re-delegated contract asks for the 元委託者の名称 and 元委託支払期日, and the 支払期日 warning counts 30 days from the latter', async () => {
    renderForm(values([item('開発', '100,000')]));
    expect(screen.queryByLabelText('元委託者の名称')).toBeNull();
    cleanup();
    const { user, onSubmit } = renderForm(values([item('開発', '100,000')]), { isRedelegation: true });
    await user.type(screen.getByLabelText('元委託者の名称'), '株式会社元請');
    await user.type(screen.getByLabelText('元委託者の支払期日'), '2026/06/15');
    const group = screen.getByRole('group', { name: '納品単位 1' });
    await user.type(within(group).getByLabelText('納品日'), '2026/06/01');
    await user.clear(within(group).getByLabelText('支払期日'));
    await user.type(within(group).getByLabelText('支払期日'), '2026/07/20');
    // 4条3項: 06/15 + 29 days = 07/14 replaces the 60-day 07/30
    expect(screen.getByTestId('due-date-warning-0').textContent).toContain('2026/07/14まで');
    await user.click(screen.getByRole('button', { name: '作成する' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ original_client_name: '株式会社元請', original_due_date: '2026-06-15' }));
  });

  it('the project picker asks the server for the enabled projects matching the typed text (not the first 100)', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/v2/employee/projects`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const all = [{ id: 7, code: 'p7', name: '基幹システム刷新', project_number: null, description: null, enabled: true }];
        return HttpResponse.json({ data: all.filter((p) => p.name.includes(query.get('keyword') ?? '')), meta: { total_count: 1 } });
      }),
    );
    const { user, onSubmit } = renderForm(values([item('開発', '100,000')]));
    await user.type(screen.getByRole('combobox', { name: 'プロジェクト' }), '基幹');
    await waitFor(() => expect(asked.map((q) => q.get('keyword'))).toContain('基幹'));
    expect(asked.every((q) => q.get('enabled') === 'true' && q.get('limit') === '20')).toBe(true);
    await user.click(await screen.findByRole('option', { name: '基幹システム刷新' }));
    await user.click(screen.getByRole('button', { name: '作成する' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ project_id: 7 }));
  });
});
