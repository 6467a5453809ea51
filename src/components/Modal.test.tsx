import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Modal from './Modal';

function Harness({ dismissable = true, nested = false }: { dismissable?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <input aria-label="Page field" />
      {open && (
        <Modal
          title="Pick a product"
          subtitle="Supplier A"
          onClose={dismissable ? close : undefined}
          footer={
            <button type="button" onClick={close}>
              Done
            </button>
          }
        >
          <div className="modal-body">
            <input aria-label="Search" />
            {nested && (
              <button type="button" onClick={() => setInner(true)}>
                Details
              </button>
            )}
          </div>
        </Modal>
      )}
      {inner && (
        <Modal title="Details" onClose={() => setInner(false)}>
          <div className="modal-body">
            <button type="button">Inner action</button>
          </div>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a dialog labelled by its title; focus moves in on open and back to the opener on Escape', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pick a product' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Supplier A');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const search = within(dialog).getByRole('textbox', { name: 'Search' });
    const done = within(dialog).getByRole('button', { name: 'Done' });

    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(search).toHaveFocus();
    await userEvent.tab();
    expect(done).toHaveFocus();
    // Past the last element: back to the first, never to the page behind.
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(done).toHaveFocus();

    // Focus sent to the page behind comes back.
    screen.getByRole('textbox', { name: 'Page field', hidden: true }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('returns focus to the opener when closed by the × or a footer button', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();
  });

  it('without onClose it cannot be dismissed: no ×, Escape does nothing', async () => {
    render(<Harness dismissable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick a product' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Pick a product' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('a modal opened from a modal: Escape closes only the top one and focus goes back to its opener', async () => {
    render(<Harness nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const details = screen.getByRole('button', { name: 'Details' });
    await userEvent.click(details);
    const inner = screen.getByRole('dialog', { name: 'Details' });
    expect(inner).toContainElement(document.activeElement as HTMLElement);
    // The trap belongs to the top dialog: Tab stays in it.
    await userEvent.tab();
    expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pick a product' })).toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it('lets a confirmation dialog opened above it keep the focus (sweetalert2)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const modal = screen.getByRole('dialog', { name: 'Pick a product' });
    // What sweetalert2 appends to the body: a later aria-modal dialog.
    const alert = document.createElement('div');
    alert.setAttribute('role', 'dialog');
    alert.setAttribute('aria-modal', 'true');
    alert.innerHTML = '<button type="button">Yes</button><button type="button">Cancel</button>';
    document.body.appendChild(alert);
    const yes = within(alert).getByRole('button', { name: 'Yes' });
    yes.focus();
    expect(yes).toHaveFocus();
    await userEvent.tab();
    expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    alert.remove();
    expect(modal).toBeInTheDocument();
  });
});
