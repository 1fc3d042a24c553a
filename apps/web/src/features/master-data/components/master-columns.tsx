import { useMemo, type ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { MasterEntityDefinition, MasterField, TMasterRecord } from '@niyukti/shared';
import { useFormat, type Formatter } from '../../../lib/format';
import type { MasterLookups } from '../api/master-records';
import { recordLabel } from '../../../components/master-select/record-label';
import { isReference, referencedEntity } from '../lib/master-entity';
import { editDeleteColumn } from '../../../components/data-table';
import { IssuedCode } from '../../../components/issued-code';

const PAISA_PER_RUPEE = 100;
const EMPTY = '—';
const nowrap = { whiteSpace: 'nowrap' } as const;

export interface MasterRowActions {
  /** Absent where the user's role may not update (edit) or delete (their actions). */
  onEdit?: (record: TMasterRecord) => void;
  onDelete?: (record: TMasterRecord) => void;
}

type Namer = (field: MasterField, id: number) => string;

/** How one value of a field reads in the table, in the current language's digits. */
function showValue(
  field: MasterField,
  value: TMasterRecord[string] | undefined,
  format: Formatter,
  yesNo: (flag: boolean) => string,
  nameOf: Namer,
): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (field.kind) {
    // Names and codes as the commission's staff typed them (docs/decisions.md 125).
    case 'reference':
      return <span translate="no">{nameOf(field, Number(value))}</span>;
    case 'code':
      return <IssuedCode>{String(value)}</IssuedCode>;
    case 'flag':
      return yesNo(value === true);
    case 'choice':
      return (
        field.options?.find((option) => option.value === value)?.label[format.lang] ?? String(value)
      );
    case 'rupees':
      // The API speaks whole rupees; the formatter takes paisa, as money is kept everywhere else.
      return <span style={nowrap}>{format.money(Number(value) * PAISA_PER_RUPEE)}</span>;
    case 'count':
      return format.number(Number(value));
    case 'digits':
    case 'fiscalYear':
      return format.digits(String(value));
    // A name in its own language whatever the page's (read in that language's voice), kept as
    // it was typed.
    case 'nameNe':
      return (
        <span lang="ne" translate="no">
          {String(value)}
        </span>
      );
    case 'nameEn':
      return (
        <span lang="en" translate="no">
          {String(value)}
        </span>
      );
    default:
      return String(value);
  }
}

/**
 * The columns of an entity's table: one a field, then the status and the row's actions. Sorting
 * is done by the server, by the field's own value; a reference would sort by id, so it does not.
 */
export function useMasterColumns(
  entity: MasterEntityDefinition,
  lookups: MasterLookups,
  actions: MasterRowActions,
): ColumnDef<TMasterRecord>[] {
  const { t } = useTranslation('master-data');
  const format = useFormat();
  const { onEdit, onDelete } = actions;
  return useMemo(() => {
    const names = new Map<string, Map<number, string>>();
    const nameOf: Namer = (field, id) => {
      if (!isReference(field)) return format.digits(id);
      let byId = names.get(field.reference);
      if (!byId) {
        const target = referencedEntity(field);
        byId = new Map(
          (lookups[field.reference] ?? []).map((record) => [
            record.id,
            recordLabel(target, record, format.lang),
          ]),
        );
        names.set(field.reference, byId);
      }
      return byId.get(id) ?? format.digits(id);
    };
    const yesNo = (flag: boolean) => t(flag ? 'values.yes' : 'values.no');
    // On a phone the card is named by the record's own first field (a district's name), not by
    // a reference (its province), which many rows share.
    const title = entity.fields.find((field) => !isReference(field));
    const fieldColumns = entity.fields.map<ColumnDef<TMasterRecord>>((field) => ({
      id: field.name,
      ...(field === title && { meta: { card: 'title' } }),
      header: field.label[format.lang],
      accessorFn: (record) => record[field.name],
      enableSorting: field.kind !== 'reference',
      cell: ({ row }) => showValue(field, row.original[field.name], format, yesNo, nameOf),
    }));
    return [
      ...fieldColumns,
      {
        id: 'active',
        header: t('columns.status'),
        accessorFn: (record) => record.active,
        enableSorting: false,
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.active ? 'teal' : 'gray'} tt="none">
            {t(row.original.active ? 'values.active' : 'values.inactive')}
          </Badge>
        ),
      },
      ...editDeleteColumn({
        header: t('columns.actions'),
        editLabel: t('actions.edit'),
        deleteLabel: t('actions.delete'),
        onEdit,
        onDelete,
        testIdPrefix: 'master',
      }),
    ];
  }, [entity, lookups, format, t, onEdit, onDelete]);
}
