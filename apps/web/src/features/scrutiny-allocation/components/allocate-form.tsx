import { useId } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAllocationDetail } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useAllocateForms } from '../api/change-allocation';
import { SectionTitle } from './page-heading';
import { OfficerSharePicker } from './officer-share-picker';
import { ServerRefusal } from './server-refusal';
import { useShareChoices } from './use-share-choices';

/**
 * "Allocate forms" (SA create): the forms no officer has yet, to the scrutiny officers ticked,
 * a number each or an even share. The server's message says how it went; the form is emptied
 * once the forms are given, and kept as it was when the server refuses.
 */
export function AllocateForm({ detail }: { detail: TAllocationDetail }) {
  const { t } = useTranslation('scrutiny-allocation');
  const format = useFormat();
  const titleId = useId();
  const { advertisement, scrutinyOfficers } = detail;
  const allocate = useAllocateForms(advertisement.advertisementId);
  const { picker, read, reset } = useShareChoices();

  function submit() {
    const shares = read(scrutinyOfficers);
    if (shares) allocate.mutate(shares, { onSuccess: reset });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <SectionTitle id={titleId}>{t('allocate.title')}</SectionTitle>
        <Text size="sm" data-testid="allocate-waiting">
          {t('allocate.waiting', {
            count: advertisement.remaining,
            forms: format.number(advertisement.remaining),
          })}
        </Text>
        {advertisement.remaining === 0 ? null : scrutinyOfficers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('picker.noScrutinyOfficers')}
          </Text>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            data-testid="allocate-form"
          >
            <Stack gap="sm">
              <OfficerSharePicker
                legend={t('picker.legend')}
                officers={scrutinyOfficers}
                disabled={allocate.isPending}
                {...picker}
              />
              <ServerRefusal error={allocate.error} testId="allocate-refusal" />
              <Group justify="flex-end">
                <Button type="submit" loading={allocate.isPending} data-testid="allocate-submit">
                  {t('allocate.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
