import { useState } from 'react';
import { Link } from 'react-router-dom';
import ScrollRegion from '../../components/ScrollRegion';
import OriginPicker from './OriginPicker';
import PalletPicker from './PalletPicker';
import { markDuplicates, removeDuplicates, shelfLifeTone, shelfLifeText, type RequestRow } from './requestRows';
import { Alert, Badge, Button, Form, Table } from 'react-bootstrap';
import ToneBadge from '../../components/ToneBadge';
import { useLineKeys } from '../../components/form/useLineKeys';

interface RequestGridProps {
  label: string;
  rows: RequestRow[];
  onChange: (rows: RequestRow[]) => void;
  /** Replenishment: Main/Central and Picking Area columns, destinations from the picking area. */
  replenishment: boolean;
  /** Problems by row key, shown under the row's quantity. */
  problems?: Record<string, string>;
  /** Requested quantity and pallets cannot be changed (received tab, or no right to edit). */
  readOnly?: boolean;
  /** The origin pallet may be changed to another pallet holding the batch (the request-update grid, before posting). */
  originEditable?: boolean;
}

/**
 * The request grids (spec §2): the request-create grid (Main/Central,
 * Picking Area, Available Quantity, editable Requested Quantity) and the
 * request-update grid (origin floor and pallet, destination floor and pallet
 * through the pallet picker). Repeated rows are flagged and removed in one go;
 * product codes lead to the product.
 */
export default function RequestGrid({ label, rows, onChange, replenishment, problems = {}, readOnly = false, originEditable = false }: RequestGridProps) {
  // Enter walks the lines' fields, left to right and down.
  const lineKeys = useLineKeys();
  // The create grid keeps the origin as allocated (its availability was checked for it); the update grid may move it.
  const [picking, setPicking] = useState<string | null>(null);
  const [origin, setOrigin] = useState<string | null>(null);
  const originRow = origin && rows.find((r) => r.key === origin);
  const marked = markDuplicates(rows);
  const duplicates = marked.filter((r) => r.isDuplicate).length;
  const set = (key: string, patch: Partial<RequestRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const pickingRow = picking && rows.find((r) => r.key === picking);
  return (
    <>
      {duplicates > 0 && !readOnly && (
        <Alert variant="warning" transition={false} className="d-flex align-items-center gap-2 py-2" role="status">
          <span>{duplicates === 1 ? 'One row repeats' : `${duplicates} rows repeat`} an earlier row (same batch, origin and destination).</span>
          <Button variant="outline-dark" size="sm" className="ms-auto" onClick={() => onChange(removeDuplicates(rows))}>
            Remove Duplicates
          </Button>
        </Alert>
      )}
      <ScrollRegion label={label}>
        <Table size="sm" className="align-middle small mb-0">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">Product Code</th>
              <th scope="col">Product</th>
              <th scope="col">Batch No.</th>
              <th scope="col">Expiry Date</th>
              <th scope="col">Shelf Life</th>
              <th scope="col">Origin Floor / Pallet</th>
              {replenishment && <th scope="col" className="text-end">Main/Central</th>}
              {replenishment && <th scope="col" className="text-end">Picking Area</th>}
              <th scope="col" className="text-end">Available Quantity</th>
              <th scope="col">Destination Floor / Pallet</th>
              <th scope="col" style={{ width: 130 }}>Requested Quantity</th>
              {!readOnly && <th scope="col"><span className="visually-hidden">Remove</span></th>}
            </tr>
          </thead>
          <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
            {marked.map((r, n) => {
              const problem = problems[r.key];
              const qtyId = `rq-${label.replace(/\W+/g, '-')}-${n}`;
              return (
                <tr key={r.key} className={r.isDuplicate ? 'table-warning' : undefined}>
                  <td>
                    <Link to={`/view/products/list/${encodeURIComponent(r.product_code)}`}>{r.product_code}</Link>
                  </td>
                  <td>{r.product_name}</td>
                  <td>{r.batch_no}{r.isDuplicate && <Badge bg="warning" text="dark" className="ms-1">Duplicate</Badge>}</td>
                  <td>{r.expiry_date}</td>
                  <td>
                    <ToneBadge tone={shelfLifeTone(r.shelf_life_months)}>{shelfLifeText(r.shelf_life_months)}</ToneBadge>
                  </td>
                  <td>
                    {r.floor} / {r.pallet_origin}
                    {originEditable && !readOnly && (
                      <Button variant="link" size="sm" className="p-0 ms-1" aria-label={`Change the origin pallet of ${r.product_name} batch ${r.batch_no}`} onClick={() => setOrigin(r.key)}>
                        Change
                      </Button>
                    )}
                  </td>
                  {replenishment && <td className="text-end">{r.main ?? ''}</td>}
                  {replenishment && <td className="text-end">{r.picking ?? ''}</td>}
                  <td className="text-end">{r.available_quantity}</td>
                  <td>
                    {r.pallet_destination ? `${r.floor_destination} / ${r.pallet_destination}` : <span className="text-danger">Not chosen</span>}
                    {!readOnly && (
                      <Button variant="link" size="sm" className="p-0 ms-1" aria-label={`Choose the destination pallet of ${r.product_name} batch ${r.batch_no}`} onClick={() => setPicking(r.key)}>
                        {r.pallet_destination ? 'Change' : 'Choose'}
                      </Button>
                    )}
                  </td>
                  <td>
                    {readOnly ? (
                      <span>{r.requested_quantity}</span>
                    ) : (
                      <>
                        <Form.Control
                          id={qtyId}
                          size="sm" isInvalid={Boolean(problem)} className="text-end"
                          inputMode="numeric"
                          aria-label={`Requested quantity of ${r.product_name} batch ${r.batch_no} from ${r.pallet_origin}`}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? `${qtyId}-error` : undefined}
                          maxLength={9}
                          value={r.requested_quantity}
                          onChange={(e) => set(r.key, { requested_quantity: e.target.value.replace(/[^\d]/g, '') })}
                        />
                        {problem && (
                          <Form.Control.Feedback type="invalid" id={`${qtyId}-error`} className="d-block">
                            {problem}
                          </Form.Control.Feedback>
                        )}
                      </>
                    )}
                  </td>
                  {!readOnly && (
                    <td>
                      <Button variant="outline-danger" size="sm" aria-label={`Remove ${r.product_name} batch ${r.batch_no} from ${r.pallet_origin}`} onClick={() => onChange(rows.filter((x) => x.key !== r.key))}>
                        Remove
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollRegion>
      {origin && originRow && (
        <OriginPicker
          batch={originRow}
          area={replenishment ? 'reserve' : undefined}
          exclude={[originRow.origin_pallet_id, originRow.destination_pallet_id]}
          onClose={() => setOrigin(null)}
          onPick={(p) => {
            set(origin, { origin_pallet_id: p.pallet_id, pallet_origin: p.pallet_code, floor: p.floor, available_quantity: Math.max(p.available_stock, 0) });
            setOrigin(null);
          }}
        />
      )}
      {picking && pickingRow && (
        <PalletPicker
          title="Choose the Destination Pallet"
          area={replenishment ? 'picking' : undefined}
          exclude={pickingRow.origin_pallet_id}
          onClose={() => setPicking(null)}
          onPick={(p) => {
            set(picking, { destination_pallet_id: p.pallet_id, pallet_destination: p.pallet_code, floor_destination: p.floor });
            setPicking(null);
          }}
        />
      )}
    </>
  );
}
