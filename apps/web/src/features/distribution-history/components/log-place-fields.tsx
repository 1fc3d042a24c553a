import { useMemo } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useController, useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { masterEntity, type MasterEntityDefinition, type TMasterRecord } from '@niyukti/shared';
import { useErrorText } from '../../../components/form-fields';
import { LOCAL_BODIES } from '../../../components/master-select/place-entities';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';
import type { LogFormControl, LogFormValues } from './log-rows';

const entity = (key: string) => masterEntity(key) as MasterEntityDefinition;
const POSTS = entity('posts');
const MINISTRY_OFFICES = entity('ministry-offices');

const NONE: TMasterRecord[] = [];
const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

type PlaceName = 'postId' | 'demandOfficeId' | 'localBodyId';

interface PlaceSelectProps {
  control: LogFormControl;
  name: PlaceName;
  entity: MasterEntityDefinition;
  records: readonly TMasterRecord[];
  loading: boolean;
  required?: boolean;
  disabled?: boolean;
  description?: string;
  onPick?(id: number | null): void;
}

/** One master-data select bound to its form field (its error, its focus on a refusal). */
function PlaceSelect({ control, name, onPick, ...props }: PlaceSelectProps) {
  const { t } = useTranslation('distribution-history');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <RecordSelect
      {...props}
      label={t(`form.${name}`)}
      value={idOf(field.value)}
      onChange={(id) => {
        field.onChange(id);
        onPick?.(id);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      clearable
      error={errorText(fieldState.error)}
      data-testid={`log-${name}`}
    />
  );
}

/**
 * Where the distributed posts were: the post (named with its class: the same name stands in
 * several classes), the office of the empty seats, and optionally a local body of its district.
 */
export function LogPlaceFields({
  control,
  setValue,
}: {
  control: LogFormControl;
  setValue: UseFormSetValue<LogFormValues>;
}) {
  const { t } = useTranslation('distribution-history');
  const posts = usePublicOptions(POSTS.key, null);
  const classes = usePublicOptions('classes', null);
  const offices = usePublicOptions(MINISTRY_OFFICES.key, null);
  const officeId = idOf(useWatch({ control, name: 'demandOfficeId' }));
  const office = (offices.data ?? NONE).find((record) => record.id === officeId);
  const districtId = idOf(office?.districtId);
  const localBodies = usePublicOptions(LOCAL_BODIES.key, districtId, districtId !== null);
  const postChoices = useMemo(() => {
    const classOf = new Map((classes.data ?? NONE).map((record) => [record.id, record]));
    return (posts.data ?? NONE).map((post) => {
      const postClass = classOf.get(post.classId as number);
      if (!postClass) return post;
      return {
        ...post,
        nameEn: t('form.postOption', { post: post.nameEn, class: postClass.nameEn }),
        nameNe: t('form.postOption', { post: post.nameNe, class: postClass.nameNe }),
      };
    });
  }, [posts.data, classes.data, t]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <PlaceSelect
        control={control}
        name="postId"
        entity={POSTS}
        records={postChoices}
        loading={posts.isPending}
        required
      />
      <PlaceSelect
        control={control}
        name="demandOfficeId"
        entity={MINISTRY_OFFICES}
        records={offices.data ?? NONE}
        loading={offices.isPending}
        required
        // Another office's district has other local bodies.
        onPick={() => setValue('localBodyId', null)}
      />
      <PlaceSelect
        control={control}
        name="localBodyId"
        entity={LOCAL_BODIES}
        records={districtId === null ? NONE : (localBodies.data ?? NONE)}
        loading={districtId !== null && localBodies.isPending}
        disabled={districtId === null}
        description={t(districtId === null ? 'form.chooseOfficeFirst' : 'form.localBodyHint')}
      />
    </SimpleGrid>
  );
}
