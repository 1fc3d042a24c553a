import { Button, Select, TextInput } from '@mantine/core';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useErrorText } from '../form-fields';
import { partOfKey, rowKeyOf, type QuotaRowsValues } from './quota-row-values';

/** A quota type the rows may take: its key (`partKeyOf`) and its name. */
export interface QuotaRowOption {
  value: string;
  label: string;
}

/** The editor's texts, already translated: each feature keeps its own wording. */
export interface QuotaRowsLabels {
  /** The table's name (a phone's list of cards). */
  list: string;
  /** The columns' headers, and the labels of a phone's card. */
  quota: string;
  seats: string;
  /** The remove column's header, read by screen readers only. */
  removeColumn: string;
  /** The quota select's placeholder, and what it says when every quota type is taken. */
  choose: string;
  noneLeft: string;
  remove: string;
  /** A row's card, and its controls in the table, named with its number (formatted). */
  row(row: string): string;
  quotaOfRow(row: string): string;
  seatsOfRow(row: string): string;
  removeRow(row: string): string;
}

export interface RowControlProps {
  control: Control<QuotaRowsValues>;
  index: number;
  /** The row's number as shown, for the texts that name it. */
  rowNumber: string;
  labels: QuotaRowsLabels;
  /** `split-row`: the controls are `split-row-quota-0`, `split-row-seats-0`, `split-row-remove-0`. */
  testId: string;
  /** Labels are shown on a phone's card; in the table the header says it (aria-label). */
  labelled: boolean;
}

export interface QuotaSelectProps extends RowControlProps {
  options: readonly QuotaRowOption[];
  searchable?: boolean;
  minWidth: number;
}

/**
 * The quota type of a row: the options no other row has taken, and its own. The choice sets the
 * row's quota or its heading, whichever the option stands for.
 */
export function QuotaSelect({
  control,
  index,
  rowNumber,
  labels,
  testId,
  labelled,
  options,
  searchable,
  minWidth,
}: QuotaSelectProps) {
  const errorText = useErrorText();
  const rows = useWatch({ control, name: 'rows' });
  const {
    field: { ref, onChange: setQuota, onBlur },
    fieldState: { error: quotaError },
  } = useController({ control, name: `rows.${index}.quotaId` });
  const {
    field: { onChange: setHeading },
    fieldState: { error: headingError },
  } = useController({ control, name: `rows.${index}.heading` });
  const taken = new Set(rows.filter((_, other) => other !== index).map(rowKeyOf));
  const value = rowKeyOf(rows[index]);
  const choose = (key: string | null) => {
    const part = partOfKey(key);
    setQuota(part.quotaId);
    setHeading(part.heading);
  };
  return (
    <Select
      ref={ref}
      label={labelled ? labels.quota : undefined}
      aria-label={labelled ? undefined : labels.quotaOfRow(rowNumber)}
      placeholder={labels.choose}
      data={options.filter((option) => !taken.has(option.value))}
      value={value === '' ? null : value}
      onChange={choose}
      onBlur={onBlur}
      error={errorText(quotaError ?? headingError)}
      nothingFoundMessage={labels.noneLeft}
      searchable={searchable}
      allowDeselect={false}
      miw={minWidth}
      data-testid={`${testId}-quota-${index}`}
    />
  );
}

/** A row's seats: typed in either script, checked as the server checks them. */
export function SeatsInput({
  control,
  index,
  rowNumber,
  labels,
  testId,
  labelled,
}: RowControlProps) {
  const errorText = useErrorText();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: `rows.${index}.seats` });
  return (
    <TextInput
      ref={ref}
      label={labelled ? labels.seats : undefined}
      aria-label={labelled ? undefined : labels.seatsOfRow(rowNumber)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={errorText(fieldState.error)}
      miw={110}
      data-testid={`${testId}-seats-${index}`}
    />
  );
}

export interface RemoveButtonProps extends Pick<
  RowControlProps,
  'index' | 'rowNumber' | 'labels' | 'testId'
> {
  onRemove(index: number): void;
  /** Left out of a printout. */
  printHide?: boolean;
}

export function RemoveButton({
  index,
  rowNumber,
  labels,
  testId,
  onRemove,
  printHide,
}: RemoveButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      onClick={() => onRemove(index)}
      aria-label={labels.removeRow(rowNumber)}
      data-testid={`${testId}-remove-${index}`}
      data-print-hide={printHide || undefined}
    >
      {labels.remove}
    </Button>
  );
}
