import { useEffect, useRef } from 'react';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfileStatus } from '../../../lib/profile/status';
import { PROFILE_TABS, profileTabPath, type ProfileTab } from '../../../lib/profile/paths';
import { ProfileGapLinks } from '../../../components/profile-gap-links';
import { bringSelectedTabIntoView } from '../components/tab-strip-scroll';

/**
 * What the commission locked and what is still missing, each missing part a link to its tab.
 * The preview tab says what is missing itself (and when nothing is), so there only the locks.
 */
function ProfileStatusNotice({ showMissing }: { showMissing: boolean }) {
  const { t } = useTranslation('profile');
  const { data: status } = useProfileStatus();
  if (!status) return null;
  return (
    <>
      {(status.locked || status.documentsLocked) && (
        <Alert color="yellow" data-testid="profile-locked-notice">
          {t(status.locked ? 'locked' : 'documentsLocked')}
        </Alert>
      )}
      {showMissing && status.missing.length > 0 && (
        <Alert color="blue" title={t('missing.title')} data-testid="profile-missing">
          <ProfileGapLinks missing={status.missing} />
        </Alert>
      )}
    </>
  );
}

const isTab = (value: string | undefined): value is ProfileTab =>
  (PROFILE_TABS as readonly string[]).includes(value ?? '');

/** /user/profile: the tabs of the candidate's profile, each its own route. */
export function ProfileLayout() {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const segment = useLocation().pathname.split('/')[3];
  const active: ProfileTab = isTab(segment) ? segment : 'personal';
  // On a phone the strip scrolls sideways: the selected tab is brought into view on arrival
  // (a link to the documents tab), on every change and when the language changes their widths.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (strip.current) bringSelectedTabIntoView(strip.current);
  }, [active, i18n.language]);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      <ProfileStatusNotice showMissing={active !== 'preview'} />
      <Tabs
        value={active}
        onChange={(tab) => isTab(tab ?? '') && navigate(profileTabPath(tab as ProfileTab))}
      >
        <Tabs.List ref={strip} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
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
