import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { masterEntity, type MasterEntityDefinition } from '@niyukti/shared';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';
import type { ClassAndService } from '../api/age-limits';

const CLASSES = masterEntity('classes') as MasterEntityDefinition;
const SERVICES = masterEntity('services') as MasterEntityDefinition;

export interface ClassServicePickerProps {
  opened: boolean;
  /** The pair shown now, preselected when the modal opens to change it. */
  current: ClassAndService | null;
  onChoose(pair: ClassAndService): void;
  onClose(): void;
}

/** back-office.md §3: "A modal first asks for the class and service of the vacancy." */
export function ClassServicePicker({
  opened,
  current,
  onChoose,
  onClose,
}: ClassServicePickerProps) {
  const { t } = useTranslation('age-limits');
  return (
    // The spec's modal asks first, but without an overlay: it opens by itself on arrival, and
    // an officer who came to the wrong page reaches the menu with one click (issue 19), not
    // a click that only closes the modal.
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('picker.title')}
      centered
      withOverlay={false}
      shadow="xl"
      lockScroll={false}
    >
      {/* Mounted only while open, so it starts from the pair shown each time. */}
      {opened && <PickerFields current={current} onChoose={onChoose} />}
    </Modal>
  );
}

function PickerFields({
  current,
  onChoose,
}: Pick<ClassServicePickerProps, 'current' | 'onChoose'>) {
  const { t } = useTranslation('age-limits');
  const classes = usePublicOptions('classes', null);
  const services = usePublicOptions('services', null);
  const [classId, setClassId] = useState<number | null>(current?.classId ?? null);
  const [serviceId, setServiceId] = useState<number | null>(current?.serviceId ?? null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (classId !== null && serviceId !== null) onChoose({ classId, serviceId });
      }}
    >
      <Stack gap="md">
        <RecordSelect
          entity={CLASSES}
          records={classes.data ?? []}
          loading={classes.isPending}
          value={classId}
          onChange={setClassId}
          label={t('picker.class')}
          required
          data-testid="age-limit-pick-class"
        />
        <RecordSelect
          entity={SERVICES}
          records={services.data ?? []}
          loading={services.isPending}
          value={serviceId}
          onChange={setServiceId}
          label={t('picker.service')}
          required
          data-testid="age-limit-pick-service"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={classId === null || serviceId === null}
            data-testid="age-limit-pick-show"
          >
            {t('picker.show')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
