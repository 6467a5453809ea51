import { datedProblems, RECEIPT_MESSAGES, receiptInput, type OpenPo, type ReceiptDetail, type ReceiptInput } from '../../../contract/inventoryReceipts';

/** A line as the form holds it (inputs are text until sent). */
export interface LineForm {
  key: number;
  pr_line_id: string;
  batch_no: string;
  manufacturing_date: string;
  expiry_date: string;
  quantity: string;
  free_goods: string;
  floor_id: string;
  pallet_id: string;
}
export interface ReceiptForm {
  po_hdr_id: string;
  warehouse_id: string;
  receipt_date: string;
  delivery_ref: string;
  remarks: string;
  lines: LineForm[];
}

let nextKey = 1;
export const emptyLine = (prLineId = ''): LineForm => ({
  key: nextKey++,
  pr_line_id: prLineId,
  batch_no: '',
  manufacturing_date: '',
  expiry_date: '',
  quantity: '',
  free_goods: '',
  floor_id: '',
  pallet_id: '',
});

/** One line per PO line that still has something to receive. */
export const linesOfPo = (po: OpenPo | undefined): LineForm[] => (po ? po.lines.filter((l) => l.remaining_quantity > 0).map((l) => emptyLine(String(l.pr_line_id))) : []);

export function formOfDetail(d: ReceiptDetail): ReceiptForm {
  return {
    po_hdr_id: String(d.po_hdr_id),
    warehouse_id: String(d.warehouse_id),
    receipt_date: d.receipt_date,
    delivery_ref: d.delivery_ref ?? '',
    remarks: d.remarks ?? '',
    lines: d.lines.map((l) => ({
      ...emptyLine(String(l.pr_line_id)),
      batch_no: l.batch_no,
      manufacturing_date: l.manufacturing_date,
      expiry_date: l.expiry_date,
      quantity: String(l.quantity),
      free_goods: String(l.free_goods),
      floor_id: String(l.floor_id),
      pallet_id: String(l.pallet_id),
    })),
  };
}

export const bodyOf = (f: ReceiptForm, submit: boolean): ReceiptInput => ({
  po_hdr_id: Number(f.po_hdr_id) || (undefined as unknown as number),
  warehouse_id: Number(f.warehouse_id) || (undefined as unknown as number),
  receipt_date: f.receipt_date,
  delivery_ref: f.delivery_ref,
  remarks: f.remarks,
  lines: f.lines.map((l) => ({
    pr_line_id: Number(l.pr_line_id) || (undefined as unknown as number),
    batch_no: l.batch_no,
    manufacturing_date: l.manufacturing_date,
    expiry_date: l.expiry_date,
    quantity: l.quantity as unknown as number,
    free_goods: (l.free_goods || '0') as unknown as number,
    pallet_id: Number(l.pallet_id) || (undefined as unknown as number),
  })),
  submit,
});

/**
 * The form's rules before anything is sent, by field ("lines.0.quantity"):
 * the contract's schema (required fields, expiry after manufacturing, no
 * batch twice), today's rules (no receipt in the future, no expired batch)
 * and the PO's remaining quantity (all lines of one PO line together).
 */
export function problemsOf(f: ReceiptForm, po: OpenPo | undefined, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  const parsed = receiptInput.safeParse(bodyOf(f, false));
  if (!parsed.success) for (const i of parsed.error.issues) out[i.path.map(String).join('.')] ??= i.message;
  for (const [k, v] of Object.entries(datedProblems({ receipt_date: f.receipt_date, lines: f.lines }, today))) out[k] ??= v;
  if (po) {
    const asked = new Map<string, number>();
    for (const l of f.lines) asked.set(l.pr_line_id, (asked.get(l.pr_line_id) ?? 0) + (Number(l.quantity) || 0));
    f.lines.forEach((l, n) => {
      const line = po.lines.find((x) => String(x.pr_line_id) === l.pr_line_id);
      if (line && asked.get(l.pr_line_id)! > line.remaining_quantity) out[`lines.${n}.quantity`] ??= RECEIPT_MESSAGES.overReceipt(`${line.product_code} ${line.product_name}`, line.remaining_quantity);
    });
    if (f.receipt_date && f.receipt_date < po.po_date) out.receipt_date ??= RECEIPT_MESSAGES.receiptBeforePo;
  }
  return out;
}
