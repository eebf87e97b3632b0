/** Secrets kept in DATA_DIR when the environment does not give them (the storage secret, MY_NUMBER_KEY). */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `DATA_DIR/<name>`: read when it exists, else 32 random bytes (base64) created once with mode 600 and kept, so that
 * what was signed or encrypted before a restart stays readable. `created` says whether this call made it.
 */
export async function loadOrCreateSecretFile(dataDir: string, name: string): Promise<{ value: string; created: boolean; file: string }> {
  const file = path.join(dataDir, name);
  try {
    return { value: (await readFile(file, 'utf8')).trim(), created: false, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64');
  try {
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { value: (await readFile(file, 'utf8')).trim(), created: false, file }; // another process won
    throw error;
  }
  await chmod(file, 0o600);
  return { value, created: true, file };
}
