/** snake_case → camelCase for v2 API responses (SPEC §7: "Version 2 responses are converted to camelCase keys"). */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends ''
    ? `_${CamelCase<Tail>}`
    : Tail extends 'i18n'
      ? `${Head}I18N`
      : `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The type of a wire shape after {@link camelizeKeys}. */
export type Camelized<T> = T extends readonly (infer U)[]
  ? Camelized<U>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
      : T;

/**
 * `unread_notification_count` → `unreadNotificationCount`; leading underscores and non-snake keys are kept. The
 * `i18n` segment is spelled `I18N` as the SPEC does (`role_i18n` → `roleI18N`).
 */
export function camelCaseKey(key: string): string {
  const match = /^(_*)(.*)$/s.exec(key);
  const prefix = match?.[1] ?? '';
  const rest = match?.[2] ?? key;
  return prefix + rest.replace(/_+([a-zA-Z0-9])/g, (_m, ch: string) => ch.toUpperCase()).replace(/(?<=[a-z0-9])I18n(?![a-z])/g, 'I18N');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Deeply converts the keys of plain objects (inside arrays too) to camelCase. Values are never touched. */
export function camelizeKeys<T>(value: T): Camelized<T>;
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => camelizeKeys(item));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[camelCaseKey(key)] = camelizeKeys(item);
    return out;
  }
  return value;
}
