import { useCallback, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import {
  addCustomerDiscountsEp,
  defaultSrp,
  discountProductsEp,
  newDiscountValues,
  PRODUCT_PICKER_PAGE_SIZE,
  type ProductForDiscount,
} from '../../../../../../contract/customerDeals';
import { toApiError } from '../../../../../api/ApiError';
import { useWrite } from '../../../../../api/kitApi';
import SearchBox from '../../../../../components/filters/SearchBox';
import ServerGrid from '../../../../../components/grid/ServerGrid';
import { gridSource } from '../../../../../components/grid/useGridData';
import { useGridSelection } from '../../../../../components/grid/useGridSelection';
import Modal, { ModalBody } from '../../../../../components/Modal';
import { formatMoney } from '../../../../../lib/money';
import { Alert, Button } from 'react-bootstrap';
import FilterBar from '../../../../../components/filters/FilterBar';

interface ProductPickerModalProps {
  customerCode: string;
  /** Products the tab already lists (the server leaves them out too; a row added meanwhile is skipped here). */
  listed: ReadonlySet<number>;
  onClose: () => void;
  onAdded: (count: number) => void;
}

const GENERIC = 'Error occured. Please try again later.';
const keyOfProduct = (p: ProductForDiscount) => String(p.product_id);
const money = { type: 'rightAligned', width: 150, sortable: false } as const;
const COLUMNS: ColDef<ProductForDiscount>[] = [
  { field: 'product_code', headerName: 'Product Code', width: 160 },
  { field: 'product_name', headerName: 'Product Name', width: 320 },
  { field: 'special_price', headerName: 'Special Price', ...money, valueFormatter: (p) => (Number(p.value) > 0 ? formatMoney(p.value as string) : '—') },
  { field: 'unit_price', headerName: 'Unit Price', ...money, valueFormatter: (p) => formatMoney(p.value as string) },
  { colId: 'starting_srp', headerName: 'Starting SRP', ...money, valueGetter: (p) => (p.data ? defaultSrp(p.data) : ''), valueFormatter: (p) => formatMoney(p.value as string) },
];

/**
 * The Products & Discounts tab's product picker (spec 002 §2.4): active
 * products not listed for the customer yet, searched, 100 a page, chosen
 * with checkboxes (across pages). Adding them starts each at zero with SRP
 * = its special price when above zero, else its unit price.
 */
export default function ProductPickerModal({ customerCode, listed, onClose, onAdded }: ProductPickerModalProps) {
  const [search, setSearch] = useState({ text: '', runs: 0 });
  const [error, setError] = useState('');
  const add = useWrite(addCustomerDiscountsEp);
  // The server leaves listed products out; one added meanwhile (still in a cached page) is left out here.
  const unlisted = useCallback((rows: unknown, total: number) => ({ rows: (rows as ProductForDiscount[]).filter((p) => !listed.has(p.product_id)), total }), [listed]);
  const pick = useGridSelection<ProductForDiscount>(keyOfProduct);
  const chosen = pick.selection.chosen;

  async function addChosen() {
    setError('');
    try {
      await add.run({ params: { customer_code: customerCode }, body: { products: [...chosen.values()].map(newDiscountValues) } });
      onAdded(chosen.size);
    } catch (err) {
      const e = toApiError(err);
      setError(e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n'));
    }
  }

  return (
    <Modal
      title="Add Products"
      subtitle={chosen.size ? `${chosen.size} selected` : undefined}
      size="xl"
      onClose={add.isLoading ? undefined : onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={add.isLoading}>
            Cancel
          </Button>
          <Button onClick={() => void addChosen()} disabled={chosen.size === 0 || add.isLoading}>
            {add.isLoading ? 'Adding…' : `Add Selected (${chosen.size})`}
          </Button>
        </>
      }
    >
      <ModalBody>
        {error && (
          <Alert variant="danger" transition={false} className="py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
        <FilterBar label="Filter the products">
          <SearchBox
            label="Search products"
            placeholder="Product code or name"
            value={search.text}
            onSearch={(t) => setSearch((s) => ({ text: t, runs: s.runs + 1 }))}
            clearable
            maxLength={100}
          />
        </FilterBar>
        <ServerGrid<ProductForDiscount>
          screenId="customer-discount-products"
          label="Products to add"
          columns={COLUMNS}
          source={{ ...gridSource(discountProductsEp, { params: { customer_code: customerCode }, query: { search: search.text || undefined } }), shape: unlisted }}
          queryKey={`${search.text}#${search.runs}`}
          pagingInUrl={false}
          initialPageSize={PRODUCT_PICKER_PAGE_SIZE}
          height={460}
          emptyText={search.text ? 'No product to add matches the search.' : 'Every active product is listed for this customer already.'}
          selection={pick.selection}
        />
      </ModalBody>
    </Modal>
  );
}
