// The inclusive groups that share the reserved posts (Civil Service Act 2049, s.7(7), as amended
// 2064): 45% of the posts filled by open competition are reserved, that 45% is taken as 100%
// and split between these groups. These are the federal defaults the seed loads (the groups as
// master data, the shares as the demo's phase-3 formula); provinces differ, so the commission
// edits groups as master data and shares in the phase-3 formula, and code reads them from the
// database, never from here.
import type { ReferenceEntry } from './reference-entry';

export type InclusiveGroup = ReferenceEntry & {
  /** Share of the reserved posts, in percent; the shares of all groups add up to 100. */
  readonly sharePercent: number;
};

/** Part of the open-competition posts that is reserved for the inclusive groups, in percent. */
export const RESERVED_SHARE_OF_OPEN_POSTS_PERCENT = 45;

export const INCLUSIVE_GROUPS = [
  { code: 'WOMEN', nameEn: 'Women', nameNe: 'महिला', sharePercent: 33 },
  {
    code: 'ADIBASI_JANAJATI',
    nameEn: 'Adibasi/Janajati',
    nameNe: 'आदिवासी/जनजाति',
    sharePercent: 27,
  },
  { code: 'MADHESI', nameEn: 'Madhesi', nameNe: 'मधेसी', sharePercent: 22 },
  { code: 'DALIT', nameEn: 'Dalit', nameNe: 'दलित', sharePercent: 9 },
  {
    code: 'PERSONS_WITH_DISABILITY',
    nameEn: 'Persons with disability',
    nameNe: 'अपाङ्गता भएका व्यक्ति',
    sharePercent: 5,
  },
  { code: 'BACKWARD_AREA', nameEn: 'Backward area', nameNe: 'पिछडिएको क्षेत्र', sharePercent: 4 },
] as const satisfies readonly InclusiveGroup[];

export type InclusiveGroupCode = (typeof INCLUSIVE_GROUPS)[number]['code'];
