import { useState } from 'react';
import { customerAgingEp, type AgingRow } from '../../../contract/srpf';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import { formatMoney } from '../../lib/money';
import { Button, Form, Table } from 'react-bootstrap';

/** Choose DR/SI (spec §2.9): the customer's open invoices to apply the return to; each chosen one applies its balance up to what is left. */
export default function AgingModal({ customerId, chosen, onPick, onClose }: { customerId: number; chosen: number[]; onPick: (rows: AgingRow[]) => void; onClose: () => void }) {
  const aging = useRead(customerAgingEp, { query: { customer_id: customerId } });
  const [picked, setPicked] = useState<number[]>([]);
  const rows = (aging.data ?? []).filter((a) => !chosen.includes(a.si_id));
  return (
    <Modal
      title="Aging"
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button disabled={!picked.length} onClick={() => onPick(rows.filter((r) => picked.includes(r.si_id)))}>
            Add Selected
          </Button>
        </>
      }
    >
      <LoadState what="aging" isLoading={aging.isLoading} error={aging.error} empty={rows.length === 0} emptyText="No open invoices.">
        <Table size="sm" className="small">
          <caption className="visually-hidden">Open invoices</caption>
          <thead>
            <tr>
              <th scope="col"><span className="visually-hidden">Select</span></th>
              <th scope="col">Date</th>
              <th scope="col">Due Date</th>
              <th scope="col">DR No.</th>
              <th scope="col">SI No.</th>
              <th scope="col">In Transit</th>
              <th scope="col" className="text-end">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.si_id}>
                <td>
                  <Form.Check.Input
                    type="checkbox"
                    
                    aria-label={`Select SI ${a.si_number}`}
                    checked={picked.includes(a.si_id)}
                    onChange={(e) => setPicked(e.target.checked ? [...picked, a.si_id] : picked.filter((x) => x !== a.si_id))}
                  />
                </td>
                <td>{a.date}</td>
                <td>{a.due_date}</td>
                <td>{a.dr_no}</td>
                <td>{a.si_number}</td>
                <td>{a.in_transit ? 'Yes' : 'No'}</td>
                <td className="text-end">{formatMoney(a.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </LoadState>
    </Modal>
  );
}
