import { useCallback, useState } from 'react';
import { Button, Center, Group, Kbd, Loader, Modal, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Trans, useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';
import { useStaffFile } from '../api/get-staff-file';
import type { ViewedDocument } from './document-viewer-context';

/** The zoom levels, in per cent of the viewer's width; 100 fits the picture to it. */
export const ZOOM_STEPS = [50, 75, 100, 125, 150, 200, 300, 400] as const;
const FIT = 100;

const nextStep = (zoom: number) => ZOOM_STEPS.find((step) => step > zoom) ?? zoom;
const previousStep = (zoom: number) =>
  [...ZOOM_STEPS].reverse().find((step) => step < zoom) ?? zoom;

/**
 * An object URL for `blob` that lives exactly as long as the element showing it: made when the
 * element mounts, revoked by the ref callback's cleanup (as components/blob-image.tsx does).
 */
function useBlobSource(blob: Blob) {
  return useCallback(
    (element: HTMLImageElement | HTMLIFrameElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/** The picture at `zoom` per cent of the viewer's width, scrolled in its area when larger. */
function ZoomedImage({ blob, alt, zoom }: { blob: Blob; alt: string; zoom: number }) {
  const ref = useBlobSource(blob);
  return (
    // A plain <img>: the ref callback's cleanup must reach React unmerged.
    <img
      ref={ref}
      alt={alt}
      data-testid="document-viewer-image"
      style={{ display: 'block', width: `${zoom}%`, maxWidth: 'none', height: 'auto' }}
    />
  );
}

/** A PDF in the browser's own reader. */
function PdfFrame({ blob, title }: { blob: Blob; title: string }) {
  const ref = useBlobSource(blob);
  return (
    <iframe
      ref={ref}
      title={title}
      data-testid="document-viewer-pdf"
      style={{ width: '100%', height: '70vh', border: 0 }}
    />
  );
}

function ZoomBar({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => onZoom(previousStep(zoom))}
        disabled={zoom === ZOOM_STEPS[0]}
        aria-keyshortcuts="-"
      >
        {t('viewer.zoomOut')}
      </Button>
      <Text size="sm" miw={48} ta="center" aria-live="polite" data-testid="document-viewer-zoom">
        {t('viewer.zoomLevel', { zoom: format.number(zoom) })}
      </Text>
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => onZoom(nextStep(zoom))}
        disabled={zoom === ZOOM_STEPS.at(-1)}
        aria-keyshortcuts="+"
      >
        {t('viewer.zoomIn')}
      </Button>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => onZoom(FIT)}
        disabled={zoom === FIT}
        aria-keyshortcuts="0"
      >
        {t('viewer.reset')}
      </Button>
    </Group>
  );
}

/** The document read and shown: a picture with zoom, a PDF in a frame, anything else to save. */
function DocumentBody({ document }: { document: ViewedDocument }) {
  const { t } = useTranslation('scrutiny');
  const file = useStaffFile(document.fileId);
  const [zoom, setZoom] = useState(FIT);
  const type = file.data?.type || document.contentType || '';
  const isImage = type.startsWith('image/');
  useHotkeys(
    isImage
      ? [
          ['[plus]', () => setZoom(nextStep)],
          ['shift+[plus]', () => setZoom(nextStep)],
          ['=', () => setZoom(nextStep)],
          ['minus', () => setZoom(previousStep)],
          ['0', () => setZoom(FIT)],
        ]
      : [],
  );
  if (file.isPending)
    return (
      <Center h={200} role="status" aria-label={t('viewer.loading')}>
        <Loader />
      </Center>
    );
  if (file.isError)
    return (
      <Text c="red" role="alert">
        {t('viewer.unavailable')}
      </Text>
    );
  const blob = file.data;
  const save = (
    <Button
      variant="light"
      size="compact-sm"
      onClick={() => saveFile({ blob, fileName: document.label })}
    >
      {t('viewer.download')}
    </Button>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        {isImage ? <ZoomBar zoom={zoom} onZoom={setZoom} /> : <span />}
        {save}
      </Group>
      {isImage && (
        <div
          role="region"
          aria-label={t('viewer.area', { label: document.label })}
          // A keyboard scrolls the enlarged picture once the area has the focus.
          tabIndex={0}
          style={{
            overflow: 'auto',
            maxHeight: '70vh',
            background: 'var(--mantine-color-gray-0)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
          data-testid="document-viewer-area"
        >
          <ZoomedImage blob={blob} alt={document.label} zoom={zoom} />
        </div>
      )}
      {type === 'application/pdf' && <PdfFrame blob={blob} title={document.label} />}
      {!isImage && type !== 'application/pdf' && <Text size="sm">{t('viewer.cannotShow')}</Text>}
      {isImage && (
        <Text size="xs" c="dimmed">
          {/* Key names as printed on the keyboard, in any language (translate="no"). */}
          <Trans
            t={t}
            i18nKey="viewer.keys"
            values={{ fit: '0' }}
            components={{ kbd: <Kbd translate="no" /> }}
          />
        </Text>
      )}
    </Stack>
  );
}

/**
 * The one document viewer of the candidate details page (a Mantine modal, full screen on a
 * phone): Escape closes it, and while it is open the page's own keys rest.
 */
export function DocumentViewer({
  document,
  onClose,
}: {
  document: ViewedDocument | null;
  onClose: () => void;
}) {
  const phone = usePhoneWidth();
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document?.label}
      size="xl"
      fullScreen={phone}
      data-testid="document-viewer"
    >
      {document && <DocumentBody key={document.fileId} document={document} />}
    </Modal>
  );
}
