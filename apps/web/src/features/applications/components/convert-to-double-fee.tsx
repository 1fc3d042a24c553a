import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useConvertToDoubleFee } from '../api/convert-to-double-fee';

/**
 * Spec §4: once the single fee's payment date has passed, the candidate may move the
 * application to the double fee and pay that. The doubled amount and the last day are said
 * before anything changes.
 */
export function ConvertToDoubleFeeButton({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const convert = useConvertToDoubleFee();
  const [asking, setAsking] = useState(false);
  const facts = {
    fee: format.money(application.feePaisa * 2),
    date: application.convertBy ? format.date(application.convertBy) : '',
  };
  return (
    <>
      <Button
        color="orange"
        onClick={() => setAsking(true)}
        data-testid={`convert-double-fee-${application.id}`}
      >
        {t('doubleFee.button')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('doubleFee.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('doubleFee.question', facts)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('doubleFee.cancel')}
            </Button>
            <Button
              color="orange"
              loading={convert.isPending}
              onClick={() => convert.mutate(application.id, { onSettled: () => setAsking(false) })}
              data-testid={`convert-double-fee-confirm-${application.id}`}
            >
              {t('doubleFee.confirm', facts)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
