/** マイナンバー fixtures through the real API: a request, the mailed link, two pre-signed uploads, the submission. */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { myNumbers } from '../src/db/schema/my-numbers';
import { fixtureMyNumber, type AuthHeaders, type TestContext } from './helpers';
import { PDF_BYTES, PNG_BYTES, presignedUpload } from './storage-helpers';

/** The token of the newest マイナンバー mail to `to`. */
export async function myNumberTokenFromMail(ctx: TestContext, to: string): Promise<string> {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const token = /\/my_numbers\/([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no マイナンバー link mailed to ${to}`);
  return token;
}

export async function requestMyNumber(ctx: TestContext, h: AuthHeaders, workerCode: string, images = true) {
  const flags = { is_use_office_work: false, is_use_record: true, is_need_number_confirmation_file: images, is_need_identification_file: images };
  const res = await ctx.call('POST', `/api/businessors/${workerCode}/my_number`, { headers: h, body: { my_number: flags } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The worker's whole flow by a link token (both images asked for); answers the number and the stored row. */
export async function submitByLink(ctx: TestContext, token: string, number = fixtureMyNumber()) {
  const urls = await ctx.call('GET', `/api/my_numbers/upload_url?token=${token}&my_number_file_name=card.png&identification_file_name=id.pdf`);
  expect(urls.statusCode, urls.body).toBe(200);
  expect((await presignedUpload(ctx, urls.json().data.my_number, PNG_BYTES)).statusCode).toBe(204);
  expect((await presignedUpload(ctx, urls.json().data.identification, PDF_BYTES)).statusCode).toBe(204);
  const res = await ctx.call('PUT', `/api/my_numbers/${token}`, {
    body: { my_number: { my_number: number, number_confirmation_file_name: 'card.png', identification_file_name: 'id.pdf' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return number;
}

export async function myNumberRowOf(ctx: TestContext, workerId: number) {
  const [row] = await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, workerId));
  return row;
}
