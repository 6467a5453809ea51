import { useState } from 'react';
import { allocatedColumns, allocatedListEp, type AllocatedExpenseRow } from '../../../contract/assets';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import AllocatedExpenseForm from './AllocatedExpenseForm';
import AllocationRunPanel from './AllocationRunPanel';
import { Button } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const columns = colDefsOf<AllocatedExpenseRow>(allocatedColumns);

/** Expenses paid once and spread over months and cost centers: the schedules, what each has allocated, and the monthly run. */
export default function AllocatedExpensesPage() {
  const search = useListSearch('allocated-expenses');
  // null: no form; 0: a new schedule; otherwise the schedule being edited.
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Allocated Expenses</h1>
        <Can scopes="manage_allocated_expenses">
          <Button size="sm" onClick={() => setEditing(0)}>
            New Allocated Expense
          </Button>
        </Can>
      </div>
      {editing !== null && <AllocatedExpenseForm key={editing} scheduleId={editing || null} onDone={() => setEditing(null)} />}
      <Can scopes={['view_finance_subledgers', 'manage_allocated_expenses']} fallback={<PermissionDenied what="the allocated expenses" />}>
        <FilterBar label="Filter the allocated expenses">
          <SearchBox label="Search schedule no., description or reference" placeholder="Search schedule no., description or reference" value={search.text} onSearch={search.search} clearable />
        </FilterBar>
        <ServerGrid<AllocatedExpenseRow>
          screenId="allocated-expenses"
          label="Allocated expenses"
          columns={columns}
          source={gridSource(allocatedListEp, { query: { search: search.text || undefined } })}
          queryKey={search.queryKey}
          defaultSort={{ order_by: 'schedule_no', direction: 'asc' }}
          emptyText="No allocated expenses yet."
          onRowOpen={(row) => setEditing(row.schedule_id)}
        />
        <AllocationRunPanel />
      </Can>
    </div>
  );
}
