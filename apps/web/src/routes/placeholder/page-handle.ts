import { useMatches } from 'react-router';

/** Route `handle` carrying the page title of a placeholder route. */
export interface TitleHandle {
  title: string;
}

function isTitleHandle(handle: unknown): handle is TitleHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Record<string, unknown>).title === 'string';
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(fallback: string): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isTitleHandle(handle)) return handle.title;
  }
  return fallback;
}
