import { useState } from 'react';
import { Anchor, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordFileSlot, TRecordFile } from '@niyukti/shared';
import { download, saveFile } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { candidateFilePath } from '../api/documents';
import { fileKind } from './record-values';

/** How long an opened file's object URL lives: long enough for the new tab to load it. */
const OPENED_URL_LIFETIME_MS = 60_000;

/**
 * Opens a record's stored file in a new tab. The files are served only with the candidate's
 * token, so the bytes are fetched here and shown from an object URL; the tab is opened at the
 * click (a tab opened after the download would be blocked as a pop-up) and filled when the
 * bytes arrive. Where no tab can be opened, the file is saved instead.
 */
export function RecordFileLink({ slot, file }: { slot: RecordFileSlot; file: TRecordFile }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [opening, setOpening] = useState(false);
  const label = slot.label[format.lang];

  async function open() {
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const downloaded = await download(candidateFilePath(file.fileId));
      if (!tab) {
        saveFile(downloaded);
        return;
      }
      const url = URL.createObjectURL(downloaded.blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
    } catch {
      tab?.close(); // the client has already told the candidate why
    } finally {
      setOpening(false);
    }
  }

  // A link-like button wraps on a narrow phone, where a button's one line would overflow.
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void open()}
      disabled={opening}
      aria-label={t('records.file.open', { name: label })}
      style={{ textAlign: 'start' }}
      data-testid={`record-file-link-${slot.name}`}
    >
      {`${label} (${t(`records.file.kinds.${fileKind(file.contentType)}`, {
        defaultValue: fileKind(file.contentType).toUpperCase(),
      })}, ${format.kilobytes(file.byteSize)})`}
      {opening && <Loader size={12} ml={6} />}
    </Anchor>
  );
}
