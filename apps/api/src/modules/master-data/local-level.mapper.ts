// The local level as the views show it, read from the columns of local-level.repository.ts.
import type { TLocalLevel } from '@niyukti/shared';
import type { localLevelColumns } from './local-level.repository';

export type LocalLevelSelection = {
  [K in keyof typeof localLevelColumns]: K extends 'id' ? number | null : string | null;
};

/** The selected local level, or null when the advertisement has none. */
export function toLocalLevel(selected: LocalLevelSelection): TLocalLevel | null {
  const { id, nameEn, nameNe, districtEn, districtNe, provinceEn, provinceNe } = selected;
  if (id === null) return null;
  // A local body always has its district and province (not-null foreign keys).
  return {
    id,
    nameEn: nameEn!,
    nameNe: nameNe!,
    districtEn: districtEn!,
    districtNe: districtNe!,
    provinceEn: provinceEn!,
    provinceNe: provinceNe!,
  };
}
