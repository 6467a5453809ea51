import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VoucherLinesTable, { withoutTrailingBlanks, type VoucherFormLine } from './VoucherLinesTable';

const ACCOUNTS = [
  { account_code: '1010', account_name: 'Cash on Hand' },
  { account_code: '1020', account_name: 'Cash in Bank - BDO' },
  { account_code: '1021', account_name: 'Cash in Bank - BPI' },
  { account_code: '6020', account_name: 'Rent Expense' },
  { account_code: '6031', account_name: 'Telephone and Internet' },
];
const blankLine = (): VoucherFormLine => ({ account_code: '', cost_center_id: '', program_id: '', division_id: '', description: '', debit: '', credit: '' });

/** The table in a form, its lines kept as a voucher form keeps them; `seen` has the latest lines, `submitted` counts submits. */
function harness(start: VoucherFormLine[] = [blankLine()]) {
  const seen = { lines: start, submitted: 0 };
  function Form() {
    const [lines, setLines] = useState(start);
    seen.lines = lines;
    return (
      <form aria-label="Voucher" onSubmit={(e) => (e.preventDefault(), seen.submitted++)}>
        <VoucherLinesTable
          lines={lines}
          accounts={ACCOUNTS}
          accountsKnown
          costCenters={[{ id: 7, label: 'HO - Head Office' }]}
          programLabel="Program"
          descriptionMaxLength={300}
          minLines={1}
          newLine={blankLine}
          errors={{}}
          onChange={setLines}
        />
      </form>
    );
  }
  render(<Form />);
  return seen;
}

describe('voucher lines, keyed without the mouse', () => {
  it('walks account, description, debit (credit when the debit is empty) and opens the next line with Enter; = balances', async () => {
    const seen = harness();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Account of line 1'));
    // Account by code; Enter to description, then debit; a filled debit goes straight to the next (new) line.
    await user.keyboard('6020{Enter}May rent{Enter}1500.25{Enter}');
    expect(screen.getByLabelText('Account of line 2')).toHaveFocus();
    // By words of its name that only one account has; Enter from the description lands on the side of the line
    // above (a debit), and from an empty debit on to the credit.
    await user.keyboard('bank bpi{Enter}{Enter}');
    expect(screen.getByLabelText('Debit of line 2')).toHaveFocus();
    await user.keyboard('{Enter}1000{Enter}');
    expect(screen.getByLabelText('Account of line 3')).toHaveFocus();
    // Under a credit, the credit.
    await user.keyboard('6031{Enter}{Enter}');
    expect(screen.getByLabelText('Credit of line 3')).toHaveFocus();
    await user.keyboard('200{Enter}');
    // The last line takes the balancing amount with one key from its account, on the side that evens the voucher.
    await user.keyboard('cash hand=');
    expect(seen.lines.map((l) => [l.account_code, l.description, l.debit, l.credit])).toEqual([
      ['6020', 'May rent', '1500.25', ''],
      ['1021', '', '', '1000'],
      ['6031', '', '', '200'],
      ['1010', '', '', '300.25'],
    ]);
    expect(screen.getByText('Cash on Hand')).toBeInTheDocument();
  });

  it('keeps what matches no single account as typed and says so; an empty debit sends Enter on to the credit; Ctrl+Enter submits', async () => {
    const seen = harness();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Debit of line 1'));
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Credit of line 1')).toHaveFocus();
    await user.click(screen.getByLabelText('Account of line 1'));
    await user.keyboard('cash{Enter}');
    expect(seen.lines[0].account_code).toBe('cash');
    expect(screen.getByText('3 accounts match: type more of the code or name')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(seen.submitted).toBe(1);
  });

  it('pastes cells copied from a spreadsheet across the columns and down the lines, adding lines (300 at once)', () => {
    const seen = harness();
    const rows = Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? `6020\tHO\t\t\tRent ${i}\t1,000.50\t` : `Cash in Bank - BDO\t\t\t\tRent ${i}\t\t1000.50`));
    fireEvent.paste(screen.getByLabelText('Account of line 1'), { clipboardData: { getData: () => `${rows.join('\r\n')}\r\n` } });
    expect(seen.lines).toHaveLength(300);
    expect(seen.lines[0]).toEqual({ account_code: '6020', cost_center_id: '7', program_id: '', division_id: '', description: 'Rent 0', debit: '1,000.50', credit: '' });
    expect(seen.lines[299]).toMatchObject({ account_code: '1020', description: 'Rent 299', debit: '', credit: '1000.50' });
    expect(screen.getByLabelText('Credit of line 300')).toHaveValue('1000.50');
  });

  it('leaves a single pasted value to the field, and blank lines at the end out of what is sent', () => {
    harness();
    const input = screen.getByLabelText('Description of line 1');
    const event = fireEvent.paste(input, { clipboardData: { getData: () => 'just text' } });
    expect(event).toBe(true); // not taken over: the browser pastes it as usual
    const a = { ...blankLine(), account_code: '6020' };
    expect(withoutTrailingBlanks([a, blankLine(), a, blankLine(), blankLine()])).toEqual([a, blankLine(), a]);
    expect(withoutTrailingBlanks([blankLine()])).toEqual([blankLine()]);
    vi.restoreAllMocks();
  });
});
