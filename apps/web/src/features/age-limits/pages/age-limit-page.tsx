import { useCallback, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/can';
import { useSearchParams } from 'react-router';
import { masterEntity, type MasterEntityDefinition, type TAgeLimit } from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DataTable } from '../../../components/data-table';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { recordLabel } from '../../../components/master-select/record-label';
import { useFormat } from '../../../lib/format';
import { useAgeLimits, useDeleteAgeLimit, type ClassAndService } from '../api/age-limits';
import { useAgeLimitColumns } from '../components/age-limit-columns';
import { AgeLimitForm } from '../components/age-limit-form';
import { ClassServicePicker } from '../components/class-service-picker';

const NO_ROWS: TAgeLimit[] = [];
const CLASSES = masterEntity('classes') as MasterEntityDefinition;
const SERVICES = masterEntity('services') as MasterEntityDefinition;

/** The form's state: closed, adding (no rule) or editing one rule. */
type Editing = { rule?: TAgeLimit } | null;

const idOf = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The chosen class and service live in the address (`?classId=&serviceId=`, the spec's
 * ageLimitConfigure/{data}), so a reload or a shared link opens the same rules.
 */
function useChosenPair(): [ClassAndService | null, (pair: ClassAndService) => void] {
  const [params, setParams] = useSearchParams();
  const classId = idOf(params.get('classId'));
  const serviceId = idOf(params.get('serviceId'));
  const pair = classId !== null && serviceId !== null ? { classId, serviceId } : null;
  const choose = useCallback(
    (next: ClassAndService) =>
      setParams({ classId: String(next.classId), serviceId: String(next.serviceId) }),
    [setParams],
  );
  return [pair, choose];
}

/** /admin/age-limit (ALC): the age limits of one class and service (back-office.md §3). */
export function AgeLimitPage() {
  const { t } = useTranslation('age-limits');
  const [pair, choosePair] = useChosenPair();
  // The modal opens by itself until a class and service are chosen.
  const [picking, setPicking] = useState(pair === null);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      {pair ? (
        <AgeLimitRules pair={pair} onChange={() => setPicking(true)} />
      ) : (
        <Alert color="blue" data-testid="age-limit-nothing-chosen">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('nothingChosen')}</Text>
            <Button size="compact-sm" onClick={() => setPicking(true)}>
              {t('chooseAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      <ClassServicePicker
        opened={picking}
        current={pair}
        onChoose={(next) => {
          choosePair(next);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </Stack>
  );
}

function usePairName(pair: ClassAndService): string {
  const { t } = useTranslation('age-limits');
  const { lang, digits } = useFormat();
  const classes = usePublicOptions('classes', null);
  const services = usePublicOptions('services', null);
  const classRecord = classes.data?.find((record) => record.id === pair.classId);
  const serviceRecord = services.data?.find((record) => record.id === pair.serviceId);
  return t('chosen', {
    className: classRecord ? recordLabel(CLASSES, classRecord, lang) : digits(pair.classId),
    serviceName: serviceRecord
      ? recordLabel(SERVICES, serviceRecord, lang)
      : digits(pair.serviceId),
  });
}

function AgeLimitRules({ pair, onChange }: { pair: ClassAndService; onChange(): void }) {
  const { t } = useTranslation('age-limits');
  const rules = useAgeLimits(pair);
  const remove = useDeleteAgeLimit();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TAgeLimit | null>(null);
  const compact = useMediaQuery('(max-width: 36em)');
  const onEdit = useCallback((rule: TAgeLimit) => setEditing({ rule }), []);
  const may = useCan();
  const columns = useAgeLimitColumns({
    onEdit: may('ALC', 'update') ? onEdit : undefined,
    onDelete: may('ALC', 'delete') ? setDeleting : undefined,
  });
  const name = usePairName(pair);

  const confirmDelete = () => {
    if (!deleting) return;
    // Refused: the client has toasted the server's reason; the dialog closes either way.
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Text fw={600} data-testid="age-limit-chosen">
            {name}
          </Text>
          <Text c="dimmed" size="xs">
            {t('precedence')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onChange} data-testid="age-limit-change">
            {t('change')}
          </Button>
          {may('ALC', 'create') && (
            <Button onClick={() => setEditing({})} data-testid="age-limit-add">
              {t('add')}
            </Button>
          )}
        </Group>
      </Group>
      <DataTable
        label={t('title')}
        columns={columns}
        data={rules.data ?? NO_ROWS}
        loading={rules.isPending}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.rule ? 'form.editTitle' : 'form.addTitle')}
        fullScreen={compact}
        centered
      >
        {editing && (
          <AgeLimitForm
            pair={pair}
            rule={editing.rule}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete
        opened={deleting !== null}
        item={t('item')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
      />
    </>
  );
}
