/**
 * /purchase_order with the list kit: the URL state read through useListParams (a bad value ignored), the worker and
 * project pickers asking the server with the typed text (EntityPicker), the status select (EnumFilter), the 発注日
 * bounds (DateRangeFilter) and the toolbar's total and clear button.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const workers = [
  { code: 'w-ito', full_name: '伊藤 さくら' },
  { code: 'w-tanaka', full_name: '田中 健太' },
];

/** Every request of the page, by path, with its query parameters. */
function listApi() {
  const orders: URLSearchParams[] = [];
  const workerSearches: string[] = [];
  const projectSearches: string[] = [];
  server.use(
    http.get(`${API}/v2/employee/purchase_orders`, ({ request }) => {
      orders.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [], meta: { total_count: 42, page: 1, limit: 20 } });
    }),
    http.get(`${API}/user/workers/custom_display`, ({ request }) => {
      const text = new URL(request.url).searchParams.get('search_name') ?? '';
      workerSearches.push(text);
      // the picker reads only the code and the name of each row
      const data = workers.filter((w) => w.full_name.includes(text));
      return HttpResponse.json({ data, per_page: 20, total_count: data.length });
    }),
    http.get(`${API}/v2/employee/projects`, ({ request }) => {
      const text = new URL(request.url).searchParams.get('keyword') ?? '';
      projectSearches.push(text);
      return HttpResponse.json({ data: [{ id: 7, code: 'p7', name: '基幹システム刷新', project_number: null, description: null, enabled: true }], meta: { total_count: 1 } });
    }),
  );
  return { orders, workerSearches, projectSearches, last: () => orders[orders.length - 1] };
}

describe('/purchase_order list kit', () => {
  it('ignores invalid URL values (their defaults) and keeps the valid ones', async () => {
    const api = listApi();
    renderApp('/purchase_order?page=abc&perPage=500&status=bogus&project=x&keyword=見積');
    expect((await screen.findByTestId('order-total')).textContent).toBe('全42件');
    const asked = api.last();
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('limit')).toBe('20');
    expect(asked?.has('status')).toBe(false);
    expect(asked?.has('project_id')).toBe(false);
    expect(asked?.get('keyword')).toBe('見積');
  });

  it('the worker picker asks the server with the typed name; a choice filters and goes back to page 1', async () => {
    const api = listApi();
    const { user, router } = renderApp('/purchase_order?page=3');
    await screen.findByTestId('order-total');
    const picker = screen.getByRole('combobox', { name: 'ワーカー' });
    await user.click(picker);
    await user.type(picker, '田中');
    await waitFor(() => expect(api.workerSearches).toContain('田中'));
    await user.click(await screen.findByRole('option', { name: '田中 健太' }));

    await waitFor(() => expect(router.state.location.search).toBe('?worker=w-tanaka'));
    await waitFor(() => expect(api.last()?.get('worker_code')).toBe('w-tanaka'));
    expect(api.last()?.get('page')).toBe('1');
    expect((picker as HTMLInputElement).value).toBe('田中 健太');
    // no first-100 list: every worker request is a search of at most 20
    expect(api.workerSearches.every((text) => text === '' || text === '田中')).toBe(true);

    // the clear button removes every filter
    await user.click(screen.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('button', { name: '条件をクリア' })).toBeNull());
  });

  it('the project picker sends the id; the status select and a date bound go to the URL and the API', async () => {
    const api = listApi();
    const { user, router } = renderApp('/purchase_order');
    await screen.findByTestId('order-total');
    await user.click(screen.getByRole('combobox', { name: 'プロジェクト' }));
    await user.click(await screen.findByRole('option', { name: '基幹システム刷新' }));
    await waitFor(() => expect(api.last()?.get('project_id')).toBe('7'));

    await user.click(screen.getByRole('combobox', { name: '状態' }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: '未送信' }));
    await waitFor(() => expect(api.last()?.get('status')).toBe('draft'));

    const from = screen.getByLabelText('発注日（から）');
    await user.type(from, '2026/13/01{Enter}');
    // a date that is not one stays in the URL with its message; the API is not asked with it
    await waitFor(() => expect(router.state.location.search).toContain('from=2026%2F13%2F01'));
    expect(await screen.findByText('日付はYYYY/MM/DDの形式で入力してください。')).toBeTruthy();
    expect(api.last()?.has('order_date_from')).toBe(false);
    await user.clear(screen.getByLabelText('発注日（から）'));
    await user.type(screen.getByLabelText('発注日（から）'), '2026/04/01{Enter}');
    await waitFor(() => expect(api.last()?.get('order_date_from')).toBe('2026-04-01'));
    expect(new URLSearchParams(router.state.location.search).get('project')).toBe('7');
  });
});
