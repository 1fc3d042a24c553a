// The master-data choices of a new advertisement (post, quota group, exam centres), from the
// public lists every form reads, each bound to one field of the create form.
import { useMemo } from 'react';
import { MultiSelect, Select, SimpleGrid, Stack, type ComboboxItem } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { masterEntity, type TCreateAdvertisementInput, type TMasterRecord } from '@niyukti/shared';
import { useErrorText } from '../../../components/form-fields';
import { LabelledValue } from '../../../components/labelled-value';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { namesSearchText } from '../../../components/master-select/record-label';
import { RecordSelect } from '../../../components/master-select/record-select';
import { useFormat } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';
import { nepaliOptionsFilter } from '../../../lib/search/nepali-options-filter';

type CreateControl = Control<TCreateAdvertisementInput>;

const QUOTAS = masterEntity('quotas')!;

/** A value no record can have (ids are positive integers): the 'Select all' option. */
const SELECT_ALL = 'all';

function recordOf(records: readonly TMasterRecord[] | undefined, id: unknown) {
  return typeof id === 'number' ? records?.find((record) => record.id === id) : undefined;
}

function nameOf(record: TMasterRecord | undefined, lang: Language): string {
  const name = record?.[lang === 'ne' ? 'nameNe' : 'nameEn'];
  return typeof name === 'string' ? name : '—';
}

/** Both languages' names: what a search matches. */
interface SearchableOption extends ComboboxItem {
  search: string;
}

/**
 * Options sorted by label and found by either language's words: a Nepali-mode officer with a
 * Latin keyboard types "nayab".
 */
function useSearchableOptions(options: SearchableOption[], lang: Language) {
  return useMemo(() => {
    const searchOf = new Map(options.map((option) => [option.value, option.search]));
    const filter = nepaliOptionsFilter((option) =>
      option.value === SELECT_ALL ? null : searchOf.get(option.value),
    );
    const data = options
      .map(({ value, label }) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
    return { data, filter };
  }, [options, lang]);
}

/** The post, named with its class (a post's name is unique only within its class). */
export function PostField({
  control,
  onChosen,
}: {
  control: CreateControl;
  onChosen(post: TMasterRecord | undefined): void;
}) {
  const { t } = useTranslation('advertisements');
  const { lang } = useFormat();
  const errorText = useErrorText();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'postId' });
  const posts = usePublicOptions('posts', null);
  const classes = usePublicOptions('classes', null);
  const services = usePublicOptions('services', null);
  const groups = usePublicOptions('groups', null);
  const post = recordOf(posts.data, value);
  const subGroups = usePublicOptions('sub-groups', null, typeof post?.subGroupId === 'number');
  const options = useMemo(
    () =>
      (posts.data ?? []).map((record) => {
        const postClass = recordOf(classes.data, record.classId);
        return {
          value: String(record.id),
          label: t('create.postOption', {
            post: nameOf(record, lang),
            class: nameOf(postClass, lang),
          }),
          search: namesSearchText(record, postClass),
        };
      }),
    [posts.data, classes.data, lang, t],
  );
  const { data, filter } = useSearchableOptions(options, lang);
  return (
    <Stack gap="xs">
      <Select
        size="md"
        searchable
        required
        maxDropdownHeight={280}
        label={t('create.post')}
        placeholder={posts.isPending ? t('create.loading') : t('create.choose')}
        nothingFoundMessage={t('create.nothingFound')}
        data={data}
        filter={filter}
        ref={ref}
        name={name}
        value={typeof value === 'number' ? String(value) : null}
        onChange={(next) => {
          const id = next ? Number(next) : null;
          onChange(id);
          onChosen(recordOf(posts.data, id));
        }}
        onBlur={onBlur}
        error={errorText(fieldState.error)}
        data-testid="create-post"
      />
      {post && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="create-post-facts">
          <LabelledValue label={t('detail.service')}>
            {nameOf(recordOf(services.data, post.serviceId), lang)}
          </LabelledValue>
          <LabelledValue label={t('detail.group')}>
            {nameOf(recordOf(groups.data, post.groupId), lang)}
          </LabelledValue>
          <LabelledValue label={t('detail.subGroup')}>
            {nameOf(recordOf(subGroups.data, post.subGroupId), lang)}
          </LabelledValue>
          <LabelledValue label={t('detail.class')}>
            {nameOf(recordOf(classes.data, post.classId), lang)}
          </LabelledValue>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The quota group (each quota group of a post is its own advertisement). */
export function QuotaField({ control }: { control: CreateControl }) {
  const { t } = useTranslation('advertisements');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'quotaId' });
  const quotas = usePublicOptions(QUOTAS.key, null);
  return (
    <RecordSelect
      entity={QUOTAS}
      records={quotas.data ?? []}
      loading={quotas.isPending}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      label={t('create.quota')}
      required
      error={errorText(fieldState.error)}
      data-testid="create-quota"
    />
  );
}

/**
 * The exam centres candidates choose between, each named with its district (a centre's name is
 * unique only within its district), with the spec's 'Select all' on top while any is unchosen.
 */
export function ExamCentresField({ control }: { control: CreateControl }) {
  const { t } = useTranslation('advertisements');
  const { lang } = useFormat();
  const errorText = useErrorText();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'examCentreIds' });
  const centres = usePublicOptions('exam-centres', null);
  const districts = usePublicOptions('districts', null);
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const options = useMemo(
    () =>
      (centres.data ?? []).map((centre) => {
        const district = recordOf(districts.data, centre.districtId);
        return {
          value: String(centre.id),
          label: t('create.centreOption', {
            centre: nameOf(centre, lang),
            district: nameOf(district, lang),
          }),
          search: namesSearchText(centre, district),
        };
      }),
    [centres.data, districts.data, lang, t],
  );
  const { data, filter } = useSearchableOptions(options, lang);
  const allChosen = data.length > 0 && data.every((option) => chosen.includes(option.value));
  return (
    <MultiSelect
      size="md"
      searchable
      clearable
      hidePickedOptions
      required
      maxDropdownHeight={280}
      label={t('create.examCentres')}
      description={t('create.examCentresHint')}
      placeholder={centres.isPending ? t('create.loading') : t('create.searchPlaceholder')}
      nothingFoundMessage={t('create.nothingFound')}
      data={allChosen ? data : [{ value: SELECT_ALL, label: t('create.selectAll') }, ...data]}
      filter={filter}
      ref={ref}
      name={name}
      value={chosen}
      onChange={(next) =>
        onChange(
          (next.includes(SELECT_ALL) ? data.map((option) => option.value) : next).map(Number),
        )
      }
      onBlur={onBlur}
      error={errorText(fieldState.error)}
      data-testid="create-exam-centres"
    />
  );
}
