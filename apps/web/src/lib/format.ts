/** Text for empty optional values in tables. */
export const EMPTY_CELL = '-';

export function orDash(value: string | null | undefined): string {
  return value == null || value.trim() === '' ? EMPTY_CELL : value;
}
