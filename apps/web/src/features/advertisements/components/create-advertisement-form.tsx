import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CREATION_DATE_NAMES,
  ZCreateAdvertisement,
  type TCreateAdvertisement,
  type TCreateAdvertisementInput,
  type TMasterRecord,
} from '@niyukti/shared';
import { FormDigitsInput, FormTextInput } from '../../../components/form-fields';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { useFormat } from '../../../lib/format';
import { placeServerErrors } from '../../../lib/server-errors';
import { useCreateAdvertisement } from '../api/advertisements';
import { AdvertisementDateFields, type DateFieldValues } from './advertisement-date-fields';
import { ExamCentresField, PostField, QuotaField } from './advertisement-master-fields';
import { LocalLevelField, NO_LOCAL_LEVEL_AREA, type LocalLevelArea } from './local-level-field';

const DATE_FIELDS = CREATION_DATE_NAMES.flatMap((name) => [`${name}Ad`, `${name}Bs`] as const);

const FIELDS: Path<TCreateAdvertisementInput>[] = [
  'code',
  'advertisementNumber',
  'postId',
  'quotaId',
  'vacancyCount',
  'feeRupees',
  ...DATE_FIELDS,
  'examCentreIds',
  'localBodyId',
];

const EMPTY: TCreateAdvertisementInput = {
  code: '',
  advertisementNumber: '',
  postId: null,
  quotaId: null,
  vacancyCount: '',
  feeRupees: '',
  ...(Object.fromEntries(DATE_FIELDS.map((name) => [name, ''])) as Record<
    (typeof DATE_FIELDS)[number],
    string
  >),
  examCentreIds: [],
  localBodyId: null,
};

/** Hints go under their inputs, so the inputs of a row stay in line. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** The master-data fee of a post's class (rupees), if the class has one. */
function feeOfClass(fees: readonly TMasterRecord[] | undefined, classId: unknown) {
  return fees?.find((fee) => fee.classId === classId);
}

export interface CreateAdvertisementFormProps {
  onDone(): void;
  onCancel(): void;
}

/**
 * A new pending advertisement: identity, post and quota group, vacancies, fee, the local level
 * for a local-level recruitment (optional), the dates it has before publishing (each in B.S. and
 * A.D.) and the exam centres candidates choose between.
 * Rules come from the shared `ZCreateAdvertisement`.
 */
export function CreateAdvertisementForm({ onDone, onCancel }: CreateAdvertisementFormProps) {
  const { t } = useTranslation('advertisements');
  const format = useFormat();
  const create = useCreateAdvertisement();
  const posts = usePublicOptions('posts', null);
  const fees = usePublicOptions('payment-fees', null);
  const [localLevelArea, setLocalLevelArea] = useState<LocalLevelArea>(NO_LOCAL_LEVEL_AREA);
  const { control, handleSubmit, setError, setValue, getFieldState } = useForm<
    TCreateAdvertisementInput,
    unknown,
    TCreateAdvertisement
  >({
    resolver: zodResolver(ZCreateAdvertisement),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const postId = useWatch({ control, name: 'postId' });
  const post = posts.data?.find((record) => record.id === postId);
  const classFee = post ? feeOfClass(fees.data, post.classId) : undefined;

  // The class's fee is filled in as a proposal; once the officer types a fee it is theirs.
  const proposeFee = (chosen: TMasterRecord | undefined) => {
    const fee = chosen && feeOfClass(fees.data, chosen.classId);
    if (!fee || getFieldState('feeRupees').isDirty) return;
    setValue('feeRupees', format.digits(Number(fee.basicPrice)), { shouldValidate: true });
  };

  const submit = handleSubmit(async (values) => {
    // A province chosen without its local body would quietly make the commission's own posts.
    if (values.localBodyId === null && localLevelArea.provinceId !== null) {
      setError(
        'localBodyId',
        { type: 'required', message: 'validation.required' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await create.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, FIELDS);
    }
  });

  const feeHint = !post
    ? undefined
    : classFee
      ? t('create.feeHint', {
          basic: format.money(Number(classFee.basicPrice) * 100),
          extra: format.money(Number(classFee.extraPrice) * 100),
        })
      : t('create.noClassFee');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput
            control={control}
            name="code"
            label={t('create.code')}
            required
            maxLength={40}
            data-testid="create-code"
          />
          <FormTextInput
            control={control}
            name="advertisementNumber"
            label={t('create.number')}
            description={t('create.numberHint')}
            inputWrapperOrder={BELOW}
            maxLength={40}
            data-testid="create-number"
          />
        </SimpleGrid>
        <PostField control={control} onChosen={proposeFee} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <QuotaField control={control} />
          <FormDigitsInput
            control={control}
            name="vacancyCount"
            label={t('create.vacancies')}
            required
            data-testid="create-vacancies"
          />
          <FormDigitsInput
            control={control}
            name="feeRupees"
            label={t('create.fee')}
            description={feeHint}
            inputWrapperOrder={BELOW}
            required
            data-testid="create-fee"
          />
        </SimpleGrid>
        <LocalLevelField control={control} area={localLevelArea} onAreaChange={setLocalLevelArea} />
        <Stack gap={4}>
          <Title order={5}>{t('detail.dates')}</Title>
          <Text size="sm" c="dimmed">
            {t('create.datesHint')}
          </Text>
        </Stack>
        <AdvertisementDateFields
          control={control as unknown as Control<DateFieldValues>}
          names={CREATION_DATE_NAMES}
        />
        <ExamCentresField control={control} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-submit">
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
