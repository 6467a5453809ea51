import type { MutableRefObject } from 'react';
import { Badge, Button, Form, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { InboxDecision, InboxItem } from '../../../contract/approvalInbox';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { keyOf } from './inboxFilter';

interface Props {
  items: readonly InboxItem[];
  active: number;
  selected: ReadonlySet<string>;
  busy: boolean;
  rows: MutableRefObject<(HTMLTableRowElement | null)[]>;
  onFocusRow: (n: number) => void;
  onToggle: (item: InboxItem) => void;
  onApprove: (item: InboxItem) => void;
  onDecline: (item: InboxItem) => void;
}

/** The waiting items, one row each: the current row holds the focus (roving tabindex), its buttons decide it. */
export default function InboxTable({ items, active, selected, busy, rows, onFocusRow, onToggle, onApprove, onDecline }: Props) {
  return (
    <Table size="sm" hover className="align-middle" aria-describedby="inbox-keys">
      <caption className="visually-hidden">Items waiting for your approval</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Selected</span>
          </th>
          <th scope="col">Queue</th>
          <th scope="col">Reference</th>
          <th scope="col">What</th>
          <th scope="col" className="text-end">
            Amount
          </th>
          <th scope="col">Requested By</th>
          <th scope="col">Requested</th>
          <th scope="col" className="text-end">
            Age (days)
          </th>
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
            onFocus={() => onFocusRow(n)}
          >
            <td>
              <Form.Check aria-label={`Select ${item.reference}`} checked={selected.has(keyOf(item))} onChange={() => onToggle(item)} />
            </td>
            <td>
              {item.queue}
              {item.on_behalf_of && (
                <Badge bg="info" text="dark" className="ms-1">
                  for {item.on_behalf_of.name}
                </Badge>
              )}
            </td>
            <td>
              <Link to={item.open_path}>{item.reference}</Link>
            </td>
            <td>{item.summary}</td>
            <td className="text-end">{item.amount ? formatMoney(item.amount) : ''}</td>
            <td>{item.requester}</td>
            <td>{formatDateTime(item.requested_at)}</td>
            <td className="text-end">{item.age_days}</td>
            <td className="text-nowrap">
              <Button size="sm" variant="success" className="me-1" disabled={busy} onClick={() => onApprove(item)} aria-label={`Approve ${item.reference}`}>
                Approve
              </Button>
              {item.decline_label && (
                <Button size="sm" variant="danger" disabled={busy} onClick={() => onDecline(item)} aria-label={`${item.decline_label} ${item.reference}`}>
                  {item.decline_label}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** What the server answered for each item of the last decision. */
export function InboxResults({ results }: { results: InboxDecision[] }) {
  if (!results.length) return null;
  return (
    <section aria-label="Results" className="mb-3">
      <ul className="list-unstyled mb-0" role="status">
        {results.map((r) => (
          <li key={keyOf(r)} className={r.done ? 'text-success' : 'text-danger'}>
            {r.reference ?? `#${r.id}`}: {r.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
