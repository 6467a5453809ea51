import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  CUSTOMER_DISCOUNT_DEFAULT_SORT,
  DEAL_MESSAGES as M,
  DEAL_SCOPES,
  listCustomerDiscountsEp,
  removeCustomerDiscountEp,
  type CustomerDiscountRow,
} from '../../../../../contract/customerDeals';
import { toApiError } from '../../../../api/ApiError';
import type { PageResult } from '../../../../api/kitApi';
import { useWrite } from '../../../../api/kitApi';
import { confirmAction, showError } from '../../../../components/dialogs';
import SearchBox from '../../../../components/filters/SearchBox';
import ServerGrid from '../../../../components/grid/ServerGrid';
import { gridSource } from '../../../../components/grid/useGridData';
import { usePermission } from '../../../../components/permissions';
import PermissionDenied from '../../../../components/PermissionDenied';
import type { CustomerTabProps } from '../tabProps';
import { discountColDefs } from './productsDiscounts/discountColumns';
import ProductPickerModal from './productsDiscounts/ProductPickerModal';
import { useDiscountSave } from './productsDiscounts/useDiscountSave';
import { Button } from 'react-bootstrap';
import LinkButton from '../../../../components/LinkButton';
import FilterBar from '../../../../components/filters/FilterBar';

type Row = CustomerDiscountRow;

/** The deal screens (src/app/routeTable.ts): a new deal for this customer, and a deal a row came from. */
const newDealRoute = (code: string) => `/customers/create/deals-and-discounts/regular?customer=${encodeURIComponent(code)}`;
const dealRoute = (id: number) => `/customers/update/deals-and-discounts/${id}`;
/** The URL parameter of a Remove link: the grid's links work with Enter like any link (ServerGrid). */
const REMOVE_PARAM = 'remove_discount';
/** The grid edits its rows in place: it gets copies, never the cache's (frozen) rows. */
const ownCopies = (result: unknown, total: number): PageResult<Row> => ({ rows: (result as Row[]).map((r) => ({ ...r })), total });

/**
 * Products & Discounts (spec 002 §2.4, §3.8): the customer's products with
 * SRP, quantity (MOQ), free goods, discount % and rebate %. Editable even
 * when the view is not in Edit mode, by those who hold
 * update_customer_discounts: a cell is saved when edited, products are added
 * from the picker and removed after a confirmation. Deals set these terms
 * when approved: a link creates one for this customer, a row's deal opens it.
 */
export default function ProductsDiscountsTab({ customer }: CustomerTabProps) {
  const code = customer.customer_code;
  const canView = usePermission(['get_customer', DEAL_SCOPES.editDiscounts, DEAL_SCOPES.view]);
  const canEdit = usePermission(DEAL_SCOPES.editDiscounts);
  const canCreateDeal = usePermission(DEAL_SCOPES.create);
  const [search, setSearch] = useState('');
  const [runs, setRuns] = useState(0);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [params, setParams] = useSearchParams();
  const saveRow = useDiscountSave();
  const remove = useWrite(removeCustomerDiscountEp);

  const columns = useMemo(() => {
    const removeLink = (row: Row) => {
      const next = new URLSearchParams(params);
      next.set(REMOVE_PARAM, String(row.customer_discount_id));
      return `?${next.toString()}`;
    };
    const dealLink = (row: Row) => (row.customer_discount_batch_hdr_id ? dealRoute(row.customer_discount_batch_hdr_id) : null);
    return discountColDefs({ canEdit, onSave: saveRow, dealLink, removeLink });
    // saveRow is a fresh closure each render over the same write; the columns need not change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canEdit, params]);
  const source = useMemo(() => ({ ...gridSource(listCustomerDiscountsEp, { params: { customer_code: code }, query: { search: search || undefined } }), shape: ownCopies }), [code, search]);
  const listed = useMemo(() => new Set((rows ?? []).map((r) => r.product_id)), [rows]);

  // A Remove link followed: ask, remove, and take the parameter out of the URL either way.
  const removeId = params.get(REMOVE_PARAM);
  useEffect(() => {
    if (!removeId || rows === null) return;
    const row = rows.find((r) => String(r.customer_discount_id) === removeId);
    setParams(
      (p) => {
        p.delete(REMOVE_PARAM);
        return p;
      },
      { replace: true },
    );
    if (!row || !canEdit) {
      if (!row) toast.error(M.discountNotFound, { toastId: 'discount-remove-missing' });
      return;
    }
    void (async () => {
      if (!(await confirmAction('Remove product?', M.removeConfirm(row.product_name), 'Yes, remove'))) return;
      try {
        await remove.run({ params: { customer_discount_id: row.customer_discount_id } });
        toast.success(M.removed);
      } catch (err) {
        const e = toApiError(err);
        await showError('Oops...', e.isNetwork || e.status >= 500 ? 'Error occured. Please try again later.' : e.messages.join('\n'));
      }
    })();
    // Runs once per followed link (the parameter is removed at once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removeId, rows]);

  if (!canView) return <PermissionDenied what="this customer's products and discounts" />;
  return (
    <section aria-labelledby="products-discounts-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="products-discounts-heading" className="h5 mb-0 me-auto">
          Products &amp; Discounts
        </h2>
        {canCreateDeal && (
          <LinkButton variant="outline-primary" size="sm" to={newDealRoute(code)}>
            Create or Update Deals
          </LinkButton>
        )}
        {canEdit && (
          <Button variant="success" size="sm" onClick={() => setPicking(true)}>
            Add Products
          </Button>
        )}
      </div>
      <FilterBar label="Filter the products and discounts">
        <SearchBox
          label="Search this customer's products"
          placeholder="Product code or name"
          value={search}
          onSearch={(t) => {
            setSearch(t);
            setRuns((n) => n + 1);
          }}
          clearable
          maxLength={100}
        />
        {canEdit && <p className="small text-muted mb-0">Double-click a value (or press Enter on it) to change it: it is saved at once.</p>}
      </FilterBar>
      <ServerGrid<Row>
        screenId="customer-discounts"
        label="Products and discounts"
        columns={columns}
        source={source}
        queryKey={`${code}|${search}#${runs}`}
        defaultSort={CUSTOMER_DISCOUNT_DEFAULT_SORT}
        pagingInUrl={false}
        height={440}
        emptyText="No products and discounts for this customer yet."
        onLoaded={(r) => setRows(r.rows)}
      />
      {picking && (
        <ProductPickerModal
          customerCode={code}
          listed={listed}
          onClose={() => setPicking(false)}
          onAdded={(n) => {
            setPicking(false);
            toast.success(M.productsAdded(n));
          }}
        />
      )}
    </section>
  );
}
