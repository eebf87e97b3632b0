import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, 'test-summary.mjs');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'summary-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const vitestReport = (tests: { title: string; status: string; duration: number }[]) => ({
  numPassedTests: tests.filter((t) => t.status === 'passed').length,
  numFailedTests: tests.filter((t) => t.status === 'failed').length,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    { name: path.join(process.cwd(), 'apps/api/src/a.test.ts'), status: 'passed', assertionResults: tests.map((t) => ({ ...t, fullName: t.title })) },
  ],
});

const playwrightReport = (stats: { expected: number; unexpected: number; flaky: number; skipped: number }, durations: number[]) => ({
  stats,
  errors: [],
  suites: [
    {
      title: 'x.spec.ts',
      file: 'x.spec.ts',
      specs: durations.map((ms, i) => ({ title: `journey ${i + 1}`, file: 'x.spec.ts', tests: [{ results: [{ duration: ms }] }] })),
    },
  ],
});

async function summary(args: string[] = []): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [script, ...args], { env: { ...process.env, TEST_RESULTS_DIR: dir } });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

describe('scripts/test-summary.mjs', () => {
  it('counts a test that passed only on a retry (flaky) as failed and exits 1', async () => {
    await writeFile(path.join(dir, 'vitest.json'), JSON.stringify(vitestReport([{ title: 'a', status: 'passed', duration: 5 }])));
    await writeFile(path.join(dir, 'playwright.json'), JSON.stringify(playwrightReport({ expected: 2, unexpected: 0, flaky: 1, skipped: 0 }, [10, 20, 30])));
    const { code, out } = await summary();
    expect(out.trim().split('\n').at(-1)).toBe('3 passed, 1 failed, 0 skipped');
    expect(code).toBe(1);
  });

  it('prints the ten slowest tests, slowest first, and saves the counts; --sum adds saved counts up', async () => {
    const tests = Array.from({ length: 12 }, (_, i) => ({ title: `unit ${i + 1}`, status: 'passed', duration: (i + 1) * 1000 }));
    await writeFile(path.join(dir, 'vitest.json'), JSON.stringify(vitestReport(tests)));
    const { code, out } = await summary(['--vitest']);
    expect(code).toBe(0);
    const slow = out.split('\n').filter((l) => l.includes(' s  '));
    expect(slow).toHaveLength(10);
    expect(slow[0]).toContain('unit 12');
    expect(slow[9]).toContain('unit 3');
    expect(out.trim().split('\n').at(-1)).toBe('12 passed, 0 failed, 0 skipped');
    const saved = path.join(dir, 'saved.json');
    await writeFile(saved, await readFile(path.join(dir, 'summary.json'), 'utf8'));
    const sum = await summary(['--sum', saved, saved]);
    expect(sum.out.trim()).toBe('24 passed, 0 failed, 0 skipped');
    expect(sum.code).toBe(0);
  });
});
