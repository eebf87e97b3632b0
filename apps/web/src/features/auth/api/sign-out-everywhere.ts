import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearAuthHeaders } from '../../../lib/auth-storage';

/**
 * DELETE /api/auth/sessions: every device of the account is signed out, this one included, so the local session is
 * cleared once the server has answered (on failure it stays: nothing was signed out).
 */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest<unknown>('/auth/sessions', { method: 'DELETE' });
  clearAuthHeaders();
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
