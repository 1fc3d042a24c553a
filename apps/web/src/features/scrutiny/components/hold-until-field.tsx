import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { adToBs } from '@niyukti/shared';
import { BsAdDateInput, type BsAdDate } from '../../../components/bs-ad-date-input';
import { useErrorText } from '../../../components/form-fields';

function bsOf(ad: string): string {
  try {
    return ad ? adToBs(ad) : '';
  } catch {
    return '';
  }
}

/**
 * A hold's last day to fix, asked in B.S. and A.D. at once (either fills the other). The form
 * keeps the A.D. day only, as the decision sends it; the B.S. text being typed lives here.
 */
export function HoldUntilField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  bsLabel: string;
  adLabel: string;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const errorText = useErrorText();
  const [date, setDate] = useState<BsAdDate>(() => {
    const ad = typeof field.value === 'string' ? field.value : '';
    return { ad, bs: bsOf(ad) };
  });
  return (
    <BsAdDateInput
      name="scrutiny-hold-until"
      bsLabel={props.bsLabel}
      adLabel={props.adLabel}
      required
      value={date}
      onChange={(next) => {
        setDate(next);
        field.onChange(next.ad);
      }}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
    />
  );
}
