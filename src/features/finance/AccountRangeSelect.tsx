import { accountCodeListEp } from '../../../contract/finance';
import { useRead } from '../../api/kitApi';
import { Form } from 'react-bootstrap';

interface AccountRangeSelectProps {
  /** Load the accounts only for a user who may run the report (the lookup is scoped). */
  enabled: boolean;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/**
 * Account From / Account To of the income statement; both optional ("All").
 * The account list is read through the cache (fresh for 5 minutes). A failed
 * lookup leaves the range open (both ends are optional) and says so.
 */
export default function AccountRangeSelect({ enabled, from, to, onChange }: AccountRangeSelectProps) {
  const read = useRead(accountCodeListEp, {}, { skip: !enabled });
  const accounts = read.data ?? [];
  const note = !enabled ? null : read.isError ? 'The account list could not be loaded; the range stays open.' : read.isLoading ? 'Loading accounts…' : null;

  const select = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="col-auto">
      <Form.Label htmlFor={id} className="small mb-1 d-block">
        {label}
      </Form.Label>
      <Form.Select id={id} size="sm" style={{ maxWidth: 260 }} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">All</option>
        {accounts.map((a) => (
          <option key={a.account_code} value={a.account_code}>
            {a.account_code} - {a.account_name}
          </option>
        ))}
        {/* A code from a bookmarked URL stays visible before (or without) the list. */}
        {value && !accounts.some((a) => a.account_code === value) && <option value={value}>{value}</option>}
      </Form.Select>
    </div>
  );

  return (
    <>
      {select('is-acct-from', 'Account From', from, (v) => onChange({ from: v, to }))}
      {select('is-acct-to', 'Account To', to, (v) => onChange({ from, to: v }))}
      {note && (
        <div className={`col-auto small align-self-end pb-1 ${read.isError ? 'text-danger' : 'text-muted'}`} role="status">
          {note}
        </div>
      )}
    </>
  );
}
