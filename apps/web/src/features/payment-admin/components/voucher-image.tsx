import { useCallback } from 'react';
import { Center, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVoucherImage } from '../api/vouchers';

const IMAGE_HEIGHT = 320;

const IMAGE_STYLE = {
  display: 'block',
  width: '100%',
  maxHeight: IMAGE_HEIGHT,
  objectFit: 'contain',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-0)',
} as const;

/** The voucher's picture: its object URL lives exactly as long as the <img> (ref cleanup). */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} style={IMAGE_STYLE} data-testid="voucher-image" />;
}

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
  return <BlobImage blob={image.data} alt={t('review.image')} />;
}
