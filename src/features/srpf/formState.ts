import { lineAmounts, type AgingRow, type CustomerOrderLine, type SrpfView } from '../../../contract/srpf';

/** A product line of the form: what the invoice line allows, and what the user chose. */
export interface FormLine {
  transaction_id: number;
  product_name: string;
  batch_no: string;
  expiry_date: string;
  dr_no: string;
  si_number: string;
  /** VAT-inclusive price per pack after discount. */
  pack_price: string;
  qty_per_pack: number;
  /** Pieces still returnable of the invoice line (this return's own counted back in). */
  max_pieces: number;
  /** Inventory cost per pack. */
  diluted_cost: string;
  quantity: string;
  is_loose: boolean;
  reason: string;
}

export interface FormRef {
  si_id: number;
  date: string;
  due_date: string;
  dr_no: string;
  si_no: string;
  current_balance: string;
  applied_amount: string;
}

/** The most this line may take in its unit (§5: "{n} is the maximum quantity to return"). */
export const maxOf = (l: FormLine) => (l.is_loose ? l.max_pieces : Math.floor(l.max_pieces / l.qty_per_pack));

export const amountsOf = (l: FormLine) =>
  lineAmounts({ pack_price: l.pack_price, qty_per_pack: l.qty_per_pack, quantity: Number(l.quantity || 0), is_loose: l.is_loose, reason: l.reason });

export const lineOfOrder = (o: CustomerOrderLine): FormLine => ({
  transaction_id: o.transaction_id,
  product_name: o.product_name,
  batch_no: o.batch_no,
  expiry_date: o.expiry_date,
  dr_no: o.dr_no,
  si_number: o.si_number,
  pack_price: o.selling_price,
  qty_per_pack: o.qty_per_pack,
  max_pieces: o.remaining_pieces,
  diluted_cost: o.diluted_cost,
  quantity: '1',
  is_loose: false,
  reason: '',
});

export const linesOfView = (v: SrpfView): FormLine[] =>
  v.lines.map((l) => ({
    transaction_id: l.transaction_id,
    product_name: l.product_info.product_name,
    batch_no: l.batch_no,
    expiry_date: l.expiry_date,
    dr_no: l.dr_reference,
    si_number: l.si_reference,
    pack_price: l.is_loose ? (Number(l.unit_cost) * l.qty_per_pack).toFixed(4) : l.unit_cost,
    qty_per_pack: l.qty_per_pack,
    max_pieces: l.is_loose ? l.returnable_qty : l.returnable_qty * l.qty_per_pack,
    diluted_cost: l.is_loose ? (Number(l.diluted_cost) * l.qty_per_pack).toFixed(4) : l.diluted_cost,
    quantity: String(l.quantity),
    is_loose: l.is_loose,
    reason: l.reason,
  }));

export const refOfAging = (a: AgingRow, applied: string): FormRef => ({
  si_id: a.si_id,
  date: a.date,
  due_date: a.due_date,
  dr_no: a.dr_no,
  si_no: a.si_number,
  current_balance: a.amount,
  applied_amount: applied,
});

/** Digits only (quantities). */
export const digits = (s: string) => s.replace(/\D/g, '').slice(0, 7);
/** At most two decimals (amounts). */
export const twoDecimals = (s: string) => {
  const m = /^\d{0,12}(\.\d{0,2})?/.exec(s.replace(/[^\d.]/g, ''));
  return m ? m[0] : '';
};
