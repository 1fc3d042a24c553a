import { useEffect, useRef } from 'react';
import { Badge, Card, Center, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CANDIDATE_DOCUMENT_LABELS,
  type CandidateDocumentKind,
  type TCandidateDocument,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { PICTURE_HEIGHT, StoredDocumentPicture } from './document-picture';
import { DocumentUpload } from './document-upload';

/** One of the four documents: what is kept now, and the way to replace it. */
export function DocumentCard(props: {
  kind: CandidateDocumentKind;
  document: TCandidateDocument | undefined;
  /** Asked for by the address (`?kind=`, the staff photo editor): shown and outlined. */
  requested?: boolean;
}) {
  const { kind, document, requested = false } = props;
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (requested) cardRef.current?.scrollIntoView({ block: 'center' });
  }, [requested]);
  const { t } = useTranslation('profile');
  const format = useFormat();
  const label = CANDIDATE_DOCUMENT_LABELS[kind][format.lang];
  return (
    <Card
      ref={cardRef}
      withBorder
      radius="md"
      padding="md"
      bd={requested ? '2px solid var(--mantine-primary-color-filled)' : undefined}
      data-requested={requested || undefined}
      data-testid={`document-card-${kind}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{label}</Text>
          <Badge color={document ? 'teal' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
            {document ? t('documents.uploaded') : t('documents.required')}
          </Badge>
        </Group>
        {document ? (
          <Stack gap={4}>
            <StoredDocumentPicture
              key={document.fileId}
              fileId={document.fileId}
              alt={label}
              testId={`document-current-${kind}`}
            />
            <Text size="xs" c="dimmed">
              {t('documents.uploadedOn', {
                date: format.date(document.updatedAt, 'both'),
                size: format.kilobytes(document.byteSize),
              })}
            </Text>
          </Stack>
        ) : (
          <Center
            h={PICTURE_HEIGHT}
            bg="gray.0"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid={`document-missing-${kind}`}
          >
            <Text size="sm" c="dimmed">
              {t('documents.notUploaded')}
            </Text>
          </Center>
        )}
        <DocumentUpload kind={kind} hasDocument={Boolean(document)} />
      </Stack>
    </Card>
  );
}
