import { Divider, NavLink } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@niyukti/shared';
import { hasPrivilege, useAuth } from '../../lib/auth/auth-context';
import { PATHS } from '../paths';
import { SignedInShell, type NavItem } from './signed-in-shell';

export interface AdminNavItem extends NavItem {
  /** back-office.md §6 code; without one the item is shown to all staff. */
  privilege?: string;
}

/** The back-office menu; add an item here with its privilege when a page lands. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: PATHS.admin, labelKey: 'nav.adminDashboard', end: true },
  { to: PATHS.adminScrutiny, labelKey: 'nav.scrutiny', privilege: 'SC' },
  { to: `${PATHS.admin}/userlist`, labelKey: 'access:nav.userList', privilege: 'UM' },
  { to: `${PATHS.admin}/rolelist`, labelKey: 'access:nav.roleList', privilege: 'UM' },
  { to: `${PATHS.admin}/modulelist`, labelKey: 'access:nav.moduleList', privilege: 'UM' },
  { to: `${PATHS.admin}/usermanagement/user`, labelKey: 'access:nav.blockUser', privilege: 'BU' },
  {
    to: `${PATHS.admin}/brute-force-setting`,
    labelKey: 'access:nav.loginLimits',
    privilege: 'UM',
  },
  { to: `${PATHS.admin}/audit-log`, labelKey: 'audit:title', privilege: 'UM' },
];

/** The UI hides what the user may not use; the API refuses it regardless. */
export function visibleAdminNav(
  user: TCurrentUser | null,
  items: AdminNavItem[] = ADMIN_NAV,
): AdminNavItem[] {
  return items.filter((item) => !item.privilege || hasPrivilege(user, item.privilege));
}

/** The back office under /admin; loaded as its own chunk, so candidates never download it. */
export default function AdminLayout() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const candidateSide = (
    <>
      <Divider my="xs" />
      <NavLink component={RouterNavLink} to={PATHS.home} label={t('nav.candidateSide')} />
    </>
  );
  return <SignedInShell navItems={visibleAdminNav(user)} navFooter={candidateSide} />;
}
