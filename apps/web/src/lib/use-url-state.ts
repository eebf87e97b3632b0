import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state kept in the URL (ARCHITECTURE "Web conventions"): `update({ page: '2', q: null })` sets or removes
 * parameters and keeps the others; `replace` avoids a history entry (e.g. while typing a search).
 */
export function useUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );
  return { params: searchParams, update };
}
