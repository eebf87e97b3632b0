/**
 * Mail the API delivered over SMTP to the catcher that e2e/global-setup.ts runs (one .eml file per message in
 * E2E_MAIL_DIR). `waitForMail({ to, subject })` polls until a matching message arrives and answers it decoded.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReceivedMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text part, in order. */
  links: string[];
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (e2e/global-setup.ts sets it)');
  return dir;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), as nodemailer writes Japanese subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Headers of one entity (unfolded), and its body. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text/plain and text/html parts (walks multipart/alternative and multipart/mixed). */
function parts(raw: string): { text: string; html: string } {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const out = { text: '', html: '' };
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const inner = parts(section.replace(/^\r?\n/, ''));
      out.text ||= inner.text;
      out.html ||= inner.html;
    }
    return out;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : { text: decoded, html: '' };
}

export function parseMail(file: string, raw: string): ReceivedMail {
  const { headers } = splitEntity(raw);
  const { text, html } = parts(raw);
  return {
    file,
    to: (headers.get('to') ?? '').split(',').map((a) => (/<([^>]+)>/.exec(a)?.[1] ?? a).trim().toLowerCase()),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    html,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

export async function readMails(): Promise<ReceivedMail[]> {
  const dir = mailDir();
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseMail(f, await readFile(path.join(dir, f), 'utf8'))));
}

/** Waits for the newest message to `to` (and whose subject contains `subject`), arrived after `after` (a file name). */
export async function waitForMail(opts: { to: string; subject?: string; after?: string; timeoutMs?: number }): Promise<ReceivedMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  const to = opts.to.toLowerCase();
  for (;;) {
    const found = (await readMails())
      .filter((m) => m.to.includes(to) && (!opts.subject || m.subject.includes(opts.subject)) && (!opts.after || m.file > opts.after))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${opts.to}${opts.subject ? ` with subject "${opts.subject}"` : ''} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
