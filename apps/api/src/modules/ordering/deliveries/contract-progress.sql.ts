/**
 * The SQL twin of `groupProgress` / `contractProgress` (packages/shared/src/contract-progress.ts), for the lists that
 * show or filter a contract's progress label in one statement. A group's progress is a rank (its index in
 * `progressKeys`, least advanced first); a contract's is the least rank over the item groups of its approved orders,
 * null when it has none (支払遅延, rank 0, from the notification's confirmed late date and the group's 支払期日).
 * contract-progress.test.ts runs the twin over every combination of states.
 *
 * The deliveries module owns deliveries and invoices, so the SQL reading them lives here; the worker's contract tab and
 * the portal read it through the contracts' port (contracts/contract-progress.ts#ContractProgress, implemented by
 * deliveries.repository#contractProgress). The contract list reads `contracts.progress_rank` instead: migration 0025
 * stores the rank, kept by statement triggers on the six tables it reads, with `contract_progress_group_rank` =
 * `groupRankSql('d', 'i', 'n', 'late')` verbatim and `contract_progress_rank` = `contractRankSql` over it
 * (contract-progress.test.ts compares the function's text and the stored rank through every combination).
 */
import { progressKeys, type ProgressKey } from '@app/shared/contract-progress';
import { latestDeliveryAndInvoiceSql } from './item-group-state.sql';

/**
 * When a group is at each key, given its latest delivery status `d` and latest invoice status `i` (null when none),
 * tested in `progressKeys` order as `groupProgress` tests them (the Record makes a new key fail to compile until it has
 * a condition).
 */
const reached: Record<ProgressKey, (d: string, i: string) => string> = {
  // reached through its own WHEN branch below (the notification's late flag), never through d and i
  payment_late: () => 'false',
  delivery_not_submitted: (d) => `${d} is null`,
  delivery_reviewing: (d) => `${d} = 'reviewing'`,
  delivery_fix_requested: (d) => `${d} = 'rejected'`,
  invoice_not_submitted: (_d, i) => `${i} is null`,
  invoice_reviewing: (_d, i) => `${i} = 'reviewing'`,
  invoice_fix_requested: (_d, i) => `${i} = 'rejected'`,
  invoice_approved: () => 'true',
  // reached through the notification's own WHEN branches below, never through d and i
  payment_notification_reviewing: () => 'false',
  payment_notification_fix_requested: () => 'false',
  payment_notification_accepted: () => 'false',
  payment_fixed: () => 'false',
};

/** The notification status that puts a group at each key (`groupProgress` tests these before d and i). */
const byNotification: [string, ProgressKey][] = [
  ['reviewing', 'payment_notification_reviewing'],
  ['rejected', 'payment_notification_fix_requested'],
  ['approved', 'payment_notification_accepted'],
  ['paid', 'payment_fixed'],
  ['before_sending', 'invoice_approved'],
];

/**
 * The rank (index in progressKeys) of a group whose latest delivery status is `d`, latest invoice status `i`,
 * 支払通知書 status `n` (each SQL, null when none) and `late` (SQL boolean, null counts as false): its notification
 * pays after its 支払期日 (`lateSql`).
 */
export function groupRankSql(d: string, i: string, n: string, late: string): string {
  const lateRank = `when ${late} and ${n} is not null and ${n} <> 'paid' then ${progressKeys.indexOf('payment_late')}`;
  const notified = byNotification.map(([status, key]) => `when ${n} = '${status}' then ${progressKeys.indexOf(key)}`);
  return `(case ${lateRank} ${notified.join(' ')} ${progressKeys.map((k, r) => `when ${reached[k](d, i)} then ${r}`).join(' ')} end)`;
}

/**
 * A group is paid late when its notification carries a confirmed 支払遅延 (`late_reason`: the edit refuses a date after
 * a 支払期日 without one) and pays after this group's own 支払期日. `pn` is the notification, `pg` the group.
 */
const lateSql = (pn: string, pg: string) => `(${pn}.late_reason is not null and ${pn}.payment_date > ${pg}.payment_due_date)`;

/**
 * `int`: the least group rank over the contract's approved orders (null without one). `contractId` is the SQL of the
 * contract's id. The latest delivery and invoice per group are read by the (item_group_id, id) indexes, newest first.
 */
export function contractRankSql(contractId: string): string {
  return `(select min(${groupRankSql('ld.status', 'li.status', 'ln.status', 'ln.late')})
     from purchase_orders po
     join purchase_order_item_groups pg on pg.purchase_order_id = po.id
     ${latestDeliveryAndInvoiceSql('pg.id')}
     left join lateral (select pn.status, ${lateSql('pn', 'pg')} as late from payment_notification_groups png
                          join payment_notifications pn on pn.id = png.payment_notification_id
                         where png.item_group_id = pg.id) ln on true
    where po.contract_id = ${contractId} and po.status = 'approved')`;
}
