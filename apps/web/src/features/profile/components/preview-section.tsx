// The building blocks of the profile preview: a section with its Edit link, the grid of facts,
// a query's loading and failure states, and the plain words for what is not given.
import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPartLocked } from '@niyukti/shared';
import { partsOfTab } from '../../../components/hold-fix-link';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { useProfileStatus } from '../../../lib/profile/status';
import { profileTabPath, type ProfileTab } from '../../../lib/profile/paths';

/**
 * One part of the profile: its title, a link to the tab that edits it (not printed, and not
 * offered while the commission's lock keeps every part of that tab from being changed; a
 * scrutiny hold may open one), its facts.
 */
export function PreviewSection(props: {
  title: string;
  tab: ProfileTab;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const status = useProfileStatus().data;
  const editable = !status || partsOfTab(props.tab).some((part) => !isPartLocked(status, part));
  return (
    <Paper
      component="section"
      withBorder
      radius="sm"
      p="md"
      data-print-section
      data-testid={`preview-${props.testId}`}
    >
      <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        {editable && (
          <Anchor
            component={Link}
            to={profileTabPath(props.tab)}
            size="sm"
            aria-label={t('preview.editSection', { section: props.title })}
            data-print-hide
            data-testid={`preview-${props.testId}-edit`}
          >
            {t('preview.edit')}
          </Anchor>
        )}
      </Group>
      <Stack gap="md">{props.children}</Stack>
    </Paper>
  );
}

/** A heading inside a section (the mailing address, the group/class list). */
export function PreviewSubheading({ children }: { children: ReactNode }) {
  return (
    <Title order={4} size="h6" data-print-keep-with-next>
      {children}
    </Title>
  );
}

/** Facts side by side, as many columns as fit (three on an A4 page, one on a phone). */
export function PreviewFields({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
      }}
    >
      {children}
    </div>
  );
}

const isBlank = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/** One fact; an empty optional value shows a dash, so the printed form has no holes. */
export function PreviewField(props: { label: string; children?: ReactNode; testId?: string }) {
  return (
    <div data-testid={props.testId}>
      <LabelledValue label={props.label}>
        {isBlank(props.children) ? '—' : props.children}
      </LabelledValue>
    </div>
  );
}

/** "Not given yet", for a section or list the candidate has not filled. */
export function NotGiven() {
  const { t } = useTranslation('profile');
  return (
    <Text size="sm" c="dimmed" fs="italic" data-testid="preview-not-given">
      {t('preview.notGiven')}
    </Text>
  );
}

/**
 * A query's data to `children`; a skeleton while it loads, and a failure said plainly with a way
 * to try again, so one unreachable list does not hide the rest of the preview.
 */
export function PreviewQuery<T>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const { query } = props;
  if (query.isPending) return <Skeleton h={60} radius="sm" data-testid="preview-loading" />;
  if (query.isError)
    return (
      <Alert color="red" data-testid="preview-load-failed">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{t('preview.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()} data-print-hide>
            {t('contact.retry')}
          </Button>
        </Group>
      </Alert>
    );
  return <>{props.children(query.data)}</>;
}

/** A day as saved (both calendars): B.S. first, A.D. after it in smaller text. */
export function PreviewDate({ ad, bs }: { ad: unknown; bs: unknown }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  if (typeof ad !== 'string' && typeof bs !== 'string') return null;
  return (
    <>
      {typeof bs === 'string' && `${format.digits(bs)} ${t('preview.bs')} `}
      {typeof ad === 'string' && (
        <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          ({format.digits(ad)} {t('preview.ad')})
        </Text>
      )}
    </>
  );
}
