import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  deliveryStatusLabels,
  groupProgress,
  invoiceRegistrationNote,
  invoiceStatusLabels,
  inspectionDateProblem,
  invoiceTransactionDate,
  MAX_DELIVERY_FILES,
  progressLabels,
  type DeliveryDetailWire,
  type DeliveryListItem,
  type DeliveryWire,
  type InvoiceWire,
  type ReviewStatus,
  type approvalBodySchema,
  type deliveryApprovalBodySchema,
  type deliveryBodySchema,
  type deliveryListQuerySchema,
  type invoiceBodySchema,
  type rejectionBodySchema,
  type uploadRequestSchema,
} from '@app/shared/deliveries';
import type { GroupNotificationStatus } from '@app/shared/contract-progress';
import { japanDate, todayInJapan } from '@app/shared/format';
import { foldForSearch } from '@app/shared/kana';
import { documentRegistrationNumber } from '@app/shared/invoice-registrations';
import { ja } from '@app/shared/messages/ja';
import { documentTotals } from '@app/shared/tax';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../db/client';
import { newCode } from '../../../lib/codes';
import { conflict, invalid, notFound } from '../../../lib/errors';
import { isValidKey, MAX_UPLOAD_BYTES, type FileStorage } from '../../../lib/storage';
import { attachUpload, issueUpload } from '../../platform/storage/uploads';
import type { AuthContext } from '../../../lib/auth-context';
import { notifyEmployees, notifyWorker, type WorkerNoticeKind } from '../purchase-orders/ordering-notices';
import * as orders from '../purchase-orders/purchase-orders.repository';
import { requireWorkerFilter } from '../purchase-orders/purchase-orders.service';
import { workerName } from '../purchase-orders/purchase-order-wire';
import { findById as findWorkerById } from '../../partners/workers/workers.repository';
import * as repo from './deliveries.repository';

const DOWNLOAD_SECONDS = 5 * 60;

async function fileWire(storage: FileStorage, f: repo.StoredFileRef) {
  return { name: f.name, size: f.size, content_type: f.contentType, url: await storage.signedDownloadUrl(f.key, { expiresInSeconds: DOWNLOAD_SECONDS, fileName: f.name }) };
}

async function deliveryWire(storage: FileStorage, d: repo.DeliveryRow): Promise<DeliveryWire> {
  return {
    id: d.id,
    code: d.code,
    status: d.status,
    status_label: deliveryStatusLabels[d.status],
    comment: d.comment,
    files: await Promise.all(d.files.map((f) => fileWire(storage, f))),
    employee_comment: d.employeeComment,
    reviewed_by_name: d.reviewedByName,
    inspected_on: d.inspectedOn,
    submitted_at: d.submittedAt,
    reviewed_at: d.reviewedAt,
  };
}

/** An invoice with the delivery it bills (its 検収日 is the transaction date of the 経過措置 share). */
export type InvoiceWithDelivery = repo.InvoiceRow & { delivery: Pick<repo.DeliveryRow, 'inspectedOn' | 'submittedAt'> | null };

async function invoiceWire(storage: FileStorage, i: InvoiceWithDelivery): Promise<InvoiceWire> {
  // every invoice has its delivery (a foreign key); the invoice date stands in only if a caller lost it
  const transactionDate = i.delivery ? invoiceTransactionDate(i.delivery) : i.invoiceDate;
  return {
    id: i.id,
    code: i.code,
    status: i.status,
    status_label: invoiceStatusLabels[i.status],
    uses_payment_notification: i.usesPaymentNotification,
    invoice_number: i.invoiceNumber,
    invoice_date: i.invoiceDate,
    registration_number: i.registrationNumber,
    transaction_date: transactionDate,
    registration_note: invoiceRegistrationNote(i.registrationNumber, transactionDate),
    per_rate: i.perRate,
    subtotal: i.subtotal,
    tax_total: i.taxTotal,
    total: i.total,
    comment: i.comment,
    file: i.file ? await fileWire(storage, i.file) : null,
    employee_comment: i.employeeComment,
    reviewed_by_name: i.reviewedByName,
    submitted_at: i.submittedAt,
    reviewed_at: i.reviewedAt,
  };
}

