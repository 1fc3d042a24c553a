import { MESSAGES, type LocalizedText, type MessageKey } from '@niyukti/shared';
import type { BilingualMessage } from './app-error';

/** A catalogue message with its `{name}` places filled, each language with its own words. */
export function messageWith(
  key: MessageKey,
  values: Readonly<Record<string, LocalizedText>>,
): BilingualMessage {
  let { en, ne }: BilingualMessage = MESSAGES[key];
  for (const [name, value] of Object.entries(values)) {
    en = en.replace(`{${name}}`, value.en);
    ne = ne.replace(`{${name}}`, value.ne);
  }
  return { en, ne };
}

/** A state's label inside a sentence: lower case in English ("… this one is approved."). */
export const stateInSentence = (label: LocalizedText): LocalizedText => ({
  en: label.en.toLowerCase(),
  ne: label.ne,
});
