/**
 * A start-up failure the person running `npm start` (or a script) can fix: printed as one sentence in Japanese and
 * the same sentence in English, never as a stack trace.
 */
export class StartupError extends Error {
  constructor(
    readonly ja: string,
    readonly en: string,
  ) {
    super(`${ja}\n${en}`);
    this.name = 'StartupError';
  }
}

/** The sentence(s) to print for any error that stops the start: a StartupError as it is, anything else in one line. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const e = error as { code?: unknown; message?: unknown; port?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const detail = firstLine(e?.message) ?? firstLine(error) ?? 'unknown error';
  if (code === 'EADDRINUSE') {
    return (
      `ポート${e?.port ? ` ${String(e.port)}` : ''} は他のプログラムが使用中です。PORT で別のポートを指定してください。\n` +
      `The port${e?.port ? ` ${String(e.port)}` : ''} is already in use; set PORT to another port.`
    );
  }
  if (code === 'EACCES' && typeof e?.port === 'number') {
    return (
      `ポート ${e.port} を開く権限がありません。1024 以上のポートを PORT に指定してください。\n` +
      `Not allowed to listen on port ${e.port}; set PORT to 1024 or above.`
    );
  }
  return `起動できませんでした: ${detail}\nThe app could not start: ${detail}`;
}

function firstLine(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.trim().split('\n')[0];
}

/** Runs a command-line script's `main` and exits with its code; a failure to start is one sentence, never a stack. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(describeStartupFailure(error));
      process.exit(1);
    },
  );
}