/**
 * Each item group's 支払通知書 status, and whether it pays late (after the group's 支払期日 with a confirmed 支払遅延).
 * Payments sits above ordering, so deliveries does not import it: the routes plugins that show a group's progress take
 * this as an option, and app.ts passes payment-notifications.repository#notificationStatusOfGroups.
 */
export type NotificationStatusOf = (
  db: Queryable,
  groupIds: readonly number[],
) => Promise<Map<number, { status: GroupNotificationStatus; late: boolean }>>;

/** The state of one item group: its deliveries and invoices (newest first) and its progress. */
export async function groupStates(db: Queryable, notificationStatusOf: NotificationStatusOf, groupIds: readonly number[]) {
  // one after another: on a transaction's client, queries do not run side by side
  const ds = await repo.deliveriesOfGroups(db, groupIds);
  const is = await repo.invoicesOfGroups(db, groupIds);
  const notified = await notificationStatusOf(db, groupIds);
  return new Map(
    groupIds.map((id) => {
      const deliveries = ds.filter((d) => d.itemGroupId === id);
      const invoices: InvoiceWithDelivery[] = is.filter((i) => i.itemGroupId === id).map((i) => ({ ...i, delivery: deliveries.find((d) => d.id === i.deliveryId) ?? null }));
      const notification = notified.get(id);
      const progress = groupProgress(deliveries[0]?.status ?? null, invoices[0]?.status ?? null, notification?.status ?? null, notification?.late ?? false);
      return [id, { deliveries, invoices, progress }];
    }),
  );
}

// ── the company side ─────────────────────────────────────────────────────────

async function requireDelivery(db: Queryable, auth: AuthContext, code: string, forUpdate = false) {
  const d = await repo.findDelivery(db, auth.companyId, code, { forUpdate });
  if (!d) throw notFound(ja.deliveries.notFound);
  return d;
}

export async function deliveryDetail(
  db: Queryable,
  storage: FileStorage,
  notificationStatusOf: NotificationStatusOf,
  companyId: number,
  d: repo.DeliveryRow,
): Promise<DeliveryDetailWire> {
  // one after another: on a transaction's client, queries do not run side by side
  const found = await repo.findGroup(db, companyId, d.itemGroupId);
  const parties = await orders.findContractWithParties(db, companyId, { id: d.contractId });
  const states = await groupStates(db, notificationStatusOf, [d.itemGroupId]);
  if (!found || !parties) throw notFound(ja.deliveries.notFound);
  const state = states.get(d.itemGroupId)!;
  const invoices = await Promise.all(state.invoices.map((i) => invoiceWire(storage, i)));
  return {
    ...(await deliveryWire(storage, d)),
    order: { code: found.order.code, number: found.order.number, title: found.order.title, status: found.order.status },
    group: {
      id: found.group.id,
      title: found.group.title,
      delivery_date: found.group.deliveryDate,
      payment_due_date: found.group.paymentDueDate,
      subtotal: found.group.subtotal,
    },
    worker: { code: parties.worker.code, name: workerName(parties) },
    contract: { code: parties.contract.code, title: parties.contract.title },
    history: await Promise.all(state.deliveries.filter((x) => x.id !== d.id).map((x) => deliveryWire(storage, x))),
    invoice: invoices[0] ?? null,
    invoice_history: invoices.slice(1),
    progress: state.progress,
    progress_label: progressLabels[state.progress],
  };
}

export async function getDelivery(db: Db, storage: FileStorage, notificationStatusOf: NotificationStatusOf, auth: AuthContext, code: string) {
  return deliveryDetail(db, storage, notificationStatusOf, auth.companyId, await requireDelivery(db, auth, code));
}

