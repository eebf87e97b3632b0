import type { FastifyRequest } from 'fastify';

/** Never log secrets: token headers, passwords, personal numbers. */
export const logRedaction = {
  paths: [
    'req.headers["access-token"]',
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["access-token"]',
    '*.password',
    '*.current_password',
    '*.password_confirmation',
    '*.token',
    '*.my_number_value',
    // マイナンバー (issue #12): the entry body ({my_number:{my_number}}), company forms and the reveal answer
    '*.my_number',
    'my_number_value',
    '*.my_number_values',
  ],
  censor: '[redacted]',
};

/**
 * Path segments that carry a link token: the segment after one of these prefixes (API or SPA path, with or without
 * `/api`), except the fixed words that live beside the token routes.
 */
const TOKEN_PATH_PREFIXES = ['user/user', 'user/password', 'user/email_change', 'my_numbers', 'worker_invitations'];
const NOT_A_TOKEN = new Set(['register', 'reset_password', 'upload_url', 'edit']);
/** A segment shaped like a token anywhere (ours are 43 base64url characters; codes are 20): masked too. */
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{32,}$/;
/**
 * Query parameters that carry a token: `token`, `access-token`, `reset_password_token`, `invitation_token` …, and the
 * signature of a signed download link (`signature`, S3's `X-Amz-Signature`): whoever reads it may fetch the file.
 */
const TOKEN_QUERY_KEY = /(?:^|[_-])(?:token|signature)$/i;

/**
 * One rule for every URL before it reaches the log: a path segment is masked when it follows a token prefix or looks
 * like a token, and a query value is masked when its key names a token. Nothing else of the URL changes.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  const segments = path.split('/');
  const masked = segments.map((segment, i) => {
    if (segment === '' || NOT_A_TOKEN.has(segment)) return segment;
    const before = segments.slice(0, i).join('/');
    if (TOKEN_PATH_PREFIXES.some((prefix) => before.endsWith(`/${prefix}`))) return '[redacted]';
    return TOKEN_SHAPED.test(segment) ? '[redacted]' : segment;
  });
  const maskedQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let key = pair.slice(0, eq);
      try {
        key = decodeURIComponent(key);
      } catch {
        // an undecodable key is compared as it is
      }
      return TOKEN_QUERY_KEY.test(key) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return q === -1 ? masked.join('/') : `${masked.join('/')}?${maskedQuery}`;
}

export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip, userAgent: req.headers['user-agent'] };
}
