import { useMutation } from '@tanstack/react-query';
import type { SignInBody, SignInResponse } from '@app/shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/sign_in — the auth headers of the answer are stored by the api client. */
export function signIn(body: SignInBody): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/auth/sign_in', { method: 'POST', body, skipAuthRedirect: true });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