type ListQuery = z.output<typeof deliveryListQuerySchema>;

export async function listDeliveries(db: Db, auth: AuthContext, query: ListQuery, contractCode?: string) {
  const filter: repo.DeliveryListFilter = { status: query.status, invoiceStatus: query.invoice_status, keyword: query.keyword ? foldForSearch(query.keyword) : undefined };
  if (contractCode !== undefined) {
    const parties = await orders.findContractWithParties(db, auth.companyId, { code: contractCode });
    if (!parties) throw notFound(ja.orders.contractNotFound);
    filter.contractId = parties.contract.id;
  }
  if (query.worker_code) filter.workerId = await requireWorkerFilter(db, auth, query.worker_code);
  const { rows, total } = await repo.listDeliveriesPage(db, auth.companyId, filter, query.limit, (query.page - 1) * query.limit);
  const data: DeliveryListItem[] = rows.map((r) => {
    const invoiceStatus = (r.invoiceStatus as ReviewStatus | null) ?? null;
    return {
      id: r.delivery.id,
      code: r.delivery.code,
      status: r.delivery.status,
      status_label: deliveryStatusLabels[r.delivery.status],
      invoice_status: invoiceStatus,
      progress_label: progressLabels[groupProgress(r.delivery.status, r.delivery.status === 'approved' ? invoiceStatus : null)],
      submitted_at: r.delivery.submittedAt,
      reviewed_at: r.delivery.reviewedAt,
      order: r.order,
      group: { id: r.delivery.itemGroupId, title: r.group.title, delivery_date: r.group.deliveryDate, subtotal: r.group.subtotal },
      worker: { code: r.worker.code, name: workerDisplayName(r.worker.fullName, r.worker.tradeName) },
      contract: r.contract,
    };
  });
  return { data, meta: { total_count: total, page: query.page, limit: query.limit } };
}

/** Tells the worker (mail + portal notice) how the company reviewed a delivery or invoice of the group. */
async function tellWorker(tx: Queryable, auth: AuthContext, d: repo.DeliveryRow, kind: WorkerNoticeKind, comment: string, appUrl: string) {
  // one after another: on a transaction's client, queries do not run side by side
  const found = await repo.findGroup(tx, auth.companyId, d.itemGroupId);
  const parties = await orders.findContractWithParties(tx, auth.companyId, { id: d.contractId });
  const company = await orders.findCompany(tx, auth.companyId);
  if (!found || !parties) throw notFound(ja.deliveries.notFound);
  await notifyWorker(tx, {
    kind,
    companyId: auth.companyId,
    companyName: company?.name ?? '',
    parties,
    order: found.order,
    appUrl,
    comment: comment || null,
    groupTitle: found.group.title,
  });
}

/** The columns a review writes (delivery or invoice). */
function reviewColumns(auth: AuthContext, decision: 'approved' | 'rejected', comment: string) {
  return { status: decision, employeeComment: comment || null, reviewedById: auth.employeeId, reviewedByName: auth.profile.name, reviewedAt: new Date().toISOString() };
}

/**
 * POST /v2/employee/deliveries/{code}/approvals and …/rejections. Approval records the 検収日 the body gives (today in
 * Japan when absent): not after today, not before the day the delivery was submitted (422 on `inspectedOn`).
 */
