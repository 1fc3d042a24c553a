import { useCallback } from 'react';
import { Center, FileInput, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { useStaffNoticeImage } from '../api/notices';
import { NOTICE_IMAGE_ACCEPT } from './notice-image-check';

const PREVIEW_HEIGHT = 200;
const PREVIEW_STYLE = {
  display: 'block',
  width: '100%',
  height: PREVIEW_HEIGHT,
  objectFit: 'contain',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-0)',
} as const;

/**
 * A Blob through an object URL that lives exactly as long as the <img>: the ref callback makes
 * it when the element mounts and its cleanup revokes it.
 */
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
  return <img ref={attach} alt={alt} style={PREVIEW_STYLE} data-testid="notice-image-preview" />;
}

/** The image the notice keeps now, fetched with the token (it may not be shown publicly yet). */
function KeptImage({ notice, alt }: { notice: TNotice; alt: string }) {
  const { t } = useTranslation('notices');
  const image = useStaffNoticeImage(notice);
  if (image.isPending) return <Skeleton h={PREVIEW_HEIGHT} radius="sm" />;
  if (image.isError)
    return (
      <Center h={PREVIEW_HEIGHT} bg="gray.0">
        <Text size="sm" c="dimmed">
          {t('form.imageUnavailable')}
        </Text>
      </Center>
    );
  return <BlobImage blob={image.data} alt={alt} />;
}

export interface NoticeImageInputProps {
  /** The notice being changed; its image is kept unless another is chosen. */
  notice?: TNotice;
  chosen: File | null;
  /** A message key (namespace `messages`) of the browser's or the server's refusal. */
  error?: string | null;
  onChoose(file: File | null): void;
  disabled?: boolean;
}

/** The notice image: chooser (Jpg or Png, 500 KB) and a preview of what will be shown. */
export function NoticeImageInput(props: NoticeImageInputProps) {
  const { notice, chosen, error, onChoose, disabled } = props;
  const { t } = useTranslation('notices');
  const { t: message } = useTranslation('messages');
  const format = useFormat();
  const kb = (bytes: number) => format.number(Math.ceil(bytes / 1024));
  const description = chosen
    ? t(notice ? 'form.imageReplaces' : 'form.imageChosen', { size: kb(chosen.size) })
    : notice
      ? t('form.imageKept')
      : t('form.imageHint');
  const showPreview = !error && (chosen !== null || notice !== undefined);
  return (
    <Stack gap="xs">
      <FileInput
        size="md"
        label={t('form.image')}
        withAsterisk={!notice}
        description={description}
        placeholder={t(notice ? 'form.imageReplace' : 'form.imageChoose')}
        accept={NOTICE_IMAGE_ACCEPT}
        value={chosen}
        onChange={onChoose}
        clearable
        disabled={disabled}
        error={error ? message(error) : undefined}
        name="image"
        data-testid="notice-image"
      />
      {showPreview &&
        (chosen ? (
          <BlobImage blob={chosen} alt={t('form.imagePreview')} />
        ) : (
          <KeptImage notice={notice!} alt={t('form.imagePreview')} />
        ))}
    </Stack>
  );
}
