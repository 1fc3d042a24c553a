import { useCallback, useState } from 'react';
import { Paper, SimpleGrid } from '@mantine/core';
import { useAddressParams } from '../../../lib/routing/use-address-params';
import { useTranslation } from 'react-i18next';
import { masterEntity, type MasterEntityDefinition, type TClassService } from '@niyukti/shared';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';

const CLASSES = masterEntity('classes') as MasterEntityDefinition;
const SERVICES = masterEntity('services') as MasterEntityDefinition;

const idOf = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The chosen class and service live in the address (`?classId=&serviceId=`), so a reload or a
 * shared link opens the same formulas; null until both are chosen.
 */
export function useChosenClassService(): [
  TClassService | null,
  (pair: TClassService | null) => void,
] {
  const [params, editParams] = useAddressParams();
  const classId = idOf(params.get('classId'));
  const serviceId = idOf(params.get('serviceId'));
  const pair = classId !== null && serviceId !== null ? { classId, serviceId } : null;
  // The address's other parameters (the tab, the table's view) stay as the pair changes.
  const choose = useCallback(
    (next: TClassService | null) =>
      editParams((kept) => {
        kept.delete('classId');
        kept.delete('serviceId');
        if (!next) return kept;
        return new URLSearchParams({
          classId: String(next.classId),
          serviceId: String(next.serviceId),
          ...Object.fromEntries(kept),
        });
      }),
    [editParams],
  );
  return [pair, choose];
}

export interface ClassServiceChoiceProps {
  /** The pair in the address. */
  pair: TClassService | null;
  onChoose(pair: TClassService | null): void;
}

/**
 * The class and service whose formulas the page shows: two selects on the page (not a modal, so
 * the page is never hidden behind one); the pair is shown as soon as both are chosen.
 */
export function ClassServiceChoice({ pair, onChoose }: ClassServiceChoiceProps) {
  const { t } = useTranslation('distribution');
  const classes = usePublicOptions('classes', null);
  const services = usePublicOptions('services', null);
  // Only one of the two chosen: held here until the other is (the address holds full pairs).
  const [draft, setDraft] = useState<{ classId: number | null; serviceId: number | null }>({
    classId: pair?.classId ?? null,
    serviceId: pair?.serviceId ?? null,
  });
  const classId = pair?.classId ?? draft.classId;
  const serviceId = pair?.serviceId ?? draft.serviceId;
  const pick = (next: { classId: number | null; serviceId: number | null }) => {
    setDraft(next);
    onChoose(
      next.classId !== null && next.serviceId !== null
        ? { classId: next.classId, serviceId: next.serviceId }
        : null,
    );
  };
  return (
    <Paper withBorder p="md" role="group" aria-label={t('vacancy.choice.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordSelect
          entity={CLASSES}
          records={classes.data ?? []}
          loading={classes.isPending}
          value={classId}
          onChange={(id) => pick({ classId: id, serviceId })}
          label={t('vacancy.choice.class')}
          required
          data-testid="vacancy-formula-class"
        />
        <RecordSelect
          entity={SERVICES}
          records={services.data ?? []}
          loading={services.isPending}
          value={serviceId}
          onChange={(id) => pick({ classId, serviceId: id })}
          label={t('vacancy.choice.service')}
          required
          data-testid="vacancy-formula-service"
        />
      </SimpleGrid>
    </Paper>
  );
}
