import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApplication } from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { RollNumberValue } from './roll-number-value';
import { PaymentBadge, ScrutinyBadge } from './status-badges';
import { BsAdDate } from '../../../components/bs-ad-date';
import { IssuedCode } from '../../../components/issued-code';
import { WrittenText } from '../../../components/written-text';

/** Everything the commission holds of one of my applications, as facts for the detail page. */
export function ApplicationFacts({ application }: { application: TApplication }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const ne = format.lang === 'ne';
  const day = (value: string) => <BsAdDate value={value} />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <LabelledValue label={t('detail.advertisementCode')}>
          <IssuedCode>{application.advertisementCode}</IssuedCode>
        </LabelledValue>
        <LabelledValue label={t('detail.advertisementNumber')}>
          {format.digits(application.advertisementNumber)}
        </LabelledValue>
        <LabelledValue label={t('detail.post')}>
          {ne ? application.postNe : application.postEn}
        </LabelledValue>
        <LabelledValue label={t('card.examCentre')}>
          {ne ? application.examCentreNe : application.examCentreEn}
        </LabelledValue>
        {application.subjectEn !== null && (
          <LabelledValue label={t('detail.subject')}>
            {ne
              ? `${application.subjectNe} (${application.facultyNe})`
              : `${application.subjectEn} (${application.facultyEn})`}
          </LabelledValue>
        )}
        <LabelledValue label={t('card.fee')}>{format.money(application.feePaisa)}</LabelledValue>
        <LabelledValue label={t('card.appliedOn')}>{day(application.appliedAt)}</LabelledValue>
        <LabelledValue label={t('card.payment')}>
          <PaymentBadge status={application.paymentStatus} />
        </LabelledValue>
        <LabelledValue label={t('detail.paymentReference')}>
          <span data-testid="detail-payment-reference">
            {application.paymentReference ? (
              <IssuedCode>{application.paymentReference}</IssuedCode>
            ) : (
              t('detail.notYet')
            )}
          </span>
        </LabelledValue>
        <LabelledValue label={t('detail.lastPaymentDate')}>
          {day(application.lastPaymentDate)}
        </LabelledValue>
        <LabelledValue label={t('card.scrutiny')}>
          <ScrutinyBadge status={application.scrutinyStatus} />
        </LabelledValue>
        <LabelledValue label={t('card.rollNumber')}>
          <RollNumberValue rollNumber={application.rollNumber} />
        </LabelledValue>
      </SimpleGrid>
      {application.scrutinyRemarks && (
        <LabelledValue label={t('card.remarks')}>
          <span data-testid="detail-scrutiny-remarks">
            <WrittenText>{application.scrutinyRemarks}</WrittenText>
          </span>
        </LabelledValue>
      )}
    </Stack>
  );
}
