import { Suspense } from 'react';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { NavLink as RouterLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../components/language-toggle';
import { PageLoader } from '../../components/page-loader';
import { useSessionInfo } from '../../components/startup-gate';
import { useAuth } from '../../lib/auth/auth-context';
import { homePathFor } from '../../lib/routing/guards';
import { PATHS } from '../../lib/routing/paths';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';
import classes from './public-layout.module.css';

/** Pages open to everyone: notices, login, register, FAQ, dev mailbox, not found. */
function PublicLinks() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const { devMailbox } = useSessionInfo();
  return (
    <>
      <Anchor component={RouterLink} to={PATHS.notices}>
        {t('notices:nav.notices')}
      </Anchor>
      {user ? (
        <Anchor component={RouterLink} to={homePathFor(user)}>
          {t('nav.dashboard')}
        </Anchor>
      ) : (
        <>
          <Anchor component={RouterLink} to={PATHS.login}>
            {t('nav.login')}
          </Anchor>
          <Anchor component={RouterLink} to={PATHS.register}>
            {t('nav.register')}
          </Anchor>
        </>
      )}
      {devMailbox && (
        <Anchor component={RouterLink} to={PATHS.devMailbox}>
          {t('nav.devMailbox')}
        </Anchor>
      )}
    </>
  );
}

/**
 * Pages open to everyone: login, register, FAQ, dev mailbox, not found. On phones the links
 * get a row of their own under the brand, so neither language has to squeeze. A plain header
 * and main, not Mantine's AppShell: a first visit lands here, and the shell's code (scroll
 * locks, transitions) is for the signed-in pages' navigation drawer.
 */
export function PublicLayout() {
  return (
    <>
      <Box component="header" px="md" className={classes.header}>
        <Group justify="space-between" h={64} wrap="nowrap" gap="xs">
          <Brand />
          <Group gap="md" wrap="nowrap">
            <Group gap="md" wrap="nowrap" visibleFrom="sm">
              <PublicLinks />
            </Group>
            <LanguageToggle />
          </Group>
        </Group>
        <Group gap="md" h={36} hiddenFrom="sm" wrap="nowrap">
          <PublicLinks />
        </Group>
      </Box>
      <Box component="main" p="md">
        <Container size="md" px={0}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
          <SiteFooter />
        </Container>
      </Box>
    </>
  );
}
