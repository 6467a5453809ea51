import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Dropdown, Form } from 'react-bootstrap';
import { toast } from 'react-toastify';
import {
  CUSTOMER_HIDDEN_BY_DEFAULT,
  CUSTOMER_LIST_FAILED,
  CUSTOMER_LIST_DEFAULT_SORT,
  CUSTOMER_SEARCH_COLUMNS,
  customerListColumns,
  exportCustomersEp,
  listCustomersEp,
  type CustomerListColumn,
  type CustomerListRow,
} from '../../../contract/customerList';
import { KYC_STATE_LABELS, KYC_STATES, type KycState } from '../../../contract/customerDocuments';
import { showError } from '../../components/dialogs';
import { runExport } from '../../components/export/runExport';
import SearchBox from '../../components/filters/SearchBox';
import ColumnPicker from '../../components/grid/ColumnPicker';
import { arranged, colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useColumnVisibility } from '../../components/grid/useColumnVisibility';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import FilterBar from '../../components/filters/FilterBar';

// Its form, tabs and schemas load when asked for: the list is what most visits come for, and loading the form with it
// made the list's first row wait (scripts/bench/browser.ts).
const CreateCustomerModal = lazy(() => import('./CreateCustomerModal'));

const KEYS = customerListColumns.map((c) => c.key);
// At 1440 px: the customer pinned, what it owes and its status before the addresses and people.
const colDefs = arranged(
  colDefsOf<CustomerListRow>(customerListColumns, {
    customer_code: { link: (r) => `/view/customer/${encodeURIComponent(r.customer_code)}` },
    status: { valueFormatter: (p) => (p.value === 1 ? 'Active' : 'Inactive') },
  }),
  { pin: ['customer_code', 'customer_name'], lead: ['amount_outstanding', 'status', 'pay_ratio'] },
);
const headerOf = (k: string) => customerListColumns.find((c) => c.key === k)?.header ?? k;

/**
 * Customers Center (spec 002 §2.1, §6, §8): the server-paged customer list
 * with its Column Header picker (remembered per user), the search (all
 * columns or one), the XLSX export of the visible columns, and Create New
 * Customer. Each control shows with its scope.
 */
export default function CustomersCenterPage() {
  const q = useListSearch('customers');
  const [filters, setFilters] = useUrlState({ column: '', kyc: '' });
  const cols = useColumnVisibility<CustomerListColumn>('customers', KEYS, CUSTOMER_HIDDEN_BY_DEFAULT);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const columns = useMemo(() => colDefs.map((c) => ({ ...c, hide: !cols.visible[c.colId as CustomerListColumn] })), [cols.visible]);
  const kyc = (KYC_STATES as readonly string[]).includes(filters.kyc) ? (filters.kyc as KycState) : undefined;
  const column = (CUSTOMER_SEARCH_COLUMNS as readonly string[]).includes(filters.column) ? (filters.column as (typeof CUSTOMER_SEARCH_COLUMNS)[number]) : undefined;

  const exportXlsx = async () => {
    setExporting(true);
    try {
      await runExport(exportCustomersEp.path, { export: 'export', search: q.text || undefined, column, kyc, columns: cols.visible }, (text) => void showError('Error', text));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Customers Center</h1>
        <Can scopes="add_customer">
          <Button variant="success" size="sm" onClick={() => setCreating(true)}>
            Create New Customer
          </Button>
        </Can>
      </div>
      <Can scopes="get_all_customers" fallback={<PermissionDenied what="the customer list" />}>
        <FilterBar label="Filter the customers">
          <ColumnPicker columns={customerListColumns} visible={cols.visible} onChange={cols.set} onReset={cols.reset} />
          <label className="visually-hidden" htmlFor="customer-search-column">
            Search in
          </label>
          <Form.Select id="customer-search-column" size="sm" className="w-auto" value={filters.column} onChange={(e) => setFilters({ column: e.target.value })}>
            <option value="">All fields</option>
            {CUSTOMER_SEARCH_COLUMNS.map((k) => (
              <option key={k} value={k}>
                {headerOf(k)}
              </option>
            ))}
          </Form.Select>
          <SearchBox label="Search Fields" placeholder="Search Fields" value={q.text} onSearch={q.search} clearable />
          <label className="visually-hidden" htmlFor="customer-kyc">
            KYC
          </label>
          <Form.Select id="customer-kyc" size="sm" className="w-auto" value={filters.kyc} onChange={(e) => setFilters({ kyc: e.target.value })}>
            <option value="">KYC: all</option>
            {KYC_STATES.map((k) => (
              <option key={k} value={k}>
                KYC: {KYC_STATE_LABELS[k]}
              </option>
            ))}
          </Form.Select>
          <Can scopes="customer_list_export">
            <Dropdown>
              <Dropdown.Toggle variant="success" size="sm" disabled={exporting}>
                {exporting ? 'Exporting…' : 'Export'}
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Item as="button" onClick={exportXlsx}>
                  Download as XLSX
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          </Can>
        </FilterBar>
        <ServerGrid<CustomerListRow>
          screenId="customers"
          label="Customers"
          columns={columns}
          source={gridSource(listCustomersEp, { query: { search: q.text || undefined, column, kyc } })}
          queryKey={`${q.queryKey}|${column ?? ''}|${kyc ?? ''}`}
          defaultSort={CUSTOMER_LIST_DEFAULT_SORT}
          emptyText="No customers match the search."
          onError={() => toast.error(CUSTOMER_LIST_FAILED, { toastId: 'customers-list' })}
        />
      </Can>
      {creating && (
        <Suspense fallback={null}>
          <CreateCustomerModal onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
