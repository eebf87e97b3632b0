import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@app/shared/auth';
import { apiRequest } from '../../../lib/api-client';

interface ChangePasswordResponse {
  data: { message: string };
}

/** PUT /api/auth/password {current_password, password, password_confirmation}. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/auth/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
