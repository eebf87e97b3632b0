/**
 * Settings for the throwaway databases of the test runs (API tests and browser journeys): their data dies with the
 * run, so durability buys nothing. Never used by `npm start`.
 */

/** For an embedded server the tests start themselves: no fsync at all. */
export const THROWAWAY_SERVER_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** initdb without waiting for its files to reach the disk. */
export const THROWAWAY_INITDB_FLAGS = ['--no-sync'];

/**
 * For a server the tests do not own (DATABASE_URL): the server's fsync stays as it is, but every connection made
 * through this URL commits without waiting for its WAL flush. A connection option, because databases cloned from a
 * template do not inherit `ALTER DATABASE … SET`.
 */
export function withAsyncCommit(url: string): string {
  const u = new URL(url);
  const options = u.searchParams.get('options');
  u.searchParams.set('options', [options, '-c synchronous_commit=off'].filter(Boolean).join(' '));
  return u.toString();
}
