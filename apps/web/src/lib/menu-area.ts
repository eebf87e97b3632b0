/**
 * Which side-menu item is lit (issue #21 item 8). A contract's pages (/worker/{code}/contract/{c}/…: its orders,
 * deliveries and 支払通知書) are reached from several areas, so there the item of the area the user came from stays
 * lit: 発注書 after /purchase_order, 納品 after /deliveries … Elsewhere the path decides (the longest menu prefix).
 * The last area is kept by the layout (and in sessionStorage, so a reload keeps it); a contract page opened directly
 * (a link in a mail, a new tab) falls back to its path, ワーカー. docs/decisions.md "Entry points".
 */
const CONTRACT_PAGES = /^\/worker\/[^/]+\/contract\/[^/]+(\/|$)/;

/** The menu item whose path is the longest prefix of the path (on a segment boundary), or null. */
export function menuItemOfPath(pathname: string, items: readonly string[]): string | null {
  let best: string | null = null;
  for (const to of items) {
    // ホーム (/) is lit on itself only: every path starts with it
    const matches = pathname === to || (to !== '/' && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
    if (matches && (best === null || to.length > best.length)) best = to;
  }
  return best;
}

/**
 * The item to light on `pathname` given the area remembered from before (`from`, one of `carried`: the lists that lead
 * to contract pages), and the area to remember next.
 */
export function activeMenuItem(
  pathname: string,
  items: readonly string[],
  from: string | null,
  carried: readonly string[],
): { active: string | null; from: string | null } {
  if (CONTRACT_PAGES.test(pathname)) {
    const kept = from !== null && carried.includes(from) && items.includes(from) ? from : null;
    return { active: kept ?? menuItemOfPath(pathname, items), from: kept };
  }
  const active = menuItemOfPath(pathname, items);
  return { active, from: active !== null && carried.includes(active) ? active : null };
}
