import { Skeleton } from '@mantine/core';
import { masterEntity } from '@niyukti/shared';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { recordLabel } from '../../../components/master-select/record-label';
import { useFormat } from '../../../lib/format';

/**
 * The name of a master-data record the profile refers to, in the current language, from the
 * same public list (and cache) its form's select reads: a district from its province's list,
 * a group from its service's. Undefined while the list loads; `#id` when it is not listed.
 */
export function useMasterName(
  list: string,
  id: number | null | undefined,
  parentId: number | null = null,
): string | null | undefined {
  const { lang } = useFormat();
  const options = usePublicOptions(list, parentId, typeof id === 'number');
  if (typeof id !== 'number') return null;
  const entity = masterEntity(list);
  const record = options.data?.find((candidate) => candidate.id === id);
  if (entity && record) return recordLabel(entity, record, lang);
  return options.isPending ? undefined : `#${id}`;
}

/** A referenced record's name; a short shimmer while its list loads, a dash when none. */
export function MasterName(props: { list: string; id: unknown; parentId?: unknown }) {
  const id = typeof props.id === 'number' ? props.id : null;
  const parentId = typeof props.parentId === 'number' ? props.parentId : null;
  const name = useMasterName(props.list, id, parentId);
  if (name === undefined) return <Skeleton h={14} w={120} mt={4} radius="sm" />;
  return <>{name ?? '—'}</>;
}
