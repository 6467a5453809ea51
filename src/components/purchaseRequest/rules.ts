import { actionsAt } from '../../../contract/kit';
import { amountOfCentavos, centavosOf } from '../../../contract/kit/centavos';
import { moqProblems, prEditability, type PrStatus } from '../../../contract/purchasing';
import { PR_STATUS_NAMES, prWorkflow, type PrAction } from '../../../contract/purchaseRequestQueue';

/**
 * Pure rules of the Purchase Request (Stocks) form (spec 001 §4, §5). The
 * status rules come from the contract's state machine, which the server
 * enforces too.
 */
export type PrButton = 'save' | PrAction;

/** Save only for a new request; then each action the status allows (in the workflow's order). */
export function buttonsForStatus(status: PrStatus | null): PrButton[] {
  if (status === null) return ['save'];
  return actionsAt(prWorkflow, status);
}

/** "For Approval Purchase Request (Stocks)"; a new one has no status word yet. */
export function formTitle(status: PrStatus | null): string {
  return `${status === null ? 'New' : PR_STATUS_NAMES[status]} Purchase Request (Stocks)`;
}

/** The quantity typed: an empty or invalid entry counts as 1. */
export function qtyFromInput(text: string): number {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n > 0 ? n : 1;
}

export interface LineQty {
  requested_qty: number;
  /** MOQ. */
  quantity: number;
}

/** Save (and Update of lines) only with lines, every quantity above 0 and at least its MOQ, a date needed, and no save running. */
export function canSubmitLines(lines: readonly LineQty[], dateNeeded: string, saving: boolean): boolean {
  return !saving && dateNeeded !== '' && lines.length > 0 && lines.every((l) => l.requested_qty > 0) && moqProblems(lines).length === 0;
}

const CONFIRM_BUTTON: Record<PrButton, string> = { save: 'Yes, submit', update: 'Yes, update', approve: 'Yes, approve', decline: 'Yes, decline', cancel: 'Yes, cancel it' };
const action = (a: PrAction) => ({ ...prWorkflow.actions[a].confirm!, button: CONFIRM_BUTTON[a] });

/** Save and Update send the whole form; the decisions send only the id and remarks. */
export const SAVES_THE_FORM: ReadonlySet<PrButton> = new Set(['save', 'update']);

/**
 * What the user may edit: what the status allows, and only if one of the
 * user's own buttons would save it. An approver without Update sees the
 * request read-only, instead of typing changes Approve would drop.
 */
export function editableFor(status: PrStatus | null, buttons: readonly PrButton[]): { lines: boolean; header: boolean } {
  const byStatus = prEditability(status);
  const saves = buttons.some((b) => SAVES_THE_FORM.has(b));
  return { lines: byStatus.lines && saves, header: byStatus.header && saves };
}

/** Unsaved changes hold the decisions back: Approve, Decline or Cancel would silently drop them. */
export const KEEP_CHANGES_FIRST = 'You have changed this request. Update it to save your changes (or reload the page to discard them) before you approve, decline or cancel it.';

/** The question asked before each action (spec 001 §5: every action is confirmed): the workflow's, and Submit's own. */
export const CONFIRM: Record<PrButton, { title: string; text: string; button: string }> = {
  save: { title: 'Submit purchase request?', text: 'Are you sure you want to submit this purchase request?', button: CONFIRM_BUTTON.save },
  update: action('update'),
  approve: action('approve'),
  decline: action('decline'),
  cancel: action('cancel'),
};

export const BUTTON_LABEL: Record<PrButton, string> = { save: 'Save', update: 'Update', approve: 'Approve', decline: 'Decline', cancel: 'Cancel' };

/** "1234.5" as 123450 centavos and back, without floating point (the contract kit's). */
export const centsOf = centavosOf;
export const moneyOfCents = amountOfCentavos;

/** The grand total shown while editing: the sum of quantity x cost (the server computes the stored one). */
export function grandTotal(lines: readonly { requested_qty: number; cost: string }[]): string {
  return moneyOfCents(lines.reduce((s, l) => s + l.requested_qty * centsOf(l.cost), 0));
}
