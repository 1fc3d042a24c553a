import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CANDIDATE_DOCUMENT_LABELS, type TCandidateDetails } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { DocumentButton } from './document-button';

/** The photograph, signature and citizenship (front and back) as uploaded, each to open. */
export function CandidateDocuments({ documents }: { documents: TCandidateDetails['documents'] }) {
  const { t } = useTranslation('scrutiny');
  const { lang } = useFormat();
  if (documents.length === 0) return <Text size="sm">{t('documents.none')}</Text>;
  return (
    <SimpleGrid cols={2} spacing="sm">
      {documents.map(({ kind, file }) => (
        <DocumentButton
          key={kind}
          thumbnail
          document={{
            fileId: file.fileId,
            contentType: file.contentType,
            label: CANDIDATE_DOCUMENT_LABELS[kind][lang],
          }}
          testId={`scrutiny-document-${kind}`}
        />
      ))}
    </SimpleGrid>
  );
}
