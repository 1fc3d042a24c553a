import { useCallback } from 'react';
import { Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CandidateDocumentKind, TCandidateDocument } from '@niyukti/shared';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import { useCandidateDocuments, useDocumentFile } from '../api/documents';
import { usePersonalDetails } from '../api/personal';
import { joinName } from './preview-personal';

/** Passport-photo proportions for the photograph, a wide strip for the signature. */
const FRAMES = {
  photograph: { w: 112, h: 140 },
  signature: { w: 168, h: 64 },
} as const;
type HeaderPicture = keyof typeof FRAMES;

const frameStyle = (kind: HeaderPicture) => ({
  width: FRAMES[kind].w,
  height: FRAMES[kind].h,
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-sm)',
  overflow: 'hidden',
});

/** The stored picture through an object URL that lives exactly as long as the <img>. */
function StoredPicture(props: { fileId: number; kind: HeaderPicture; alt: string }) {
  const { t } = useTranslation('profile');
  const file = useDocumentFile(props.fileId);
  const blob = file.data;
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  if (file.isPending) return <Skeleton {...FRAMES[props.kind]} />;
  if (file.isError)
    return (
      <Center h="100%" p={4}>
        <Text size="xs" c="dimmed" ta="center">
          {t('documents.pictureUnavailable')}
        </Text>
      </Center>
    );
  return (
    <img
      ref={attach}
      alt={props.alt}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      data-testid={`preview-${props.kind}`}
    />
  );
}

function PictureFrame(props: { kind: HeaderPicture; document: TCandidateDocument | undefined }) {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const caption = t(`preview.header.${props.kind}`);
  return (
    <Stack gap={2} align="center">
      <div style={frameStyle(props.kind)}>
        {props.document ? (
          <StoredPicture fileId={props.document.fileId} kind={props.kind} alt={caption} />
        ) : (
          <Center h="100%" p={4} data-testid={`preview-${props.kind}-missing`}>
            <Text size="xs" c="dimmed" ta="center" lang={lang}>
              {t('documents.notUploaded')}
            </Text>
          </Center>
        )}
      </div>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
}

const documentOf = (documents: TCandidateDocument[] | undefined, kind: CandidateDocumentKind) =>
  documents?.find((document) => document.kind === kind);

/** The top of the printed profile: who it is (names, master id), the photograph, the signature. */
export function PreviewHeader() {
  const { t } = useTranslation(['profile', 'common']);
  const format = useFormat();
  const { user } = useAuth();
  const { data: personal } = usePersonalDetails();
  const { data: documents } = useCandidateDocuments();
  const nameNe =
    personal && joinName(personal.firstNameNe, personal.middleNameNe, personal.lastNameNe);
  const nameEn = personal
    ? joinName(personal.firstName, personal.middleName, personal.lastName)
    : user?.fullName;
  return (
    <Paper withBorder radius="sm" p="md" data-print-section data-testid="preview-header">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('common:app.commission')}
          </Text>
          <Title order={2} size="h3">
            {t('preview.header.title')}
          </Title>
          {nameNe && (
            <Text size="lg" fw={600} lang="ne" data-testid="preview-name-ne">
              {nameNe}
            </Text>
          )}
          {nameEn && (
            <Text size={nameNe ? 'md' : 'lg'} fw={nameNe ? 400 : 600} data-testid="preview-name-en">
              {nameEn}
            </Text>
          )}
          {typeof user?.masterId === 'number' && (
            <Text size="sm" data-testid="preview-master-id">
              {t('preview.header.masterId')}: <b>{format.digits(user.masterId)}</b>
            </Text>
          )}
        </Stack>
        <Group gap="md" align="flex-end" wrap="nowrap">
          <PictureFrame kind="signature" document={documentOf(documents, 'signature')} />
          <PictureFrame kind="photograph" document={documentOf(documents, 'photograph')} />
        </Group>
      </Group>
    </Paper>
  );
}
