import { Divider, NavLink } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/routing/paths';
import { useAdminMenu } from '../../lib/routing/admin-menu';
import { useCatalogue } from '../../lib/i18n';
import { SignedInShell } from './signed-in-shell';

/** The back office under /admin; loaded as its own chunk, so candidates never download it. */
export default function AdminLayout() {
  // The signed-in screens' and the back office's words, before its menu and pages draw.
  useCatalogue('signed-in', 'office');
  const { t } = useTranslation('common');
  const menu = useAdminMenu();
  const candidateSide = (
    <>
      <Divider my="xs" />
      <NavLink component={RouterNavLink} to={PATHS.home} label={t('nav.candidateSide')} />
    </>
  );
  return <SignedInShell navItems={menu} navFooter={candidateSide} />;
}
