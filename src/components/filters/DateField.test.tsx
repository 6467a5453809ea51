import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DateField from './DateField';
import { fromDate, toDate } from './DatePickerInput';

function Harness({ initial = '', onChange, minDate }: { initial?: string; onChange?: (v: string) => void; minDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date From"
        required
        minDate={minDate}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** The picker arrives lazily; wait until the real (enabled) input is there. */
async function dateInput(label: RegExp) {
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled(), { timeout: 30_000 });
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('DateField', () => {
  it('shows the label with the required marker and the value as yyyy-MM-dd', async () => {
    render(<Harness initial="2024-02-29" />);
    const input = await dateInput(/Date From/);
    expect(input).toHaveValue('2024-02-29');
    expect(screen.getByText('*')).toHaveClass('text-danger');
    expect(input).toBeRequired();
  });

  it('reports a typed date as a YYYY-MM-DD string, and an emptied field as ""', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2024-01-01" onChange={onChange} />);
    const input = await dateInput(/Date From/);
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '2024-03-05');
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    expect(screen.getByTestId('value')).toHaveTextContent('2024-03-05');
  });

  it('does not accept a day before minDate', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2023-01-10" minDate="2022-12-01" onChange={onChange} />);
    const input = await dateInput(/Date From/);
    await userEvent.clear(input);
    await userEvent.type(input, '2022-11-15');
    expect(onChange).not.toHaveBeenCalledWith('2022-11-15');
  });

  it('converts between strings and local dates without a time-zone shift', () => {
    expect(fromDate(toDate('2024-12-31'))).toBe('2024-12-31');
    expect(toDate('2024-13-45')).toBeNull();
    expect(toDate('2023-02-29')).toBeNull();
    expect(fromDate(toDate('2024-02-29'))).toBe('2024-02-29');
    expect(toDate('')).toBeNull();
    expect(fromDate(null)).toBe('');
  });
});
