/** The one function of fontkit (pdfkit's font engine, pinned in apps/api) the 支払調書 renderer calls: parse a font once. */
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont and `font` option take it as it is (it has `layout`). */
  export type Font = { layout: (...args: never[]) => unknown };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
