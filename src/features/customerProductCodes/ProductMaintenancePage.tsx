import { useEffect, useMemo, useState } from 'react';
import { Button, Dropdown, Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  CPC_DEFAULT_SORT,
  CPC_MESSAGES as M,
  CPC_SCOPES,
  listCustomerProductCodesEp,
  type CustomerProductCodeRow,
} from '../../../contract/customerProductCodes';
import type { ApiError } from '../../api/ApiError';
import type { PageResult } from '../../api/kitApi';
import SearchBox from '../../components/filters/SearchBox';
import SearchSelect from '../../components/filters/SearchSelect';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { searchCustomers } from './api';
import { productCodeColDefs } from './columns';
import ExportModal from './ExportModal';
import FormDetailsModal from './FormDetailsModal';
import ImportModal from './ImportModal';
import { useCellSave } from './useCellSave';
import FilterBar from '../../components/filters/FilterBar';

type Row = CustomerProductCodeRow;
/** Spec 001 §8: a list that fails without the server's word says "Please try again later.". */
const listError = (e: ApiError) => toast.error(e.isNetwork || e.status >= 500 ? M.tryAgain : e.messages.join('\n') || M.tryAgain, { toastId: 'cpc-list' });
/** The grid edits its rows in place: it gets copies, never the cache's (frozen) rows. */
const ownCopies = (result: unknown, total: number): PageResult<Row> => ({ rows: (result as Row[]).map((r) => ({ ...r })), total });

/**
 * Product Maintenance (/customers/smpp-product-maintenance, spec 001 §2):
 * each customer's own codes for our products, filtered by customer and
 * searched; the two codes are edited in the grid (double-click), a row's
 * customer and product in Form Details; export and import from the Actions
 * menu. The open Form Details is in the URL (`details`: a row id or "new"),
 * so the grid's Details link works with the keyboard like any link.
 */
export default function ProductMaintenancePage() {
  const q = useListSearch('customer-product-codes');
  const [filters, setFilters] = useUrlState({ customer_id: '', customer_label: '', details: '' });
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<'export' | 'import' | null>(null);
  const canEdit = usePermission(CPC_SCOPES.update);
  const canExport = usePermission(CPC_SCOPES.export);
  const canImport = usePermission(CPC_SCOPES.import);
  // The rows on screen (null until the first page arrives): Form Details opens one of them.
  const [rows, setRows] = useState<Row[] | null>(null);
  const saveCell = useCellSave();

  const columns = useMemo(() => {
    const detailsLink = (row: Row) => {
      const next = new URLSearchParams(params);
      next.set('details', String(row.id));
      return `?${next.toString()}`;
    };
    return productCodeColDefs({ canEdit, onSave: saveCell, detailsLink });
    // saveCell is a fresh closure each render over the same write; the columns need not change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canEdit, params]);

  const customerId = filters.customer_id ? Number(filters.customer_id) : undefined;
  const source = useMemo(
    () => ({ ...gridSource(listCustomerProductCodesEp, { query: { search: q.text || undefined, customer_id: customerId } }), shape: ownCopies }),
    [q.text, customerId],
  );
  const editing = filters.details === 'new' ? null : rows?.find((r) => String(r.id) === filters.details);
  const closeDetails = () => setFilters({ details: '' });
  // A details link for a row not on this page (a bookmark, a row changed meanwhile) says so and closes.
  const missing = Boolean(filters.details) && rows !== null && editing === undefined;
  useEffect(() => {
    if (!missing) return;
    toast.error(M.notFound, { toastId: 'cpc-details-missing' });
    setFilters({ details: '' });
  }, [missing, setFilters]);

  return (
    <div className="p-3">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">{M.title}</h1>
        {canEdit && (
          <Button size="sm" onClick={() => setFilters({ details: 'new' })}>
            Add Customer Product
          </Button>
        )}
        {(canExport || canImport) && (
          <Dropdown align="end">
            <Dropdown.Toggle size="sm" variant="outline-secondary" id="cpc-actions">
              Actions
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {canExport && <Dropdown.Item onClick={() => setDialog('export')}>Export Customer Product</Dropdown.Item>}
              {canImport && <Dropdown.Item onClick={() => setDialog('import')}>Import Customer Product</Dropdown.Item>}
            </Dropdown.Menu>
          </Dropdown>
        )}
      </div>
      <Tabs defaultActiveKey="general" id="cpc-tabs" className="mb-3">
        <Tab eventKey="general" title="General">
          <Can scopes={CPC_SCOPES.view} fallback={<PermissionDenied what="the customer product codes" />}>
            <FilterBar label="Filter the product codes">
              <SearchSelect
                label="Customer"
                value={filters.customer_id}
                valueLabel={filters.customer_label}
                onChange={(v, o) => setFilters({ customer_id: v, customer_label: o?.label ?? '' })}
                loadOptions={searchCustomers}
                placeholder="All customers"
                className="col-12 col-md-4"
              />
              <SearchBox label="Search customer product codes" value={q.text} onSearch={q.search} />
            </FilterBar>
            {canEdit && (
              <p className="small text-muted mb-2" role="note">
                {M.note}
              </p>
            )}
            <ServerGrid<Row>
              screenId="customer-product-codes"
              label="Customer product codes"
              columns={columns}
              source={source}
              queryKey={`${q.queryKey}|${filters.customer_id}`}
              defaultSort={CPC_DEFAULT_SORT}
              emptyText="No customer product codes."
              onError={listError}
              onLoaded={(r) => setRows(r.rows)}
            />
          </Can>
        </Tab>
      </Tabs>
      {canEdit && filters.details && editing !== undefined && <FormDetailsModal row={editing} onClose={closeDetails} />}
      {dialog === 'export' && <ExportModal onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportModal onClose={() => setDialog(null)} />}
    </div>
  );
}
