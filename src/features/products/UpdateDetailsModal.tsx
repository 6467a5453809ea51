import type { ReactNode } from 'react';
import type { ProductApprovalAction } from '../../../contract/productApprovalQueue';
import { PRODUCT_FIELD_LABELS, type ProductUpdateRow } from '../../../contract/products';
import Modal, { ModalBody } from '../../components/Modal';
import { formatMoney } from '../../lib/money';
import type { AllowedAction } from './useApprovalDecision';
import { Button, Table } from 'react-bootstrap';

/** The title by the update's status (productUpdateWorkflow: 1 For Approval, 2 Approved, 3 Declined). */
const TITLES: Record<ProductUpdateRow['status'], string> = {
  1: 'Product Update Details for Approval',
  2: 'Product Update Details Approved',
  3: 'Product Update Details Declined',
};

const SECTIONS: { title: string; fields: string[]; money?: boolean }[] = [
  { title: 'Product Information', fields: ['product_name', 'generic_name', 'manufacturer', 'supplier_name', 'product_segment', 'product_group', 'cpr_no', 'cpr_expiry'] },
  { title: 'Product Payment Terms', fields: ['percent_down_payment', 'percent_upon_delivery', 'percent_intransit'] },
  { title: 'Inventory', fields: ['qty_per_pack', 'min_order_qty', 'shelf_life', 'safety_stock_level', 'forecast', 'supplier_lead_time'] },
  { title: 'Price & Cost', fields: ['cost', 'cost_vat', 'selling_price', 'selling_price_vat'], money: true },
];
const EXTRA_LABELS: Record<string, string> = { supplier_name: 'Supplier', product_segment: 'Product Segment', product_group: 'Product Group', min_order_qty: 'Minimum Order Quantity' };

interface Props {
  update: ProductUpdateRow;
  /** The workflow's actions allowed at the update's status for this user (none once decided). */
  actions: readonly AllowedAction[];
  busy: boolean;
  onClose: () => void;
  onDecide: (action: ProductApprovalAction) => void;
}

/** Read-only details of one product update with its Field Name / From / To table; changed fields in red. */
/** The modal's buttons in the spec's words (001 §2: "The buttons Approved, Declined and Close"); the lists keep the workflow's. */
const SPEC_BUTTONS: Readonly<Record<string, string>> = { approve: 'Approved', decline: 'Declined' };

export default function UpdateDetailsModal({ update, actions, busy, onClose, onDecide }: Props) {
  const proposed = update.proposed as unknown as Record<string, unknown>;
  const changes = [
    ...update.changes.text.map((c) => ({ field: c.field_name, from: c.old_value, to: c.new_value })),
    ...update.changes.supplier.map((c) => ({ field: c.field_name, from: c.old_supplier, to: c.new_supplier })),
    ...update.changes.vat_exemption.map((c) => ({ field: c.field_name, from: c.old_value_text, to: c.new_value_text })),
  ];
  const changedLabels = new Set(changes.map((c) => c.field));
  const labelOf = (f: string) => EXTRA_LABELS[f] ?? PRODUCT_FIELD_LABELS[f] ?? f;
  const changedField = (f: string) => changedLabels.has(labelOf(f)) || (f === 'supplier_name' && changedLabels.has('Supplier'));
  const row = (f: string, money?: boolean): ReactNode => {
    const v = proposed[f];
    const text = v === null || v === undefined ? '' : money ? formatMoney(String(v)) : String(v);
    return (
      <div className={`col-md-6 small ${changedField(f) ? 'text-danger fw-semibold' : ''}`} key={f} data-changed={changedField(f) || undefined}>
        <span className="text-muted">{labelOf(f)}:</span> {text}
      </div>
    );
  };

  return (
    <Modal
      title={TITLES[update.status] ?? TITLES[1]}
      subtitle={`${update.product_update_no} · ${update.product_code}`}
      size="xl"
      onClose={onClose}
      footer={
        <>
          {actions.map(({ action, def }) => (
            <Button key={action} variant={def.variant ?? 'primary'} size="sm" disabled={busy} onClick={() => onDecide(action)}>
              {SPEC_BUTTONS[action] ?? def.label}
            </Button>
          ))}
          <Button variant="secondary" size="sm" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <ModalBody>
        {SECTIONS.map((s) => (
          <section key={s.title} className="mb-3">
            <h3 className="h6 border-bottom pb-1">{s.title}</h3>
            <div className="row g-1">{s.fields.map((f) => row(f, s.money))}</div>
          </section>
        ))}
        <Table size="sm" aria-label="Changes">
          <thead>
            <tr>
              <th>Field Name</th>
              <th>From</th>
              <th>To</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className="change-row-changed">
                <td>{c.field}</td>
                <td>{c.from ?? ''}</td>
                <td>{c.to ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ModalBody>
    </Modal>
  );
}
