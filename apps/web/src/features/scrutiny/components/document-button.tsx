import { Button, Center, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../../components/blob-image';
import { useStaffFile } from '../api/get-staff-file';
import { useOpenDocument, type ViewedDocument } from './document-viewer-context';

const THUMBNAIL_HEIGHT = 120;

/** A small picture of the document, read from the staff file route; a PDF is named, not drawn. */
function Thumbnail({ document, testId }: { document: ViewedDocument; testId: string }) {
  const { t } = useTranslation('scrutiny');
  const file = useStaffFile(document.fileId);
  if (file.isPending) return <Skeleton h={THUMBNAIL_HEIGHT} radius="sm" />;
  if (file.isError || !file.data.type.startsWith('image/'))
    return (
      <Center h={THUMBNAIL_HEIGHT} bg="gray.0" p="xs">
        <Text size="sm" c="dimmed" ta="center">
          {file.isError ? t('documents.unavailable') : t('documents.notAPicture')}
        </Text>
      </Center>
    );
  return (
    <BlobImage blob={file.data} alt={document.label} height={THUMBNAIL_HEIGHT} testId={testId} />
  );
}

/**
 * A document of the candidate: pressing it opens the page's viewer. `thumbnail` draws the
 * picture itself (the documents the spec's preview names); otherwise a button names it, and
 * nothing is read until it is opened.
 */
export function DocumentButton({
  document,
  thumbnail = false,
  testId,
}: {
  document: ViewedDocument;
  thumbnail?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('scrutiny');
  const open = useOpenDocument();
  const name = t('documents.view', { label: document.label });
  const id = testId ?? `scrutiny-document-${document.fileId}`;
  if (!thumbnail)
    return (
      <Button
        variant="light"
        size="compact-sm"
        onClick={() => open(document)}
        aria-label={name}
        data-testid={id}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        h="auto"
        py={4}
      >
        {document.label}
      </Button>
    );
  return (
    <UnstyledButton
      onClick={() => open(document)}
      aria-label={name}
      data-testid={id}
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-sm)',
        padding: 'var(--mantine-spacing-xs)',
      }}
    >
      <Stack gap={4}>
        <Thumbnail document={document} testId={`${id}-image`} />
        <Text size="sm" fw={500}>
          {document.label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
