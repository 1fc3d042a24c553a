import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCandidateDetails } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

/**
 * Where the form stands in the officer's list ("Form 3 of 40") and the links to the forms on
 * either side (N and P on the keyboard).
 */
export function FormPlace({
  place,
  previousPath,
  nextPath,
}: {
  place: TCandidateDetails['place'];
  previousPath: string | null;
  nextPath: string | null;
}) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return (
    <Group
      component="nav"
      aria-label={t('place.label')}
      gap="xs"
      justify="space-between"
      wrap="wrap"
      data-testid="scrutiny-place"
    >
      <Text size="sm" fw={600} data-testid="scrutiny-position">
        {place.position > 0
          ? t('place.position', {
              position: format.number(place.position),
              total: format.number(place.total),
            })
          : t('place.notInList', { total: format.number(place.total) })}
      </Text>
      <Group gap="xs">
        <PlaceLink to={previousPath} keyName="P" label={t('place.previous')} testId="previous" />
        <PlaceLink to={nextPath} keyName="N" label={t('place.next')} testId="next" />
      </Group>
    </Group>
  );
}

function PlaceLink(props: { to: string | null; keyName: string; label: string; testId: string }) {
  const testId = `scrutiny-${props.testId}-form`;
  if (!props.to)
    return (
      <Button variant="default" size="compact-sm" disabled data-testid={testId}>
        {props.label}
      </Button>
    );
  return (
    <Button
      component={Link}
      to={props.to}
      variant="default"
      size="compact-sm"
      aria-keyshortcuts={props.keyName}
      data-testid={testId}
    >
      {props.label}
    </Button>
  );
}
