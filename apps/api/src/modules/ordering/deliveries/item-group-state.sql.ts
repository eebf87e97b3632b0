/**
 * Where an item group stands in delivery: its latest delivery and its latest invoice (the newest row of each, by the
 * (item_group_id, id) indexes). The deliveries module owns deliveries and invoices, so this is the one place that SQL
 * is written; the contract progress (contract-progress.sql.ts), the 支払通知書 candidates
 * (payment-notification-groups.repository.ts) and the bench embed it. A view would need a migration; a fragment does not.
 */

/**
 * Two lateral joins for the item group whose id is the SQL `group`: `ld` (`status`, `inspected_on`) is its latest
 * delivery and `li` (`status`) its latest invoice; their columns are null when the group has none. `group` is SQL
 * written by the caller (an alias such as `pg.id`), never a value.
 */
export function latestDeliveryAndInvoiceSql(group: string): string {
  return `left join lateral (select d.status, d.inspected_on from deliveries d where d.item_group_id = ${group} order by d.id desc limit 1) ld on true
     left join lateral (select i.status from invoices i where i.item_group_id = ${group} order by i.id desc limit 1) li on true`;
}
