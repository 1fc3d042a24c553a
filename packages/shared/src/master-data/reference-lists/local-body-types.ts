// The four kinds of local level (753 in all: 6 metropolitan, 11 sub-metropolitan,
// 276 municipalities, 460 rural municipalities). The codes are those of the reference copy in
// ../shared/data/nepal-admin/local-level-types.csv, so its local levels import unchanged.
import type { ReferenceEntry } from './reference-entry';

export const LOCAL_BODY_TYPES = [
  { code: 'MC', nameEn: 'Metropolitan City', nameNe: 'महानगरपालिका' },
  { code: 'SMC', nameEn: 'Sub-Metropolitan City', nameNe: 'उपमहानगरपालिका' },
  { code: 'M', nameEn: 'Municipality', nameNe: 'नगरपालिका' },
  { code: 'RM', nameEn: 'Rural Municipality', nameNe: 'गाउँपालिका' },
] as const satisfies readonly ReferenceEntry[];

export type LocalBodyTypeCode = (typeof LOCAL_BODY_TYPES)[number]['code'];
