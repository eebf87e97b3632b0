import { useMutation, useQuery } from '@tanstack/react-query';
import type { InvitationInfoResponse } from '@app/shared/employees';
import type { z } from 'zod';
import type { emailChangeInfoResponseSchema } from '@app/shared/employees';
import { apiRequest } from '../../../lib/api-client';

type Message = { data: { message: string } };

/** GET /api/user/user/{token} → data.employee_invite (404 unknown or used, 410 expired). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['user', 'invitation', token],
    queryFn: ({ signal }) => apiRequest<InvitationInfoResponse>(`/user/user/${encodeURIComponent(token)}`, { signal }),
    select: (response) => response.data.employee_invite,
    staleTime: Infinity,
  });
}

/** POST /api/user/user/register {user:{token,password}}. */
export function useRegisterPassword() {
  return useMutation({
    mutationFn: (user: { token: string; password: string }) => apiRequest<Message>('/user/user/register', { method: 'POST', body: { user } }),
  });
}

/** POST /api/auth/password {email, redirect_url}: the link in the mail leads to /user/reset_password/edit on this origin. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<Message>('/auth/password', {
        method: 'POST',
        body: { email, redirect_url: `${window.location.origin}/user/reset_password/edit` },
        skipAuthRedirect: true,
      }),
  });
}

/** GET /api/user/user/reset_password?token= — is the link still usable (404 used/unknown, 410 expired)? */
export function useResetToken(token: string) {
  return useQuery({
    queryKey: ['user', 'reset', token],
    queryFn: ({ signal }) => apiRequest<{ data: { expires_at: string } }>('/user/user/reset_password', { query: { token }, signal }),
    enabled: token.length > 0,
    staleTime: Infinity,
  });
}

/** POST /api/user/user/reset_password {token,password}. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => apiRequest<Message>('/user/user/reset_password', { method: 'POST', body }),
  });
}

/** I8: GET /api/user/email_change/{token} — the change the link confirms (404 unknown or used, 410 expired). */
export function useEmailChange(token: string) {
  return useQuery({
    queryKey: ['user', 'email-change', token],
    queryFn: ({ signal }) => apiRequest<z.infer<typeof emailChangeInfoResponseSchema>>(`/user/email_change/${encodeURIComponent(token)}`, { signal, skipAuthRedirect: true }),
    select: (response) => response.data.email_change,
    staleTime: Infinity,
    retry: false,
  });
}

/** I8: POST /api/user/email_change/{token} — the new address confirms itself; the employee signs in again. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<Message>(`/user/email_change/${encodeURIComponent(token)}`, { method: 'POST', skipAuthRedirect: true }),
  });
}
