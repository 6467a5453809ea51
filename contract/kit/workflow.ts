import type { Scope } from '../scopes';

/**
 * An approval queue declared once: its statuses, its tabs (each a set of
 * statuses behind a view scope) and its actions (from which statuses, to
 * which, who may, what to ask first, whose stamp). The server runs every
 * action as one guarded transition (server/kit/workflow.ts); the client
 * draws the tabs and the buttons from the same declaration
 * (src/components/queue/).
 *
 *   export const prWorkflow = workflow({
 *     noun: 'Purchase request',
 *     statuses: { 0: 'For Approval', 1: 'Approved', 2: 'Declined', 3: 'Cancelled' },
 *     tabs: [{ key: 'approval', label: "For Approval PR's", statuses: [0], scope: 'view_pending_purchase_request_list' }, ...],
 *     actions: { approve: { label: 'Approve', from: [0, 2], to: 1, scope: 'can_approve_purchase_request', stamp: 'approved', checker: true, ... } },
 *   });
 */
/** A status: a code (most queues) or a word ("for_approval": payable vouchers, receipts, cash advances). */
export type WorkflowStatus = number | string;

export interface WorkflowTab<S extends WorkflowStatus = number> {
  /** URL segment of the tab. */
  key: string;
  label: string;
  statuses: readonly S[];
  /** Who sees the tab (and may list it). */
  scope: Scope;
  /** It lists drafts: each user sees their own (everyone's with edit_others_drafts; server/kit/drafts.ts). */
  ownDrafts?: boolean;
}

export interface WorkflowAction<S extends WorkflowStatus = number> {
  /** Button text. */
  label: string;
  from: readonly S[];
  /** The status it leads to; 'unchanged' for an edit that keeps the status. */
  to: S | 'unchanged';
  scope: Scope;
  /** Asked before the action runs: "Are you sure?" and the question. */
  confirm?: { title: string; text: string };
  /** Records who and when (server: the `<stamp>_by` / `<stamp>_at` columns of the store). */
  stamp?: string;
  /**
   * A reason or remarks: required (a decline), optional, or asked: the screens and the approvals inbox ask for one,
   * while the module's own call takes the spec's payload without it (the treasury status update, issue 26).
   */
  reason?: 'required' | 'optional' | 'asked';
  /**
   * Maker ≠ checker: none of the item's makers (whoever created, edited,
   * signed or submitted it: server/kit/makers.ts) may run it.
   */
  checker?: boolean;
  /**
   * It runs on a draft (or a document returned to its maker), which belongs to its
   * maker: only whoever created it may run it, or a holder of edit_others_drafts.
   * A list of statuses: only at those (a cancel that takes drafts and documents for approval alike).
   */
  ownDraft?: boolean | readonly S[];
  /** What someone else must do when a maker is refused, when not the label in lower case ("override its limit"). */
  decision?: string;
  /** Running it makes the user one of the item's makers (a submit, a signature, an edit that keeps the status). */
  makes?: 'created' | 'edited' | 'submitted' | 'signed' | 'attached';
  /** Past participle for messages: "approved". */
  done: string;
  /** Button look. */
  variant?: 'primary' | 'success' | 'danger' | 'warning' | 'secondary' | 'outline-danger' | 'outline-secondary';
}

export interface WorkflowDef<S extends WorkflowStatus = number, A extends string = string> {
  /** What one item is called in messages: "Purchase request". */
  noun: string;
  statuses: Readonly<Record<S, string>>;
  tabs: readonly WorkflowTab<S>[];
  actions: Readonly<Record<A, WorkflowAction<S>>>;
  /** The revision history's module name of its transitions ("Products"); default: the noun in title case. */
  module?: string;
}

/** The module a workflow's revisions are filed under. */
export const moduleOfWorkflow = (wf: Pick<WorkflowDef, 'noun' | 'module'>): string => wf.module ?? wf.noun.replace(/\b\w/g, (c) => c.toUpperCase());

export function workflow<const S extends WorkflowStatus, const A extends string>(def: WorkflowDef<S, A>): WorkflowDef<S, A> {
  for (const t of def.tabs) for (const s of t.statuses) if (!(s in def.statuses)) throw new Error(`${def.noun}: tab ${t.key} lists unknown status ${s}`);
  return def;
}

export type ActionOf<W> = W extends WorkflowDef<WorkflowStatus, infer A> ? A : never;
export type StatusOf<W> = W extends WorkflowDef<infer S, string> ? S : never;
export type TabKeyOf<W> = W extends { tabs: readonly (infer T)[] } ? (T extends { key: infer K } ? K : never) : never;

/** The actions that may run on an item in `status`, in declaration order. */
export function actionsAt<S extends WorkflowStatus, A extends string>(wf: WorkflowDef<S, A>, status: S | null): A[] {
  if (status === null) return [];
  return (Object.keys(wf.actions) as A[]).filter((a) => wf.actions[a].from.includes(status));
}

/** Why `action` may not run on item `label` in `status`, or null when it may. */
export function transitionRefusal<S extends WorkflowStatus, A extends string>(wf: WorkflowDef<S, A>, action: A, status: S, label: string): string | null {
  const a = wf.actions[action];
  if (a.from.includes(status)) return null;
  return `${wf.noun} ${label} is ${wf.statuses[status] ?? status}; it cannot be ${a.done}.`;
}

/** The refusal of a maker checking their own item; `acts` says what was done and by whom ("created and edited by you"). */
export function makerRefusal<S extends WorkflowStatus, A extends string>(wf: WorkflowDef<S, A>, action: A, label: string, acts = 'created or submitted by you'): string {
  const a = wf.actions[action];
  return `${wf.noun} ${label} was ${acts}; someone else must ${a.decision ?? `${a.label.toLowerCase()} it`}.`;
}

/** The tab an item in `status` is listed under (the first that lists it). */
export function tabOf<S extends WorkflowStatus, A extends string>(wf: WorkflowDef<S, A>, status: S): WorkflowTab<S> | undefined {
  return wf.tabs.find((t) => t.statuses.includes(status));
}

/** Whether `action` on an item in `status` runs on its maker's draft (WorkflowAction.ownDraft). */
export function onOwnDraft<S extends WorkflowStatus, A extends string>(wf: WorkflowDef<S, A>, action: A, status: S): boolean {
  const own = wf.actions[action].ownDraft;
  return Array.isArray(own) ? own.includes(status) : Boolean(own);
}

/** The status an action leaves an item in. */
export function statusAfter<S extends WorkflowStatus, A extends string>(wf: WorkflowDef<S, A>, action: A, from: S): S {
  const to = wf.actions[action].to;
  return to === 'unchanged' ? from : to;
}
