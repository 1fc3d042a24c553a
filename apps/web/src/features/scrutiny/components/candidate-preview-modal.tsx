import { Badge, Divider, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOLD_REASON_LABELS, type ScrutinyDecision, type TScrutinyRow } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { DecisionForm } from './decision-form';
import { VoucherFacts } from './voucher-facts';
import { LabelledValue } from '../../../components/labelled-value';
import { IssuedCode } from '../../../components/issued-code';

function ApplicationFacts({ row }: { row: TScrutinyRow }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const ne = format.lang === 'ne';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <LabelledValue label={t('columns.masterId')}>{format.digits(row.masterId)}</LabelledValue>
      <LabelledValue label={t('columns.candidateName')}>{row.candidateName}</LabelledValue>
      <LabelledValue label={t('columns.advertisementNumber')}>
        {format.digits(row.advertisementNumber)}
      </LabelledValue>
      <LabelledValue label={t('preview.advertisementCode')}>
        <IssuedCode>{row.advertisementCode}</IssuedCode>
      </LabelledValue>
      <LabelledValue label={t('columns.post')}>{ne ? row.postNe : row.postEn}</LabelledValue>
      <LabelledValue label={t('preview.examCentre')}>
        {ne ? row.examCentreNe : row.examCentreEn}
      </LabelledValue>
      <LabelledValue label={t('preview.fee')}>{format.money(row.feePaisa)}</LabelledValue>
      <LabelledValue label={t('columns.paymentStatus')}>
        <Badge variant="light" color={row.paymentStatus === 'paid' ? 'teal' : 'orange'}>
          {t(`status.payment.${row.paymentStatus}`, { ns: 'applications' })}
        </Badge>
      </LabelledValue>
      <LabelledValue label={t('preview.scrutinyStatus')}>
        <Badge variant="light">
          {t(`status.scrutiny.${row.scrutinyStatus}`, { ns: 'applications' })}
        </Badge>
      </LabelledValue>
      {row.holdReason && (
        <LabelledValue label={t('preview.holdReason')}>
          <span data-testid="scrutiny-preview-hold-reason">
            {HOLD_REASON_LABELS[row.holdReason][format.lang]}
          </span>
        </LabelledValue>
      )}
      {row.holdUntil && (
        <LabelledValue label={t('preview.holdUntil')}>
          <span data-testid="scrutiny-preview-hold-until">{format.date(row.holdUntil)}</span>
        </LabelledValue>
      )}
      <LabelledValue label={t('columns.appliedAt')}>
        {format.date(row.appliedAt, 'both')}
      </LabelledValue>
      <LabelledValue label={t('preview.rollNumber')}>
        {row.rollNumber ? format.digits(row.rollNumber) : '—'}
      </LabelledValue>
      <LabelledValue label={t('columns.remarks')}>{row.scrutinyRemarks ?? '—'}</LabelledValue>
    </SimpleGrid>
  );
}

/**
 * The candidate preview of back-office §2: the application's facts and the decisions the user
 * may take (none for a read-only role, such as an auditor: then no decision form at all).
 */
export function CandidatePreviewModal({
  row,
  decisions,
  onClose,
}: {
  row: TScrutinyRow | null;
  decisions: readonly ScrutinyDecision[];
  onClose: () => void;
}) {
  const { t } = useTranslation('scrutiny');
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('preview.title')}
      size="lg"
      data-testid="scrutiny-preview"
    >
      {row && (
        <Stack gap="md">
          <ApplicationFacts row={row} />
          {row.voucher && <VoucherFacts voucher={row.voucher} />}
          {decisions.length > 0 && (
            <>
              <Divider />
              <DecisionForm key={row.id} row={row} decisions={decisions} onDecided={onClose} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
