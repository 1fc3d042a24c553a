import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FormFieldProps } from './form-fields';

type Convert = (text: string) => string;

// Fetched once, the first time a Nepali field is focused with the aid on.
let converting: Promise<void> | undefined;
let convert: Convert | undefined;
function loadConverter(): void {
  converting ??= import('../lib/typing/romanised').then(
    (module) => {
      convert = module.romanisedToNepali;
    },
    () => {
      converting = undefined; // the line dropped: the next focus tries again
    },
  );
}

const LATIN_LETTER = /[A-Za-z]/;

/** Converts the words typed in Latin letters once a word is ended (a space, a comma, a stop). */
function convertEnded(value: string): string {
  if (!convert || !LATIN_LETTER.test(value) || !/[\s,.;:!?)]$/.test(value)) return value;
  return convert(value);
}

/** The switch that turns the romanised typing aid on for a form's Nepali fields. */
export function RomanisedTypingSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation('common');
  return (
    <Switch
      checked={checked}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
        if (event.currentTarget.checked) loadConverter();
      }}
      label={t('romanised.label')}
      description={t('romanised.hint')}
      data-testid="romanised-typing"
    />
  );
}

/**
 * A Nepali text field bound to a form; with `romanised` on, what is typed in Latin letters
 * ("ram bahadur ") is written in Devanagari (राम बहादुर) word by word, and what is left when the
 * field is left (the last word) then too. Devanagari typed or pasted stays as it is.
 */
export function FormNepaliTextInput<T extends FieldValues>({
  control,
  name,
  romanised,
  ...props
}: FormFieldProps<T> & { romanised: boolean }) {
  const { onChange, onBlur, ...bound } = useBoundField(control, name);
  return (
    <TextInput
      size="md"
      lang="ne"
      {...props}
      {...bound}
      onFocus={romanised ? loadConverter : undefined}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(romanised ? convertEnded(typed) : typed);
      }}
      onBlur={(event) => {
        const typed = event.currentTarget.value;
        if (romanised && convert && LATIN_LETTER.test(typed)) onChange(convert(typed).trim());
        onBlur();
      }}
    />
  );
}
