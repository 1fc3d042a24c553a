import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../components/confirm-action';
import { useFormat } from '../../../lib/format';
import { useFinaliseScrutiny } from '../api/change-allocation';
import { SectionTitle } from './page-heading';
import { ServerRefusal } from './server-refusal';

/**
 * "Finalise scrutiny" (SA approve), asked once more in a dialog: decisions freeze and roll
 * numbers may then be generated. The server refuses while applications or payments are open or
 * a form is undecided; its message stays under the button.
 */
export function FinalisePanel({ advertisementId }: { advertisementId: number }) {
  const { t } = useTranslation('scrutiny-allocation');
  const titleId = useId();
  const finalise = useFinaliseScrutiny(advertisementId);
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <SectionTitle id={titleId}>{t('finalise.title')}</SectionTitle>
        <Text size="sm" c="dimmed">
          {t('finalise.intro')}
        </Text>
        <ServerRefusal error={finalise.error} testId="finalise-refusal" />
        <Group>
          <Button
            color="teal"
            variant="light"
            onClick={() => setAsking(true)}
            data-testid="finalise-open"
          >
            {t('finalise.button')}
          </Button>
        </Group>
      </Stack>
      <ConfirmAction
        opened={asking}
        title={t('finalise.button')}
        message={t('finalise.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => finalise.mutate(undefined, { onSettled: () => setAsking(false) })}
        loading={finalise.isPending}
        testId="finalise-confirm"
      />
    </Paper>
  );
}

/** Said instead of the forms once scrutiny of the advertisement is finalised. */
export function FinalisedNotice({ at }: { at: string }) {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  return (
    <Alert color="teal" variant="light" title={t('finalised.title')} data-testid="finalised-notice">
      <Text size="sm">{t('finalised.body', { date: format.date(at) })}</Text>
    </Alert>
  );
}
