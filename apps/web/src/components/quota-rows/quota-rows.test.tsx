import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';
import { i18n } from '../../lib/i18n';
import { renderUi } from '../../test/render';
import { QuotaRows } from './quota-rows';
import type { QuotaRowsLabels } from './quota-row-controls';
import {
  partKeyOf,
  partOfKey,
  rowKeyOf,
  seatsTotalOf,
  wholeNumberOf,
  type QuotaRowsValues,
} from './quota-row-values';

describe('quota row values', () => {
  it('names a quota type one way, whether a part or a row', () => {
    expect(partKeyOf({ quotaId: 7, heading: null })).toBe('quota:7');
    expect(partKeyOf({ quotaId: null, heading: 'seniority' })).toBe('heading:seniority');
    expect(rowKeyOf({ quotaId: '7', heading: '', seats: '' })).toBe('quota:7');
    expect(rowKeyOf({ quotaId: '', heading: 'seniority', seats: '' })).toBe('heading:seniority');
    expect(rowKeyOf({ quotaId: '', heading: '', seats: '3' })).toBe('');
  });

  it('reads a key back as a quota or a heading', () => {
    expect(partOfKey('quota:7')).toEqual({ quotaId: '7', heading: '' });
    expect(partOfKey('heading:seniority')).toEqual({ quotaId: '', heading: 'seniority' });
    expect(partOfKey(null)).toEqual({ quotaId: '', heading: '' });
    expect(partOfKey('other:1')).toEqual({ quotaId: '', heading: '' });
  });

  it.each([
    ['12', 12],
    [' १२ ', 12],
    ['0', 0],
    ['', null],
    ['1.5', null],
    ['-2', null],
    [undefined, null],
  ])('reads %j as %j seats', (typed, seats) => {
    expect(wholeNumberOf(typed)).toBe(seats);
  });

  it('adds up the seats that are numbers', () => {
    const row = (seats: string) => ({ quotaId: '', heading: '', seats });
    expect(seatsTotalOf([row('४'), row('3'), row('x'), row('')])).toBe(7);
  });
});

const LABELS: QuotaRowsLabels = {
  list: 'Rows',
  quota: 'Quota',
  seats: 'Seats',
  removeColumn: 'Remove column',
  choose: 'Choose',
  noneLeft: 'None left',
  remove: 'Remove',
  row: (row) => `Row ${row}`,
  quotaOfRow: (row) => `Quota of row ${row}`,
  seatsOfRow: (row) => `Seats of row ${row}`,
  removeRow: (row) => `Remove row ${row}`,
};

const OPTIONS = [
  { value: 'quota:1', label: 'Open' },
  { value: 'quota:2', label: 'Women' },
  { value: 'heading:seniority', label: 'Seniority' },
];

function Editor({ onRemove }: { onRemove(index: number): void }) {
  const { control } = useForm<QuotaRowsValues>({
    defaultValues: {
      rows: [
        { quotaId: '1', heading: '', seats: '5' },
        { quotaId: '', heading: '', seats: '' },
      ],
    },
  });
  const { fields } = useFieldArray({ control, name: 'rows' });
  return (
    <QuotaRows
      control={control}
      keys={fields.map((field) => field.id)}
      options={OPTIONS}
      onRemove={onRemove}
      labels={LABELS}
      testId="quota-row"
      printHideRemove
      tableMinWidth={400}
      quotaMinWidth={180}
    />
  );
}

describe('QuotaRows', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('offers a row the quota types no other row has, names its controls and hides remove in print', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderUi(<Editor onRemove={onRemove} />);
    expect(screen.getByRole('textbox', { name: 'Seats of row 1' })).toHaveValue('5');
    await user.click(screen.getByTestId('quota-row-quota-1'));
    const second = screen.getByRole('listbox');
    expect(within(second).queryByRole('option', { name: 'Open' })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('option', { name: 'Seniority' }));
    expect(screen.getByTestId('quota-row-quota-1')).toHaveValue('Seniority');

    const remove = screen.getByRole('button', { name: 'Remove row 2' });
    expect(remove).toHaveAttribute('data-testid', 'quota-row-remove-1');
    expect(remove).toHaveAttribute('data-print-hide');
    await user.click(remove);
    expect(onRemove).toHaveBeenCalledWith(1);
  });
});
