import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchSelect, { type SelectOption } from './SearchSelect';

const ALL: SelectOption[] = [
  { value: '1010', label: '1010 - Cash on Hand' },
  { value: '1020', label: '1020 - Cash in Bank - BDO' },
  { value: '4010', label: '4010 - Sales' },
];

function Harness({ loader, onChange }: { loader: (k: string) => Promise<SelectOption[]>; onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchSelect
        label="Account"
        value={value}
        loadOptions={loader}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const makeLoader = () => vi.fn(async (k: string) => ALL.filter((o) => o.label.toLowerCase().includes(k.toLowerCase())));

describe('SearchSelect', () => {
  it('loads options once, 300 ms after the last keystroke, and picks one with the keyboard', async () => {
    const loader = makeLoader();
    const onChange = vi.fn();
    render(<Harness loader={loader} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Account' });
    await userEvent.type(input, 'cash');
    expect(loader).not.toHaveBeenCalled();
    const options = await screen.findAllByRole('option');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('cash');
    expect(options.map((o) => o.textContent)).toEqual(['1010 - Cash on Hand', '1020 - Cash in Bank - BDO']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('1020');
    expect(input).toHaveValue('1020 - Cash in Bank - BDO');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks with the mouse, clears with the × button, and Escape closes the list', async () => {
    const loader = makeLoader();
    render(<Harness loader={loader} />);
    const input = screen.getByRole('combobox', { name: 'Account' });
    await userEvent.type(input, 'sales');
    await userEvent.click(await screen.findByRole('option', { name: '4010 - Sales' }));
    expect(screen.getByTestId('value')).toHaveTextContent('4010');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Account' }));
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(input).toHaveValue('');
    await userEvent.type(input, 'c');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('typing over a choice clears the value (only a picked option counts)', async () => {
    render(<Harness loader={makeLoader()} />);
    const input = screen.getByRole('combobox', { name: 'Account' });
    await userEvent.type(input, '1010');
    await userEvent.click(await screen.findByRole('option', { name: '1010 - Cash on Hand' }));
    expect(screen.getByTestId('value')).toHaveTextContent('1010');
    await userEvent.type(input, 'x');
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(input).toHaveValue('1010 - Cash on Handx');
  });

  it('says when nothing matches or the loader fails', async () => {
    const loader = vi.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('down'));
    render(<Harness loader={loader} />);
    const input = screen.getByRole('combobox', { name: 'Account' });
    await userEvent.type(input, 'zz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await userEvent.type(input, 'z');
    await waitFor(() => expect(screen.getByText('Unable to load options.')).toBeInTheDocument());
  });
});
