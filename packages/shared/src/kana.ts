/**
 * The white space PostgreSQL's `[[:space:]]` removes from an NFKC-normalised text (NFKC has already turned the
 * no-break, ideographic and other fixed-width spaces into U+0020). Not JavaScript's `\s`, which also takes U+FEFF: the
 * generated column `contracts.search_text` (apps/api/src/db/schema/contracts.ts) repeats this folding in SQL, and both
 * must answer the same key (apps/api/src/db/search-folding.test.ts holds them to it).
 */
const SEARCH_SPACE = /[\t\n\v\f\r \u1680\u2028\u2029\u3000]+/g;

/**
 * Folding for worker and contract search: NFKC (half-width katakana → full-width, full-width ASCII → ASCII),
 * katakana → hiragana, lower case, and white space removed. Applied to both the stored search key and the query, so
 * 'ヤマダ', 'ﾔﾏﾀﾞ' and 'やまだ' all match each other.
 */
export function foldForSearch(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .toLowerCase()
    .replace(SEARCH_SPACE, '');
}

/** The search key stored with a worker: every searchable name folded and joined. */
export function workerSearchKey(parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p)
    .map(foldForSearch)
    .join('\u0001');
}
