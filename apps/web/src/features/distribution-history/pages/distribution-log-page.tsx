import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DISTRIBUTION_LOG_SOURCES, type DistributionLogSource } from '@niyukti/shared';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { ErrorScreen } from '../../../components/error-screen';
import { PageLoader } from '../../../components/page-loader';
import { nameIn, namedIn } from '../../../components/requisition-values';
import { NotFoundPage } from '../../../components/status-pages';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useDeleteDistributionLog } from '../api/delete-log';
import { useDistributionLog } from '../api/get-log';
import { LogFacts } from '../components/log-facts';
import { LogSeats, RotationTable } from '../components/log-seats';
import { HISTORY_PATHS } from '../paths';

const isSource = (value: string | undefined): value is DistributionLogSource =>
  (DISTRIBUTION_LOG_SOURCES as readonly (string | undefined)[]).includes(value);

/**
 * /admin/vacancy-distribution-history/log/:id/:distributionType (VDH read): every field of one
 * log, its seats and the rotation of its post and office. An entered log may be deleted (VDH
 * delete); one Niyukti made stays. The address's type must be the log's own.
 */
export function DistributionLogPage() {
  const { t } = useTranslation('distribution-history');
  const format = useFormat();
  const may = useCan();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const type = params.distributionType;
  const valid = Number.isInteger(id) && id > 0 && isSource(type);
  const { data: log, error, isPending } = useDistributionLog(id, valid);
  const remove = useDeleteDistributionLog();
  const [confirming, setConfirming] = useState(false);

  if (!valid) return <NotFoundPage />;
  if (error) return isApiError(error) && error.status === 404 ? <NotFoundPage /> : <ErrorScreen />;
  if (isPending) return <PageLoader />;
  if (log.source !== type) return <NotFoundPage />;

  const canDelete = log.source === 'entered' && may('VDH', 'delete');
  async function confirmDelete() {
    try {
      await remove.mutateAsync(id);
      await navigate(HISTORY_PATHS.list);
    } catch {
      setConfirming(false); // the client has said why
    }
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={HISTORY_PATHS.list} size="sm">
        {t('log.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('log.title', { id: format.digits(log.id) })}
          </Title>
          <Text c="dimmed" size="sm">
            {`${nameIn(format.lang, log.postEn, log.postNe)} · ${namedIn(format.lang, log.office)}`}
          </Text>
        </Stack>
        {canDelete && (
          <Button
            color="red"
            variant="light"
            onClick={() => setConfirming(true)}
            data-testid="log-delete"
          >
            {t('log.delete')}
          </Button>
        )}
      </Group>
      {log.source === 'niyukti' && may('VDH', 'delete') && (
        <Alert color="blue" variant="light" p="sm">
          <Text size="sm">{t('log.niyuktiKept')}</Text>
        </Alert>
      )}
      <LogFacts log={log} canReadRequisitions={may('RQ', 'read')} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('log.seats')}
        </Title>
        <LogSeats log={log} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('log.rotation')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('log.rotationIntro')}
        </Text>
        <RotationTable log={log} />
      </Stack>
      <ConfirmDelete
        opened={confirming}
        item={t('log.item')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        loading={remove.isPending}
      />
    </Stack>
  );
}
