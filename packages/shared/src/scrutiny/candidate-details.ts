import { z } from 'zod';
import { ZScrutinyRow } from '../applications/application';
import { ZVacancyEligibility } from '../eligibility/vacancy-eligibility';
import { CANDIDATE_DOCUMENT_KINDS } from '../profile/documents';
import { SCRUTINY_STATUSES } from '../applications/application-statuses';
import { GENDERS } from '../validation/genders';

// The candidate preview at candidate-details/{advertisementCode}/{studentId}/{status}/{page}
// (back-office.md §2, §3, §5; issue 21): everything a decision needs side by side, and where
// the form stands in the officer's list so the officer can go on to the next one.

/** The path's advertisement code and "student id" (the candidate's master id). */
export const ZCandidateDetailsParams = z.object({
  advertisementCode: z.string().trim().min(1, 'validation.required').max(40, 'validation.invalid'),
  studentId: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .positive('validation.invalid')
    .max(2_147_483_647, 'validation.invalid'),
});
export type TCandidateDetailsParams = z.output<typeof ZCandidateDetailsParams>;

/** The list the preview was opened from: its tab (the previous and next forms are of it). */
export const ZCandidateDetailsQuery = z.object({
  status: z.enum(SCRUTINY_STATUSES, { error: 'validation.invalid' }).default('pending'),
});
export type TCandidateDetailsQuery = z.output<typeof ZCandidateDetailsQuery>;

/** A stored file scrutiny staff read at /api/internal/files/:id (a picture or a PDF). */
export const ZPreviewFile = z.object({
  fileId: z.number().int(),
  contentType: z.string(),
});
export type TPreviewFile = z.output<typeof ZPreviewFile>;

export const ZPreviewEducation = z.object({
  /** The level's rank and the faculty, as the qualification check reads them. */
  levelRank: z.number().int(),
  facultyId: z.number().int(),
  levelEn: z.string(),
  levelNe: z.string(),
  facultyEn: z.string(),
  facultyNe: z.string(),
  majorSubject: z.string(),
  universityOrBoardName: z.string(),
  percentage: z.number(),
  divisionOrGrade: z.string(),
  /** The passed date in B.S. (as entered) and A.D. */
  passedDateBs: z.string(),
  passedDateAd: z.string(),
  transcript: ZPreviewFile,
  backTranscript: ZPreviewFile.nullable(),
  characterCertificate: ZPreviewFile,
  equivalentCertificate: ZPreviewFile.nullable(),
});
export type TPreviewEducation = z.output<typeof ZPreviewEducation>;

/** An inclusive group the candidate declared, with its proof; `appliedFor` when the form's quota is it. */
export const ZPreviewGroup = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameNe: z.string(),
  proof: ZPreviewFile,
  appliedFor: z.boolean(),
});
export type TPreviewGroup = z.output<typeof ZPreviewGroup>;

/** Another form of the same list, as the preview's path names it. */
export const ZPreviewNeighbour = z.object({
  advertisementCode: z.string(),
  masterId: z.number().int(),
});
export type TPreviewNeighbour = z.output<typeof ZPreviewNeighbour>;

/** The candidate as the preview names them. */
export const ZPreviewCandidate = z.object({
  masterId: z.number().int(),
  name: z.string(),
  gender: z.enum(GENDERS),
  dobAd: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  citizenshipNumber: z.string(),
});

/**
 * What a profile snapshot keeps (decision 163): the parts of the profile the preview reads, as
 * they were when the application was sent (or when a hold's fix returned it).
 */
export const ZProfileSnapshotContent = z.object({
  candidate: ZPreviewCandidate.extend({
    /** What the age and group checks read beside the identity (the extra tab's). */
    disabled: z.boolean(),
    employmentStatus: z.string().nullable(),
  }),
  educations: z.array(ZPreviewEducation),
  groups: z.array(ZPreviewGroup.omit({ appliedFor: true })),
  documents: z.array(z.object({ kind: z.enum(CANDIDATE_DOCUMENT_KINDS), file: ZPreviewFile })),
});
export type TProfileSnapshotContent = z.output<typeof ZProfileSnapshotContent>;

export const ZCandidateDetails = z.object({
  /** The form as the list shows it (with its voucher, class and counts). */
  application: ZScrutinyRow,
  /** The candidate, their education, groups and documents: from the form's snapshot. */
  candidate: ZPreviewCandidate.extend({ dobBs: z.string().nullable() }),
  /** When the snapshot was taken, and whether the profile has changed since. */
  snapshot: z.object({ takenAt: z.string(), profileChangedSince: z.boolean() }),
  /**
   * The checks apply made, made again on the profile as it is: age in years, months and days
   * on the advertisement's cut-off date with the rule applied; the post's minimum
   * qualification against the candidate's education; the quota against the declared groups.
   */
  checks: ZVacancyEligibility.pick({ age: true, qualification: true, group: true }),
  educations: z.array(ZPreviewEducation),
  groups: z.array(ZPreviewGroup),
  /** Photograph, signature, citizenship front and back, as uploaded. */
  documents: z.array(z.object({ kind: z.enum(CANDIDATE_DOCUMENT_KINDS), file: ZPreviewFile })),
  /** Where the form stands in the officer's list of the status asked (oldest applied first). */
  place: z.object({
    /** From 1; 0 when the form is no longer of that list (decided since). */
    position: z.number().int(),
    total: z.number().int(),
    previous: ZPreviewNeighbour.nullable(),
    next: ZPreviewNeighbour.nullable(),
  }),
});
export type TCandidateDetails = z.output<typeof ZCandidateDetails>;
