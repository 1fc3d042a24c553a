import { useState, type KeyboardEvent } from 'react';
import {
  PasswordInput,
  Textarea,
  TextInput,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@niyukti/shared';
import {
  useController,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/**
 * Schema messages are i18n keys of the `messages` namespace (validation and server codes); a
 * form's own messages are written `<ns>:<key>` (e.g. `auth:changePassword.wrongOld`) and resolve
 * in that namespace instead, through i18next's namespace separator.
 */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('messages');
  return (error) => (error?.message ? t(error.message) : undefined);
}

/** A Mantine input's props, with the value, name and error taken over by the form field. */
export type Bound<P, T extends FieldValues> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

export type FormFieldProps<T extends FieldValues> = Bound<TextInputProps, T>;

function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The props every bound input shares; its error shows once touched or submitted. */
export function useBoundField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return {
    ref: field.ref,
    name,
    value: asText(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: errorText(fieldState.error),
  };
}

/** A text input bound to a react-hook-form field. */
export function FormTextInput<T extends FieldValues>({
  control,
  name,
  ...props
}: FormFieldProps<T>) {
  return <TextInput size="md" {...props} {...useBoundField(control, name)} />;
}

/** A multi-line text input bound to a form field. */
export function FormTextarea<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<TextareaProps, T>) {
  return <Textarea size="md" minRows={2} {...props} {...useBoundField(control, name)} />;
}

/** A password input bound to a form field, with a translated show/hide button. */
export function FormPasswordInput<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<PasswordInputProps, T>) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      size="md"
      {...props}
      {...useBoundField(control, name)}
      visibilityToggleButtonProps={{ 'aria-label': t('form.togglePassword') }}
    />
  );
}

const DIGIT = /[0-9०-९]/;

/** Keys that would type a character the field does not take (shortcuts like Ctrl+V pass). */
function refusesKey(event: KeyboardEvent<HTMLInputElement>, allowed: RegExp): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 && !allowed.test(event.key);
}

function keepOnly(text: string, allowed: RegExp): string {
  return [...text].filter((char) => allowed.test(char)).join('');
}

export type DigitsInputProps<T extends FieldValues> = FormFieldProps<T> & {
  /** One character the field accepts besides digits (e.g. /[-/]/); digits only when absent. */
  extraChars?: RegExp;
  /** Reshapes the kept characters, e.g. inserts the hyphens of a national ID. */
  format?: (kept: string) => string;
  /** What is said when a character is refused (a key of shared's messages). */
  refusedMessage?: MessageKey;
};

/**
 * Spec §5: digits-only fields accept digits (Latin or Devanagari) and Backspace only. Keys are
 * refused as they are pressed, and whatever arrives another way (paste, an Android keyboard that
 * reports no key) is filtered on change.
 */
export function FormDigitsInput<T extends FieldValues>({
  control,
  name,
  extraChars,
  format = (kept) => kept,
  refusedMessage = 'validation.digitsOnly',
  ...props
}: DigitsInputProps<T>) {
  const { t } = useTranslation('messages');
  const { onChange, error, ...bound } = useBoundField(control, name);
  // A refused character is said, not swallowed: "!!" typed into an empty field would otherwise
  // leave it empty and be called "required" (issue 19). Said until the next accepted change.
  const [refused, setRefused] = useState(false);
  const allowed = extraChars ? new RegExp(`${DIGIT.source}|${extraChars.source}`) : DIGIT;
  return (
    <TextInput
      size="md"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      {...bound}
      error={error ?? (refused ? t(refusedMessage) : undefined)}
      onKeyDown={(event) => {
        if (!refusesKey(event, allowed)) return;
        event.preventDefault();
        setRefused(true);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const formatted = format(keepOnly(typed, allowed));
        // The hyphens `format` put in come back with the next change: they are not refused.
        setRefused([...typed].some((char) => !allowed.test(char) && !formatted.includes(char)));
        onChange(formatted);
      }}
    />
  );
}

/** `1234567890` → `123-456-7890`, as the person types (the national ID pattern XXX-XXX-XXXX). */
export function formatNationalId(kept: string): string {
  const digits = keepOnly(kept, DIGIT).slice(0, 10);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}
