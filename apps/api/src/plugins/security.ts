import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Pages and API answers that carry a link token (the employee invitation and reset, the worker invitation and reset,
 * the マイナンバー entry, the e-mail change confirmation): they send no Referer at all, so the token never leaves in a
 * Referer header to a linked page.
 */
export const tokenPagePatterns = [
  /^\/user\/password\//,
  /^\/user\/reset_password\/edit/,
  /^\/portal\/reset_password\/edit/,
  /^\/worker_invitations\//,
  /^\/my_number(s)?\//,
  /^\/user\/email_change\//,
  /^\/api\/my_numbers\//,
  /^\/api\/worker_invitations\//,
  /^\/api\/user\/user\//,
  /^\/api\/user\/email_change\//,
];

/** Security headers of ARCHITECTURE.md on every response. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // MUI (emotion) inserts <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        // the PDF preview (支払調書): a PDF fetched with the session headers, shown from a blob: URL of this page
        'frame-src': ["'self'", 'blob:'],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    },
    hsts: false, // sent below, and only over https
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const path = request.url.split('?')[0] ?? '';
    // API answers are not stored, unless a route chose its own caching (the public GET /api/app_config)
    if (path.startsWith('/api/') && !path.startsWith('/api/docs') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (tokenPagePatterns.some((p) => p.test(path))) reply.header('referrer-policy', 'no-referrer');
    reply.header('x-request-id', request.id);
  });
});
