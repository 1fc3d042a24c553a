import { useState } from 'react';
import { Button, NativeSelect, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PROFILE_PARTS,
  ZSubmitApplication,
  type ProfilePart,
  type TApplication,
  type TExamCentre,
  type TSubmitApplication,
} from '@niyukti/shared';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { refreshProfileStatus, useProfileStatus } from '../../../lib/profile/status';
import { useSubmitApplication } from '../api/submit-application';
import { ProfileGapsNotice } from './profile-gaps-notice';

type FormInput = z.input<typeof ZSubmitApplication>;

/** The parts a PROFILE_INCOMPLETE refusal names (`data.missing`), or null for any other failure. */
function missingPartsOf(error: unknown): ProfilePart[] | null {
  if (!isApiError(error) || error.code !== 'PROFILE_INCOMPLETE') return null;
  const missing = (error.data as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing)
    ? PROFILE_PARTS.filter((part) => (missing as unknown[]).includes(part))
    : [];
}

export interface ApplicationFormProps {
  advertisementId: number;
  examCentres: TExamCentre[];
  onApplied: (application: TApplication) => void;
}

/**
 * Spec §5 "Voucher and apply": a nearby exam centre is required to apply. Spec §4: a profile
 * with missing parts cannot apply, so those are named up front (the server's profile status)
 * and the button waits; a refusal the server makes all the same names them too.
 */
export function ApplicationForm({ advertisementId, examCentres, onApplied }: ApplicationFormProps) {
  const { t } = useTranslation('vacancies');
  const { lang } = useFormat();
  const queryClient = useQueryClient();
  const submit = useSubmitApplication();
  const { data: profileStatus } = useProfileStatus();
  const [refusedFor, setRefusedFor] = useState<ProfilePart[] | null>(null);
  const missing = refusedFor ?? profileStatus?.missing ?? [];
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
    submit.mutate(payload, {
      onSuccess: (application) => onApplied(application),
      onError: (error) => {
        const gaps = missingPartsOf(error);
        if (gaps === null) return;
        setRefusedFor(gaps);
        void refreshProfileStatus(queryClient);
      },
    });

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
        {missing.length > 0 && <ProfileGapsNotice missing={missing} />}
        <Button
          type="submit"
          loading={submit.isPending}
          disabled={missing.length > 0}
          data-testid="apply-submit"
        >
          {t('apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
