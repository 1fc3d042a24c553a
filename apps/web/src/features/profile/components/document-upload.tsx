import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CANDIDATE_DOCUMENT_RULES,
  type CandidateDocumentKind,
  type MessageKey,
} from '@niyukti/shared';
import { useFormat, type Formatter } from '../../../lib/format';
import { useUploadDocument } from '../api/documents';
import type { PictureRect } from './crop-rectangle';
import { fitDocumentPicture, type PreparedPicture } from './document-canvas';
import { DocumentCropModal, TOUCH_HEIGHT, useCropImage } from './document-crop-modal';
import { checkDocumentType, DOCUMENT_ACCEPT, DocumentFileRefusal } from './document-file-rules';
import { BlobPicture } from './document-picture';
import { UploadProgress } from '../../../components/upload-progress';

const pixels = (format: Formatter, width: number, height: number) =>
  format.digits(`${width} × ${height}`);

/** What the browser did to the chosen picture, in the current language. */
function PreparedNote({ picture }: { picture: PreparedPicture }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const size = format.kilobytes(picture.blob.size);
  const dimensions = pixels(format, picture.width, picture.height);
  if (picture.crop)
    return (
      <Text size="sm" c="teal.8" data-testid="document-prepared-note">
        {t('documents.cropped', {
          fromPixels: pixels(format, picture.originalWidth, picture.originalHeight),
          cropPixels: pixels(format, picture.crop.width, picture.crop.height),
          to: size,
          toPixels: dimensions,
        })}
      </Text>
    );
  return (
    <Text size="sm" c={picture.reduced ? 'teal.8' : 'dimmed'} data-testid="document-prepared-note">
      {picture.reduced
        ? t('documents.reduced', {
            from: format.kilobytes(picture.originalBytes),
            fromPixels: pixels(format, picture.originalWidth, picture.originalHeight),
            to: size,
            toPixels: dimensions,
          })
        : t('documents.asChosen', { size, pixels: dimensions })}
    </Text>
  );
}

/**
 * Choose, preview, crop and upload one document. The picture is checked by its leading bytes
 * and, when too heavy or too large for the kind, redrawn smaller in the browser before it is
 * sent; a crop redraws only the kept part of the original, through the same fitting.
 */
export function DocumentUpload(props: { kind: CandidateDocumentKind; hasDocument: boolean }) {
  const { kind } = props;
  const { t } = useTranslation('profile');
  const resetChooser = useRef<() => void>(null);
  const [original, setOriginal] = useState<File | null>(null);
  const [chosen, setChosen] = useState<PreparedPicture | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);
  const { mutation, progress } = useUploadDocument(kind);
  const cropImage = useCropImage();

  const refuse = (error: unknown) =>
    setRefusal(
      error instanceof DocumentFileRefusal ? error.messageKey : 'validation.fileUnreadable',
    );

  async function choose(file: File | null) {
    setOriginal(null);
    setChosen(null);
    setRefusal(null);
    mutation.reset();
    resetChooser.current?.(); // the same file may be chosen again after a cancel
    if (!file) return;
    setPreparing(true);
    try {
      await checkDocumentType(file);
      setChosen(await fitDocumentPicture(file, CANDIDATE_DOCUMENT_RULES[kind]));
      setOriginal(file);
    } catch (error) {
      refuse(error);
    } finally {
      setPreparing(false);
    }
  }

  /** Redraws the preview from the kept part of the original; a failure keeps the old one. */
  async function applyCrop(area: PictureRect) {
    if (!original) return;
    setRefusal(null);
    mutation.reset();
    try {
      setChosen(await fitDocumentPicture(original, CANDIDATE_DOCUMENT_RULES[kind], area));
    } catch (error) {
      refuse(error);
    }
    cropImage.close();
  }

  const upload = () =>
    chosen &&
    mutation.mutate(chosen.blob, {
      onSuccess: () => {
        setChosen(null);
        setOriginal(null);
      },
    });
  const uploading = mutation.isPending;

  return (
    <Stack gap="xs">
      {chosen && (
        <Stack gap={4} data-testid={`document-chosen-${kind}`}>
          <Text size="sm" fw={600}>
            {t('documents.chosen')}
          </Text>
          <BlobPicture
            blob={chosen.blob}
            alt={t('documents.chosen')}
            testId={`document-preview-${kind}`}
          />
          <PreparedNote picture={chosen} />
        </Stack>
      )}
      {uploading && (
        <UploadProgress
          progress={progress}
          ns="profile"
          keys="documents"
          testId={`document-progress-${kind}`}
        />
      )}
      {refusal && (
        <Alert color="red" variant="light" data-testid={`document-refusal-${kind}`}>
          {t(refusal, { ns: 'messages' })}
        </Alert>
      )}
      {mutation.error && (
        <Alert color="red" variant="light" data-testid={`document-error-${kind}`}>
          {mutation.error.message}
        </Alert>
      )}
      <Group gap="xs">
        <FileButton
          onChange={(file) => void choose(file)}
          accept={DOCUMENT_ACCEPT}
          resetRef={resetChooser}
          disabled={uploading || preparing}
          inputProps={{ 'data-testid': `document-input-${kind}` } as object}
        >
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant={chosen ? 'default' : 'light'}
              h={TOUCH_HEIGHT}
              loading={preparing}
              disabled={uploading}
              data-testid={`document-choose-${kind}`}
            >
              {props.hasDocument || chosen ? t('documents.chooseAnother') : t('documents.choose')}
            </Button>
          )}
        </FileButton>
        {chosen && original && (
          <>
            <Button
              variant="default"
              h={TOUCH_HEIGHT}
              disabled={uploading}
              onClick={() => cropImage.open(original)}
              data-testid={`document-crop-${kind}`}
            >
              {t('documents.crop')}
            </Button>
            <Button
              h={TOUCH_HEIGHT}
              onClick={upload}
              loading={uploading}
              data-testid={`document-upload-${kind}`}
            >
              {t('documents.upload')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              h={TOUCH_HEIGHT}
              disabled={uploading}
              onClick={() => void choose(null)}
            >
              {t('documents.cancel')}
            </Button>
          </>
        )}
      </Group>
      {chosen && (
        <DocumentCropModal
          kind={kind}
          image={cropImage.url}
          picture={{ width: chosen.originalWidth, height: chosen.originalHeight }}
          previous={chosen.crop}
          onApply={applyCrop}
          onCancel={cropImage.close}
        />
      )}
    </Stack>
  );
}
