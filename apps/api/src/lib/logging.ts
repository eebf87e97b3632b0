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
  ],
  censor: '[redacted]',
};

/** Link tokens travel in some paths and queries: mask them before a URL reaches the log. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:user\/user|user\/password|my_numbers)\/)(?!register|reset_password|upload_url)[^/?]+/g, '$1[redacted]')
    .replace(/([?&](?:token|access-token)=)[^&]*/g, '$1[redacted]');
}

export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip, userAgent: req.headers['user-agent'] };
}
