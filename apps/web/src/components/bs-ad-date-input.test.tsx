import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, Controller } from 'react-hook-form';
import { i18n } from '../lib/i18n';
import { renderUi } from '../test/render';
import { BsAdDateInput, EMPTY_BS_AD_DATE, type BsAdDate } from './bs-ad-date-input';

function Harness({ initial = EMPTY_BS_AD_DATE }: { initial?: BsAdDate }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BsAdDateInput value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const bsInput = () => screen.getByLabelText('Date (B.S.)');
const adInput = () => screen.getByLabelText('Date (A.D.)');
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as BsAdDate;

describe('BsAdDateInput', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('fills A.D. from a typed B.S. date', async () => {
    renderUi(<Harness />);
    await userEvent.type(bsInput(), '2082-01-01');
    expect(value()).toEqual({ bs: '2082-01-01', ad: '2025-04-14' });
    expect(adInput()).toHaveValue('2025-04-14');
  });

  it('accepts Devanagari digits in B.S.', async () => {
    renderUi(<Harness />);
    await userEvent.type(bsInput(), '२०८२-०१-०१');
    expect(value()).toEqual({ bs: '2082-01-01', ad: '2025-04-14' });
  });

  it('fills B.S. from a typed A.D. date, which is plain text in YYYY-MM-DD', async () => {
    renderUi(<Harness />);
    expect(adInput()).toHaveAttribute('type', 'text');
    await userEvent.type(adInput(), '2025-04-14');
    expect(value()).toEqual({ ad: '2025-04-14', bs: '2082-01-01' });
    expect(bsInput()).toHaveValue('2082-01-01');
  });

  it('refuses an A.D. day that does not exist', async () => {
    renderUi(<Harness />);
    await userEvent.type(adInput(), '2025-02-30');
    expect(value()).toEqual({ ad: '', bs: '' });
    expect(screen.getByText('Not a valid A.D. date (YYYY-MM-DD)')).toBeInTheDocument();
  });

  it('shows both dates in Devanagari digits in Nepali mode', async () => {
    await i18n.changeLanguage('ne');
    renderUi(<Harness initial={{ ad: '2025-04-14', bs: '2082-01-01' }} />);
    expect(screen.getByLabelText('मिति (वि.सं.)')).toHaveValue('२०८२-०१-०१');
    expect(screen.getByLabelText('मिति (ई.सं.)')).toHaveValue('२०२५-०४-१४');
    fireEvent.change(screen.getByLabelText('मिति (ई.सं.)'), { target: { value: '२०२५-०४-१५' } });
    expect(value()).toEqual({ ad: '2025-04-15', bs: '2082-01-02' });
  });

  it('leaves A.D. empty and says so for a day that does not exist', async () => {
    renderUi(<Harness />);
    await userEvent.type(bsInput(), '2081-01-32');
    expect(value()).toEqual({ bs: '2081-01-32', ad: '' });
    expect(screen.getByText('Not a valid B.S. date (YYYY-MM-DD)')).toBeInTheDocument();
  });

  it('works as a react-hook-form Controller field', async () => {
    const onSubmit = vi.fn<(data: { dob: BsAdDate }) => void>();
    function Form() {
      const { control, handleSubmit } = useForm<{ dob: BsAdDate }>({
        defaultValues: { dob: EMPTY_BS_AD_DATE },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            name="dob"
            control={control}
            render={({ field }) => (
              <BsAdDateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
          <button type="submit">save</button>
        </form>
      );
    }
    renderUi(<Form />);
    await userEvent.type(bsInput(), '2082-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ dob: { bs: '2082-01-01', ad: '2025-04-14' } });
  });
});
