import { useId, useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAllocationDetail } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useReallocateForms } from '../api/change-allocation';
import { OfficerSharePicker } from './officer-share-picker';
import { SectionTitle } from './page-heading';
import { ServerRefusal } from './server-refusal';
import { useShareChoices } from './use-share-choices';

/** Forms an officer has not decided yet: those that can move. */
const undecided = (officer: { pending: number; onHold: number }) =>
  officer.pending + officer.onHold;

/**
 * "Reallocate forms" (SA update): an officer's forms still to decide (pending or on hold) go to
 * the other scrutiny officers ticked, a number each or an even share; decided forms stay.
 */
export function ReallocateForm({ detail }: { detail: TAllocationDetail }) {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  const titleId = useId();
  const { advertisement, officers, scrutinyOfficers } = detail;
  const reallocate = useReallocateForms(advertisement.advertisementId);
  const { picker, read, reset } = useShareChoices();
  const [from, setFrom] = useState<number | null>(null);
  const [fromMissing, setFromMissing] = useState(false);
  const holders = officers.filter((officer) => undecided(officer) > 0);
  const others = scrutinyOfficers.filter((officer) => officer.userId !== from);

  function submit() {
    setFromMissing(from === null);
    const shares = read(others);
    if (from === null || !shares) return;
    reallocate.mutate(
      { fromUserId: from, officers: shares },
      {
        onSuccess: () => {
          reset();
          setFrom(null);
        },
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <SectionTitle id={titleId}>{t('reallocate.title')}</SectionTitle>
        <Text size="sm" c="dimmed">
          {t('reallocate.intro')}
        </Text>
        {holders.length === 0 ? (
          <Text size="sm" data-testid="reallocate-none">
            {t('reallocate.noneToMove')}
          </Text>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            data-testid="reallocate-form"
          >
            <Stack gap="md">
              <Select
                label={t('reallocate.from')}
                description={t('reallocate.fromHint')}
                placeholder={t('reallocate.fromPlaceholder')}
                w={420}
                maw="100%"
                required
                allowDeselect={false}
                value={from === null ? null : String(from)}
                data={holders.map((officer) => ({
                  value: String(officer.userId),
                  label: t('reallocate.fromOption', {
                    name: officer.name,
                    forms: format.number(undecided(officer)),
                  }),
                }))}
                onChange={(value) => {
                  setFrom(value ? Number(value) : null);
                  setFromMissing(false);
                }}
                error={fromMissing ? t('reallocate.fromMissing') : undefined}
                data-testid="reallocate-from"
              />
              <OfficerSharePicker
                legend={t('reallocate.to')}
                officers={others}
                disabled={reallocate.isPending}
                {...picker}
              />
              <ServerRefusal error={reallocate.error} testId="reallocate-refusal" />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={reallocate.isPending}
                  data-testid="reallocate-submit"
                >
                  {t('reallocate.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