export async function reviewDelivery(
  db: Db,
  storage: FileStorage,
  notificationStatusOf: NotificationStatusOf,
  auth: AuthContext,
  code: string,
  decision: 'approved' | 'rejected',
  body: z.output<typeof deliveryApprovalBodySchema> | z.output<typeof rejectionBodySchema>,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    const d = await requireDelivery(tx, auth, code, true);
    if (d.status !== 'reviewing') throw conflict(ja.deliveries.notReviewing);
    let inspectedOn: string | null = null;
    if (decision === 'approved') {
      const today = todayInJapan();
      inspectedOn = ('inspectedOn' in body && body.inspectedOn) || today;
      const problem = inspectionDateProblem(inspectedOn, japanDate(d.submittedAt) ?? today, today);
      if (problem) throw invalid({ inspectedOn: [problem] });
    }
    const updated = await repo.updateDelivery(tx, d.id, { ...reviewColumns(auth, decision, body.employeeComment), inspectedOn });
    await tellWorker(tx, auth, d, decision === 'approved' ? 'delivery_approved' : 'delivery_rejected', body.employeeComment, appUrl);
    return deliveryDetail(tx, storage, notificationStatusOf, auth.companyId, updated);
  });
}

/** POST /v2/employee/deliveries/{code}/invoice/approvals and …/rejections: the group's latest invoice. */
export async function reviewInvoice(
  db: Db,
  storage: FileStorage,
  notificationStatusOf: NotificationStatusOf,
  auth: AuthContext,
  code: string,
  decision: 'approved' | 'rejected',
  body: z.output<typeof approvalBodySchema> | z.output<typeof rejectionBodySchema>,
  appUrl: string,
) {
  return db.transaction(async (tx) => {
    const d = await requireDelivery(tx, auth, code);
    const [latest] = await repo.invoicesOfGroups(tx, [d.itemGroupId]);
    const invoice = latest ? await repo.findInvoiceForUpdate(tx, auth.companyId, latest.id) : undefined;
    if (!invoice) throw notFound(ja.invoices.notFound);
    if (invoice.status !== 'reviewing') throw conflict(ja.invoices.notReviewing);
    await repo.updateInvoice(tx, invoice.id, reviewColumns(auth, decision, body.employeeComment));
    await tellWorker(tx, auth, d, decision === 'approved' ? 'invoice_approved' : 'invoice_rejected', body.employeeComment, appUrl);
    return deliveryDetail(tx, storage, notificationStatusOf, auth.companyId, d);
  });
}

// ── the worker side ──────────────────────────────────────────────────────────

/** The group, if it belongs to an order of one of the account's worker rows that was sent to it. */
export type WorkerGroupAccess = (db: Queryable, groupId: number) => Promise<{ companyId: number; workerId: number } | null>;

function uploadKey(companyId: number, groupId: number, kind: 'deliveries' | 'invoices') {
  return `${kind}/${companyId}/${groupId}/${randomBytes(12).toString('hex')}`;
}

/** Where an attached file lives: a key no upload policy names (issue #19 N1). */
function finalKey(prefix: string) {
  return `${prefix}/final-${randomBytes(12).toString('hex')}`;
}

/** Uploads are counted per worker-portal account (one account may work for several companies). */
async function uploadOwnerKey(db: Queryable, companyId: number, workerId: number): Promise<string> {
  const row = await findWorkerById(db, companyId, workerId);
  return row?.accountId ? `worker_account:${row.accountId}` : `worker:${workerId}`;
}

async function requireWorkerGroup(db: Queryable, access: WorkerGroupAccess, groupId: number) {
  const owner = await access(db, groupId);
  const found = owner ? await repo.findGroup(db, owner.companyId, groupId) : undefined;
  if (!owner || !found) throw notFound(ja.orders.notFound);
  return { owner, ...found };
}

/**
 * POST /v2/worker/item_groups/{id}/uploads: a pre-signed POST for one attachment (PDF, JPEG, PNG ≤ 10 MB, 5 minutes),
 * recorded as pending for the worker's account (at most 20 unattached, 60 an hour; issue #19 N5).
 */
export async function presignUpload(
  db: Db,
  storage: FileStorage,
  access: WorkerGroupAccess,
  groupId: number,
  kind: 'deliveries' | 'invoices',
  body: z.output<typeof uploadRequestSchema>,
) {
  const { owner } = await requireWorkerGroup(db, access, groupId);
  const key = uploadKey(owner.companyId, groupId, kind);
  const ownerKey = await uploadOwnerKey(db, owner.companyId, owner.workerId);
  const post = await issueUpload(db, storage, { companyId: owner.companyId, ownerKey }, { key, contentTypes: [body.content_type], maxBytes: MAX_UPLOAD_BYTES });
  return { key, url: post.url, fields: post.fields };
}

