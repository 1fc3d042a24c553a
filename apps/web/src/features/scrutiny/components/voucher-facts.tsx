import { Badge, Center, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TScrutinyRow } from '@niyukti/shared';
import { BlobImage } from '../../../components/blob-image';
import { LabelledValue } from '../../../components/labelled-value';
import { download } from '../../../lib/api';
import { useFormat } from '../../../lib/format';

type ScrutinyVoucher = NonNullable<TScrutinyRow['voucher']>;

/** The voucher's picture, read with the bearer token from the staff file route (SC). */
function VoucherImage({ fileId }: { fileId: number }) {
  const { t } = useTranslation('scrutiny');
  const image = useQuery({
    queryKey: ['staff-file', fileId],
    queryFn: async ({ signal }) =>
      (await download(`/api/internal/files/${fileId}`, { signal, showErrors: false })).blob,
    staleTime: Infinity,
  });
  if (image.isPending) return <Skeleton h={240} radius="sm" />;
  if (image.isError)
    return (
      <Center h={80} bg="gray.0">
        <Text size="sm" c="dimmed">
          {t('preview.voucherImageUnavailable')}
        </Text>
      </Center>
    );
  return (
    <BlobImage
      blob={image.data}
      alt={t('preview.voucherImage')}
      maxHeight={240}
      testId="scrutiny-voucher-image"
    />
  );
}

/** back-office §3's candidate preview: voucher number, its upload date and the voucher itself. */
export function VoucherFacts({ voucher }: { voucher: ScrutinyVoucher }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return (
    <Stack gap="xs" data-testid="scrutiny-voucher">
      <Title order={5}>{t('preview.voucher')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <LabelledValue label={t('preview.voucherNumber')}>
          <span translate="no">{voucher.voucherNumber}</span> ·{' '}
          {format.lang === 'ne' ? voucher.bankNe : voucher.bankEn}
        </LabelledValue>
        <LabelledValue label={t('preview.voucherUploadedAt')}>
          {format.date(voucher.uploadedAt, 'both')}
        </LabelledValue>
      </SimpleGrid>
      <Badge variant="light" color={voucher.status === 'approved' ? 'teal' : 'orange'}>
        {t(`preview.voucherStatus.${voucher.status}`)}
      </Badge>
      <VoucherImage fileId={voucher.fileId} />
    </Stack>
  );
}
