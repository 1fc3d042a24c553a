import type { TLocalLevel } from '@niyukti/shared';
import type { Language } from './i18n';

/**
 * A local level named where it lies, in `lang`: "Dhulikhel Municipality, Kavrepalanchok" and,
 * where there is room (the facts), ", Bagmati" too.
 */
export function localLevelPlace(
  localBody: TLocalLevel,
  lang: Language,
  { province = true }: { province?: boolean } = {},
): string {
  const ne = lang === 'ne';
  const parts = ne
    ? [localBody.nameNe, localBody.districtNe, localBody.provinceNe]
    : [localBody.nameEn, localBody.districtEn, localBody.provinceEn];
  return (province ? parts : parts.slice(0, 2)).join(', ');
}