/**
 * A file of a submission: one of the account's pending uploads under the group's prefix, attached (read once,
 * sniffed, hashed, copied to a final key, the upload deleted). Anything else, a malformed key included, is 422.
 */
async function checkFile(db: Queryable, storage: FileStorage, owner: { companyId: number; workerId: number }, key: string, prefix: string, name: string): Promise<repo.StoredFileRef> {
  if (!isValidKey(key) || !key.startsWith(`${prefix}/`)) throw invalid({ files: [ja.deliveries.fileNotUploaded] });
  const attached = await attachUpload(db, storage, {
    key,
    ownerKey: await uploadOwnerKey(db, owner.companyId, owner.workerId),
    contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: MAX_UPLOAD_BYTES,
    finalKey: () => finalKey(prefix),
  });
  if (!attached.ok) {
    const message = attached.reason === 'missing' ? ja.deliveries.fileNotUploaded : attached.reason === 'tooLarge' ? ja.storage.tooLarge : ja.storage.contentMismatch;
    throw invalid({ files: [message] });
  }
  const f = attached.file;
  return { key: f.key, name, size: f.size, contentType: f.contentType, sha256: f.sha256 };
}

/** Attaches every file of a submission; when one is refused, the ones already attached are deleted again. */
async function checkFiles(db: Queryable, storage: FileStorage, owner: { companyId: number; workerId: number }, files: { key: string; name: string }[], prefix: string) {
  const out: repo.StoredFileRef[] = [];
  try {
    for (const f of files) out.push(await checkFile(db, storage, owner, f.key, prefix, f.name));
  } catch (error) {
    await discardAttached(storage, out);
    throw error;
  }
  return out;
}

/** A refused submission leaves nothing behind: its attached files are deleted. */
async function discardAttached(storage: FileStorage, files: (repo.StoredFileRef | null)[]) {
  for (const f of files) if (f) await storage.delete(f.key);
}

/** POST /v2/worker/item_groups/{id}/deliveries: a group of an approved order, with no delivery open or approved. */
export async function submitDelivery(
  db: Db,
  storage: FileStorage,
  notificationStatusOf: NotificationStatusOf,
  access: WorkerGroupAccess,
  groupId: number,
  body: z.output<typeof deliveryBodySchema>,
) {
  const { owner, order } = await requireWorkerGroup(db, access, groupId);
  if (body.files.length > MAX_DELIVERY_FILES) throw invalid({ files: [ja.deliveries.filesTooMany(MAX_DELIVERY_FILES)] });
  const prefix = `deliveries/${owner.companyId}/${groupId}`;
  const files = await checkFiles(db, storage, owner, body.files, prefix);
  const discard = async (error: unknown) => {
    await discardAttached(storage, files);
    throw error;
  };
  return db.transaction(async (tx) => {
    // serialises two submissions for one order (the partial unique index settles a race as 409 anyway)
    const [locked] = (await tx.execute<{ status: string }>(sql`select status from purchase_orders where id = ${order.id} for update`)).rows;
    if (locked?.status !== 'approved') throw conflict(ja.deliveries.groupNotOrdered);
    const states = await groupStates(tx, notificationStatusOf, [groupId]);
    const latest = states.get(groupId)!.deliveries[0];
    if (latest && latest.status !== 'rejected') throw conflict(ja.deliveries.alreadyDelivered);
    const delivery = await repo.insertDelivery(tx, {
      companyId: owner.companyId,
      itemGroupId: groupId,
      purchaseOrderId: order.id,
      contractId: order.contractId,
      workerId: owner.workerId,
      code: newCode(),
      comment: body.comment || null,
      files,
    });
    const parties = await orders.findContractWithParties(tx, owner.companyId, { id: order.contractId });
    if (parties) {
      const group = await repo.findGroup(tx, owner.companyId, groupId);
      await notifyEmployees(tx, {
        kind: 'delivery_submitted',
        companyId: owner.companyId,
        order,
        workerName: workerName(parties),
        workerCode: parties.worker.code,
        contractCode: parties.contract.code,
        groupTitle: group?.group.title,
        deliveryCode: delivery.code,
      });
    }
    return deliveryWire(storage, delivery);
  }).catch(discard);
}

