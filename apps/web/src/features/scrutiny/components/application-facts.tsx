import { Badge, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOLD_REASON_LABELS, type TScrutinyRow } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { VoucherFacts } from './voucher-facts';
import { WrittenText } from '../../../components/written-text';

/** The form as the list shows it, with its voucher when it was paid (or is being paid) by one. */
export function ApplicationFacts({ row }: { row: TScrutinyRow }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const ne = format.lang === 'ne';
  const faculty = ne ? row.facultyNe : row.facultyEn;
  const subject = ne ? row.subjectNe : row.subjectEn;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="scrutiny-application-facts">
        <LabelledValue label={t('columns.advertisementNumber')}>
          {format.digits(row.advertisementNumber)}
        </LabelledValue>
        <LabelledValue label={t('preview.advertisementCode')}>
          <IssuedCode>{row.advertisementCode}</IssuedCode>
        </LabelledValue>
        <LabelledValue label={t('columns.post')}>{ne ? row.postNe : row.postEn}</LabelledValue>
        <LabelledValue label={t('columns.className')}>
          {ne ? row.classNe : row.classEn}
        </LabelledValue>
        {faculty && <LabelledValue label={t('preview.faculty')}>{faculty}</LabelledValue>}
        {subject && <LabelledValue label={t('preview.subject')}>{subject}</LabelledValue>}
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
          <span data-testid="scrutiny-applied-at">{format.date(row.appliedAt, 'both')}</span>
        </LabelledValue>
        <LabelledValue label={t('columns.totalApplied')}>
          {format.number(row.totalApplied)}
        </LabelledValue>
        <LabelledValue label={t('columns.appliedToday')}>
          {format.number(row.appliedToday)}
        </LabelledValue>
        <LabelledValue label={t('preview.rollNumber')}>
          {row.rollNumber ? format.digits(row.rollNumber) : '—'}
        </LabelledValue>
        <LabelledValue label={t('columns.remarks')}>
          {row.scrutinyRemarks ? <WrittenText>{row.scrutinyRemarks}</WrittenText> : '—'}
        </LabelledValue>
      </SimpleGrid>
      {row.voucher && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('preview.voucher')}
          </Title>
          <VoucherFacts voucher={row.voucher} />
        </Stack>
      )}
    </Stack>
  );
}
