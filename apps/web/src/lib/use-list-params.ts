import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import type { DataTablePagination } from '../components/data-table';
import { useUrlState } from './use-url-state';

/** The 1-based page of a list's URL, for a list whose API schema counts pages otherwise (or has none). */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/**
 * A search text kept as typed (not trimmed: the search box would otherwise take back a space typed between two words);
 * the API trims it.
 */
export const searchParam = z.string().max(100).default('');

/** The URL schema of a list: every field parses one URL parameter (a string, or absent) and has a default or is optional. */
type ListSchema = z.ZodObject<{ page: z.ZodType<number> }>;

/**
 * What `set` writes for a parameter: null, undefined, '' and false remove it, true writes '1', a number its digits.
 * Page 1 is never written (the URL of the first page has no `page`).
 */
export type ListParamValue = string | number | boolean | null | undefined;
export type ListParamsPatch<Values> = { [K in keyof Values]?: ListParamValue };

export interface SetListParamsOptions {
  /** Replace the history entry instead of adding one (the search box while typing). */
  replace?: boolean;
  /** Keep the page: for a change that is not a filter (a detail opened over the list). */
  keepPage?: boolean;
}

export interface ListParamsOptions<Values> {
  /** The parameter holding the page size (`perPage` by default; some lists call it `limit`). */
  perPageKey?: keyof Values & string;
  /** A list of a fixed page size has no page-size parameter: this size, and no size choice. */
  pageSize?: number;
}

/**
 * Reads the URL parameters the schema names. A value the schema refuses is ignored as if each field had `.catch()`: the
 * field falls back to what it gives for an absent parameter (its default). An empty parameter counts as absent.
 */
export function parseListParams<S extends ListSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) input[key] = params.get(key) || undefined;
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    let dropped = false;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && input[key] !== undefined) {
        input[key] = undefined;
        dropped = true;
      }
    }
    // a field that refuses even an absent parameter is a mistake in the schema, not in the URL
    if (!dropped) throw result.error;
  }
}

function toParam(value: ListParamValue): string | null {
  if (value === null || value === undefined || value === false || value === '') return null;
  if (value === true) return '1';
  return String(value);
}

/**
 * The state of a list page kept in the URL (page, page size, filters, search), parsed with the list's zod schema (the
 * shared list-query schema's fields where the URL and the API agree). `set(patch)` writes parameters and, unless the
 * patch names the page or `keepPage` is given, goes back to the first page; `pagination(total)` is DataTable's paging
 * (1-based `page` in the URL, 0-based in MUI).
 */
export function useListParams<S extends ListSchema>(schema: S, options: ListParamsOptions<z.output<S>> = {}) {
  const { params, update } = useUrlState();
  const values = useMemo(() => parseListParams(schema, params), [schema, params]);
  const perPageKey = options.perPageKey ?? 'perPage';

  const write = useCallback(
    (patch: Record<string, ListParamValue>, { replace = false, keepPage = false }: SetListParamsOptions = {}) => {
      const changes: Record<string, string | null> = {};
      for (const [key, value] of Object.entries(patch)) changes[key] = toParam(value);
      if (changes.page === '1') changes.page = null;
      else if (!keepPage && !('page' in changes)) changes.page = null;
      update(changes, replace);
    },
    [update],
  );
  const set: (patch: ListParamsPatch<z.output<S>>, options?: SetListParamsOptions) => void = write;

  const page: number = values.page;
  const fixedSize = options.pageSize;
  const sizeValue: unknown = fixedSize ?? Object.entries(values).find(([key]) => key === perPageKey)?.[1];
  const rowsPerPage = typeof sizeValue === 'number' ? sizeValue : 0;
  const pagination = useCallback(
    (count: number): DataTablePagination => ({
      page: page - 1,
      rowsPerPage,
      count,
      ...(fixedSize ? { rowsPerPageOptions: [fixedSize] } : {}),
      onPageChange: (index) => write({ page: index + 1 }),
      onRowsPerPageChange: (size) => {
        if (!fixedSize) write({ [perPageKey]: size });
      },
    }),
    [page, rowsPerPage, fixedSize, perPageKey, write],
  );

  return { values, set, pagination };
}
