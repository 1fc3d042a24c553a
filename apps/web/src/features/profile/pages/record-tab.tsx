import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { profileRecordDefinition, type ProfileRecordSection } from '@niyukti/shared';
import { RecordSection } from '../components/record-section';
import { profileTabPath, type ProfileTab } from '../../../lib/profile/paths';

/** A record tab's way on: every record is saved on its own, so Next only moves. */
export function NextTabButton({ next }: { next: ProfileTab }) {
  const { t } = useTranslation('profile');
  return (
    <Group justify="flex-end">
      <Button component={Link} to={profileTabPath(next)} size="md" data-testid="record-tab-next">
        {t('records.next')}
      </Button>
    </Group>
  );
}

/** A profile tab made of record sections, then Next. */
export function RecordTab(props: { children: ReactNode; next: ProfileTab; testId: string }) {
  return (
    <Stack gap="lg" data-testid={props.testId}>
      {props.children}
      <NextTabButton next={props.next} />
    </Stack>
  );
}

/** The section of one definition, by its key. */
export function SectionOf({ section }: { section: ProfileRecordSection }) {
  return <RecordSection definition={profileRecordDefinition(section)} />;
}
