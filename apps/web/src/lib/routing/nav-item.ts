/** An entry of a signed-in shell's menu: the candidate's fixed list, or the back office's. */
export interface NavItem {
  to: string;
  /** A key of the `common` namespace. */
  labelKey: string;
  /** Match the path exactly (dashboards), not as a prefix. */
  end?: boolean;
}

const isAtOrUnder = (pathname: string, { to, end }: NavItem) =>
  pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));

/**
 * The one item a page belongs to: of those whose path it is at or under, the longest. The
 * scrutiny reports live under scrutiny's own path (`/admin/scrutiny/report`), and a prefix match
 * alone would mark both items; the scrutiny list's own pages (`/admin/scrutiny/12/…`) still
 * mark scrutiny.
 */
export function activeNavItem<T extends NavItem>(
  items: readonly T[],
  pathname: string,
): T | undefined {
  let active: T | undefined;
  for (const item of items) {
    if (isAtOrUnder(pathname, item) && item.to.length > (active?.to.length ?? -1)) active = item;
  }
  return active;
}
