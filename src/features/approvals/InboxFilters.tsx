import { Button, Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';
import type { InboxItem } from '../../../contract/approvalInbox';
import { isAmountText, NO_FILTER, type InboxFilter } from './inboxFilter';

interface Props {
  items: readonly InboxItem[];
  filter: InboxFilter;
  onChange: (f: InboxFilter) => void;
}

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The inbox's filter bar: queue, who asked, amount range, age and a search; each applies as it changes. */
export default function InboxFilters({ items, filter, onChange }: Props) {
  const set = (k: keyof InboxFilter) => (e: { target: { value: string } }) => onChange({ ...filter, [k]: e.target.value });
  const badAmount = (k: 'minAmount' | 'maxAmount') => !isAmountText(filter[k]);
  return (
    <>
      <FilterBar label="Filter the approvals">
        <div style={{ width: '16rem' }}>
          <Form.Label htmlFor="inbox-search" className="small mb-0">
            Search
          </Form.Label>
          <Form.Control id="inbox-search" size="sm" type="search" placeholder="Reference, what, who…" value={filter.search} onChange={set('search')} />
        </div>
        <div style={{ width: '11rem' }}>
          <Form.Label htmlFor="inbox-queue" className="small mb-0">
            Queue
          </Form.Label>
          <Form.Select id="inbox-queue" size="sm" value={filter.queue} onChange={set('queue')}>
            <option value="">All queues</option>
            {distinct(items.map((i) => i.queue)).map((q) => (
              <option key={q}>{q}</option>
            ))}
          </Form.Select>
        </div>
        <div style={{ width: '11rem' }}>
          <Form.Label htmlFor="inbox-requester" className="small mb-0">
            Requested By
          </Form.Label>
          <Form.Select id="inbox-requester" size="sm" value={filter.requester} onChange={set('requester')}>
            <option value="">Anyone</option>
            {distinct(items.map((i) => i.requester)).map((r) => (
              <option key={r}>{r}</option>
            ))}
          </Form.Select>
        </div>
        <TextFilter id="inbox-min" label="Amount From" value={filter.minAmount} onChange={set('minAmount')} invalid={badAmount('minAmount')} />
        <TextFilter id="inbox-max" label="Amount To" value={filter.maxAmount} onChange={set('maxAmount')} invalid={badAmount('maxAmount')} />
        <TextFilter id="inbox-age" label="Days Waiting" value={filter.minAge} onChange={set('minAge')} placeholder="at least" numeric />
        <div>
          <Button size="sm" variant="outline-secondary" onClick={() => onChange(NO_FILTER)} disabled={filter === NO_FILTER}>
            Clear Filters
          </Button>
        </div>
      </FilterBar>
      {(badAmount('minAmount') || badAmount('maxAmount')) && <div className="small text-danger mb-2">An amount is a number with at most 2 decimals, like 1500 or 1,500.50.</div>}
    </>
  );
}

/** A short typed bound of the bar (an amount, a number of days). */
function TextFilter(p: { id: string; label: string; value: string; onChange: (e: { target: { value: string } }) => void; invalid?: boolean; placeholder?: string; numeric?: boolean }) {
  return (
    <div style={{ width: '7rem' }}>
      <Form.Label htmlFor={p.id} className="small mb-0">
        {p.label}
      </Form.Label>
      <Form.Control id={p.id} size="sm" inputMode={p.numeric ? 'numeric' : 'decimal'} placeholder={p.placeholder} value={p.value} onChange={p.onChange} isInvalid={p.invalid} />
    </div>
  );
}
