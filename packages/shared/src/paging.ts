import { z } from 'zod';

/** The page number of a list query: 0- or 1-based, as each endpoint has always counted (SPEC). */
const pageNumber = (first: 0 | 1) => z.coerce.number().int().min(first).max(100000).default(first);
/** Rows per page: 1–100. */
const pageSize = (defaultSize: number) => z.coerce.number().int().min(1).max(100).default(defaultSize);

type PageQuery<K extends string> = { page: ReturnType<typeof pageNumber> } & Record<K, ReturnType<typeof pageSize>>;

/**
 * The paging pieces of a list query, spread into its schema: `page` and the page size under the name the endpoint
 * uses (`limit`, `per_page`, `per`). `z.object({ ...pageQuery('limit', 20), status: … })`.
 */
export function pageQuery<K extends 'limit' | 'per_page' | 'per'>(size: K, defaultSize: number, first: 0 | 1 = 1): PageQuery<K> {
  return { page: pageNumber(first), [size]: pageSize(defaultSize) } as PageQuery<K>;
}
