import { Button, NativeSelect, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZSubmitApplication,
  type TApplication,
  type TExamCentre,
  type TSubmitApplication,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useSubmitApplication } from '../api/submit-application';

type FormInput = z.input<typeof ZSubmitApplication>;

export interface ApplicationFormProps {
  advertisementId: number;
  examCentres: TExamCentre[];
  onApplied: (application: TApplication) => void;
}

/** Spec §5 "Voucher and apply": a nearby exam centre is required to apply. */
export function ApplicationForm({ advertisementId, examCentres, onApplied }: ApplicationFormProps) {
  const { t } = useTranslation('vacancies');
  const { lang } = useFormat();
  const submit = useSubmitApplication();
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, TSubmitApplication>({
    resolver: zodResolver(ZSubmitApplication),
    defaultValues: { advertisementId, examCentreId: '' },
    mode: 'onTouched',
  });
  const error = formState.errors.examCentreId?.message;
  const options = [
    { value: '', label: t('apply.examCentrePlaceholder'), disabled: true },
    ...examCentres.map((centre) => ({
      value: String(centre.id),
      label:
        lang === 'ne'
          ? `${centre.nameNe}, ${centre.districtNe}`
          : `${centre.nameEn}, ${centre.districtEn}`,
    })),
  ];

  const onSubmit = (payload: TSubmitApplication) =>
    submit.mutate(payload, { onSuccess: (application) => onApplied(application) });

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack gap="md" maw={480}>
        <NativeSelect
          label={t('apply.examCentre')}
          description={t('apply.examCentreHint')}
          data={options}
          withAsterisk
          error={error ? t(error, { ns: 'messages' }) : undefined}
          data-testid="apply-exam-centre"
          {...register('examCentreId')}
        />
        <Button type="submit" loading={submit.isPending} data-testid="apply-submit">
          {t('apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
