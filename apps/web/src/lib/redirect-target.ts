/** The path a logged-out user wanted, kept in sessionStorage so login can restore it (SPEC §2 "Session behaviour"). */

const STORAGE_KEY = 'freelance-kanri.redirect-target';

/** Only same-origin app paths: "/x…", never "//host", "/\\host", or the login page itself. */
export function isSafeTarget(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname !== '/login' && !pathname.startsWith('/login/');
}

export function rememberTarget(path: string): void {
  if (!isSafeTarget(path)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // storage unavailable: the user simply lands on the default page
  }
}

export function forgetTarget(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
}

/** Returns and removes the remembered path. */
export function takeTarget(): string | null {
  try {
    const path = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    return path && isSafeTarget(path) ? path : null;
  } catch {
    return null;
  }
}
