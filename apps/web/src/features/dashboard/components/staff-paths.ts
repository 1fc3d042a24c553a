import type { PermissionAction, PrivilegeCode } from '@niyukti/shared';

/** A list a figure links to, and what its reader must hold to open it (its page's guard). */
export interface FigureLink {
  to: string;
  code: PrivilegeCode;
}

const READ: PermissionAction = 'read';

/** The lists behind the back office's figures (back-office.md §2; the pages' own guards). */
export const FIGURE_LINKS = {
  /** The applications report, of the days or fiscal year given (SR). */
  applications: (query: Record<string, string>): FigureLink => ({
    to: `/admin/all-application-report?${new URLSearchParams(query).toString()}`,
    code: 'SR',
  }),
  scrutiny: { to: '/admin/scrutiny', code: 'SC' } satisfies FigureLink,
  allocation: { to: '/admin/scrutiny-allocation', code: 'SA' } satisfies FigureLink,
  advertisementAllocation: (advertisementId: number): FigureLink => ({
    to: `/admin/scrutiny-allocation/${advertisementId}`,
    code: 'SA',
  }),
  allocationReport: { to: '/admin/allocation/report', code: 'SA' } satisfies FigureLink,
  payments: { to: '/admin/payment', code: 'UP' } satisfies FigureLink,
};

/** The link's address when `may` lets the reader open it, else none (the figure stands alone). */
export const linkFor = (
  may: (code: PrivilegeCode, action: PermissionAction) => boolean,
  link: FigureLink,
): string | undefined => (may(link.code, READ) ? link.to : undefined);
