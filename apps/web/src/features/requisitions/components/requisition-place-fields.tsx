// The post a requisition asks for and where it sits: service, class, group, sub group and post,
// each narrowing the others' choices; choosing a post first fills in the rest from it.
import { useMemo } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  useController,
  useWatch,
  type Control,
  type FieldPath,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  masterEntity,
  type MasterEntityDefinition,
  type TMasterRecord,
  type TRequisitionFormValues,
} from '@niyukti/shared';
import { useErrorText } from '../../../components/form-fields';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';

type PlaceName = 'serviceId' | 'classId' | 'groupId' | 'subGroupId' | 'postId';
type PlaceValues = Record<PlaceName, number | null>;
type RequisitionControl = Control<TRequisitionFormValues>;

const entity = (key: string) => masterEntity(key) as MasterEntityDefinition;
const SERVICES = entity('services');
const CLASSES = entity('classes');
const GROUPS = entity('groups');
const SUB_GROUPS = entity('sub-groups');
const POSTS = entity('posts');

const NONE: TMasterRecord[] = [];

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A chosen value narrows a list only once it is chosen. */
const fits = (chosen: number | null, own: unknown) => chosen === null || own === chosen;

/** Whether a post can be filed with the place chosen so far (a requisition needs its group). */
function postFits(post: TMasterRecord, place: PlaceValues): boolean {
  return (
    typeof post.groupId === 'number' &&
    fits(place.serviceId, post.serviceId) &&
    fits(place.classId, post.classId) &&
    fits(place.groupId, post.groupId) &&
    fits(place.subGroupId, post.subGroupId ?? null)
  );
}

interface PlaceSelectProps {
  control: RequisitionControl;
  name: PlaceName;
  entity: MasterEntityDefinition;
  records: TMasterRecord[];
  loading: boolean;
  label: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
  onPick(id: number | null): void;
}

/** One select of the place, bound to its form field (its error, its focus on a refusal). */
function PlaceSelect({ control, name, onPick, ...props }: PlaceSelectProps) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <RecordSelect
      {...props}
      value={idOf(field.value)}
      onChange={onPick}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      clearable
      error={errorText(fieldState.error)}
      data-testid={`requisition-${name}`}
    />
  );
}

export interface RequisitionPlaceFieldsProps {
  control: RequisitionControl;
  setValue: UseFormSetValue<TRequisitionFormValues>;
}

/** Service, class, group, sub group and post of a requisition (back-office.md §3). */
export function RequisitionPlaceFields({ control, setValue }: RequisitionPlaceFieldsProps) {
  const { t } = useTranslation('requisitions');
  const services = usePublicOptions('services', null);
  const classes = usePublicOptions('classes', null);
  const groups = usePublicOptions('groups', null);
  const subGroups = usePublicOptions('sub-groups', null);
  const posts = usePublicOptions('posts', null);
  const watched = useWatch({
    control,
    name: ['serviceId', 'classId', 'groupId', 'subGroupId', 'postId'],
  });
  const place: PlaceValues = {
    serviceId: idOf(watched[0]),
    classId: idOf(watched[1]),
    groupId: idOf(watched[2]),
    subGroupId: idOf(watched[3]),
    postId: idOf(watched[4]),
  };

  const groupChoices = (groups.data ?? NONE).filter((group) =>
    fits(place.serviceId, group.serviceId),
  );
  const subGroupChoices =
    place.groupId === null
      ? NONE
      : (subGroups.data ?? NONE).filter((subGroup) => subGroup.groupId === place.groupId);
  // A post is named with its class: the same name may stand in several classes.
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

  const set = (name: PlaceName, id: number | null) =>
    setValue(name, id, { shouldDirty: true, shouldValidate: id !== null });
  const postOf = (id: number | null) => (posts.data ?? NONE).find((post) => post.id === id);

  /** After a choice of service, class, group or sub group: drop what no longer fits it. */
  function choose(name: Exclude<PlaceName, 'postId'>, id: number | null) {
    const next = { ...place, [name]: id };
    set(name, id);
    if (name === 'serviceId' && next.groupId !== null) {
      const group = (groups.data ?? NONE).find((record) => record.id === next.groupId);
      if (!group || !fits(id, group.serviceId)) {
        next.groupId = null;
        set('groupId', null);
      }
    }
    if ((name === 'serviceId' || name === 'groupId') && next.subGroupId !== null) {
      const subGroup = (subGroups.data ?? NONE).find((record) => record.id === next.subGroupId);
      if (!subGroup || subGroup.groupId !== next.groupId) {
        next.subGroupId = null;
        set('subGroupId', null);
      }
    }
    const post = postOf(next.postId);
    if (post && !postFits(post, next)) set('postId', null);
  }

  /** A post chosen: its service, class, group and sub group are its own. */
  function choosePost(id: number | null) {
    set('postId', id);
    const post = postOf(id);
    if (!post) return;
    set('serviceId', idOf(post.serviceId));
    set('classId', idOf(post.classId));
    set('groupId', idOf(post.groupId));
    setValue('subGroupId', idOf(post.subGroupId), { shouldDirty: true });
  }

  const common = (name: PlaceName) => ({ control, name, label: t(`form.${name}`) });
  const hasSubGroups = subGroupChoices.length > 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PlaceSelect
          {...common('serviceId')}
          entity={SERVICES}
          records={services.data ?? NONE}
          loading={services.isPending}
          required
          onPick={(id) => choose('serviceId', id)}
        />
        <PlaceSelect
          {...common('classId')}
          entity={CLASSES}
          records={classes.data ?? NONE}
          loading={classes.isPending}
          required
          onPick={(id) => choose('classId', id)}
        />
        <PlaceSelect
          {...common('groupId')}
          entity={GROUPS}
          records={groupChoices}
          loading={groups.isPending}
          required
          onPick={(id) => choose('groupId', id)}
        />
        <PlaceSelect
          {...common('subGroupId')}
          entity={SUB_GROUPS}
          records={subGroupChoices}
          loading={subGroups.isPending}
          disabled={!hasSubGroups}
          description={place.groupId !== null && !hasSubGroups ? t('form.noSubGroups') : undefined}
          onPick={(id) => choose('subGroupId', id)}
        />
      </SimpleGrid>
      <PlaceSelect
        {...common('postId')}
        entity={POSTS}
        records={postChoices.filter((post) => postFits(post, place))}
        loading={posts.isPending}
        required
        description={t('form.postHint')}
        onPick={choosePost}
      />
    </Stack>
  );
}

/** The form's fields this component fills, for placing the server's refusals. */
export const PLACE_FIELDS: FieldPath<TRequisitionFormValues>[] = [
  'serviceId',
  'classId',
  'groupId',
  'subGroupId',
  'postId',
];
