import { useMemo, useState } from 'react';
import { ACCOUNT_DEFAULT_SORT, ACCOUNT_TYPES, accountColumns, COA_SCOPES, coaListEp, type AccountRow } from '../../../contract/chartOfAccounts';
import { colDefsOf } from '../../components/grid/columnDefs';
import SearchBox from '../../components/filters/SearchBox';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import AccountForm, { type AccountFormTarget } from './AccountForm';
import { exportChart } from './exportChart';
import { accountPath } from './paths';
import { Button, Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const extras = { account_code: { link: (r: AccountRow) => accountPath(r.account_id) } };

/**
 * The chart as a list grouped by its hierarchy columns: search, type,
 * status and kind filters, export; a row opens the change form (a draft) for
 * whoever may draft changes, its code the account's page.
 */
export default function AccountsTab() {
  const [f, setF] = useUrlState({ account_type: '', active: 'all', kind: 'all' });
  const q = useListSearch(`coa|${f.account_type}|${f.active}|${f.kind}`);
  const [editing, setEditing] = useState<AccountFormTarget | null>(null);
  const canChange = usePermission(COA_SCOPES.update);
  const columns = useMemo(() => colDefsOf<AccountRow>(accountColumns, extras), []);
  const filters = { search: q.text || undefined, account_type: f.account_type || undefined, active: f.active as 'all', kind: f.kind as 'all' };

  const select = (key: 'account_type' | 'active' | 'kind', label: string, options: [string, string][]) => (
    <label className="d-flex align-items-center gap-2 mb-0 small">
      {label}
      <Form.Select size="sm" className="w-auto" value={f[key]} onChange={(e) => setF({ [key]: e.target.value })}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </Form.Select>
    </label>
  );

  return (
    <>
      <FilterBar label="Filter the accounts">
        <SearchBox label="Search accounts" placeholder="Code, name, group, sub-group or line item" value={q.text} onSearch={q.search} clearable maxLength={100} />
        {select('account_type', 'Type', [['', 'All'], ...ACCOUNT_TYPES.map((t): [string, string] => [t, t])])}
        {select('active', 'Status', [['all', 'All'], ['active', 'Active'], ['inactive', 'Inactive']])}
        {select('kind', 'Kind', [['all', 'All'], ['posting', 'Posting accounts'], ['header', 'Header accounts']])}
        <Button variant="outline-secondary" size="sm" className="ms-auto" onClick={() => void exportChart({ ...filters, active: f.active, kind: f.kind })}>
          Export
        </Button>
        <Can scopes={COA_SCOPES.add}>
          <Button variant="success" size="sm" onClick={() => setEditing({ kind: 'new' })}>
            Add Account
          </Button>
        </Can>
      </FilterBar>
      <ServerGrid<AccountRow>
        screenId="chart-of-accounts"
        label="Chart of Accounts"
        columns={columns}
        source={{ endpoint: coaListEp, args: { body: filters } }}
        queryKey={q.queryKey}
        defaultSort={ACCOUNT_DEFAULT_SORT}
        emptyText="No accounts found."
        onRowOpen={canChange ? (row) => setEditing({ kind: 'change', account: row }) : undefined}
      />
      {canChange && <p className="small text-muted">Open an account (click or Enter) to draft a change; the code opens its page.</p>}
      {editing && <AccountForm target={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
