import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE_TABS, profileTabPath, type ProfileTab } from '../paths';

const isTab = (value: string | undefined): value is ProfileTab =>
  (PROFILE_TABS as readonly string[]).includes(value ?? '');

/** /user/profile: the tabs of the candidate's profile, each its own route. */
export function ProfileLayout() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const segment = useLocation().pathname.split('/')[3];
  const active: ProfileTab = isTab(segment) ? segment : 'personal';
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      <Tabs
        value={active}
        onChange={(tab) => isTab(tab ?? '') && navigate(profileTabPath(tab as ProfileTab))}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {PROFILE_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`profile-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}

/** A tab whose screen is not built yet says so plainly instead of showing nothing. */
export function ProfileTabPending() {
  const { t } = useTranslation('profile');
  return (
    <Text c="dimmed" data-testid="profile-tab-pending">
      {t('pending')}
    </Text>
  );
}
