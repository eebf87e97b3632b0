import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@app/shared/auth';
import { workerApiRequest } from '../../../lib/api-client';
import { workerAuthStorage } from '../../../lib/auth-storage';

/** I5: PUT /api/worker_auth/password — the current password is required; the other devices are signed out. */
export function useWorkerChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => workerApiRequest<{ data: { message: string } }>('/worker_auth/password', { method: 'PUT', body }),
  });
}

/** I5: DELETE /api/worker_auth/sessions — every device of the account, this one included; the stored tokens go too. */
export function useWorkerSignOutEverywhere() {
  return useMutation({
    mutationFn: async () => {
      try {
        await workerApiRequest<{ success: true }>('/worker_auth/sessions', { method: 'DELETE' });
      } finally {
        workerAuthStorage.clear();
      }
    },
  });
}
