import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_DOCUMENT_KINDS, CANDIDATE_DOCUMENT_LABELS } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useCandidateDocuments } from '../api/documents';
import { PreviewQuery, PreviewSection } from './preview-section';

/** The four scanned documents, each said to be uploaded or not. */
export function PreviewDocuments() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const documents = useCandidateDocuments();
  return (
    <PreviewSection title={t('tabs.documents')} tab="documents" testId="documents">
      <PreviewQuery query={documents}>
        {(saved) => (
          <Stack gap={6}>
            {CANDIDATE_DOCUMENT_KINDS.map((kind) => {
              const document = saved.find((candidate) => candidate.kind === kind);
              return (
                <Group
                  key={kind}
                  justify="space-between"
                  gap="xs"
                  wrap="nowrap"
                  data-testid={`preview-document-${kind}`}
                >
                  <Text size="sm">{CANDIDATE_DOCUMENT_LABELS[kind][format.lang]}</Text>
                  {document ? (
                    <Badge color="green" variant="light">
                      {t('documents.uploaded')} · {format.date(document.updatedAt, 'bs')}
                    </Badge>
                  ) : (
                    <Badge color="red" variant="outline">
                      {t('documents.notUploaded')}
                    </Badge>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
      </PreviewQuery>
    </PreviewSection>
  );
}
