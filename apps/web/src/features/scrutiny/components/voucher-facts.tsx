import { Badge, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TScrutinyRow } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { DocumentButton } from './document-button';

type ScrutinyVoucher = NonNullable<TScrutinyRow['voucher']>;

/**
 * back-office §3's candidate preview: the voucher's number and bank, its upload date, whether
 * it is verified, and the voucher itself (opened in the viewer).
 */
export function VoucherFacts({ voucher }: { voucher: ScrutinyVoucher }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return (
    <Stack gap="xs" data-testid="scrutiny-voucher">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <LabelledValue label={t('preview.voucherNumber')}>
          <IssuedCode>{voucher.voucherNumber}</IssuedCode> ·{' '}
          {format.lang === 'ne' ? voucher.bankNe : voucher.bankEn}
        </LabelledValue>
        <LabelledValue label={t('preview.voucherUploadedAt')}>
          {format.date(voucher.uploadedAt, 'both')}
        </LabelledValue>
        <LabelledValue label={t('preview.voucherStatusLabel')}>
          <Badge variant="light" color={voucher.status === 'approved' ? 'teal' : 'orange'}>
            {t(`preview.voucherStatus.${voucher.status}`)}
          </Badge>
        </LabelledValue>
      </SimpleGrid>
      <DocumentButton
        thumbnail
        document={{ fileId: voucher.fileId, label: t('preview.voucherImage') }}
        testId="scrutiny-voucher-file"
      />
    </Stack>
  );
}
