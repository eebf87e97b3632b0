import { ApiError, failureMessage } from './api-client';

/** SPEC §8: the joined server errors when there are any, else the fallback followed by the message. */
export function joinedFailure(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.errors.length > 0 && error.status !== 0) return error.errors.join(' ');
  return failureMessage(fallback, error);
}

/** Every line of a refusal (a bulk call names each refused row on its own line), else the fallback and the message. */
export function failureLines(fallback: string, error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0 && error.status !== 0) return error.errors;
  return [failureMessage(fallback, error)];
}
