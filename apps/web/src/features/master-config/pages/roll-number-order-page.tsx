import { useState } from 'react';
import { Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ROLL_NUMBER_ORDERS,
  ROLL_NUMBER_ORDER_LABELS,
  type RollNumberOrder,
} from '@niyukti/shared';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format';
import { useRollNumberOrder, useSaveRollNumberOrder } from '../api/roll-number-order';

/** Master config (MC): the order roll numbers are handed out in. */
export function RollNumberOrderPage() {
  const { t } = useTranslation('master-config');
  const { lang } = useFormat();
  const { data, isPending } = useRollNumberOrder();
  const save = useSaveRollNumberOrder();
  // What the officer picked, else what is saved.
  const [chosen, setChosen] = useState<RollNumberOrder | null>(null);
  const order = chosen ?? data?.rollNumberGenerationOrder ?? null;
  if (isPending) return <PageLoader />;
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {t('rollNumberOrder.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('rollNumberOrder.intro')}
      </Text>
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (order) save.mutate({ rollNumberGenerationOrder: order });
          }}
        >
          <Stack gap="md">
            <Radio.Group
              label={t('rollNumberOrder.label')}
              required
              value={order ?? ''}
              onChange={(value) => setChosen(value as RollNumberOrder)}
            >
              <Stack gap="xs" mt="xs">
                {ROLL_NUMBER_ORDERS.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={ROLL_NUMBER_ORDER_LABELS[value][lang]}
                    data-testid={`roll-order-${value}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!order}
                data-testid="roll-order-save"
              >
                {t('rollNumberOrder.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
