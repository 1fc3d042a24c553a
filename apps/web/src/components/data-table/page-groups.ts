/**
 * Which page buttons the DataTable pagination shows.
 *
 * Pages are shown in fixed groups of three ([1 2 3], [4 5 6], …); the group holding the current
 * page is visible. An ellipsis button on either side stands for the pages hidden there: in the
 * small variant it jumps to the neighbouring group, in the large variant (tables of thousands of
 * rows) it jumps ten pages, so a clerk can cross a long list quickly.
 */
export type TableVariant = 'large' | 'small';

export type PageItem =
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'jump'; direction: 'back' | 'forward'; target: number };

export const PAGE_GROUP_SIZE = 3;
export const LARGE_VARIANT_JUMP = 10;

export interface PageGroupInput {
  /** 1-based page being shown */
  currentPage: number;
  pageCount: number;
  variant: TableVariant;
}

export function computePageItems({ currentPage, pageCount, variant }: PageGroupInput): PageItem[] {
  if (pageCount < 1) return [];
  const current = clamp(Math.trunc(currentPage), 1, pageCount);
  const groupStart = Math.floor((current - 1) / PAGE_GROUP_SIZE) * PAGE_GROUP_SIZE + 1;
  const groupEnd = Math.min(groupStart + PAGE_GROUP_SIZE - 1, pageCount);

  const items: PageItem[] = [];
  if (groupStart > 1) {
    const target = variant === 'large' ? Math.max(1, current - LARGE_VARIANT_JUMP) : groupStart - 1;
    items.push({ kind: 'jump', direction: 'back', target });
  }
  for (let page = groupStart; page <= groupEnd; page += 1) {
    items.push({ kind: 'page', page, current: page === current });
  }
  if (groupEnd < pageCount) {
    const target =
      variant === 'large' ? Math.min(pageCount, current + LARGE_VARIANT_JUMP) : groupEnd + 1;
    items.push({ kind: 'jump', direction: 'forward', target });
  }
  return items;
}

/** The page a typed page number leads to, or null when it must be ignored (not 1…pageCount). */
export function parsePageInput(text: string, pageCount: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= pageCount ? page : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
