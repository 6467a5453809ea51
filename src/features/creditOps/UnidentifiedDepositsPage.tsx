import { useState } from 'react';
import { DEPOSIT_STATUSES, depositColumns, depositListEp, type DepositRow, type DepositStatus } from '../../../contract/creditOps';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import IdentifyDepositModal from './IdentifyDepositModal';
import RecordDepositModal from './RecordDepositModal';
import { Button, Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const columns = colDefsOf<DepositRow>(depositColumns);

/**
 * Unidentified deposits: bank credits waiting for their customer (the
 * default view) and those already identified. Record Deposit posts a new
 * one; Enter or a click on a waiting one identifies it.
 */
export default function UnidentifiedDepositsPage() {
  const q = useListSearch('unidentified-deposits');
  const [filters, setFilters] = useUrlState({ status: 'UNIDENTIFIED' });
  const [creating, setCreating] = useState(false);
  const [identifying, setIdentifying] = useState<DepositRow | null>(null);
  const [runs, setRuns] = useState(0);
  const manage = usePermission('manage_unidentified_deposits');
  const status = filters.status in DEPOSIT_STATUSES ? (filters.status as DepositStatus) : undefined;
  const saved = () => {
    setCreating(false);
    setIdentifying(null);
    setRuns((n) => n + 1);
  };
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Unidentified Deposits</h1>
        <Can scopes="manage_unidentified_deposits">
          <Button variant="success" size="sm" onClick={() => setCreating(true)}>
            Record Deposit
          </Button>
        </Can>
      </div>
      <Can scopes={['manage_unidentified_deposits', 'view_collections']} fallback={<PermissionDenied what="the unidentified deposits" />}>
        <FilterBar label="Filter the unidentified deposits">
          <SearchBox label="Search deposit, reference or customer" placeholder="Search deposit, reference or customer" value={q.text} onSearch={q.search} clearable />
          <label className="visually-hidden" htmlFor="deposit-status">Status</label>
          <Form.Select id="deposit-status" size="sm" className="w-auto" value={filters.status} onChange={(e) => setFilters({ status: e.target.value })}>
            <option value="">Status: all</option>
            {Object.entries(DEPOSIT_STATUSES).map(([k, label]) => (
              <option key={k} value={k}>Status: {label}</option>
            ))}
          </Form.Select>
          {manage && <span className="small text-muted">Open a waiting deposit to identify its customer.</span>}
        </FilterBar>
        <ServerGrid<DepositRow>
          screenId="unidentified-deposits"
          label="Unidentified deposits"
          columns={columns}
          source={gridSource(depositListEp, { body: { search: q.text || undefined, status } })}
          queryKey={`${q.queryKey}|${status ?? ''}|${runs}`}
          defaultSort={{ order_by: 'deposit_date', direction: 'desc' }}
          emptyText={status === 'UNIDENTIFIED' ? 'No deposit is waiting for its customer.' : 'No deposits match.'}
          onRowOpen={(r) => manage && r.status === 'UNIDENTIFIED' && setIdentifying(r)}
        />
      </Can>
      {creating && <RecordDepositModal onClose={() => setCreating(false)} onSaved={saved} />}
      {identifying && <IdentifyDepositModal deposit={identifying} onClose={() => setIdentifying(null)} onSaved={saved} />}
    </div>
  );
}
