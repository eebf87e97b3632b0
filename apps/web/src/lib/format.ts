/** Text for empty optional values in tables. */
export const EMPTY_CELL = '-';

export function orDash(value: string | null | undefined): string {
  return value == null || value.trim() === '' ? EMPTY_CELL : value;
}

/** Parses a positive integer URL parameter, falling back when missing or invalid. */
export function parsePositiveInt(value: string | null, fallback: number, max = 100_000): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}
