import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearAuthHeaders } from '../../../lib/auth-storage';

/** DELETE /api/auth/sign_out. The local session is cleared whatever the server answers. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest<unknown>('/auth/sign_out', { method: 'DELETE', skipAuthRedirect: true });
  } finally {
    clearAuthHeaders();
  }
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
