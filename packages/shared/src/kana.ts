/**
 * Folding for worker search: NFKC (half-width katakana → full-width, full-width ASCII → ASCII),
 * katakana → hiragana, lower case, and every kind of space removed. Applied to both the stored
 * search key and the query, so 'ヤマダ', 'ﾔﾏﾀﾞ' and 'やまだ' all match each other.
 */
export function foldForSearch(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .toLowerCase()
    .replace(/[\s\u3000]+/g, '');
}

/** The search key stored with a worker: every searchable name folded and joined. */
export function workerSearchKey(parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p)
    .map(foldForSearch)
    .join('\u0001');
}
