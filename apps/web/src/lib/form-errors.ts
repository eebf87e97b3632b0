import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's `fields` errors on the matching inputs (ARCHITECTURE "Web conventions").
 * Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  /** Maps a server field name (e.g. 'profile.name') to a form field name. */
  mapField: (serverField: string) => string = (f) => f,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [serverField, messages] of Object.entries(error.fields)) {
    const name = mapField(serverField);
    const match = fieldNames.find((f) => f === name);
    const message = messages[0];
    if (match && message) {
      setError(match, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
