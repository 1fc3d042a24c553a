import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { matchSearch, searchKey, type SearchKey } from '@niyukti/shared';

/**
 * A select's search the Nepali way (packages/shared `nepali-search`): what is typed finds an
 * option whose text holds it in any of its usual spellings (काठमाडौं finds काठमाण्डौं) or,
 * typed in Latin letters, sounds like it ("kathmadu"); options found by spelling come first.
 * `textOf` says what an option is searched by (both languages' names, say; its label when it
 * says nothing). Options `textOf` answers `null` for are always shown ("Select all").
 */
export function nepaliOptionsFilter(
  textOf: (option: ComboboxItem) => string | null | undefined,
): OptionsFilter {
  // Prepared once per text (a renamed option gets a new one).
  const keys = new Map<string, SearchKey>();
  const keyOf = (option: ComboboxItem): SearchKey | null => {
    const text = textOf(option);
    if (text === null) return null;
    const searched = text ?? option.label;
    let key = keys.get(searched);
    if (!key) keys.set(searched, (key = searchKey(searched)));
    return key;
  };
  return ({ options, search }) => {
    if (!search.trim()) return options;
    const bySpelling: ComboboxParsedItem[] = [];
    const bySound: ComboboxParsedItem[] = [];
    for (const option of options) {
      if (!('value' in option)) continue;
      const key = keyOf(option);
      const match = key === null ? 'spelling' : matchSearch(key, search);
      if (match === 'spelling') bySpelling.push(option);
      else if (match === 'sound') bySound.push(option);
    }
    return [...bySpelling, ...bySound];
  };
}
