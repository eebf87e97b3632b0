/**
 * /company/custom_field (issue #24 item 1): the list in order with who sees and edits each field and how many values
 * it has; adding a select with its options; deleting says how many values go; read-only for a general employee. The
 * API's side (uniqueness, the 409 without confirm, the type change refused) is apps/api's custom-fields tests.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { CustomFieldWire } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import { employeeRoleLabels } from '@app/shared/roles';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const field = (over: Partial<CustomFieldWire> & Pick<CustomFieldWire, 'id' | 'code' | 'name' | 'field_type'>): CustomFieldWire => ({
  options: [],
  required: false,
  position: over.id - 1,
  view_roles: ['owner_administrator', 'administrator', 'general', 'viewer'],
  edit_roles: ['owner_administrator', 'administrator', 'general'],
  ask_in_portal: false,
  value_count: 0,
  ...over,
});

function fieldsApi() {
  const fields = [
    field({ id: 1, code: 'c1', name: '保有資格', field_type: 'long_text', required: true, value_count: 3 }),
    field({ id: 2, code: 'c2', name: '評価', field_type: 'select', options: ['A', 'B'], view_roles: ['owner_administrator', 'administrator'], edit_roles: ['owner_administrator'], ask_in_portal: true }),
  ];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  server.use(
    http.get(`${API}/v2/employee/custom_fields`, () => HttpResponse.json({ data: fields })),
    http.post(`${API}/v2/employee/custom_fields`, async ({ request }) => {
      const body = (await request.json()) as Pick<CustomFieldWire, 'name' | 'field_type' | 'options'>;
      calls.push({ method: 'POST', url: request.url, body });
      const created = field({ id: 3, code: 'c3', ...body });
      fields.push(created);
      return HttpResponse.json({ data: created });
    }),
    http.delete(`${API}/v2/employee/custom_fields/:code`, ({ request, params }) => {
      calls.push({ method: 'DELETE', url: request.url });
      fields.splice(
        fields.findIndex((f) => f.code === params.code),
        1,
      );
      return HttpResponse.json({ data: { code: params.code, deleted_values: 3 } });
    }),
  );
  return calls;
}

it('lists the fields in order, adds a select with its options, and deleting says how many values go', async () => {
  const calls = fieldsApi();
  const { user } = renderApp('/company/custom_field');
  const table = await screen.findByRole('table', { name: ja.customFields.listLabel });
  const first = await within(table).findByRole('row', { name: /保有資格/ });
  expect(first.textContent).toContain('長文テキスト');
  expect(first.textContent).toContain('3人');
  const second = within(table).getByRole('row', { name: /評価/ });
  expect(second.textContent).toContain(`閲覧: ${employeeRoleLabels.owner_administrator}・${employeeRoleLabels.administrator} / 編集: ${employeeRoleLabels.owner_administrator}`);
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)).toEqual(['保有資格', '評価']);

  await user.click(screen.getByRole('button', { name: ja.customFields.create }));
  const dialog = await screen.findByRole('dialog', { name: ja.customFields.createTitle });
  await user.type(within(dialog).getByRole('textbox', { name: /^項目名/ }), '稼働可能日');
  await user.click(within(dialog).getByRole('combobox', { name: ja.customFields.fieldType }));
  await user.click(await screen.findByRole('option', { name: '選択肢' }));
  await user.type(within(dialog).getByRole('textbox', { name: ja.customFields.options }), '平日{Enter}土日');
  await user.click(within(within(dialog).getByRole('group', { name: ja.customFields.viewRoles })).getByRole('checkbox', { name: employeeRoleLabels.viewer }));
  await user.click(within(dialog).getByRole('button', { name: ja.app.save }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(ja.customFields.created));
  expect(calls[0]?.body).toMatchObject({ name: '稼働可能日', field_type: 'select', options: ['平日', '土日'], view_roles: ['owner_administrator', 'administrator', 'general'] });
  expect(await within(table).findByRole('row', { name: /稼働可能日/ })).toBeTruthy();

  await user.click(within(first).getByRole('button', { name: ja.customFields.delete }));
  const confirm = await screen.findByRole('dialog', { name: ja.customFields.deleteTitle });
  expect(confirm.textContent).toContain('「保有資格」を削除します。');
  expect(within(confirm).getByTestId('custom-field-delete-values').textContent).toBe('この項目には3人分の値があります。削除すると値も削除されます。');
  await user.click(within(confirm).getByRole('button', { name: ja.customFields.delete }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(ja.customFields.deleted));
  expect(calls[1]).toMatchObject({ method: 'DELETE', url: expect.stringMatching(/custom_fields\/c1\?confirm=true$/) });
  await waitFor(() => expect(within(table).queryByRole('row', { name: /保有資格/ })).toBeNull());
});

it('is read-only for a general employee', async () => {
  fieldsApi();
  server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role: 'general', role_name: '一般' } } })));
  renderApp('/company/custom_field');
  const table = await screen.findByRole('table', { name: ja.customFields.listLabel });
  await within(table).findByRole('row', { name: /保有資格/ });
  expect(await screen.findByTestId('read-only-note')).toBeTruthy();
  expect(screen.queryByRole('button', { name: ja.customFields.create })).toBeNull();
  expect(within(table).queryByRole('button', { name: ja.customFields.delete })).toBeNull();
});
