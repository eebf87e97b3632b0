import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('seeds the demo company by default only on the embedded database', () => {
    expect(loadEnv({}).seedDemo).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://app@db.example.com:5432/freelance' }).seedDemo).toBe(false);
  });

  it('lets an explicit SEED_DEMO win either way', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://app@db.example.com/freelance', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('explains a bad value in one sentence in Japanese and English', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/^環境変数の値が正しくありません（PORT: .*）。.*\nInvalid environment \(PORT: /);
  });
});
