import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claimDueMail, markFailedAttempt, markSent } from '../modules/platform/mail/mail.repository';

export const MAX_ATTEMPTS = 8;

/** Back-off after the n-th failed attempt: 30 s, 1 min, 2 min … capped at 1 h; null = give up. */
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(3600, 30 * 2 ** (attempts - 1));
}

export type OutboxOptions = {
  db: Db;
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
};

/**
 * The in-process delivery worker: every few seconds it claims due mail and sends it over SMTP (SMTP_URL),
 * or writes it as an .eml file (0600) under DATA_DIR/mail (0700). Failures are retried with back-off; after the last
 * attempt the mail is `failed` and the company's owners and administrators are notified. Sent or failed, the bodies
 * (which carry the link) are dropped from the outbox.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly transport: Transporter;

  constructor(private readonly opts: OutboxOptions) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  start(): void {
    const tick = () => {
      void this.runOnce().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.opts.intervalMs ?? 2000);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** Delivers every due mail once; answers how many were sent. */
  runOnce(): Promise<number> {
    this.running ??= this.deliverDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private mailDirReady = false;

  /**
   * The mail folder, private to the server's user (0700), created on first use. The first use also tightens a folder
   * left by an older version: the folder to 0700 and the .eml files already in it to 0600.
   */
  private async mailDir(): Promise<string> {
    const dir = this.opts.mailDir;
    if (!this.mailDirReady) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.chmod(dir, 0o700);
      for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        if (entry.isFile() && entry.name.endsWith('.eml')) await fs.chmod(path.join(dir, entry.name), 0o600);
      }
      this.mailDirReady = true;
    }
    return dir;
  }

  private async deliverDue(): Promise<number> {
    let sent = 0;
    try {
      const due = await claimDueMail(this.opts.db, 20, 120);
      for (const mail of due) {
        try {
          const info: { message?: unknown } = await this.transport.sendMail({
            from: this.opts.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody ?? '',
            html: mail.htmlBody ?? '',
          });
          let deliveredTo = 'smtp';
          if (!this.opts.smtpUrl) {
            const file = path.join(await this.mailDir(), `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
            // 0600: the file holds the link; `flag: 'wx'` never follows or reuses an existing path
            await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
            deliveredTo = file;
            this.opts.log.info({ mailId: mail.id, file }, 'mail written to file (SMTP_URL is not set)');
          } else {
            this.opts.log.info({ mailId: mail.id }, 'mail delivered over SMTP');
          }
          await markSent(this.opts.db, mail.id, deliveredTo);
          sent++;
        } catch (error) {
          const delay = retryDelaySeconds(mail.attempts + 1);
          const status = await markFailedAttempt(this.opts.db, mail.id, error instanceof Error ? error.message : String(error), delay);
          if (status === 'failed') {
            this.opts.log.error({ mailId: mail.id, companyId: mail.companyId, err: error }, 'mail delivery given up; administrators notified');
          } else {
            this.opts.log.warn({ mailId: mail.id, err: error, retryInSeconds: delay }, 'mail delivery failed');
          }
        }
      }
    } catch (error) {
      this.opts.log.error({ err: error }, 'outbox round failed');
    }
    return sent;
  }
}
