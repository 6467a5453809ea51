import type { AssignmentPallet } from '../../../contract/warehouse';
import ColorSwatch from './ColorSwatch';
import { Form, Table } from 'react-bootstrap';

interface PalletTableProps {
  caption: string;
  pallets: AssignmentPallet[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (ids: number[], on: boolean) => void;
  emptyText: string;
}

const units = new Intl.NumberFormat('en-PH');

/** Pallets to choose from (checkboxes, keyboard-operable), with their zone and what they hold. */
export default function PalletTable({ caption, pallets, chosen, onToggle, onToggleAll, emptyText }: PalletTableProps) {
  if (!pallets.length) return <p className="text-muted">{emptyText}</p>;
  const all = pallets.every((p) => chosen.has(p.pallet_id));
  return (
    <div className="table-responsive" style={{ maxHeight: '24rem' }}>
      <Table size="sm" hover className="mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="sticky-top bg-white">
          <tr>
            <th scope="col">
              <Form.Check.Input
                type="checkbox"
                
                aria-label={`Choose all: ${caption}`}
                checked={all}
                onChange={() => onToggleAll(pallets.map((p) => p.pallet_id), !all)}
              />
            </th>
            <th scope="col">Pallet</th>
            <th scope="col">Zone</th>
            <th scope="col" className="text-end">Batches</th>
            <th scope="col" className="text-end">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {pallets.map((p) => (
            <tr key={p.pallet_id}>
              <td>
                <Form.Check.Input type="checkbox"  aria-label={`Choose pallet ${p.pallet_code}`} checked={chosen.has(p.pallet_id)} onChange={() => onToggle(p.pallet_id)} />
              </td>
              <td>{p.pallet_code}</td>
              <td>{p.zone_name ? <ColorSwatch color={p.color_code} label={p.zone_name} /> : <span className="text-muted">No zone</span>}</td>
              <td className="text-end">{p.batches}</td>
              <td className="text-end">{units.format(p.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
