import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { inboxActEp, inboxActInput, inboxEp, type InboxDecision, type InboxItem } from '../../../contract/approvalInbox';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import ReasonModal from '../../components/ReasonModal';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useInboxKeys } from './useInboxKeys';

const keyOf = (i: { source: string; id: number }) => `${i.source}:${i.id}`;
const reasonSchema = inboxActInput.refine((b) => !!b.reason, { message: 'Reason is required.', path: ['reason'] });

/**
 * The approver inbox (/approvals): every item the signed-in user may decide
 * now, across the queues, oldest first. Keyboard: j/k move, Enter opens the
 * item's own screen, a approves and d declines (each asks first; a decline
 * that needs a reason asks for it, and so does approving a limit override), x
 * selects for a bulk approval. A queue without a decline for its checker (a
 * transfer only its requester withdraws) shows Approve only. The server
 * decides each item through its own queue and answers each one.
 */
export default function ApprovalsInboxPage() {
  const read = useRead(inboxEp);
  const act = useWrite(inboxActEp);
  const navigate = useNavigate();
  const items = useMemo(() => read.data ?? [], [read.data]);
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<{ item: InboxItem; action: 'approve' | 'decline' } | null>(null);
  const [results, setResults] = useState<InboxDecision[]>([]);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const current = items[Math.min(active, items.length - 1)];

  const move = (to: number) => {
    const n = Math.max(0, Math.min(items.length - 1, to));
    setActive(n);
    rows.current[n]?.focus();
  };

  async function decide(targets: InboxItem[], action: 'approve' | 'decline', reason: string | null = null): Promise<void> {
    try {
      const res = await act.run({ body: { items: targets.map(({ source, id }) => ({ source, id })), action, reason } });
      setResults(res.result);
      setSelected(new Set());
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? 'Error occured. Please try again later.' : e.messages.join('\n'));
    }
  }

  async function approve(targets: InboxItem[]) {
    if (!targets.length || act.isLoading) return;
    if (targets.length === 1 && targets[0].approve_needs_reason) return setAsking({ item: targets[0], action: 'approve' });
    const what = targets.length === 1 ? `${targets[0].queue} ${targets[0].reference}` : `${targets.length} items`;
    if (await confirmAction('Approve?', `Are you sure you want to approve ${what}?`, 'Yes, approve')) await decide(targets, 'approve');
  }
  async function decline(item: InboxItem | undefined) {
    if (!item || act.isLoading || !item.decline_label) return;
    if (item.decline_needs_reason) return setAsking({ item, action: 'decline' });
    const label = item.decline_label;
    if (await confirmAction(`${label}?`, `Are you sure you want to ${label.toLowerCase()} ${item.queue} ${item.reference}?`, `Yes, ${label.toLowerCase()}`)) await decide([item], 'decline');
  }
  const toggle = (item: InboxItem | undefined) =>
    item &&
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(keyOf(item))) next.delete(keyOf(item));
      else next.add(keyOf(item));
      return next;
    });

  useInboxKeys(
    useMemo(
      () => ({
        next: () => move(active + 1),
        previous: () => move(active - 1),
        open: () => current && navigate(current.open_path),
        approve: () => current && void approve([current]),
        decline: () => void decline(current),
        toggle: () => toggle(current),
      }),
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [active, current, items],
    ),
    items.length > 0,
  );

  const chosen = items.filter((i) => selected.has(keyOf(i)));
  return (
    <div className="p-3">
      <h1 className="h4">Approvals</h1>
      <p className="small text-muted" id="inbox-keys">
        Keyboard: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>Enter</kbd> opens, <kbd>a</kbd> approves, <kbd>d</kbd> declines, <kbd>x</kbd> selects.
      </p>
      {results.length > 0 && (
        <section aria-label="Results" className="mb-3">
          <ul className="list-unstyled mb-0" role="status">
            {results.map((r) => (
              <li key={keyOf(r)} className={r.done ? 'text-success' : 'text-danger'}>
                {r.reference ?? `#${r.id}`}: {r.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {read.error ? (
        <div role="alert" className="text-danger">
          The approvals could not be loaded: {read.error.messages.join(' ')}{' '}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void read.refetch()}>
            Retry
          </button>
        </div>
      ) : read.isLoading ? (
        <p role="status">Loading what waits for you…</p>
      ) : items.length === 0 ? (
        <p>Nothing is waiting for your approval.</p>
      ) : (
        <>
          <div className="d-flex gap-2 mb-2">
            <button type="button" className="btn btn-success btn-sm" disabled={!chosen.length || act.isLoading} onClick={() => void approve(chosen)}>
              Approve Selected ({chosen.length})
            </button>
            <span className="small align-self-center">{items.length} waiting, oldest first.</span>
          </div>
          <table className="table table-sm table-hover align-middle" aria-describedby="inbox-keys">
            <caption className="visually-hidden">Items waiting for your approval</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Selected</span>
                </th>
                <th scope="col">Queue</th>
                <th scope="col">Reference</th>
                <th scope="col">What</th>
                <th scope="col" className="text-end">Amount</th>
                <th scope="col">Requested By</th>
                <th scope="col">Requested</th>
                <th scope="col" className="text-end">Age (days)</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, n) => (
                <tr
                  key={keyOf(item)}
                  ref={(el) => void (rows.current[n] = el)}
                  tabIndex={n === active ? 0 : -1}
                  aria-selected={n === active}
                  className={n === active ? 'table-active' : undefined}
                  onFocus={() => setActive(n)}
                >
                  <td>
                    <input type="checkbox" className="form-check-input" aria-label={`Select ${item.reference}`} checked={selected.has(keyOf(item))} onChange={() => toggle(item)} />
                  </td>
                  <td>{item.queue}</td>
                  <td>
                    <Link to={item.open_path}>{item.reference}</Link>
                  </td>
                  <td>{item.summary}</td>
                  <td className="text-end">{item.amount ? formatMoney(item.amount) : ''}</td>
                  <td>{item.requester}</td>
                  <td>{formatDateTime(item.requested_at)}</td>
                  <td className="text-end">{item.age_days}</td>
                  <td className="text-nowrap">
                    <button type="button" className="btn btn-success btn-sm me-1" disabled={act.isLoading} onClick={() => void approve([item])} aria-label={`Approve ${item.reference}`}>
                      Approve
                    </button>
                    {item.decline_label && (
                      <button type="button" className="btn btn-danger btn-sm" disabled={act.isLoading} onClick={() => void decline(item)} aria-label={`${item.decline_label} ${item.reference}`}>
                        {item.decline_label}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
          bodyOf={(reason) => ({ items: [{ source: asking.item.source, id: asking.item.id }], action: asking.action, reason })}
          send={async (body) => setResults((await act.run({ body })).result)}
          saving={act.isLoading}
          onClose={() => setAsking(null)}
          onDone={() => setAsking(null)}
        />
      )}
    </div>
  );
}
