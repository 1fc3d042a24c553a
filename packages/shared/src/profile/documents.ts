import { z } from 'zod';
import { HOLD_REASON_PARTS, HOLD_REASONS, type EditablePart } from '../scrutiny/hold-reasons';
import type { LocalizedText, MessageKey } from '../i18n/messages';

/** The scanned documents every candidate keeps (candidate-portal.md §3, Documents). */
export const CANDIDATE_DOCUMENT_KINDS = [
  'photograph',
  'signature',
  'citizenship_front',
  'citizenship_back',
] as const;
export type CandidateDocumentKind = (typeof CANDIDATE_DOCUMENT_KINDS)[number];

export const ZCandidateDocumentKind = z.enum(CANDIDATE_DOCUMENT_KINDS, {
  error: 'validation.invalid',
});

export const CANDIDATE_DOCUMENT_LABELS: Record<CandidateDocumentKind, LocalizedText> = {
  photograph: { en: 'Scanned photograph', ne: 'स्क्यान गरिएको फोटो' },
  signature: { en: 'Scanned signature', ne: 'स्क्यान गरिएको हस्ताक्षर' },
  citizenship_front: { en: 'Citizenship certificate (front)', ne: 'नागरिकता प्रमाणपत्र (अगाडि)' },
  citizenship_back: { en: 'Citizenship certificate (back)', ne: 'नागरिकता प्रमाणपत्र (पछाडि)' },
};

/** Jpg or Png, at most 500 KB (candidate-portal.md §5); pictures are kept no larger than this. */
export const CANDIDATE_DOCUMENT_RULES: Record<
  CandidateDocumentKind,
  { kindMessage: MessageKey; maxWidth: number; maxHeight: number }
> = {
  photograph: { kindMessage: 'validation.fileJpgPng', maxWidth: 600, maxHeight: 800 },
  signature: { kindMessage: 'validation.fileJpgPng', maxWidth: 800, maxHeight: 400 },
  citizenship_front: { kindMessage: 'validation.fileJpgPng', maxWidth: 1600, maxHeight: 1600 },
  citizenship_back: { kindMessage: 'validation.fileJpgPng', maxWidth: 1600, maxHeight: 1600 },
};

export const ZCandidateDocument = z.object({
  kind: ZCandidateDocumentKind,
  fileId: z.number().int(),
  contentType: z.string(),
  byteSize: z.number().int(),
  updatedAt: z.string(),
});
export type TCandidateDocument = z.output<typeof ZCandidateDocument>;

/**
 * Parts of the profile checked for completeness (candidate-portal.md §4: education,
 * citizenship, photograph, signature, personal details; contact and extra details too, which
 * every application form reads).
 */
export const PROFILE_PARTS = [
  'personal',
  'contact',
  'extra',
  'education',
  'photograph',
  'signature',
  'citizenship',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** An open scrutiny hold: the parts its reason names (HOLD_REASON_PARTS) are open until `until`. */
export const ZOpenHold = z.object({
  applicationId: z.number().int(),
  reason: z.enum(HOLD_REASONS),
  /** The last day (A.D.) to fix. */
  until: z.string(),
});
export type TOpenHold = z.output<typeof ZOpenHold>;

export const ZProfileStatus = z.object({
  locked: z.boolean(),
  documentsLocked: z.boolean(),
  missing: z.array(z.enum(PROFILE_PARTS)),
  /**
   * The candidate's scrutiny holds still open: each opens the parts it names to them until its
   * day, even where the commission locked the profile (decision 155).
   */
  openHolds: z.array(ZOpenHold),
});
export type TProfileStatus = z.output<typeof ZProfileStatus>;

/** LUP: the commission's two locks on a candidate, set together. */
export const ZCandidateLocks = z.object({
  profileLocked: z.boolean({ error: 'validation.required' }),
  documentsLocked: z.boolean({ error: 'validation.required' }),
});
export type TCandidateLocks = z.output<typeof ZCandidateLocks>;

export const ZCandidateLockView = z.object({
  userId: z.number().int(),
  masterId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  profileLockedAt: z.string().nullable(),
  documentsLockedAt: z.string().nullable(),
});
export type TCandidateLockView = z.output<typeof ZCandidateLockView>;

/**
 * Whether `part` is locked for the candidate: the commission's lock (the documents' own for
 * documents), unless an open scrutiny hold names the part (decision 155). The server decides
 * the same way on save (beginProfileEdit); the screens use this to open the part's form.
 */
export function isPartLocked(status: TProfileStatus, part: EditablePart): boolean {
  const locked = part === 'documents' ? status.documentsLocked : status.locked;
  return locked && !status.openHolds.some((hold) => HOLD_REASON_PARTS[hold.reason].includes(part));
}
