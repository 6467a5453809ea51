import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLineKeys } from './useLineKeys';

function Lines({ onSubmit }: { onSubmit: () => void }) {
  const [lines, setLines] = useState([{ item: '', qty: '' }]);
  const keys = useLineKeys(() => setLines((ls) => [...ls, { item: '', qty: '' }]));
  const set = (i: number, k: 'item' | 'qty', v: string) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, [k]: v } : l)));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <table>
        <tbody ref={keys.ref} onKeyDown={keys.onKeyDown}>
          {lines.map((l, i) => (
            <tr key={i}>
              <td>
                <input aria-label={`Item ${i + 1}`} value={l.item} onChange={(e) => set(i, 'item', e.target.value)} />
              </td>
              <td>
                <select aria-label={`Unit ${i + 1}`} defaultValue="pc">
                  <option value="pc">pc</option>
                </select>
              </td>
              <td>
                <input aria-label={`Quantity ${i + 1}`} value={l.qty} onChange={(e) => set(i, 'qty', e.target.value)} />
              </td>
              <td>
                <button type="button">Remove line {i + 1}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </form>
  );
}

describe('useLineKeys', () => {
  it('Enter walks the fields of the lines and, past the last, opens a line and goes to its first field; it never submits', async () => {
    const onSubmit = vi.fn();
    render(<Lines onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('Item 1'));
    await userEvent.keyboard('Gauze{Enter}');
    expect(screen.getByLabelText('Unit 1')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Quantity 1')).toHaveFocus();
    await userEvent.keyboard('12{Enter}');
    expect(screen.getByLabelText('Item 2')).toHaveFocus();
    await userEvent.keyboard('Tape{Enter}{Enter}3');
    expect(screen.getByLabelText('Quantity 2')).toHaveValue('3');
    expect(screen.getByLabelText('Item 1')).toHaveValue('Gauze');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
