// The browser's first look at a chosen notice image (lib/files/upload-check.ts): Jpg or Png.
import type { MessageKey } from '@niyukti/shared';
import { acceptOf, uploadRefusal, type UploadRule } from '../../../lib/files/upload-check';

const NOTICE_IMAGE: UploadRule = { allowed: ['jpeg', 'png'], kindMessage: 'validation.fileJpgPng' };

/** What the file chooser offers; the leading bytes decide, as on the server. */
export const NOTICE_IMAGE_ACCEPT = acceptOf(NOTICE_IMAGE.allowed);

/** Null when the image may be sent, else the shared message key of the refusal. */
export async function noticeImageRefusal(file: Blob): Promise<MessageKey | null> {
  if (file.size === 0) return 'validation.required';
  return uploadRefusal(file, NOTICE_IMAGE);
}
