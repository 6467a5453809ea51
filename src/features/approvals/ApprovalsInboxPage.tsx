import { useMemo, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { inboxActEp, inboxActInput, inboxEp, type InboxDecision, type InboxItem } from '../../../contract/approvalInbox';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import ReasonModal from '../../components/ReasonModal';
import InboxFilters from './InboxFilters';
import InboxTable, { InboxResults } from './InboxTable';
import { filterInbox, keyOf, NO_FILTER, type InboxFilter } from './inboxFilter';
import { useInboxFocus, useSelection } from './useInboxFocus';
import { useInboxKeys } from './useInboxKeys';

const reasonSchema = inboxActInput.refine((b) => !!b.reason, { message: 'Reason is required.', path: ['reason'] });
/** What the server is asked to decide: the item's key, with the approver it is decided for when delegated. */
const keyFor = (i: InboxItem) => ({ source: i.source, id: i.id, ...(i.on_behalf_of ? { on_behalf_of: i.on_behalf_of.id } : {}) });

/**
 * The approver inbox (/approvals): every item the signed-in user may decide
 * now, across the queues (and, while a delegation runs, those of the approver
 * they stand in for, marked "for" them), oldest first. Keyboard: j/k move,
 * Enter opens the item's own screen, a approves (Enter confirms), d declines
 * or returns (asks the reason; Enter sends it), x selects for a bulk
 * approval, / searches. After a decision the focus moves to the next item, so
 * an item takes two keys (a, Enter). The server decides each item through its
 * own queue and answers each one.
 */
export default function ApprovalsInboxPage() {
  const read = useRead(inboxEp);
  const act = useWrite(inboxActEp);
  const navigate = useNavigate();
  const all = useMemo(() => read.data ?? [], [read.data]);
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const items = useMemo(() => filterInbox(all, filter), [all, filter]);
  const focus = useInboxFocus(items.length, read.isFetching);
  const { active, move } = focus;
  const selection = useSelection();
  const [asking, setAsking] = useState<{ item: InboxItem; action: 'approve' | 'decline' } | null>(null);
  const [results, setResults] = useState<InboxDecision[]>([]);
  const current = items[Math.min(active, items.length - 1)];

  function answered(res: InboxDecision[], at: number) {
    setResults(res);
    selection.clear();
    focus.after(at);
  }

  async function decide(targets: InboxItem[], action: 'approve' | 'decline'): Promise<void> {
    try {
      answered((await act.run({ body: { items: targets.map(keyFor), action, reason: null } })).result, active);
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? 'Error occured. Please try again later.' : e.messages.join('\n'));
    }
  }

  async function approve(targets: InboxItem[]) {
    if (!targets.length || act.isLoading) return;
    if (targets.length === 1 && targets[0].approve_needs_reason) return setAsking({ item: targets[0], action: 'approve' });
    const what = targets.length === 1 ? `${targets[0].queue} ${targets[0].reference}` : `${targets.length} items`;
    // The focus is the inbox's to move: to the next item once decided, back to this one when not.
    if (await confirmAction('Approve?', `Are you sure you want to approve ${what}?`, 'Yes, approve', { enterConfirms: true, returnFocus: false })) await decide(targets, 'approve');
    else move(active);
  }
  /** Declining or returning always asks why: the maker reads the reason. */
  const decline = (item: InboxItem | undefined) => item && !act.isLoading && item.decline_label && setAsking({ item, action: 'decline' });
  const toggle = (item: InboxItem | undefined) => item && selection.toggle(keyOf(item));

  useInboxKeys(
    useMemo(
      () => ({
        next: () => move(active + 1),
        previous: () => move(active - 1),
        open: () => current && navigate(current.open_path),
        approve: () => current && void approve([current]),
        decline: () => decline(current),
        toggle: () => toggle(current),
        search: () => document.getElementById('inbox-search')?.focus(),
      }),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [active, current, items],
    ),
    all.length > 0,
  );

  const chosen = items.filter((i) => selection.selected.has(keyOf(i)));
  return (
    <div className="p-3">
      <div className="d-flex align-items-baseline gap-3">
        <h1 className="h4" id="inbox-heading" tabIndex={-1}>
          Approvals
        </h1>
        <Link to="/approvals/delegations" className="small">
          Delegate my approvals
        </Link>
      </div>
      <p className="small text-muted" id="inbox-keys">
        Keyboard: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>Enter</kbd> opens, <kbd>a</kbd> approves (<kbd>Enter</kbd> confirms), <kbd>d</kbd> declines or returns with a reason,{' '}
        <kbd>x</kbd> selects, <kbd>/</kbd> searches.
      </p>
      <InboxResults results={results} />
      {read.error ? (
        <Alert variant="danger">
          The approvals could not be loaded: {read.error.messages.join(' ')}{' '}
          <Button size="sm" variant="outline-secondary" onClick={() => void read.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : read.isLoading ? (
        <p role="status">Loading what waits for you…</p>
      ) : all.length === 0 ? (
        <p>Nothing is waiting for your approval.</p>
      ) : (
        <>
          <InboxFilters items={all} filter={filter} onChange={setFilter} />
          <div className="d-flex gap-2 mb-2">
            <Button variant="success" size="sm" disabled={!chosen.length || act.isLoading} onClick={() => void approve(chosen)}>
              Approve Selected ({chosen.length})
            </Button>
            <span className="small align-self-center" role="status">
              {items.length === all.length ? `${all.length} waiting, oldest first.` : `${items.length} of ${all.length} waiting match the filters.`}
            </span>
          </div>
          {items.length === 0 ? (
            <p>Nothing waiting matches the filters.</p>
          ) : (
            <InboxTable
              items={items}
              active={active}
              selected={selection.selected}
              busy={act.isLoading}
              rows={focus.rows}
              onFocusRow={focus.setActive}
              onToggle={toggle}
              onApprove={(i) => void approve([i])}
              onDecline={decline}
            />
          )}
        </>
      )}
      {asking && (
        <ReasonModal
          title={`${asking.action === 'approve' ? 'Approve' : asking.item.decline_label} ${asking.item.reference}`}
          label={`Reason (${asking.item.queue})`}
          submitLabel={asking.action === 'approve' ? 'Approve' : (asking.item.decline_label ?? 'Decline')}
          savingLabel="Sending…"
          maxLength={500}
          schema={reasonSchema}
          enterSends
          bodyOf={(reason) => ({ items: [keyFor(asking.item)], action: asking.action, reason })}
          send={async (body) => answered((await act.run({ body })).result, active)}
          saving={act.isLoading}
          onClose={() => setAsking(null)}
          onDone={() => setAsking(null)}
        />
      )}
    </div>
  );
}
