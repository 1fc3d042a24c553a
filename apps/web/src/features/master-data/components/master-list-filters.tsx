import { Box, Group, Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MASTER_STATUSES, type MasterEntityDefinition, type MasterStatus } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import type { MasterLookups } from '../api/master-records';
import { parentFieldOf, referencedEntity } from '../lib/master-entity';
import { RecordSelect } from '../../../components/master-select/record-select';

export interface MasterListFiltersProps {
  entity: MasterEntityDefinition;
  lookups: MasterLookups;
  status: MasterStatus;
  onStatusChange(status: MasterStatus): void;
  parentId: number | null;
  onParentChange(parentId: number | null): void;
}

const isStatus = (value: string): value is MasterStatus =>
  (MASTER_STATUSES as readonly string[]).includes(value);

/** The list's own filters: active, inactive or all records, and the parent (a province). */
export function MasterListFilters({
  entity,
  lookups,
  status,
  onStatusChange,
  parentId,
  onParentChange,
}: MasterListFiltersProps) {
  const { t } = useTranslation('master-data');
  const { lang } = useFormat();
  const parentField = parentFieldOf(entity);
  return (
    <Group align="flex-end" gap="md">
      <Input.Wrapper label={t('filters.status')} id="master-status" labelElement="div">
        {/* A block of its own, so the label sits above it as above the parent select. */}
        <div>
          <SegmentedControl
            aria-labelledby="master-status-label"
            value={status}
            onChange={(value) => {
              if (isStatus(value)) onStatusChange(value);
            }}
            data={MASTER_STATUSES.map((value) => ({ value, label: t(`filters.${value}`) }))}
            data-testid="master-status-filter"
          />
        </div>
      </Input.Wrapper>
      {parentField && (
        <Box w={300} maw="100%">
          <RecordSelect
            entity={referencedEntity(parentField)}
            records={lookups[parentField.reference] ?? []}
            value={parentId}
            onChange={onParentChange}
            label={parentField.label[lang]}
            placeholder={t('filters.everyParent')}
            size="sm"
            clearable
            data-testid="master-parent-filter"
          />
        </Box>
      )}
    </Group>
  );
}
