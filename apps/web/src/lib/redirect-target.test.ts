import { describe, expect, it } from 'vitest';
import { isSafeTarget } from './redirect-target';

describe('isSafeTarget', () => {
  it('accepts app paths with a query', () => {
    expect(isSafeTarget('/notifications?page=1')).toBe(true);
    expect(isSafeTarget('/worker/abc/contract/def?only_contract=true')).toBe(true);
  });
  it('rejects other origins and the login page', () => {
    expect(isSafeTarget('//evil.example.com/x')).toBe(false);
    expect(isSafeTarget('/\\evil.example.com')).toBe(false);
    expect(isSafeTarget('https://evil.example.com')).toBe(false);
    expect(isSafeTarget('/login')).toBe(false);
    expect(isSafeTarget('/login?x=1')).toBe(false);
  });
});
