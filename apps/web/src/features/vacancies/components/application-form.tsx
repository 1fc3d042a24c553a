import { useState } from 'react';
import { Button, NativeSelect, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PROFILE_PARTS,
  ZSubmitApplication,
  ZSubmitApplicationWithSubject,
  type ProfilePart,
  type TPostSubject,
  type TApplication,
  type TExamCentre,
  type TSubmitApplication,
} from '@niyukti/shared';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { refreshProfileStatus, useProfileStatus } from '../../../lib/profile/status';
import { useSubmitApplication } from '../api/submit-application';
import { placeServerErrors } from '../../../lib/server-errors';
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
  /** The faculty and subject pairs of the post; none: the form asks for neither. */
  subjects?: TPostSubject[];
  /** The eligibility check says no (it names why above the form): Apply waits. */
  blocked?: boolean;
  /** What applying costs today, shown on the button. */
  feePaisa?: number | null;
  onApplied: (application: TApplication) => void;
}

/** The faculties of the post's pairs, each once, in the order given. */
function facultiesOf(subjects: readonly TPostSubject[]) {
  const seen = new Map<number, TPostSubject>();
  for (const pair of subjects) if (!seen.has(pair.facultyId)) seen.set(pair.facultyId, pair);
  return [...seen.values()];
}

/**
 * Spec §5 "Voucher and apply": a nearby exam centre is required to apply. Spec §4: a profile
 * with missing parts cannot apply, so those are named up front (the server's profile status)
 * and the button waits; a refusal the server makes all the same names them too.
 */
export function ApplicationForm({
  advertisementId,
  examCentres,
  subjects = [],
  blocked = false,
  feePaisa = null,
  onApplied,
}: ApplicationFormProps) {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const { lang } = format;
  const queryClient = useQueryClient();
  const submit = useSubmitApplication();
  const { data: profileStatus } = useProfileStatus();
  const [refusedFor, setRefusedFor] = useState<ProfilePart[] | null>(null);
  const missing = refusedFor ?? profileStatus?.missing ?? [];
  const asksSubject = subjects.length > 0;
  const { register, handleSubmit, formState, control, setValue, setError } = useForm<
    FormInput,
    unknown,
    TSubmitApplication
  >({
    resolver: zodResolver(asksSubject ? ZSubmitApplicationWithSubject : ZSubmitApplication),
    defaultValues: { advertisementId, examCentreId: '', facultyId: '', subjectId: '' },
    mode: 'onTouched',
  });
  const messageOf = (key: string | undefined) => (key ? t(key, { ns: 'messages' }) : undefined);
  const error = formState.errors.examCentreId?.message;
  const chosenFaculty = Number(useWatch({ control, name: 'facultyId' }));
  const facultyOptions = [
    { value: '', label: t('apply.facultyPlaceholder'), disabled: true },
    ...facultiesOf(subjects).map((pair) => ({
      value: String(pair.facultyId),
      label: lang === 'ne' ? pair.facultyNe : pair.facultyEn,
    })),
  ];
  const subjectOptions = [
    { value: '', label: t('apply.subjectPlaceholder'), disabled: true },
    ...subjects
      .filter((pair) => pair.facultyId === chosenFaculty)
      .map((pair) => ({
        value: String(pair.subjectId),
        label: lang === 'ne' ? pair.subjectNe : pair.subjectEn,
      })),
  ];
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
        // The check above may have changed since it was read (a deadline, a rule): reread it.
        void queryClient.invalidateQueries({ queryKey: ['candidate', 'eligibility'] });
        placeServerErrors(error, setError, ['examCentreId', 'facultyId', 'subjectId']);
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
        {asksSubject && (
          <>
            <NativeSelect
              label={t('apply.faculty')}
              data={facultyOptions}
              withAsterisk
              error={messageOf(formState.errors.facultyId?.message)}
              data-testid="apply-faculty"
              {...register('facultyId', {
                onChange: () => setValue('subjectId', ''),
              })}
            />
            <NativeSelect
              label={t('apply.subject')}
              data={subjectOptions}
              withAsterisk
              disabled={!chosenFaculty}
              error={messageOf(formState.errors.subjectId?.message)}
              data-testid="apply-subject"
              {...register('subjectId')}
            />
          </>
        )}
        {missing.length > 0 && <ProfileGapsNotice missing={missing} />}
        <Button
          type="submit"
          loading={submit.isPending}
          disabled={missing.length > 0 || blocked}
          data-testid="apply-submit"
        >
          {feePaisa === null
            ? t('apply.submit')
            : t('apply.submitWithFee', { fee: format.money(feePaisa) })}
        </Button>
        {blocked && missing.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="apply-blocked">
            {t('apply.blocked')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
