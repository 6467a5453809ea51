import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../../tests/axe';
import { workflow } from '../../../contract/kit';
import { ApiError } from '../../api/ApiError';
import { authed, renderWithProviders } from '../../../tests/render';
import { financeUser } from '../../../tests/msw/fixtures';
import DocumentActions from '../queue/DocumentActions';
import DocumentLines from './DocumentLines';
import DocumentPanel, { type DocumentRead } from './DocumentPanel';

const wf = workflow({
  noun: 'Journal voucher',
  statuses: { 1: 'For Approval', 2: 'Approved' },
  tabs: [],
  actions: {
    approve: { label: 'Approve', from: [1], to: 2, scope: 'approve_journal_voucher', done: 'approved', checker: true, variant: 'success' },
  },
});

interface Doc {
  no: string;
  status: 1;
  mine: boolean;
  lines: { n: number; account: string; debit: string; credit: string }[];
}
const doc: Doc = {
  no: 'JV-0007',
  status: 1,
  mine: false,
  lines: [
    { n: 1, account: '1010 - Cash', debit: '1,500.00', credit: '' },
    { n: 2, account: '4010 - Sales', debit: '', credit: '1,500.00' },
  ],
};

function render(read: DocumentRead<Doc>, { replacing = false, inline = false } = {}) {
  const onAction = vi.fn();
  const onPrint = vi.fn();
  const view = renderWithProviders(
    <DocumentPanel
      what="the journal voucher"
      read={read}
      title="Journal Voucher"
      titleOf={(d) => `Journal Voucher ${d.no}`}
      facts={(d) => [['Status', wf.statuses[d.status]], d.mine && ['Note', 'never shown']]}
      tools={() => <button onClick={onPrint}>Print</button>}
      actions={(d) => <DocumentActions wf={wf} status={d.status} madeByYou={d.mine} onAction={onAction} />}
      replacing={replacing ? () => <p>The edit form</p> : undefined}
      onClose={inline ? undefined : () => {}}
      subtitle={(d) => <span>{wf.statuses[d.status]}</span>}
    >
      {(d) => (
        <DocumentLines
          label="Lines"
          lines={d.lines}
          lineKey={(l) => l.n}
          columns={[
            { header: 'Account', cell: (l) => l.account },
            { header: 'Debit', end: true, cell: (l) => l.debit, total: '1,500.00' },
            { header: 'Credit', end: true, cell: (l) => l.credit, total: '1,500.00' },
          ]}
        />
      )}
    </DocumentPanel>,
    { preloadedState: authed(financeUser, ['approve_journal_voucher']) },
  );
  return { ...view, onAction, onPrint };
}

const base = { isLoading: false, refetch: () => undefined };

/** One document opened from a list: its states, header, lines and footer as every detail view has them. */
describe('DocumentPanel', () => {
  it('shows the facts, the lines with their totals row, the tools and the action bar', async () => {
    const { onAction, onPrint } = render({ ...base, currentData: doc });
    const dialog = screen.getByRole('dialog', { name: 'Journal Voucher JV-0007' });
    expect(within(dialog).getAllByText('For Approval')).toHaveLength(2);
    expect(within(dialog).queryByText('never shown')).not.toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Lines' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['AccountDebitCredit', '1010 - Cash1,500.00', '4010 - Sales1,500.00', 'Total1,500.001,500.00']);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onAction).toHaveBeenCalledWith('approve');
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it("keeps the checker's actions from the document's maker", () => {
    render({ ...base, currentData: { ...doc, mine: true } });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText('You made this journal voucher; someone else must approve it.')).toBeInTheDocument();
  });

  it('tells loading, a failed read (with Retry) and a document not found apart', async () => {
    const { unmount } = render({ ...base, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the journal voucher…');
    expect(screen.getByRole('dialog', { name: 'Journal Voucher' })).toBeInTheDocument();
    unmount();

    const refetch = vi.fn();
    const failed = render({ ...base, refetch, error: new ApiError({ code: '00002', messages: ['Journal voucher not found.'], status: 404, result: null }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load the journal voucher. Journal voucher not found.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    failed.unmount();

    const fetching = render({ ...base, isFetching: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the journal voucher…');
    fetching.unmount();

    render(base);
    expect(screen.getByText('The journal voucher was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an edit form replaces the body and the footer while it is open', () => {
    render({ ...base, currentData: doc }, { replacing: true });
    expect(screen.getByText('The edit form')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('without onClose is a section of its page: the heading carries the status, the tools and the bar beside it', () => {
    render({ ...base, currentData: doc }, { inline: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Journal Voucher JV-0007 For Approval' });
    const section = screen.getByRole('region', { name: 'Journal Voucher JV-0007 For Approval' });
    expect(section).toContainElement(heading);
    expect(within(section).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Lines' })).toBeInTheDocument();
  });
});
