import { Alert, Badge, Divider, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  VOUCHER_DECISION_ACTIONS,
  VOUCHER_PAYMENT_METHOD_NAMES,
  type TStaffVoucher,
} from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { applicationPaymentKey, VOUCHER_STATUS_COLOR } from '../lib/labels';
import { VoucherDecisionForm } from './voucher-decision-form';
import { VoucherImage } from './voucher-image';
import { IssuedCode } from '../../../components/issued-code';

function VoucherFacts({ voucher }: { voucher: TStaffVoucher }) {
  const { t } = useTranslation('payment-admin');
  const format = useFormat();
  const ne = format.lang === 'ne';
  const method = VOUCHER_PAYMENT_METHOD_NAMES[voucher.paymentMethod];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <LabelledValue label={t('columns.candidate')}>
        {voucher.candidateName} · {t('columns.masterId')} {format.digits(voucher.masterId)}
      </LabelledValue>
      <LabelledValue label={t('card.advertisement')}>
        {format.digits(voucher.advertisementNumber)} (
        <IssuedCode>{voucher.advertisementCode}</IssuedCode>)
      </LabelledValue>
      <LabelledValue label={t('card.post')}>{ne ? voucher.postNe : voucher.postEn}</LabelledValue>
      <LabelledValue label={t('review.bank')}>{ne ? voucher.bankNe : voucher.bankEn}</LabelledValue>
      <LabelledValue label={t('review.voucherNumber')}>
        <span data-testid="voucher-number" translate="no">
          {voucher.voucherNumber}
        </span>
      </LabelledValue>
      <LabelledValue label={t('review.method')}>{ne ? method.ne : method.en}</LabelledValue>
      <LabelledValue label={t('review.amount')}>{format.money(voucher.amountPaisa)}</LabelledValue>
      <LabelledValue label={t('card.fee')}>{format.money(voucher.feePaisa)}</LabelledValue>
      <LabelledValue label={t('review.uploadedAt')}>
        {format.date(voucher.uploadedAt)}
      </LabelledValue>
      <LabelledValue label={t('card.applicationPayment')}>
        {t(applicationPaymentKey(voucher.applicationPaymentStatus), {
          defaultValue: voucher.applicationPaymentStatus,
        })}
      </LabelledValue>
      <LabelledValue label={t('columns.status')}>
        <Badge variant="light" color={VOUCHER_STATUS_COLOR[voucher.status]}>
          {t(`vouchers.status.${voucher.status}`)}
        </Badge>
      </LabelledValue>
      {voucher.decidedAt && (
        <LabelledValue label={t('review.decidedAt')}>
          {format.date(voucher.decidedAt)}
        </LabelledValue>
      )}
      {voucher.remarks && (
        <LabelledValue label={t('review.remarks')}>{voucher.remarks}</LabelledValue>
      )}
    </SimpleGrid>
  );
}

const VOUCHER_DECISIONS = ['approve', 'reject'] as const;

/**
 * A voucher with its image and facts; a submitted one also takes the decisions the user's
 * actions on UP allow (verifying is `approve`; none for a read-only role).
 */
export function VoucherReviewModal({
  voucher,
  onClose,
}: {
  voucher: TStaffVoucher | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('payment-admin');
  const may = useCan();
  const decisions = VOUCHER_DECISIONS.filter((d) => may('UP', VOUCHER_DECISION_ACTIONS[d]));
  return (
    <Modal
      opened={voucher !== null}
      onClose={onClose}
      title={t('review.title')}
      size="lg"
      data-testid="voucher-review"
    >
      {voucher && (
        <Stack gap="md">
          <VoucherImage voucherId={voucher.id} />
          <VoucherFacts voucher={voucher} />
          {voucher.amountPaisa !== voucher.feePaisa && (
            <Alert color="orange" data-testid="voucher-amount-mismatch">
              {t('review.mismatch')}
            </Alert>
          )}
          {voucher.status === 'submitted' && decisions.length > 0 && (
            <>
              <Divider />
              <VoucherDecisionForm
                key={voucher.id}
                voucher={voucher}
                decisions={decisions}
                onDecided={onClose}
              />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
