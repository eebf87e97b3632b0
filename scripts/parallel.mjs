// Runs npm scripts side by side (`node scripts/parallel.mjs typecheck lint knip`): on a 2-core machine the type-checker
// and the linter, each single-threaded, take one core each; knip (about 10 s) fits beside them. Each script's output is
// printed whole when it ends (not interleaved); the exit code is the first failure's, after every script has ended.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`== npm run ${name}: ${code === 0 ? 'ok' : `FAILED (${signal ?? code})`} after ${seconds} s\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
