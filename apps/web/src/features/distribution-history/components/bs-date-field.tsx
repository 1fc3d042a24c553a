import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { bsToAd } from '@niyukti/shared';
import { BsAdDateInput } from '../../../components/bs-ad-date-input';
import { useErrorText } from '../../../components/form-fields';

export interface BsDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form keeps the B.S. day only (`YYYY-MM-DD`); the A.D. day is read from it. */
  name: FieldPath<T>;
  bsLabel: string;
  adLabel: string;
}

/**
 * A day of the commission's letters, kept in B.S. (the log's schema has no A.D. field), asked
 * through the same pair of inputs as the requisition's consent letter: either calendar may be
 * typed, the other follows.
 */
export function BsDateField<T extends FieldValues>({
  control,
  name,
  bsLabel,
  adLabel,
}: BsDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  const bs = typeof field.value === 'string' ? field.value : '';
  return (
    <BsAdDateInput
      name={name}
      bsLabel={bsLabel}
      adLabel={adLabel}
      required
      value={{ bs, ad: bsToAd(bs) ?? '' }}
      onChange={(next) => field.onChange(next.bs)}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
    />
  );
}
