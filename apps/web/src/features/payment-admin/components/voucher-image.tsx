import { Center, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../../components/blob-image';
import { useVoucherImage } from '../api/vouchers';

const IMAGE_HEIGHT = 320;

/** The uploaded voucher, fetched with the bearer token (an <img src> cannot send it). */
export function VoucherImage({ voucherId }: { voucherId: number }) {
  const { t } = useTranslation('payment-admin');
  const image = useVoucherImage(voucherId);
  if (image.isPending) return <Skeleton h={IMAGE_HEIGHT} radius="sm" />;
  if (image.isError)
    return (
      <Center h={120} bg="gray.0" data-testid="voucher-image-unavailable">
        <Text size="sm" c="dimmed">
          {t('review.imageUnavailable')}
        </Text>
      </Center>
    );
  return (
    <BlobImage
      blob={image.data}
      alt={t('review.image')}
      maxHeight={IMAGE_HEIGHT}
      testId="voucher-image"
    />
  );
}
