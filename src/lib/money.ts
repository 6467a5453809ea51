import { centavosOf } from '../../contract/kit/centavos';

export { formatMoney } from '../../contract/kit/money';

const TYPED_AMOUNT = /^\d{1,12}(\.\d{0,2})?$/;

/** Centavos of an amount as typed (commas allowed), 0 when blank or not an amount (the contract refuses it on submit). */
export function typedCents(typed: string): number {
  const s = typed.replace(/,/g, '').trim();
  return TYPED_AMOUNT.test(s) ? centavosOf(s) : 0;
}
