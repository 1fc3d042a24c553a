import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TScrutinyRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useGenerateRollNumbers } from '../api/generate-roll-numbers';

interface AdvertisementRef {
  id: number;
  number: string;
}

/** The distinct advertisements among the approved rows shown. */
function advertisementsOf(rows: TScrutinyRow[]): AdvertisementRef[] {
  const seen = new Map<number, AdvertisementRef>();
  for (const row of rows) {
    if (!seen.has(row.advertisementId))
      seen.set(row.advertisementId, { id: row.advertisementId, number: row.advertisementNumber });
  }
  return [...seen.values()];
}

/**
 * Roll numbers for the advertisements of the approved applications on screen (RNG). Only
 * approved, paid applications without one get a number; pressing it again assigns nothing twice.
 */
export function RollNumberPanel({ rows }: { rows: TScrutinyRow[] }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const generate = useGenerateRollNumbers();
  const [asking, setAsking] = useState<AdvertisementRef | null>(null);
  const [result, setResult] = useState<{ number: string; assigned: number } | null>(null);
  const advertisements = advertisementsOf(rows);
  if (advertisements.length === 0) return null;

  const confirm = (advertisement: AdvertisementRef) =>
    generate.mutate(advertisement.id, {
      onSuccess: ({ assigned }) => setResult({ number: advertisement.number, assigned }),
      onSettled: () => setAsking(null),
    });

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{t('rollNumbers.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('rollNumbers.hint')}
        </Text>
        <Group gap="xs">
          {advertisements.map((advertisement) => (
            <Button
              key={advertisement.id}
              size="compact-sm"
              variant="outline"
              onClick={() => setAsking(advertisement)}
              data-testid={`roll-numbers-generate-${advertisement.id}`}
            >
              {t('rollNumbers.generateFor', { number: format.digits(advertisement.number) })}
            </Button>
          ))}
        </Group>
        {result && (
          <Alert
            color="teal"
            data-testid="roll-numbers-result"
            withCloseButton
            onClose={() => setResult(null)}
          >
            {t('rollNumbers.assigned', {
              count: format.number(result.assigned),
              number: format.digits(result.number),
            })}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('rollNumbers.confirmTitle')}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('rollNumbers.confirmBody', { number: format.digits(asking?.number ?? '') })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('rollNumbers.cancel')}
            </Button>
            <Button
              loading={generate.isPending}
              onClick={() => asking && confirm(asking)}
              data-testid="roll-numbers-confirm"
            >
              {t('rollNumbers.generate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
