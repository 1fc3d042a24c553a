import { Divider, NavLink } from '@mantine/core';
import { NavLink as RouterNavLink, useRoutes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/routing/paths';
import { useAdminMenu } from '../../lib/routing/admin-menu';
import { preloadPagesAt } from '../../lib/routing/feature-routes';
import { useCatalogue } from '../../lib/i18n';
import { adminRoutes } from '../admin-routes';
import { SignedInShell } from './signed-in-shell';

// On a deep link (/admin/scrutiny) the app's early preload (app.tsx) matches only `/admin/*`,
// whose element is this layout: the page's route lives in this chunk's table. Now that the
// chunk has arrived, start fetching the page's chunk too, beside the texts and the session check
// rather than after the layout has drawn. The address is read as the chunk is evaluated, so a
// move into the back office from another page preloads its page as well; any other address
// matches nothing under /admin and preloads nothing.
preloadPagesAt(adminRoutes, window.location.pathname, PATHS.admin);

/** The back office's page at the address: the admin routes, relative to /admin. */
function AdminPages() {
  return useRoutes(adminRoutes);
}

/**
 * The back office under /admin; loaded as its own chunk, so candidates never download it, nor
 * the back office's route table (admin-routes.tsx) that it carries.
 */
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
  return (
    <SignedInShell navItems={menu} navFooter={candidateSide}>
      <AdminPages />
    </SignedInShell>
  );
}
