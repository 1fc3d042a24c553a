import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRequisitionDetail } from '@niyukti/shared';
import { saveFile } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { downloadRequisitionDocument } from '../api/requisition-document';

/** How long an opened document's object URL lives: long enough for the new tab to load it. */
const OPENED_URL_LIFETIME_MS = 60_000;

const kindOf = (contentType: string) => (contentType === 'application/pdf' ? 'pdf' : 'image');

/**
 * Opens the requisition's document in a new tab. It is served only with the token, so the
 * bytes are fetched here and shown from an object URL; the tab is opened at the click (one
 * opened after the download would be blocked as a pop-up) and filled when the bytes arrive.
 * Where no tab can be opened, the file is saved instead.
 */
export function DocumentLink({ requisition }: { requisition: TRequisitionDetail }) {
  const { t } = useTranslation('requisitions');
  const format = useFormat();
  const [opening, setOpening] = useState(false);
  const { contentType, byteSize } = requisition.document;

  async function open() {
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const downloaded = await downloadRequisitionDocument(requisition.id);
      if (!tab) {
        saveFile(downloaded);
        return;
      }
      const url = URL.createObjectURL(downloaded.blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
    } catch {
      tab?.close(); // the client has already said why
    } finally {
      setOpening(false);
    }
  }

  return (
    <Button
      variant="light"
      size="sm"
      onClick={() => void open()}
      loading={opening}
      data-testid="requisition-document-open"
    >
      {t('detail.openDocument', {
        kind: t(`detail.documentKinds.${kindOf(contentType)}`),
        size: format.kilobytes(byteSize),
      })}
    </Button>
  );
}
