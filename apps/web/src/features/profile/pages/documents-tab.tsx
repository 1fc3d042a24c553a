import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_DOCUMENT_KINDS } from '@niyukti/shared';
import { useCandidateDocuments } from '../api/documents';
import { DocumentCard } from '../components/document-card';

/**
 * /user/profile/documents: photograph, signature, citizenship front and back. `?kind=` (the
 * staff photo editor) brings one of them into view.
 */
export function DocumentsTab() {
  const { t } = useTranslation('profile');
  const documents = useCandidateDocuments();
  const requested = useSearchParams()[0].get('kind');
  return (
    <Stack gap="md" data-testid="documents-tab">
      <Text size="sm" c="dimmed">
        {t('documents.intro')}
      </Text>
      {documents.isPending ? (
        <Skeleton h={320} radius="md" />
      ) : documents.isError ? (
        <Text c="red" data-testid="documents-load-failed">
          {t('documents.loadFailed')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {CANDIDATE_DOCUMENT_KINDS.map((kind) => (
            <DocumentCard
              key={kind}
              kind={kind}
              document={documents.data.find((document) => document.kind === kind)}
              requested={kind === requested}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
