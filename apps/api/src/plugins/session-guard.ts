import type { FastifyReply, FastifyRequest } from 'fastify';
import { ja } from '@app/shared/messages/ja';
import { unauthorized } from '../lib/errors';
import type { AuthHeaders, TokenHeaders } from '../lib/sessions';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length < 512 ? value : undefined;
}

/**
 * The one guard behind `requireAuth` (employees) and `requireWorker` (worker accounts): 401 unless the token headers
 * name a live session, which `authenticate` resolves from its own device table (so a token of one side never passes
 * the other); then `remember` puts the context on the request and the same headers go back on the answer (the client
 * replaces what it stores).
 */
export function sessionGuard<Context>(
  authenticate: (headers: TokenHeaders) => Promise<{ auth: Context; headers: AuthHeaders } | null>,
  remember: (request: FastifyRequest, auth: Context) => void,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const token = header(request, 'access-token');
    const client = header(request, 'client');
    const uid = header(request, 'uid');
    if (!token || !client || !uid) throw unauthorized();
    const found = await authenticate({ token, client, uid });
    if (!found) throw unauthorized(ja.auth.sessionExpired);
    remember(request, found.auth);
    reply.headers(found.headers);
  };
}
