/** Custom fields on the worker list (issue #24): a chosen custom column, sorting by its header, the filter by a field. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { CustomFieldWire } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import type { WorkerListItemWire } from '@app/shared/workers';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const worker: WorkerListItemWire = {
  id: 1,
  code: 'aida1',
  full_name: '相田 一郎',
  full_namekana: 'アイダ イチロウ',
  trade_name: null,
  own_department: null,
  fullname: '相田 一郎',
  department_name: null,
  my_number_status: 'not_requested',
  disp_my_number_status_name: '未依頼',
  contract_count: 0,
  status: 'active',
  disp_status_name: '登録済',
  email: null,
  occupation: null,
  business_field: null,
  invite_id: null,
  contract_id: null,
  contract_period: '',
  created_at: '2026-06-01T00:00:00.000Z',
  custom_fields: { rank1: 'A', price1: '1,234,567.5' },
};
const field = (code: string, name: string, field_type: CustomFieldWire['field_type'], options: string[] = []): CustomFieldWire => ({
  id: code.length,
  code,
  name,
  field_type,
  options,
  required: false,
  position: 0,
  view_roles: ['owner_administrator'],
  edit_roles: ['owner_administrator'],
  ask_in_portal: false,
  value_count: 1,
});

it('shows chosen custom columns, sorts by a custom header and filters by a select field', async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/user/workers/custom_display`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [worker], per_page: 25, total_count: 1 });
    }),
    http.get(`${API}/user/worker_list_custom_display_fields`, () =>
      HttpResponse.json({
        data: [
          { field_key: 'custom:rank1', label: 'ランク', position: 0 },
          { field_key: 'custom:price1', label: '単価', position: 1 },
        ],
        meta: { source: 'own' },
      }),
    ),
    http.get(`${API}/v2/employee/custom_fields`, () => HttpResponse.json({ data: [field('rank1', 'ランク', 'select', ['A', 'B']), field('price1', '単価', 'number')] })),
  );
  const { user } = renderApp('/worker');
  const table = await screen.findByRole('table', { name: ja.worker.listTitle });
  const row = await within(table).findByRole('row', { name: /相田 一郎/ });
  expect(within(row).getByText('A')).toBeTruthy();
  expect(within(row).getByText('1,234,567.5')).toBeTruthy();

  await user.click(within(table).getByRole('button', { name: ja.customFields.sortBy('単価') }));
  await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('custom:price1'));
  expect(queries.at(-1)?.get('order')).toBe('asc');
  await user.click(within(table).getByRole('button', { name: ja.customFields.sortBy('単価') }));
  await waitFor(() => expect(queries.at(-1)?.get('order')).toBe('desc'));

  await user.click(screen.getByRole('combobox', { name: ja.customFields.filterField }));
  await user.click(await screen.findByRole('option', { name: 'ランク' }));
  await user.click(await screen.findByRole('combobox', { name: ja.customFields.filterValue }));
  await user.click(await screen.findByRole('option', { name: 'B' }));
  await waitFor(() => expect(queries.at(-1)?.get('cf_filter_code')).toBe('rank1'));
  expect(queries.at(-1)?.get('cf_filter_value')).toBe('B');
  expect(queries.at(-1)?.get('sort')).toBe('custom:price1');
});
