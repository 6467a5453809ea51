import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workflow } from '../../../contract/kit';
import { authed, renderWithProviders } from '../../../tests/render';
import { financeUser } from '../../../tests/msw/fixtures';
import DocumentActions from './DocumentActions';

const wf = workflow({
  noun: 'Journal voucher',
  statuses: { 0: 'Draft', 1: 'For Approval', 2: 'Approved' },
  tabs: [],
  actions: {
    submit: { label: 'Submit', from: [0], to: 1, scope: 'create_journal_voucher', done: 'submitted', makes: 'submitted', ownDraft: true },
    approve: { label: 'Approve', from: [1], to: 2, scope: 'approve_journal_voucher', done: 'approved', checker: true, variant: 'success' },
    return: { label: 'Return', from: [1], to: 0, scope: 'approve_journal_voucher', done: 'returned', checker: true, reason: 'required' },
  },
});

function render(madeByYou: boolean, scopes: string[], status: 0 | 1 = 1) {
  const onAction = vi.fn();
  renderWithProviders(<DocumentActions wf={wf} status={status} madeByYou={madeByYou} onAction={onAction} />, { preloadedState: authed(financeUser, scopes) });
  return onAction;
}

/** The action bar of a document: by status and scope, and maker ≠ checker in one place. */
describe('DocumentActions', () => {
  it('offers a checker the decisions at the status, in the declared order, and runs the one chosen', async () => {
    const onAction = render(false, ['approve_journal_voucher']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Return']);
    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(onAction).toHaveBeenCalledWith('return');
  });

  it("hides the checker's actions from the document's maker and says who decides", () => {
    render(true, ['approve_journal_voucher']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('You made this journal voucher; someone else must approve it.')).toBeInTheDocument();
  });

  it('shows nothing behind a scope the user lacks, and only what the status allows', () => {
    render(false, ['create_journal_voucher']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/someone else/)).not.toBeInTheDocument();
  });

  it('a maker keeps the actions that are not a decision (submitting a draft)', () => {
    render(true, ['create_journal_voucher'], 0);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it("a draft's own actions are its maker's: someone else sees none, unless they may edit others' drafts", () => {
    const { unmount } = renderWithProviders(<DocumentActions wf={wf} status={0} madeByYou={false} onAction={vi.fn()} />, { preloadedState: authed(financeUser, ['create_journal_voucher']) });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<DocumentActions wf={wf} status={0} madeByYou={false} onAction={vi.fn()} />, { preloadedState: authed(financeUser, ['create_journal_voucher', 'edit_others_drafts']) });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
