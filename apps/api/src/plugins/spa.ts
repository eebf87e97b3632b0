import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ja } from '@app/shared/messages/ja';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API GET answered with index.html
 * (history fallback). Unknown API paths answer the JSON 404 envelope.
 *
 * The web build writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset (apps/web/vite.config.ts):
 * `preCompressed` sends the best one the browser accepts with its Content-Encoding and `Vary: accept-encoding`, and
 * the plain file to a browser that accepts neither. Nothing is compressed per request.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn('the web app is not built (apps/web/dist): only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/') || !root || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ errors: [ja.api.routeNotFound], code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
});
