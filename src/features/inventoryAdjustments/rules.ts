import { adjustmentInput, IA_MESSAGES, type AdjustmentInput, type AdjustmentType } from '../../../contract/inventoryAdjustments';

/** One line of the form as typed: ids once picked, the quantity as text, and what the chosen pallet holds of the batch. */
export interface DraftLine {
  product_id: number | null;
  product_label: string;
  batch_id: number | null;
  pallet_id: number | null;
  quantity: string;
  remarks: string;
  /** Of the chosen batch on the chosen pallet (null until both are chosen). */
  on_hand: number | null;
  /** For the messages: "P-0001 Paracetamol", the batch and the pallet as picked. */
  product_text: string;
  batch_text: string;
  pallet_text: string;
}

export const emptyLine = (): DraftLine => ({ product_id: null, product_label: '', batch_id: null, pallet_id: null, quantity: '', remarks: '', on_hand: null, product_text: '', batch_text: '', pallet_text: '' });

export interface DraftHead {
  adjustment_date: string;
  adjustment_type: AdjustmentType;
  reason: string;
}

/**
 * The body the form sends and every problem with it by field ("lines.0.quantity"): the contract's rules
 * (the server checks the same), plus what the form already knows of the stock: a line may not take more
 * than the chosen pallet holds (the server judges again at approval, under lock).
 */
export function checkForm(head: DraftHead, lines: DraftLine[], submit: boolean): { body: AdjustmentInput; errors: Record<string, string[]> } {
  const body: AdjustmentInput = {
    ...head,
    submit,
    lines: lines.map((l) => ({
      // null until picked: the contract then says "Product is required." (its own words for the field).
      product_id: l.product_id as number,
      batch_id: l.batch_id as number,
      pallet_id: l.pallet_id as number,
      quantity: l.quantity.trim() === '' ? (undefined as unknown as number) : Number(l.quantity),
      remarks: l.remarks,
    })),
  };
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    if (!(errors[key] ??= []).includes(message)) errors[key].push(message);
  };
  const parsed = adjustmentInput.safeParse(body);
  if (!parsed.success) for (const i of parsed.error.issues) add(i.path.map(String).join('.') || 'form', i.message);
  lines.forEach((l, n) => {
    const q = Number(l.quantity);
    if (l.on_hand !== null && Number.isInteger(q) && q < 0 && l.on_hand + q < 0) add(`lines.${n}.quantity`, IA_MESSAGES.notEnough(l.product_text, l.batch_text, l.pallet_text, l.on_hand, -q));
  });
  return { body, errors };
}
