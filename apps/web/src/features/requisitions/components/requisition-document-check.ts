// The browser's first look at a chosen requisition document (lib/files/upload-check.ts): a PDF,
// Jpeg or Png (back-office.md §5 "Requisition form": an image or a pdf under 500 KB).
import type { MessageKey } from '@niyukti/shared';
import { acceptOf, uploadRefusal, type UploadRule } from '../../../lib/files/upload-check';

const REQUISITION_DOCUMENT: UploadRule = {
  allowed: ['pdf', 'jpeg', 'png'],
  kindMessage: 'validation.filePdfJpgPng',
};

/** What the file chooser offers; the leading bytes decide, as on the server. */
export const REQUISITION_DOCUMENT_ACCEPT = acceptOf(REQUISITION_DOCUMENT.allowed);

/**
 * Null when the document may be sent, else the shared message key of the refusal; none chosen
 * (or an empty file) is the spec's "No Document Selected ...".
 */
export async function requisitionDocumentRefusal(file: Blob | null): Promise<MessageKey | null> {
  if (!file || file.size === 0) return 'requisitions.noDocument';
  return uploadRefusal(file, REQUISITION_DOCUMENT);
}
