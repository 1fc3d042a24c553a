import { Select, type SelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useErrorText, type Bound } from './form-fields';

// Apart from form-fields.tsx: a select brings the combobox and its floating positioning, which
// the sign-in and registration pages, the first a candidate sees, do without.

/** A select of fixed values bound to a form field; an empty value reads as nothing chosen. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<SelectProps, T>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const errorText = useErrorText();
  return (
    <Select
      size="md"
      {...props}
      ref={ref}
      name={name}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
    />
  );
}
