import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZVacancyLimitInput,
  type TClassService,
  type TVacancyLimitValues,
  type VacancyPhase,
} from '@niyukti/shared';
import { FormDigitsInput } from '../../../components/form-fields';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useSaveVacancyLimit, useVacancyLimit } from '../api/vacancy-formulas';

/** A requisition with fewer posts than this gives them all to priority 1; none set means 1. */
const DEFAULT_LIMIT = 1;

/** The "Distribution limit" tab: the fewest posts the phase splits, and a form to set it. */
export function VacancyLimitPanel({ phase, pair }: { phase: VacancyPhase; pair: TClassService }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const limit = useVacancyLimit(phase, pair);
  const may = useCan();

  if (!limit.isSuccess) return limit.isPending ? <Loader size="sm" /> : null;
  const current = limit.data.limit;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('vacancy.limit.explain')}
      </Text>
      <Text fw={600} data-testid="vacancy-limit-current">
        {current === null
          ? t('vacancy.limit.notSet', { limit: format.digits(DEFAULT_LIMIT) })
          : t('vacancy.limit.current', { limit: format.number(current) })}
      </Text>
      {may('VDC', 'update') && (
        // Mounted again when the saved limit changes, so that it starts from the saved one.
        <LimitForm key={current ?? 'none'} phase={phase} pair={pair} current={current} />
      )}
    </Stack>
  );
}

interface LimitFormValues {
  classId: number;
  serviceId: number;
  limit: string;
}

function LimitForm({
  phase,
  pair,
  current,
}: {
  phase: VacancyPhase;
  pair: TClassService;
  current: number | null;
}) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const save = useSaveVacancyLimit(phase);
  const { control, handleSubmit, setError } = useForm<LimitFormValues>({
    resolver: zodResolver(ZVacancyLimitInput) as never,
    mode: 'onTouched',
    defaultValues: {
      classId: pair.classId,
      serviceId: pair.serviceId,
      limit: current === null ? '' : format.digits(current),
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values as unknown as TVacancyLimitValues);
    } catch (error) {
      placeServerErrors(error, setError, ['limit']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('vacancy.limit.formLabel')}>
      <Stack gap="sm" align="flex-start">
        <FormDigitsInput
          control={control}
          name="limit"
          label={t('vacancy.limit.label')}
          description={t('vacancy.limit.hint')}
          withAsterisk
          maxLength={6}
          w="100%"
          maw={320}
          data-testid="vacancy-limit-input"
        />
        <Button type="submit" loading={save.isPending} data-testid="vacancy-limit-save">
          {t('form.save')}
        </Button>
      </Stack>
    </form>
  );
}
