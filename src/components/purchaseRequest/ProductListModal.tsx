import { useMemo, useState } from 'react';
import type { SupplierProduct } from '../../../contract/purchasing';
import { formatMoney } from '../../lib/money';
import Modal from '../Modal';

interface Props {
  products: SupplierProduct[];
  /** Products already on the request: they start ticked. */
  selected: readonly number[];
  onApply: (chosen: SupplierProduct[]) => void;
  onClose: () => void;
}

/** "Product List" of the chosen supplier (spec 001 §2): search, show all selected, tick rows, then add them. */
export default function ProductListModal({ products, selected, onApply, onClose }: Props) {
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(selected));
  const [search, setSearch] = useState('');
  const [onlySelected, setOnlySelected] = useState(false);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return products.filter(
      (p) => (!onlySelected || ticked.has(p.product_id)) && (!q || p.product_name.toLowerCase().includes(q) || p.product_code.toLowerCase().includes(q)),
    );
  }, [products, search, onlySelected, ticked]);
  const toggle = (id: number) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Modal
      title="Product List"
      onClose={onClose}
      size="xl"
      footer={
        <>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onApply(products.filter((p) => ticked.has(p.product_id)))}>
            Add Selected ({ticked.size})
          </button>
        </>
      }
    >
      <div className="modal-body">
        <div className="d-flex gap-3 align-items-center mb-2">
          <input type="search" className="form-control form-control-sm w-50" placeholder="Search product" aria-label="Search product" value={search} onChange={(e) => setSearch(e.target.value)} />
          <label className="form-check-label small">
            <input type="checkbox" className="form-check-input me-1" checked={onlySelected} onChange={(e) => setOnlySelected(e.target.checked)} />
            Show all selected
          </label>
        </div>
        <table className="table table-sm table-hover">
          <thead>
            <tr>
              <th aria-label="Selected" />
              <th>Product Code</th>
              <th>Product Name</th>
              <th>Unit</th>
              <th className="text-end">MOQ</th>
              <th className="text-end">Stock Level</th>
              <th className="text-end">Cost</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.product_id} onClick={() => toggle(p.product_id)} className={ticked.has(p.product_id) ? 'table-active' : undefined}>
                <td>
                  <input type="checkbox" className="form-check-input" aria-label={`Select ${p.product_name}`} checked={ticked.has(p.product_id)} onChange={() => toggle(p.product_id)} onClick={(e) => e.stopPropagation()} />
                </td>
                <td>{p.product_code}</td>
                <td>{p.product_name}</td>
                <td>{p.unit ?? ''}</td>
                <td className="text-end">{p.quantity}</td>
                <td className="text-end">{p.stock_level}</td>
                <td className="text-end">{formatMoney(p.cost)}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={7} className="text-muted">
                  No products.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
