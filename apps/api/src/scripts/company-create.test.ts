import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';

const run = promisify(execFile);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ctx = useTestApp();

async function companyCreate(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/scripts/company-create.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: ctx.database.url },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run company:create', () => {
  it('creates a company and an owner who can sign in, with no demo data', async () => {
    const res = await companyCreate(['--name', '本番株式会社', '--email', 'boss@honban.example.jp', '--password', 'secure-pass-123']);
    expect(res.stdout).toContain('会社「本番株式会社」を作成しました');
    expect(res.code).toBe(0);
    const h = await ctx.signIn('boss@honban.example.jp', 'secure-pass-123');
    const profile = (await ctx.call('GET', '/api/profile', { headers: h })).json().data.profile;
    expect(profile).toMatchObject({ company_name: '本番株式会社', role: 'owner_administrator' });
    const workers = (await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json();
    expect(workers.total_count).toBe(0);
  });

  it('refuses an e-mail already in use', async () => {
    const company = await ctx.makeCompany();
    const res = await companyCreate(['--name', '重複株式会社', '--email', company.owner.email, '--password', 'secure-pass-123']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('このメールアドレスは既に使用されています');
  });

  it('explains its usage when arguments are missing, and refuses a short password', async () => {
    const usage = await companyCreate(['--name', '株式会社']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('使い方');
    const short = await companyCreate(['--name', '株式会社', '--email', 'a@example.com', '--password', 'short']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('8文字以上');
  });
});
