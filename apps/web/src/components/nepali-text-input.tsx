import { useState, type ClipboardEvent } from 'react';
import { Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { hasLatinLetter, mightBePreeti } from '@niyukti/shared';
import { useBoundField, type FormFieldProps } from './form-fields';

type Convert = (text: string) => string;
type PreetiModule = typeof import('../lib/typing/preeti');

// Both aids are chunks of their own, fetched the first time a Nepali field is focused (the
// romanised one only with the switch on), not with the page. A failed fetch is tried again on
// the next focus.
let converting: Promise<void> | undefined;
let convert: Convert | undefined;
function loadConverter(): void {
  converting ??= import('../lib/typing/romanised').then(
    (module) => {
      convert = module.romanisedToNepali;
    },
    () => {
      converting = undefined;
    },
  );
}

let preetiLoading: Promise<PreetiModule | undefined> | undefined;
let preeti: PreetiModule | undefined;
function loadPreeti(): Promise<PreetiModule | undefined> {
  preetiLoading ??= import('../lib/typing/preeti').then(
    (module) => (preeti = module),
    () => (preetiLoading = undefined),
  );
  return preetiLoading;
}

/** Converts the words typed in Latin letters once a word is ended (a space, a comma, a stop). */
function convertEnded(value: string): string {
  if (!convert || !hasLatinLetter(value) || !/[\s,.;:!?)]$/.test(value)) return value;
  return convert(value);
}

const ROMANISED_STORAGE_KEY = 'niyukti.romanised-typing';

function readRomanised(): boolean {
  try {
    return window.localStorage.getItem(ROMANISED_STORAGE_KEY) === 'on';
  } catch {
    return false; // storage disabled (private mode): off, as for a first visit
  }
}

/**
 * Whether the romanised typing aid is on: off until asked for, then remembered on this device
 * for every form with Nepali fields (a person who types that way does so everywhere).
 */
export function useRomanisedTyping(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readRomanised);
  const choose = (next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(ROMANISED_STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Not remembering the choice must not stop it working on this page.
    }
  };
  return [on, choose];
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

/** Puts `text` where the selection was when it was pasted. */
function spliceAtSelection(input: HTMLInputElement, text: string): string {
  const { value } = input;
  const start = input.selectionStart ?? value.length;
  const end = input.selectionEnd ?? value.length;
  return value.slice(0, start) + text + value.slice(end);
}

/**
 * A Nepali text field bound to a form.
 * - With `romanised` on, what is typed in Latin letters ("ram bahadur ") is written in
 *   Devanagari (राम बहादुर) word by word, and what is left when the field is left (the last
 *   word) then too. Devanagari typed or pasted stays as it is.
 * - Text pasted in the legacy Preeti encoding ("/fd axfb'/", copied from an old document) is
 *   converted to Unicode (राम बहादुर), and the field says so under it.
 */
export function FormNepaliTextInput<T extends FieldValues>({
  control,
  name,
  romanised,
  ...props
}: FormFieldProps<T> & { romanised: boolean }) {
  const { t } = useTranslation('common');
  const { onChange, onBlur, ...bound } = useBoundField(control, name);
  const [fromPreeti, setFromPreeti] = useState(false);

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!mightBePreeti(pasted)) return;
    // Known not to be Preeti: the browser pastes it as usual.
    if (preeti && !preeti.looksLikePreeti(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    void loadPreeti().then((module) => {
      const unicode = module?.looksLikePreeti(pasted) ? module.preetiToUnicode(pasted) : null;
      onChange(spliceAtSelection(input, unicode ?? pasted));
      setFromPreeti(unicode !== null);
    });
  };

  return (
    <TextInput
      size="md"
      lang="ne"
      {...props}
      {...bound}
      // The notice goes under the field, so the fields of a row stay level.
      inputWrapperOrder={fromPreeti ? ['label', 'input', 'description', 'error'] : undefined}
      description={
        fromPreeti ? (
          <Text component="span" size="xs" role="status" data-testid={`${name}-from-preeti`}>
            {t('preeti.converted')}
          </Text>
        ) : (
          props.description
        )
      }
      onFocus={() => {
        void loadPreeti();
        if (romanised) loadConverter();
      }}
      onPaste={paste}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setFromPreeti(false);
        onChange(romanised ? convertEnded(typed) : typed);
      }}
      onBlur={(event) => {
        const typed = event.currentTarget.value;
        if (romanised && convert && hasLatinLetter(typed)) onChange(convert(typed).trim());
        onBlur();
      }}
    />
  );
}
