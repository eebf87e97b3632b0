/** A failed page-chunk load reloads the page, at most once per 60 s (SPEC §8). */

export const CHUNK_RELOAD_WINDOW_MS = 60_000;
const STORAGE_KEY = 'freelance-kanri.chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** Pure rule: reload unless the last reload happened less than `windowMs` ago. */
export function shouldReload(now: number, lastReloadAt: number | null, windowMs = CHUNK_RELOAD_WINDOW_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= windowMs || now < lastReloadAt;
}

/** Reloads the page if allowed; returns whether a reload was started. */
export function reloadAfterChunkError(): boolean {
  let last: number | null = null;
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    last = raw === null ? null : Number(raw);
  } catch {
    last = null;
  }
  const now = Date.now();
  if (!shouldReload(now, last)) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false; // without storage we cannot prevent a reload loop
  }
  window.location.reload();
  return true;
}
