import { useEffect, useRef } from 'react';
import { Alert, Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  HOLD_REASON_LABELS,
  HOLD_REASON_PARTS,
  isPartLocked,
  type TOpenHold,
} from '@niyukti/shared';
import { useProfileStatus } from '../../../lib/profile/status';
import { PROFILE_TABS, profileTabPath, type ProfileTab } from '../../../lib/profile/paths';
import { PATHS } from '../../../lib/routing/paths';
import { useFormat } from '../../../lib/format';
import { HoldFixLink, holdFixTab, partsOfTab } from '../../../components/hold-fix-link';
import { ProfileGapLinks } from '../../../components/profile-gap-links';
import { bringSelectedTabIntoView } from '../components/tab-strip-scroll';

/**
 * The scrutiny holds still open: which application, what to fix and by when, and that saving
 * that part sends the form back to its officer; each a link to the tab that fixes it.
 */
function OpenHoldsNotice({ holds }: { holds: readonly TOpenHold[] }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <Alert color="yellow" title={t('holds.title')} data-testid="profile-holds">
      <Stack gap="sm">
        {holds.map((hold) => {
          const tab = holdFixTab(hold.reason);
          return (
            <Stack
              gap={4}
              key={hold.applicationId}
              data-testid={`profile-hold-${hold.applicationId}`}
            >
              <Text size="sm">
                {t('holds.what', {
                  reason: HOLD_REASON_LABELS[hold.reason][format.lang],
                  date: format.date(hold.until),
                })}
              </Text>
              <Text size="sm">{t(tab ? 'holds.saving' : 'holds.other')}</Text>
              <Group gap="md">
                {tab && (
                  <HoldFixLink
                    reason={hold.reason}
                    testId={`profile-hold-fix-${hold.applicationId}`}
                  >
                    {t('holds.fix', { tab: t(`tabs.${tab}`) })}
                  </HoldFixLink>
                )}
                <Anchor component={Link} to={PATHS.myApplication(hold.applicationId)} size="sm">
                  {t('holds.application')}
                </Anchor>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}

/**
 * What the commission locked and what is still missing, each missing part a link to its tab.
 * The preview tab says what is missing itself (and when nothing is), so there only the locks.
 * A tab a scrutiny hold opens is not called locked: the holds' notice says what to fix there.
 */
function ProfileStatusNotice({ active }: { active: ProfileTab }) {
  const { t } = useTranslation('profile');
  const { data: status } = useProfileStatus();
  if (!status) return null;
  const holds = status.openHolds;
  const parts = partsOfTab(active);
  const openedByHold =
    holds.some((hold) => HOLD_REASON_PARTS[hold.reason].some((part) => parts.includes(part))) &&
    parts.every((part) => !isPartLocked(status, part));
  const showMissing = active !== 'preview';
  return (
    <>
      {holds.length > 0 && <OpenHoldsNotice holds={holds} />}
      {(status.locked || status.documentsLocked) && !openedByHold && (
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
      <ProfileStatusNotice active={active} />
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
