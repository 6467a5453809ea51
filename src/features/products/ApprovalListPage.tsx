import { createContext, useContext } from 'react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { WorkflowDef } from '../../../contract/kit';
import {
  approvalWorkflowOf,
  listProductApprovals,
  PRODUCT_APPROVAL_DEFAULT_SORT,
  productApprovalColumns,
  type ProductApprovalAction,
} from '../../../contract/productApprovalQueue';
import type { ApprovalRow } from '../../../contract/products';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { useApprovalDecision, type DecisionTarget } from './useApprovalDecision';
import { Button } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/** The decision of the screen, for the buttons the grid renders in its rows. */
const Decision = createContext<ReturnType<typeof useApprovalDecision> | null>(null);

const targetOf = (r: ApprovalRow): DecisionTarget => (r.category === 'CREATED' ? { kind: 'CREATED', approval_code: r.approval_code } : { kind: 'UPDATED', product_update_no: r.approval_code });

/** The workflow's actions allowed at the row's status for this user: a new product's, or a change's. */
function DecisionButtons({ data: row }: ICellRendererParams<ApprovalRow>) {
  const decision = useContext(Decision);
  if (!row || !decision) return null;
  const wf = approvalWorkflowOf(row.category) as WorkflowDef<number, ProductApprovalAction>;
  return (
    <div className="d-flex gap-1 align-items-center h-100">
      {decision.allowedActions(wf, row.status).map(({ action, def }) => (
        <Button
          key={action}
          variant={def.variant ?? 'primary'}
          size="sm"
          className="py-0"
          disabled={decision.busy}
          aria-label={`${def.label} ${row.approval_code}`}
          onClick={() => void decision.decide(targetOf(row), action)}
        >
          {def.label}
        </Button>
      ))}
    </div>
  );
}

const columns: ColDef<ApprovalRow>[] = [
  ...colDefsOf<ApprovalRow>(productApprovalColumns),
  { colId: 'actions', headerName: 'Actions', sortable: false, width: 190, cellRenderer: DecisionButtons },
];

/**
 * /approval/list/products "Products Approval Masterlist" (spec 001 §4): what
 * waits for approval, server-paged. A new product (APR-…) is decided by the
 * creation workflow (approval inserts it), a change (PU-…) by the update
 * workflow (approval applies it); each row offers the actions its workflow
 * allows, with its confirmation, and the list is read again after a decision.
 */
export default function ApprovalListPage() {
  const q = useListSearch('product-approvals');
  const decision = useApprovalDecision();
  return (
    <div className="p-3">
      <h1 className="h4">Products Approval Masterlist</h1>
      <FilterBar label="Filter the product approvals">
        <SearchBox label="Approval No., product code or name" placeholder="Approval No., product code or name" value={q.text} onSearch={q.search} clearable maxLength={100} />
      </FilterBar>
      <Decision.Provider value={decision}>
        <ServerGrid<ApprovalRow>
          screenId="product-approvals"
          label="Products waiting for approval"
          columns={columns}
          source={gridSource(listProductApprovals, { query: { search: q.text || undefined } })}
          queryKey={q.queryKey}
          defaultSort={PRODUCT_APPROVAL_DEFAULT_SORT}
          emptyText="Nothing waits for approval."
        />
      </Decision.Provider>
    </div>
  );
}
