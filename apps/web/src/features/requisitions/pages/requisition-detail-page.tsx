import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { IssuedCode } from '../../../components/issued-code';
import { PageLoader } from '../../../components/page-loader';
import { NotFoundPage } from '../../../components/status-pages';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/auth/can';
import { useRequisition } from '../api/requisitions';
import { DecisionButtons, DecisionModal, type PendingDecision } from '../components/decision-modal';
import { RequisitionFacts } from '../components/requisition-facts';
import { RequisitionTimeline } from '../components/requisition-timeline';
import { REQUISITIONS_PATHS } from '../paths';

/** /admin/requisition/:id (RQ read): every field, the document, the flow; the commission decides. */
export function RequisitionDetailPage() {
  const { t } = useTranslation('requisitions');
  const id = Number(useParams().id);
  const may = useCan();
  const requisition = useRequisition(id);
  const [pending, setPending] = useState<PendingDecision | null>(null);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (requisition.isPending) return <PageLoader />;
  if (!requisition.data)
    return isApiError(requisition.error) && requisition.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorScreen />
    );
  const r = requisition.data;
  const canApprove = may('RQ', 'approve');
  const canReject = may('RQ', 'reject');
  const decidable = r.status === 'filed' && (canApprove || canReject);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={REQUISITIONS_PATHS.list} size="sm">
        ← {t('detail.back')}
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('detail.title')} <IssuedCode>{r.number}</IssuedCode>
        </Title>
        <Text c="dimmed" size="sm">
          {t('detail.intro')}
        </Text>
      </Stack>
      {decidable && (
        <Paper withBorder p="md" radius="md" data-testid="requisition-decision">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('detail.waiting')}</Text>
            <DecisionButtons
              requisition={r}
              canApprove={canApprove}
              canReject={canReject}
              onDecide={setPending}
            />
          </Group>
        </Paper>
      )}
      <RequisitionFacts requisition={r} />
      <RequisitionTimeline events={r.events} />
      <DecisionModal pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
