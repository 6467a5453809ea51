import type { FootprintRow } from '../../../../../../contract/customerFootprints';
import { formatDateTime } from '../../../../../lib/dates';
import { Button, Form, Table } from 'react-bootstrap';

interface FootprintTableProps {
  rows: readonly FootprintRow[];
  /** Ticked rows; null: no selection column (the user may not delete). */
  selected: ReadonlySet<number> | null;
  onSelect: (ids: number[], on: boolean) => void;
  /** Opens a row's detail; absent: no Actions column (the user may not view details). */
  onView?: (row: FootprintRow) => void;
}

/**
 * The footprint grid (spec 002 §2.10): Date, Note/Remarks, Actions. A
 * customer has a handful of footprints, all shown at once, so a plain table:
 * a real checkbox per row and one for all, reachable and toggled with Tab
 * and Space like any other control.
 */
export default function FootprintTable({ rows, selected, onSelect, onView }: FootprintTableProps) {
  const allIds = rows.map((r) => r.footprint_id);
  const ticked = selected ? allIds.filter((id) => selected.has(id)).length : 0;
  return (
    <Table size="sm" hover className="align-middle" aria-label="Footprints">
      <thead>
        <tr>
          {selected && (
            <th scope="col" style={{ width: 40 }}>
              <Form.Check.Input
                type="checkbox"
                
                aria-label="Select all footprints"
                checked={ticked > 0 && ticked === allIds.length}
                ref={(el) => {
                  if (el) el.indeterminate = ticked > 0 && ticked < allIds.length;
                }}
                onChange={(e) => onSelect(allIds, e.target.checked)}
              />
            </th>
          )}
          <th scope="col" style={{ width: 170 }}>
            Date
          </th>
          <th scope="col">Note/Remarks</th>
          {onView && (
            <th scope="col" style={{ width: 90 }}>
              Actions
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const date = formatDateTime(r.date_created);
          return (
            <tr key={r.footprint_id} className={selected?.has(r.footprint_id) ? 'table-active' : undefined}>
              {selected && (
                <td>
                  <Form.Check.Input
                    type="checkbox"
                    
                    aria-label={`Select the footprint of ${date}`}
                    checked={selected.has(r.footprint_id)}
                    onChange={(e) => onSelect([r.footprint_id], e.target.checked)}
                  />
                </td>
              )}
              <td>{date}</td>
              <td style={{ whiteSpace: 'pre-line' }}>{r.note}</td>
              {onView && (
                <td>
                  <Button variant="outline-primary" size="sm" aria-label={`View the footprint of ${date}`} onClick={() => onView(r)}>
                    View
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
