import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import FloatingModal from './FloatingModal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <input aria-label="Page field" />
      {open && (
        <FloatingModal
          title="Forecast Form"
          onClose={() => setOpen(false)}
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Save
            </button>
          }
        >
          <div className="modal-body">
            <input aria-label="January" />
          </div>
        </FloatingModal>
      )}
      <ToastContainer />
    </>
  );
}

describe('FloatingModal', () => {
  it('a non-modal window: focus moves in on open, Tab cycles inside, Escape closes and focus returns to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open form' });
    await userEvent.click(opener);
    const win = screen.getByRole('dialog', { name: 'Forecast Form' });
    expect(win).toHaveAttribute('aria-modal', 'false');
    expect(document.querySelector('.modal-backdrop')).toBeNull();
    expect(win).toContainElement(document.activeElement as HTMLElement);

    const minimise = within(win).getByRole('button', { name: 'Minimise' });
    const save = within(win).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    expect(minimise).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(minimise).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the page behind stays usable: Escape typed there leaves the window open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open form' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Page field' }));
    expect(screen.getByRole('textbox', { name: 'Page field' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Forecast Form' })).toBeInTheDocument();
  });

  it('minimised: hidden with what was typed kept, focus back on the opener; reopened: focus back inside', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open form' });
    await userEvent.click(opener);
    await userEvent.type(screen.getByRole('textbox', { name: 'January' }), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog', { name: 'Forecast Form' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(await screen.findByRole('button', { name: /Forecast Form \(minimised\)/ }));
    const win = screen.getByRole('dialog', { name: 'Forecast Form' });
    expect(win).toContainElement(document.activeElement as HTMLElement);
    expect(within(win).getByRole('textbox', { name: 'January' })).toHaveValue('120');

    await userEvent.click(within(win).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
