import { useState } from 'react';
import { approveNaPoEp, cancelNaPoEp, NA_PO_TYPES, PO_LEVEL_RULE, returnNaPoEp, showNaPoEp, submitNaPoEp, type NaPoDetail } from '../../../contract/purchaseOrders';
import { PO_STATUS_NAMES } from '../../../contract/purchasing';
import { useRead } from '../../api/kitApi';
import DocumentLines from '../../components/document/DocumentLines';
import DocumentPanel from '../../components/document/DocumentPanel';
import SectionHeading from '../../components/SectionHeading';
import { usePermissionCheck } from '../../components/permissions';
import { formatMoney } from '../../lib/money';
import LevelActions from './LevelActions';
import NaPoForm from './NaPoForm';
import { LevelsTable } from '../../components/queue/LevelsTable';
import { TrailTable } from './poParts';
import { Button } from 'react-bootstrap';

const ENDPOINTS = { approve: approveNaPoEp, return: returnNaPoEp, cancel: cancelNaPoEp, submit: submitNaPoEp };

/** One non-asset purchase order: header, lines by account and cost center, levels, trail, and what its status allows. */
export default function NaPoDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const read = useRead(showNaPoEp, { params: { na_po_id: id } });
  const holds = usePermissionCheck();
  const [editing, setEditing] = useState(false);
  const po = read.currentData as NaPoDetail | undefined;

  if (editing && po) return <NaPoForm existing={po} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />;
  return (
    <DocumentPanel
      what="the purchase order"
      read={read}
      title="Non-Asset Purchase Order"
      titleOf={(v) => `Non-Asset Purchase Order ${v.na_po_no}`}
      facts={(v) => [
        ['Supplier', v.supplier_name],
        ['Status', PO_STATUS_NAMES[v.status]],
        ['Type', NA_PO_TYPES[v.po_type]],
        ['PO Date', v.po_date],
        ['Delivery Date', v.delivery_date ?? ''],
        ['Prepared By', v.created_by_name],
        ['Particulars', v.particulars ?? ''],
        ['Remarks', v.remarks ?? ''],
      ]}
      tools={(v) =>
        v.status === 3 &&
        holds(['create_purchase_order']) && (
          <Button variant="outline-primary" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
      actions={(v) => <LevelActions noun="Non-asset purchase order" label={v.na_po_no} status={v.status} madeByYou={v.made_by_you} endpoints={ENDPOINTS} params={{ na_po_id: id }} onDone={() => void read.refetch()} />}
      onClose={onClose}
    >
      {(v) => <Details po={v} />}
    </DocumentPanel>
  );
}

function Details({ po }: { po: NaPoDetail }) {
  return (
    <>
      <DocumentLines
        label="Non-asset purchase order lines"
        bordered
        lines={po.lines}
        lineKey={(l) => l.line_no}
        columns={[
          { header: 'No.', cell: (l) => l.line_no },
          { header: 'Description', cell: (l) => l.description },
          { header: 'Quantity', end: true, cell: (l) => l.quantity },
          { header: 'Unit', cell: (l) => l.unit },
          { header: 'Unit Price', end: true, cell: (l) => formatMoney(l.unit_price) },
          { header: 'Amount', end: true, cell: (l) => formatMoney(l.amount), total: formatMoney(po.total_amount) },
          { header: 'Account', cell: (l) => `${l.account_code} ${l.account_name}`, total: '' },
          { header: 'Cost Center', cell: (l) => l.cost_center_name ?? '', total: '' },
        ]}
      />
      <SectionHeading spaced>Approval Levels</SectionHeading>
      <p className="small text-muted mb-1">{PO_LEVEL_RULE}</p>
      <LevelsTable levels={po.levels} />
      <SectionHeading spaced>Trail Logs</SectionHeading>
      <TrailTable trail={po.trail} />
    </>
  );
}
