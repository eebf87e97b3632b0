/** L8 (issue #19): every page and API answer that carries a link token sends `Referrer-Policy: no-referrer`. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';

const ctx = useTestApp();

describe('link-token pages', () => {
  it.each([
    '/worker_invitations/tok123',
    '/portal/reset_password/edit?token=tok123',
    '/user/password/tok123',
    '/user/reset_password/edit?reset_password_token=tok123',
    '/my_numbers/tok123',
    '/my_numbers/tok123/confirm',
    '/user/email_change/tok123',
    '/api/worker_invitations/tok123',
    '/api/user/user/tok123',
    '/api/my_numbers/tok123',
    '/api/user/email_change/tok123',
  ])('%s sends no Referer', async (url) => {
    const res = await ctx.call('GET', url);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('other pages keep strict-origin-when-cross-origin', async () => {
    for (const url of ['/portal/login', '/portal/reset_password', '/login', '/api/health']) {
      expect((await ctx.call('GET', url)).headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});
