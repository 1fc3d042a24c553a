import { useCallback } from 'react';
import { Center, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentFile } from '../api/documents';

export const PICTURE_HEIGHT = 180;

const PICTURE_STYLE = {
  display: 'block',
  width: '100%',
  height: PICTURE_HEIGHT,
  objectFit: 'contain',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-0)',
} as const;

/**
 * Shows a Blob through an object URL that lives exactly as long as the <img>: the ref callback
 * creates it when the element mounts and its cleanup revokes it, so no URL outlives the card.
 */
export function BlobPicture(props: { blob: Blob; alt: string; testId: string }) {
  const { blob } = props;
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    // A plain <img>: the ref callback's cleanup must reach React unmerged.
    <img ref={attach} alt={props.alt} style={PICTURE_STYLE} data-testid={props.testId} />
  );
}

/** The candidate's stored picture, fetched with the bearer token (an <img src> cannot send it). */
export function StoredDocumentPicture(props: { fileId: number; alt: string; testId: string }) {
  const { t } = useTranslation('profile');
  const file = useDocumentFile(props.fileId);
  if (file.isPending) return <Skeleton h={PICTURE_HEIGHT} radius="sm" />;
  if (file.isError)
    return (
      <Center h={PICTURE_HEIGHT} bg="gray.0">
        <Text size="sm" c="dimmed">
          {t('documents.pictureUnavailable')}
        </Text>
      </Center>
    );
  return <BlobPicture blob={file.data} alt={props.alt} testId={props.testId} />;
}
