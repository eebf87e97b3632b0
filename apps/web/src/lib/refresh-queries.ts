import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write: refetches the queries under `queryKey`, first cancelling those still on their way. Such a request may
 * have read the data before the write, and TanStack's `invalidateQueries` restarts a running fetch only when the query
 * already has data: a list's first answer for new parameters (a search typed just before a switch was toggled) would
 * otherwise land after the write and stay, showing the older state.
 */
export async function refreshQueries(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
