import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adToBs, bsToAd, isValidAdDate, toDevanagariDigits, toLatinDigits } from '@niyukti/shared';

/**
 * One date held in both calendars. Decision: a single controlled value `{ ad, bs }`, both with
 * Latin digits: `bs` is what was typed (`YYYY-MM-DD` once complete) and `ad` is `YYYY-MM-DD`
 * only while `bs` is a real day ('' otherwise), so a form keeps one field and the two calendars
 * can never disagree; validate `ad` (required, age) in the schema. With react-hook-form use a Controller:
 *
 *   <Controller name="dateOfBirth" control={control}
 *     render={({ field, fieldState }) => (
 *       <BsAdDateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur}
 *         error={fieldState.error && t(fieldState.error.message ?? '')} />)} />
 *
 * When a schema keeps two fields (`dobAd`, `dobBs`), map them in `onChange` with setValue.
 */
export interface BsAdDate {
  ad: string;
  bs: string;
}

export const EMPTY_BS_AD_DATE: BsAdDate = { ad: '', bs: '' };

export interface BsAdDateInputProps {
  value: BsAdDate | null | undefined;
  onChange(value: BsAdDate): void;
  onBlur?(): void;
  /** Labels of the two inputs; default 'Date (B.S.)' / 'Date (A.D.)' in the current language. */
  bsLabel?: string;
  adLabel?: string;
  /** An error from the form (already translated); shown under the B.S. input. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Bounds of the A.D. date, `YYYY-MM-DD`; a date outside them is flagged. */
  minAd?: string;
  maxAd?: string;
  /** Base for the inputs' names and ids (`<name>-bs`, `<name>-ad`). */
  name?: string;
}

const COMPLETE_DATE = /^\d{4}-\d{2}-\d{2}$/;

function safeAdToBs(ad: string): string {
  try {
    return adToBs(ad);
  } catch {
    return ''; // outside the B.S. years the converter knows
  }
}

/**
 * Two linked text inputs, B.S. and A.D., both `YYYY-MM-DD` and both accepting Devanagari
 * digits. The A.D. date is typed, not picked: a browser's native date field shows its own
 * locale's order (mm/dd/yyyy here) beside the B.S. field, and people misread 07/31.
 */
export function BsAdDateInput(props: BsAdDateInputProps) {
  const { value, onChange, onBlur, error, required, disabled, name = 'date' } = props;
  const { t, i18n } = useTranslation('common');
  const current = value ?? EMPTY_BS_AD_DATE;
  const nepali = i18n.language === 'ne';
  const show = (date: string) => (nepali ? toDevanagariDigits(date) : date);
  // What the person is typing stays as typed; both inputs are rewritten only when the value
  // changes from outside (a form reset) or the language changes, tracked through `seen`.
  const [typedBs, setTypedBs] = useState(() => show(current.bs));
  const [typedAd, setTypedAd] = useState(() => show(current.ad));
  const [seen, setSeen] = useState({ bs: current.bs, ad: current.ad, nepali });
  if (current.bs !== seen.bs || current.ad !== seen.ad || nepali !== seen.nepali) {
    setSeen({ bs: current.bs, ad: current.ad, nepali });
    if (toLatinDigits(typedBs.trim()) !== current.bs || nepali !== seen.nepali)
      setTypedBs(show(current.bs));
    if (toLatinDigits(typedAd.trim()) !== current.ad || nepali !== seen.nepali)
      setTypedAd(show(current.ad));
  }

  const complete = (typed: string) => COMPLETE_DATE.test(toLatinDigits(typed.trim()));
  const bsInvalid = typedBs !== '' && complete(typedBs) && current.ad === '';
  const adInvalid = typedAd !== '' && complete(typedAd) && current.ad === '';
  const outOfRange =
    current.ad !== '' &&
    ((props.minAd && current.ad < props.minAd) || (props.maxAd && current.ad > props.maxAd));

  function report(next: BsAdDate) {
    setSeen({ ...next, nepali });
    onChange(next);
  }

  function changeBs(text: string) {
    setTypedBs(text);
    const bs = toLatinDigits(text.trim());
    const ad = complete(text) ? (bsToAd(bs) ?? '') : '';
    setTypedAd(show(ad));
    report({ bs, ad });
  }

  function changeAd(text: string) {
    setTypedAd(text);
    const typed = toLatinDigits(text.trim());
    const ad = complete(text) && isValidAdDate(typed) ? typed : '';
    const bs = ad ? safeAdToBs(ad) : '';
    setTypedBs(show(bs));
    report({ ad: bs ? ad : '', bs });
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        id={`${name}-bs`}
        name={`${name}-bs`}
        size="md"
        label={props.bsLabel ?? t('dateInput.bsLabel')}
        placeholder={t('dateInput.bsPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={typedBs}
        onChange={(event) => changeBs(event.currentTarget.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        error={error ?? (bsInvalid ? t('dateInput.invalidBs') : undefined)}
      />
      <TextInput
        id={`${name}-ad`}
        name={`${name}-ad`}
        type="text"
        size="md"
        label={props.adLabel ?? t('dateInput.adLabel')}
        placeholder={t('dateInput.adPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={typedAd}
        onChange={(event) => changeAd(event.currentTarget.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        error={
          adInvalid ? t('dateInput.invalidAd') : outOfRange ? t('dateInput.outOfRange') : undefined
        }
      />
    </SimpleGrid>
  );
}