/** POST /v2/worker/item_groups/{id}/invoices: after the group's delivery was approved; amounts from the order. */
export async function submitInvoice(
  db: Db,
  storage: FileStorage,
  notificationStatusOf: NotificationStatusOf,
  access: WorkerGroupAccess,
  groupId: number,
  body: z.output<typeof invoiceBodySchema>,
) {
  const { owner, order, group } = await requireWorkerGroup(db, access, groupId);
  const [file = null] = body.file ? await checkFiles(db, storage, owner, [body.file], `invoices/${owner.companyId}/${groupId}`) : [];
  const discard = async (error: unknown) => {
    await discardAttached(storage, [file]);
    throw error;
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from purchase_order_item_groups where id = ${groupId} for update`);
    const state = (await groupStates(tx, notificationStatusOf, [groupId])).get(groupId)!;
    const delivery = state.deliveries[0];
    if (!delivery || delivery.status !== 'approved') throw conflict(ja.invoices.deliveryNotApproved);
    const latest = state.invoices[0];
    if (latest && latest.status !== 'rejected') throw conflict(ja.invoices.alreadyInvoiced);
    // one after another: on a transaction's client, queries do not run side by side
    const items = await orders.groupsOf(tx, [order.id]).then((gs) => gs.find((g) => g.id === groupId)?.items ?? []);
    const parties = await orders.findContractWithParties(tx, owner.companyId, { id: order.contractId });
    if (!parties) throw notFound(ja.orders.notFound);
    // once per rate per document from the lines' amounts: a per-line tax an old order carries never reaches the 請求書
    const totals = documentTotals(items.map((i) => ({ amount: i.amount, taxRate: i.taxRate })));
    const entered = parties.profile?.invoiceStatus === 'registered' ? parties.profile.invoiceRegistrationNumber : null;
    // a registration that ended (失効・取消) on or before the 取引日 does not hold: the 請求書 is non-registered (経過措置)
    const registered = documentRegistrationNumber(entered, await repo.registrationEndedOn(tx, entered), [invoiceTransactionDate(delivery)]);
    const invoice = await repo.insertInvoice(tx, {
      companyId: owner.companyId,
      itemGroupId: groupId,
      deliveryId: delivery.id,
      code: newCode(),
      usesPaymentNotification: body.uses_payment_notification,
      invoiceNumber: body.uses_payment_notification ? null : body.invoice_number || null,
      // the 支払通知書 serves as the invoice: no date of the worker's own; the day it was handed in (Japan)
      invoiceDate: (!body.uses_payment_notification && body.invoice_date) || todayInJapan(),
      registrationNumber: registered ?? null,
      perRate: totals.perRate,
      subtotal: totals.subtotal,
      taxTotal: totals.taxTotal,
      total: totals.total,
      comment: body.comment || null,
      file,
    });
    await notifyEmployees(tx, {
      kind: 'invoice_submitted',
      companyId: owner.companyId,
      order,
      workerName: workerName(parties),
      workerCode: parties.worker.code,
      contractCode: parties.contract.code,
      groupTitle: group.title,
      deliveryCode: delivery.code,
    });
    return invoiceWire(storage, { ...invoice, delivery });
  }).catch(discard);
}

export { deliveryWire, invoiceWire };
