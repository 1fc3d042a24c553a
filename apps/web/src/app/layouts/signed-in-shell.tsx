import { lazy, Suspense, type ReactNode } from 'react';
import {
  AppShell,
  Avatar,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../components/language-toggle';
import { PageLoader } from '../../components/page-loader';
import { useAuth } from '../../lib/auth/auth-context';
import { activeNavItem, type NavItem } from '../../lib/routing/nav-item';
import { PATHS } from '../../lib/routing/paths';
import { Brand } from './brand';
import { SiteFooter } from './site-footer';
import { IssuedCode } from '../../components/issued-code';

// Lazy: a static import would tie the shell to a feature (see eslint.config.js).
const ActingForBanner = lazy(async () => ({
  default: (await import('../../features/acting-for/components/acting-for-banner')).ActingForBanner,
}));
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-bell'))
    .NotificationBell,
}));

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return (
    (words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
}

function UserMenu() {
  const { t } = useTranslation('common');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* On a phone the header has room for initials only; the name is in the menu. The
            button's name is the person's name at every width, from its text: the initials are
            hidden from screen readers, the name is there for them (WCAG 2.5.3, label in name). */}
        <Button variant="subtle" size="compact-md" maw={240} px={4} data-testid="user-menu">
          <Avatar size="sm" color="commission" hiddenFrom="sm" aria-hidden>
            {initialsOf(user.fullName || user.username)}
          </Avatar>
          <VisuallyHidden hiddenFrom="sm">{user.fullName || user.username}</VisuallyHidden>
          <Text truncate inherit visibleFrom="sm">
            {user.fullName || user.username}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.fullName && `${user.fullName} (`}
          <IssuedCode>{user.username}</IssuedCode>
          {user.fullName && ')'}
        </Menu.Label>
        <Menu.Item onClick={() => void navigate(PATHS.changePassword)}>
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Item
          color="red"
          onClick={() => void logout().then(() => navigate(PATHS.login, { replace: true }))}
        >
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Header (brand, language, user menu) and a side navigation that folds behind a burger on phones.
 * The page is the route's outlet, or `children` for a layout that draws its own descendant
 * routes (the back office's, whose table loads with its layout).
 */
export function SignedInShell({
  navItems,
  navFooter,
  children,
}: {
  navItems: NavItem[];
  navFooter?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [opened, { toggle, close }] = useDisclosure(false);
  const hasNav = navItems.length > 0;
  const active = activeNavItem(navItems, useLocation().pathname);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={hasNav ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group justify="space-between" h="100%" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            {hasNav && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.menu')}
              />
            )}
            <Brand />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageToggle />
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {hasNav && (
        <AppShell.Navbar p="xs" aria-label={t('nav.menu')}>
          {/* The administrator's menu is longer than a laptop screen is high: it scrolls, with
              the browser's own scrollbar (Mantine's ScrollArea would add its code to sign-in). */}
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            <Stack gap={2}>
              {navItems.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  active={item === active}
                  aria-current={item === active ? 'page' : undefined}
                  label={t(item.labelKey)}
                  onClick={close}
                />
              ))}
            </Stack>
            {navFooter}
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Suspense fallback={null}>
          <ActingForBanner />
        </Suspense>
        <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
