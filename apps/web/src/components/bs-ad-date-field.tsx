import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { BsAdDateInput } from './bs-ad-date-input';
import { useErrorText } from './form-fields';

export interface BsAdDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The schema keeps the two calendars as two fields: `dobAd` and `dobBs`. */
  adName: FieldPath<T>;
  bsName: FieldPath<T>;
  /** Base of the inputs' ids: `<name>-bs`, `<name>-ad`. */
  name: string;
  bsLabel: string;
  adLabel: string;
  maxAd?: string;
  /** Asked for (an asterisk); true unless said otherwise. */
  required?: boolean;
}

/** A date asked in B.S. and A.D. at once (each fills the other), bound to two form fields. */
export function BsAdDateField<T extends FieldValues>(props: BsAdDateFieldProps<T>) {
  const { control, adName, bsName, required = true, ...inputProps } = props;
  const ad = useController({ control, name: adName });
  const bs = useController({ control, name: bsName });
  const errorText = useErrorText();
  // The B.S. rules (mismatch, age by B.S.) land on the B.S. field; show it first, one message.
  const error = bs.fieldState.error ?? ad.fieldState.error;
  return (
    <BsAdDateInput
      {...inputProps}
      required={required}
      value={{ ad: String(ad.field.value ?? ''), bs: String(bs.field.value ?? '') }}
      onChange={(next) => {
        ad.field.onChange(next.ad);
        bs.field.onChange(next.bs);
      }}
      onBlur={() => {
        bs.field.onBlur();
        ad.field.onBlur();
      }}
      error={errorText(error)}
    />
  );
}
