import { Center, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../../components/blob-image';
import { useDocumentFile } from '../api/documents';

export const PICTURE_HEIGHT = 180;

/** A picture of the profile's document cards, in their fixed box. */
export function BlobPicture(props: { blob: Blob; alt: string; testId: string }) {
  return <BlobImage {...props} height={PICTURE_HEIGHT} />;
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
