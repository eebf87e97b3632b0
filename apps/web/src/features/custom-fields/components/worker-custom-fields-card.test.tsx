/**
 * The worker's 基本情報 shows a 「カスタム項目」 card (issue #24 item 1): each value as the page writes it, and 編集 of a
 * field the role may change; the server's 422 lands under the input. The answers are made up at the network edge.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { WorkerCustomFieldWire } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import type { WorkerDetailResponseWire } from '@app/shared/workers';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import { renderApp } from '../../../test/render-app';

const worker: WorkerDetailResponseWire['data']['worker'] = {
  id: 7,
  code: 'w7',
  full_name: '項目 ワーカー',
  full_namekana: 'コウモク ワーカー',
  trade_name: null,
  own_department: null,
  fullname: '項目 ワーカー',
  department_name: null,
  my_number_status: 'not_requested',
  disp_my_number_status_name: '未依頼',
  contract_count: 0,
  status: 'active',
  disp_status_name: '登録済み',
  email: 'w7@example.com',
  occupation: null,
  business_field: null,
  invite_id: null,
  contract_id: null,
  contract_period: '',
  created_at: '2026-06-01T00:00:00.000Z',
  contract_title: null,
  contract_code: null,
  worker_business_field: null,
  occupation_name: null,
  updated_at: '2026-06-01T00:00:00.000Z',
  account_linked: false,
  invoice_registration_number: null,
};

const item = (code: string, name: string, field_type: WorkerCustomFieldWire['field']['field_type'], value: WorkerCustomFieldWire['value'], extra: Partial<WorkerCustomFieldWire['field']> = {}): WorkerCustomFieldWire => ({
  field: { code, name, field_type, options: [], required: false, editable: true, ...extra },
  value,
});

it('shows each value in the page’s form and edits a select; the server’s refusal stays under the input', async () => {
  const values: WorkerCustomFieldWire[] = [
    item('f1', '単価', 'number', 1234567.5),
    item('f2', '入社日', 'date', '2026-04-01'),
    item('f3', 'NDA締結', 'checkbox', true),
    item('f4', '秘密保持', 'checkbox', false, { editable: false }),
    item('f5', 'ランク', 'select', 'B', { options: ['A', 'B', 'C'] }),
    item('f6', 'メモ', 'text', null),
  ];
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/workers/:code`, () => HttpResponse.json({ data: { worker } } satisfies WorkerDetailResponseWire)),
    http.get(`${API}/v2/employee/businessors/:code/unregistered_purchases`, () => HttpResponse.json({ data: { worker: { code: 'w7', name: worker.full_name }, years: [] } })),
    http.get(`${API}/v2/employee/businessors/:code/custom_fields`, () => HttpResponse.json({ data: values })),
    http.put(`${API}/v2/employee/businessors/w7/custom_fields/f5`, async ({ request }) => {
      const body = (await request.json()) as { value: string | null };
      bodies.push(body);
      if (body.value === 'C') return HttpResponse.json({ errors: ['Cは選べません。'], code: 'VALIDATION_ERROR', fields: { value: ['Cは選べません。'] } }, { status: 422 });
      values[4] = { ...values[4]!, value: body.value };
      return HttpResponse.json({ data: values[4] });
    }),
  );
  const { user } = renderApp('/worker/w7');
  const card = await screen.findByTestId('worker-custom-fields');
  await waitFor(() => expect(within(card).getByTestId('custom-field-value-f1').textContent).toBe('1,234,567.5'));
  expect(within(card).getByTestId('custom-field-value-f2').textContent).toBe('2026/04/01');
  expect(within(card).getByTestId('custom-field-value-f3').textContent).toBe('✓');
  expect(within(card).getByTestId('custom-field-value-f4').textContent).toBe('—');
  expect(within(card).getByTestId('custom-field-value-f6').textContent).toBe(ja.customFields.notSet);
  expect(within(card).queryByRole('button', { name: '秘密保持を編集' })).toBeNull();

  await user.click(within(card).getByRole('button', { name: 'ランクを編集' }));
  const dialog = await screen.findByRole('dialog', { name: 'ランク' });
  await user.click(within(dialog).getByRole('combobox', { name: 'ランク' }));
  await user.click(await screen.findByRole('option', { name: 'C' }));
  await user.click(within(dialog).getByRole('button', { name: ja.app.save }));
  expect(await within(dialog).findByText('Cは選べません。')).toBeTruthy();

  await user.click(within(dialog).getByRole('combobox', { name: 'ランク' }));
  await user.click(await screen.findByRole('option', { name: 'A' }));
  await user.click(within(dialog).getByRole('button', { name: ja.app.save }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(ja.customFields.valueSaved('ランク')));
  expect(bodies).toEqual([{ value: 'C' }, { value: 'A' }]);
  await waitFor(() => expect(within(card).getByTestId('custom-field-value-f5').textContent).toBe('A'));
});

it('まとめて編集 sends only the changed fields, in order; a refusal stays under its input and what was saved says so', async () => {
  const values: WorkerCustomFieldWire[] = [item('f1', '単価', 'number', 5000), item('f2', 'メモ', 'text', null), item('f3', '入社日', 'date', null)];
  const sent: string[] = [];
  server.use(
    http.get(`${API}/workers/:code`, () => HttpResponse.json({ data: { worker } } satisfies WorkerDetailResponseWire)),
    http.get(`${API}/v2/employee/businessors/:code/unregistered_purchases`, () => HttpResponse.json({ data: { worker: { code: 'w7', name: worker.full_name }, years: [] } })),
    http.get(`${API}/v2/employee/businessors/:code/custom_fields`, () => HttpResponse.json({ data: values })),
    http.put(`${API}/v2/employee/businessors/w7/custom_fields/:field`, async ({ request, params }) => {
      const body = (await request.json()) as { value: string | null };
      sent.push(`${String(params.field)}=${body.value}`);
      if (params.field === 'f3') return HttpResponse.json({ errors: ['日付の形式が正しくありません。'], code: 'VALIDATION_ERROR', fields: { value: ['日付の形式が正しくありません。'] } }, { status: 422 });
      return HttpResponse.json({ data: values.find((v) => v.field.code === params.field) });
    }),
  );
  const { user } = renderApp('/worker/w7');
  const card = await screen.findByTestId('worker-custom-fields');
  await user.click(await within(card).findByRole('button', { name: ja.customFields.editAll }));
  const dialog = await screen.findByRole('dialog', { name: ja.customFields.editAllTitle });
  await user.type(within(dialog).getByRole('textbox', { name: 'メモ' }), '要確認');
  await user.type(within(dialog).getByRole('textbox', { name: '入社日' }), '2026/13/01');
  await user.click(within(dialog).getByRole('button', { name: ja.app.save }));
  // the refusal under its input and the toast of what was saved come in one render: checked together, so a slow
  // machine cannot let the toast's 4 s pass between two separate waits
  await waitFor(() => {
    expect(within(dialog).getByText('日付の形式が正しくありません。')).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toBe(ja.customFields.allSaved(1));
  });
  expect(sent).toEqual(['f2=要確認', 'f3=2026/13/01']);
});
