import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAYMENT_LIST_DEFAULT_LIMIT as SIZE, paymentListQuerySchema } from '@app/shared/payments';
import { parseListParams, useListParams } from './use-list-params';

const schema = z.object({
  page: paymentListQuerySchema.shape.page,
  perPage: paymentListQuerySchema.shape.limit,
  status: paymentListQuerySchema.shape.status,
  from: z.string().max(20).default(''),
  missing: z.enum(['1']).optional().transform((v) => v === '1'),
});

describe('parseListParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseListParams(schema, new URLSearchParams())).toEqual({ page: 1, perPage: SIZE, status: undefined, from: '', missing: false });
  });

  it('reads valid values', () => {
    const params = new URLSearchParams('page=3&perPage=25&status=paid&from=2026/07/01&missing=1');
    expect(parseListParams(schema, params)).toEqual({ page: 3, perPage: 25, status: 'paid', from: '2026/07/01', missing: true });
  });

  it('ignores each invalid value alone (its default), keeping the valid ones', () => {
    const params = new URLSearchParams('page=0&perPage=500&status=bogus&from=2026/07/01&missing=yes');
    expect(parseListParams(schema, params)).toEqual({ page: 1, perPage: SIZE, status: undefined, from: '2026/07/01', missing: false });
    expect(parseListParams(schema, new URLSearchParams('page=abc&perPage=1.5&status=unpaid'))).toMatchObject({ page: 1, perPage: SIZE, status: 'unpaid' });
  });

  it('treats an empty parameter as absent and ignores parameters the schema does not name', () => {
    expect(parseListParams(schema, new URLSearchParams('status=&other=1&page='))).toEqual({
      page: 1,
      perPage: SIZE,
      status: undefined,
      from: '',
      missing: false,
    });
  });

  it('throws for a field that refuses an absent parameter (a mistake in the schema)', () => {
    expect(() => parseListParams(z.object({ page: z.coerce.number(), q: z.string() }), new URLSearchParams('page=1'))).toThrow();
  });
});

function setup(path: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/start', path], initialIndex: 1 });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => useListParams(schema), { wrapper });
  const location = () => {
    if (!router) throw new Error('router not created');
    return router.state.location;
  };
  return { ...view, location, history: () => router?.state.historyAction };
}

describe('useListParams', () => {
  it('parses the URL and follows it', () => {
    const { result } = setup('/payments?page=2&status=paid');
    expect(result.current.values).toMatchObject({ page: 2, perPage: SIZE, status: 'paid' });
  });

  it('a filter change goes back to the first page and keeps the other parameters', () => {
    const { result, location } = setup('/payments?page=3&perPage=25&status=paid');
    act(() => result.current.set({ status: 'unpaid' }));
    expect(location().search).toBe('?perPage=25&status=unpaid');
    expect(result.current.values).toMatchObject({ page: 1, perPage: 25, status: 'unpaid' });
  });

  it('null, empty and false remove a parameter; true writes 1', () => {
    const { result, location } = setup('/payments?status=paid&from=2026/07/01');
    act(() => result.current.set({ status: null, from: '', missing: true }));
    expect(location().search).toBe('?missing=1');
    act(() => result.current.set({ missing: false }));
    expect(location().search).toBe('');
  });

  it('pushes a history entry by default and replaces it when asked (the search box)', () => {
    const { result, history } = setup('/payments');
    act(() => result.current.set({ status: 'paid' }));
    expect(history()).toBe('PUSH');
    act(() => result.current.set({ from: '2026/07/01' }, { replace: true }));
    expect(history()).toBe('REPLACE');
  });

  it('keepPage leaves the page alone', () => {
    const { result, location } = setup('/payments?page=4');
    act(() => result.current.set({ from: 'x' }, { keepPage: true }));
    expect(location().search).toBe('?page=4&from=x');
  });

  it('pagination: 0-based for MUI, the first page without a parameter, a new size on the first page', () => {
    const { result, location } = setup('/payments?page=2&perPage=50');
    const pagination = result.current.pagination(120);
    expect(pagination).toMatchObject({ page: 1, rowsPerPage: 50, count: 120 });
    act(() => result.current.pagination(120).onPageChange(2));
    expect(location().search).toBe('?page=3&perPage=50');
    act(() => result.current.pagination(120).onPageChange(0));
    expect(location().search).toBe('?perPage=50');
    act(() => result.current.pagination(120).onPageChange(1));
    act(() => result.current.pagination(120).onRowsPerPageChange(100));
    expect(location().search).toBe('?perPage=100');
  });

  it('a list of a fixed size offers only that size', () => {
    const { result } = renderHook(() => useListParams(z.object({ page: paymentListQuerySchema.shape.page }), { pageSize: 20 }), {
      wrapper: ({ children }) => <RouterProvider router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/?page=2'] })} />,
    });
    expect(result.current.pagination(45)).toMatchObject({ page: 1, rowsPerPage: 20, rowsPerPageOptions: [20], count: 45 });
  });
});
