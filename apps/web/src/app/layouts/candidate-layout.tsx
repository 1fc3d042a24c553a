import { Divider, NavLink } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { useCatalogue } from '../../lib/i18n';
import { PATHS } from '../../lib/routing/paths';
import type { NavItem } from '../../lib/routing/nav-item';
import { SignedInShell } from './signed-in-shell';

export const CANDIDATE_NAV: NavItem[] = [
  { to: PATHS.home, labelKey: 'nav.dashboard', end: true },
  { to: PATHS.profile, labelKey: 'nav.profile' },
  { to: PATHS.vacancies, labelKey: 'nav.vacancies', end: true },
  { to: PATHS.myApplications, labelKey: 'nav.myApplications' },
  { to: PATHS.admitCard, labelKey: 'nav.admitCard' },
  { to: PATHS.notices, labelKey: 'notices:nav.notices' },
];

/**
 * Signed-in candidate pages. While a temporary password is pending the navigation is hidden:
 * the only way on is to change it. Staff reaching a candidate page get a way back to /admin.
 */
export default function CandidateLayout() {
  useCatalogue('signed-in'); // the profile's, applications' and vacancies' words
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const pending = user?.mustChangePassword ?? false;
  const staffLink =
    user?.type === 'staff' ? (
      <>
        <Divider my="xs" />
        <NavLink component={RouterNavLink} to={PATHS.admin} label={t('nav.backOffice')} />
      </>
    ) : null;
  return (
    <SignedInShell navItems={pending ? [] : CANDIDATE_NAV} navFooter={pending ? null : staffLink} />
  );
}
