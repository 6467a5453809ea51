import { useState } from 'react';
import { approveNaPoEp, cancelNaPoEp, NA_PO_TYPES, PO_LEVEL_RULE, returnNaPoEp, showNaPoEp, submitNaPoEp, type NaPoDetail } from '../../../contract/purchaseOrders';
import { PO_STATUS_NAMES } from '../../../contract/purchasing';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal, { ModalBody } from '../../components/Modal';
import { usePermissionCheck } from '../../components/permissions';
import ScrollRegion from '../../components/ScrollRegion';
import { formatMoney } from '../../lib/money';
import LevelActions from './LevelActions';
import NaPoForm from './NaPoForm';
import { LevelsTable } from '../../components/queue/LevelsTable';
import { TrailTable } from './poParts';
import { Facts } from '../../components/Facts';
import { Button, Table } from 'react-bootstrap';

const ENDPOINTS = { approve: approveNaPoEp, return: returnNaPoEp, cancel: cancelNaPoEp, submit: submitNaPoEp };

/** One non-asset purchase order: header, lines by account and cost center, levels, trail, and what its status allows. */
export default function NaPoDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const read = useRead(showNaPoEp, { params: { na_po_id: id } });
  const holds = usePermissionCheck();
  const [editing, setEditing] = useState(false);
  const po = read.currentData as NaPoDetail | undefined;

  if (editing && po) return <NaPoForm existing={po} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />;
  const footer = (
    <>
      {po && po.status === 3 && holds(['create_purchase_order']) && (
        <Button className="me-auto" onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      {po && <LevelActions noun="Non-asset purchase order" label={po.na_po_no} status={po.status} madeByYou={po.made_by_you} endpoints={ENDPOINTS} params={{ na_po_id: id }} onDone={() => void read.refetch()} />}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </>
  );
  return (
    <Modal title={po ? `Non-Asset Purchase Order ${po.na_po_no}` : 'Non-Asset Purchase Order'} size="xl" onClose={onClose} footer={footer}>
      <ModalBody>
        <LoadState what="the purchase order" isLoading={read.isLoading} error={read.error} empty={!po} emptyText="Non-asset purchase order not found." onRetry={read.refetch}>
          {() => <Details po={po!} />}
        </LoadState>
      </ModalBody>
    </Modal>
  );
}

function Details({ po }: { po: NaPoDetail }) {
  return (
    <>
      <Facts
        labelCols={2}
        perRow={2}
        facts={[
          ['Supplier', po.supplier_name],
          ['Status', PO_STATUS_NAMES[po.status]],
          ['Type', NA_PO_TYPES[po.po_type]],
          ['PO Date', po.po_date],
          ['Delivery Date', po.delivery_date ?? ''],
          ['Prepared By', po.created_by_name],
          ['Particulars', po.particulars ?? ''],
          ['Remarks', po.remarks ?? ''],
        ]}
      />
      <ScrollRegion label="Non-asset purchase order lines">
        <Table size="sm" bordered className="small">
          <caption className="visually-hidden">Lines</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Description</th>
              <th scope="col" className="text-end">Quantity</th>
              <th scope="col">Unit</th>
              <th scope="col" className="text-end">Unit Price</th>
              <th scope="col" className="text-end">Amount</th>
              <th scope="col">Account</th>
              <th scope="col">Cost Center</th>
            </tr>
          </thead>
          <tbody>
            {po.lines.map((l) => (
              <tr key={l.line_no}>
                <td>{l.line_no}</td>
                <td>{l.description}</td>
                <td className="text-end">{l.quantity}</td>
                <td>{l.unit}</td>
                <td className="text-end">{formatMoney(l.unit_price)}</td>
                <td className="text-end">{formatMoney(l.amount)}</td>
                <td>{`${l.account_code} ${l.account_name}`}</td>
                <td>{l.cost_center_name ?? ''}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5} className="text-end">
                Total
              </th>
              <td className="text-end fw-bold">{formatMoney(po.total_amount)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </Table>
      </ScrollRegion>
      <h2 className="h6 mt-3">Approval Levels</h2>
      <p className="small text-muted mb-1">{PO_LEVEL_RULE}</p>
      <LevelsTable levels={po.levels} />
      <h2 className="h6 mt-3">Trail Logs</h2>
      <TrailTable trail={po.trail} />
    </>
  );
}
