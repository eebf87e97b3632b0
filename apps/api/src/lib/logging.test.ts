import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { newToken } from './tokens';
import { redactUrl } from './logging';

const token = newToken();

describe('redactUrl', () => {
  it.each([
    [`/user/password/${token}`, '/user/password/[redacted]'],
    [`/api/user/user/${token}`, '/api/user/user/[redacted]'],
    [`/user/user/${token}/`, '/user/user/[redacted]/'],
    [`/worker_invitations/${token}`, '/worker_invitations/[redacted]'],
    [`/api/worker_invitations/${token}?from=mail`, '/api/worker_invitations/[redacted]?from=mail'],
    [`/my_numbers/${token}`, '/my_numbers/[redacted]'],
    [`/api/my_numbers/${token}/images`, '/api/my_numbers/[redacted]/images'],
    ['/user/password/short-or-mistyped', '/user/password/[redacted]'],
    // I8: the e-mail change link, even a mistyped one
    ['/api/user/email_change/short-or-mistyped', '/api/user/email_change/[redacted]'],
    [`/user/reset_password/edit?token=${token}`, '/user/reset_password/edit?token=[redacted]'],
    [`/api/auth/validate?uid=a%40example.com&access-token=${token}&client=c`, '/api/auth/validate?uid=a%40example.com&access-token=[redacted]&client=c'],
    [`/anything?invitation_token=${token}&reset_password_token=${token}`, '/anything?invitation_token=[redacted]&reset_password_token=[redacted]'],
    [`/some/future/route/${token}`, '/some/future/route/[redacted]'],
    ['/api/storage/files?key=a%2Fb.pdf&expires=1&signature=0f3a', '/api/storage/files?key=a%2Fb.pdf&expires=1&signature=[redacted]'],
    ['/x?X-Amz-Signature=0f3a&X-Amz-Expires=60', '/x?X-Amz-Signature=[redacted]&X-Amz-Expires=60'],
  ])('masks %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves URLs without tokens as they are', () => {
    for (const url of [
      '/api/workers/abcdefghij2345672345',
      '/api/my_numbers/register',
      '/user/reset_password',
      '/api/v2/employee/contracts?page=2&search=%E5%B1%B1%E7%94%B0',
      '/worker?tokens=1',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

const lines: string[] = [];
const ctx = useTestApp({
  env: { logLevel: 'info', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' },
  logStream: new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  }),
});

describe('the access log', () => {
  it('never holds the token of a worker invitation, My Number or password link', async () => {
    for (const url of [`/worker_invitations/${token}`, `/api/my_numbers/${token}`, `/api/user/user/${token}`, `/user/password/${token}`]) {
      await ctx.call('GET', url);
    }
    const log = lines.join('');
    expect(log).toContain('/worker_invitations/[redacted]');
    expect(log).not.toContain(token);
  });
});
