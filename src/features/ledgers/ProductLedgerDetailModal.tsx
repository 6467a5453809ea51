import { Fragment } from 'react';
import { PRODUCT_LEDGER_TRIPLETS, type ProductLedgerRow } from '../../../contract/inventoryLedgers';
import Modal, { ModalBody } from '../../components/Modal';
import { formatMoney } from '../../lib/money';
import { Button } from 'react-bootstrap';

const count = new Intl.NumberFormat('en-PH');
const TRIPLETS = Object.entries(PRODUCT_LEDGER_TRIPLETS);

/** Every field of one product ledger row (spec 000 §2.15: "a detail modal per row"); filled triplets only. */
export default function ProductLedgerDetailModal({ row, onClose }: { row: ProductLedgerRow; onClose: () => void }) {
  const r = row as unknown as Record<string, string | number | null>;
  return (
    <Modal title="Transaction Details" onClose={onClose} footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      <ModalBody>
        <dl className="row mb-0 small">
          <dt className="col-5">Particulars</dt>
          <dd className="col-7">{row.particulars}</dd>
          <dt className="col-5">Batch No.</dt>
          <dd className="col-7">{row.batch_no ?? '-'}</dd>
          <dt className="col-5">Date</dt>
          <dd className="col-7">{row.transaction_date ?? '-'}</dd>
          <dt className="col-5">Reference</dt>
          <dd className="col-7">{row.references ?? '-'}</dd>
          <dt className="col-5">Source</dt>
          <dd className="col-7">{row.source ?? '-'}</dd>
          <dt className="col-5">Status</dt>
          <dd className="col-7">{row.status === 0 ? 'Pending' : 'Posted'}</dd>
          {TRIPLETS.filter(([k]) => r[`${k}_unit`] != null).map(([k, label]) => (
            <Fragment key={k}>
              <dt className="col-5">{label}</dt>
              <dd className="col-7">
                {count.format(Number(r[`${k}_unit`]))} units × {formatMoney(String(r[`${k}_cost`]))} = {formatMoney(String(r[`${k}_total`]))}
              </dd>
            </Fragment>
          ))}
        </dl>
      </ModalBody>
    </Modal>
  );
}
