import { useState } from 'react';
import {
  addCustomerDiscountsEp,
  defaultSrp,
  discountProductsEp,
  newDiscountValues,
  PRODUCT_PICKER_PAGE_SIZE,
  type ProductForDiscount,
} from '../../../../../../contract/customerDeals';
import { toApiError } from '../../../../../api/ApiError';
import { usePage, useWrite } from '../../../../../api/kitApi';
import SearchBox from '../../../../../components/filters/SearchBox';
import Pager from '../../../../../components/grid/Pager';
import LoadState from '../../../../../components/LoadState';
import Modal, { ModalBody } from '../../../../../components/Modal';
import { formatMoney } from '../../../../../lib/money';
import { Alert, Button, Form, Table } from 'react-bootstrap';

interface ProductPickerModalProps {
  customerCode: string;
  /** Products the tab already lists (the server leaves them out too; a row added meanwhile is skipped here). */
  listed: ReadonlySet<number>;
  onClose: () => void;
  onAdded: (count: number) => void;
}

const GENERIC = 'Error occured. Please try again later.';

/**
 * The Products & Discounts tab's product picker (spec 002 §2.4): active
 * products not listed for the customer yet, searched, 100 a page, chosen
 * with checkboxes (across pages). Adding them starts each at zero with SRP
 * = its special price when above zero, else its unit price.
 */
export default function ProductPickerModal({ customerCode, listed, onClose, onAdded }: ProductPickerModalProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PRODUCT_PICKER_PAGE_SIZE);
  const [chosen, setChosen] = useState<ReadonlyMap<number, ProductForDiscount>>(new Map());
  const [error, setError] = useState('');
  const q = usePage(discountProductsEp, { params: { customer_code: customerCode }, query: { page, page_size: pageSize, search: search || undefined } });
  const add = useWrite(addCustomerDiscountsEp);
  const rows = (q.currentData?.rows ?? []).filter((p) => !listed.has(p.product_id));
  const allOnPage = rows.length > 0 && rows.every((p) => chosen.has(p.product_id));

  const toggle = (list: ProductForDiscount[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      for (const p of list) {
        if (on) next.set(p.product_id, p);
        else next.delete(p.product_id);
      }
      return next;
    });

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
        <div className="mb-2">
          <SearchBox
            label="Search products"
            placeholder="Product code or name"
            value={search}
            onSearch={(t) => {
              setSearch(t);
              setPage(0);
            }}
            clearable
            maxLength={100}
          />
        </div>
        <LoadState
          what="the products"
          isLoading={q.isFetching && !q.currentData}
          error={q.error}
          empty={rows.length === 0}
          emptyText={search ? 'No product to add matches the search.' : 'Every active product is listed for this customer already.'}
          onRetry={() => void q.refetch()}
        >
          <div className="table-responsive" style={{ maxHeight: 460 }} aria-busy={q.isFetching}>
            <Table size="sm" hover className="align-middle mb-0">
              <thead className="sticky-top bg-body">
                <tr>
                  <th scope="col" style={{ width: 40 }}>
                    <Form.Check.Input type="checkbox"  aria-label="Select every product on this page" checked={allOnPage} onChange={(e) => toggle(rows, e.target.checked)} />
                  </th>
                  <th scope="col">Product Code</th>
                  <th scope="col">Product Name</th>
                  <th scope="col" className="text-end">
                    Special Price
                  </th>
                  <th scope="col" className="text-end">
                    Unit Price
                  </th>
                  <th scope="col" className="text-end">
                    Starting SRP
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.product_id}>
                    <td>
                      <Form.Check.Input
                        type="checkbox"
                        
                        id={`pick-${p.product_id}`}
                        checked={chosen.has(p.product_id)}
                        onChange={(e) => toggle([p], e.target.checked)}
                      />
                    </td>
                    <td>{p.product_code}</td>
                    <td>
                      <label htmlFor={`pick-${p.product_id}`} className="mb-0">
                        {p.product_name}
                      </label>
                    </td>
                    <td className="text-end">{Number(p.special_price) > 0 ? formatMoney(p.special_price) : '—'}</td>
                    <td className="text-end">{formatMoney(p.unit_price)}</td>
                    <td className="text-end">{formatMoney(defaultSrp(p))}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </LoadState>
        <Pager
          page={page}
          pageSize={pageSize}
          total={q.error ? 0 : (q.currentData?.total ?? 0)}
          disabled={q.isFetching}
          onPage={setPage}
          onPageSize={(s) => {
            setPageSize(s);
            setPage(0);
          }}
        />
      </ModalBody>
    </Modal>
  );
}
