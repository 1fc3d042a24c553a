// The browser's first look at a file chosen for a record's slot (lib/files/upload-check.ts).
import type { MessageKey, RecordFileSlot } from '@niyukti/shared';
import { acceptOf as acceptOfKinds, uploadRefusal } from '../../../lib/files/upload-check';

/** What the file chooser offers for a slot; the leading bytes decide, as on the server. */
export const acceptOf = (slot: RecordFileSlot) => acceptOfKinds(slot.allowed);

/** Null when the file may be sent for the slot, else the shared message key of the refusal. */
export const refusalOf = (slot: RecordFileSlot, file: Blob): Promise<MessageKey | null> =>
  uploadRefusal(file, slot);
