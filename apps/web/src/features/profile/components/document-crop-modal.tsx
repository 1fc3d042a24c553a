import { useEffect, useState } from 'react';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import Cropper, { type Area, type Point } from 'react-easy-crop';
// The cropper's styles as a file: its own <style> element would need the page's CSP nonce.
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { CandidateDocumentKind } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { cropAspect, type PictureRect } from './crop-rectangle';
import type { PictureSize } from './document-file-rules';

/** Button height big enough for a thumb on a phone (WCAG 2.5.5 asks for 44 px). */
export const TOUCH_HEIGHT = 44;

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/**
 * An object URL of the original picture while the crop modal is open. The URL lives exactly as
 * long as it is in state: the effect's cleanup revokes it when the modal closes (or the card
 * unmounts), so a cancelled crop leaves nothing behind.
 */
export function useCropImage() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return {
    url,
    open: (picture: Blob) => setUrl(URL.createObjectURL(picture)),
    close: () => setUrl(null),
  };
}

interface CropBodyProps {
  kind: CandidateDocumentKind;
  image: string;
  picture: PictureSize;
  previous: PictureRect | null;
  onApply: (area: PictureRect) => Promise<void>;
  onCancel: () => void;
}

function CropBody(props: CropBodyProps) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  // The cropper reports the frame in the original's pixels once the picture has loaded.
  const [area, setArea] = useState<Area | null>(null);
  const [applying, setApplying] = useState(false);

  async function apply() {
    if (!area) return;
    setApplying(true);
    try {
      await props.onApply(area);
    } finally {
      setApplying(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('documents.cropHint')}
        {props.kind === 'photograph' && ` ${t('documents.cropHintPhotograph')}`}
      </Text>
      <Box
        pos="relative"
        h="min(55vh, 360px)"
        bg="dark.7"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
      >
        <Cropper
          image={props.image}
          crop={position}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={cropAspect(props.kind, props.picture)}
          initialCroppedAreaPixels={props.previous ?? undefined}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ 'aria-label': t('documents.cropFrame') }}
          mediaProps={{ alt: t('documents.cropTitle') }}
          disableAutomaticStylesInjection
        />
      </Box>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`document-crop-zoom-${props.kind}`}>
          {t('documents.cropZoom')}
        </Text>
        <Slider
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          size="lg"
          thumbSize={28}
          thumbLabel={t('documents.cropZoom')}
          label={(value) => format.digits(`${value.toFixed(1)}×`)}
          py="xs"
          data-testid={`document-crop-zoom-${props.kind}`}
        />
      </Stack>
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          h={TOUCH_HEIGHT}
          onClick={props.onCancel}
          disabled={applying}
          data-testid={`document-crop-cancel-${props.kind}`}
        >
          {t('documents.cancel')}
        </Button>
        <Button
          h={TOUCH_HEIGHT}
          onClick={() => void apply()}
          disabled={!area}
          loading={applying}
          data-testid={`document-crop-apply-${props.kind}`}
        >
          {t('documents.cropApply')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Crops the ORIGINAL picture (not the already reduced preview, so no detail is lost twice):
 * drag or the arrow keys move it, pinch, wheel or the slider zoom it. Nothing is uploaded here;
 * Apply hands the chosen area back and the card redraws its preview from it.
 */
export function DocumentCropModal(props: Omit<CropBodyProps, 'image'> & { image: string | null }) {
  const { t } = useTranslation('profile');
  const compact = useMediaQuery('(max-width: 36em)');
  const { image, ...body } = props;
  return (
    <Modal
      opened={image !== null}
      onClose={props.onCancel}
      title={t('documents.cropTitle')}
      size="lg"
      fullScreen={compact}
      centered
      closeButtonProps={{ 'aria-label': t('documents.cancel') }}
    >
      {image && <CropBody {...body} image={image} />}
    </Modal>
  );
}
