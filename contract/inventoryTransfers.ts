import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, pagedQuery, searchText, workflow, type StatusOf, type TabKeyOf } from './kit';
import { optText } from './kit/formFields';
import { SHELF_LIFE_MONTHS } from './warehouse';
import type { Scope } from './scopes';
import { effectsOf } from './kit/effects';

/**
 * Inventory transfers (issue 12; spec 001 §2, §3, §4, §6, §9): stock moved
 * between pallets, floor to floor (v1) or from the central/reserve area to
 * the picking area (replenishment, v2). The spec gives the status codes and
 * the tabs but not the transitions (§4 "Transition rules: not shown"); ours:
 *
 *   create  ->  0 Pending     (Stock Allocation tab; lines and pallets still editable)
 *   approve 0 -> 1 Approved   (someone other than the requester; In Transit tab, badge PENDING green)
 *   post    1 -> 3 Posted     (OUT of the origin pallet posted, IN to the destination pending: in transit)
 *   receive 3 -> 6 Received   (the destination confirms: the IN is posted; Received & Completed tab)
 *   receive 3 -> 3 (part)     (the receiver enters less than is in transit on some line: what arrived is
 *                              posted onto the destination pallets, the rest stays in transit; the transfer
 *                              stays Posted on the In Transit tab with a PARTLY RECEIVED badge until the
 *                              last units arrive, then it is Received. The server picks receive or
 *                              receive_part from the quantities; receive_part is not called by itself.)
 *   cancel  0 | 1 -> 4 Cancelled (with a reason; nothing was moved yet)
 *
 * 2 Confirmed and 5 Closed are the spec's codes and are shown with their
 * badges, but no transition of ours leads to them (a confirm step between
 * approve and post, and closing a short receipt, are not asked for yet).
 *
 * The books never change (same company): the inventory sub-ledger shows the
 * IT pair at the same cost, amounts summing to zero.
 */

export const TRANSFER_SCOPES = {
  create: 'create_inventory_transfer',
  approve: 'approve_inventory_transfer',
  post: 'post_inventory_transfer',
  receive: 'receive_inventory_transfer',
} as const satisfies Record<string, Scope>;

export const TRANSFER_VERSIONS = { v1: 'Floor to Floor', v2: 'Replenishment' } as const;
export type TransferVersion = keyof typeof TRANSFER_VERSIONS;
export const transferVersion = z.enum(['v1', 'v2'], { error: 'The transfer version must be v1 or v2.' });

export const transferWorkflow = workflow({
  noun: 'Transfer',
  module: 'Inventory Transfer',
  statuses: { 0: 'Pending', 1: 'Approved', 2: 'Confirmed', 3: 'Posted', 4: 'Cancelled', 5: 'Closed', 6: 'Received' },
  tabs: [
    { key: 'confirmation', label: 'Stock Allocation', statuses: [0], scope: 'view_inventory_transfer_confirmation' },
    { key: 'in-transit', label: 'Transfer Request In Transit', statuses: [1, 2, 3], scope: 'view_inventory_transfer_in_transit' },
    { key: 'received', label: 'Received & Completed', statuses: [6, 5], scope: 'view_inventory_transfer_received' },
    { key: 'cancelled', label: 'Cancelled Transfers', statuses: [4], scope: 'view_inventory_transfer_cancelled' },
  ],
  actions: {
    approve: {
      label: 'Approve',
      from: [0],
      to: 1,
      scope: TRANSFER_SCOPES.approve,
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve transfer?', text: 'Are you sure you want to approve this transfer request?' },
    },
    post: {
      label: 'Post',
      from: [1],
      to: 3,
      scope: TRANSFER_SCOPES.post,
      stamp: 'posted',
      done: 'posted',
      variant: 'primary',
      confirm: { title: 'Post transfer?', text: 'Posting takes the stock out of the origin pallets; it is in transit until the destination receives it.' },
    },
    receive: {
      label: 'Receive',
      from: [3],
      to: 6,
      scope: TRANSFER_SCOPES.receive,
      stamp: 'received',
      done: 'received',
      variant: 'success',
      confirm: { title: 'Receive transfer?', text: 'Are you sure the destination pallets received every line of this transfer?' },
    },
    receive_part: {
      label: 'Receive Part',
      from: [3],
      to: 'unchanged',
      scope: TRANSFER_SCOPES.receive,
      stamp: 'received',
      done: 'partly received',
      variant: 'success',
    },
    cancel: {
      label: 'Cancel Transfer',
      from: [0, 1],
      to: 4,
      scope: TRANSFER_SCOPES.create,
      stamp: 'cancelled',
      reason: 'required',
      done: 'cancelled',
      variant: 'outline-danger',
    },
  },
});
export type TransferStatus = StatusOf<typeof transferWorkflow>;

/** Spec §9 "transfer tab statuses 0, 1, 6, 4": each tab's code (the server's inventory_transfers.tab). */
export const TRANSFER_TAB_CODES: Readonly<Record<string, number>> = { confirmation: 0, 'in-transit': 1, received: 6, cancelled: 4 };
export type TransferTab = TabKeyOf<typeof transferWorkflow>;
export type TransferAction = keyof typeof transferWorkflow.actions;
export const TRANSFER_ACTIONS = ['approve', 'post', 'receive', 'cancel'] as const satisfies readonly TransferAction[];

/** Spec §4 list badges: the words and the Bootstrap colour of each status. */
export const TRANSFER_BADGES: Readonly<Record<TransferStatus, { text: string; bg: 'warning' | 'success' | 'info' | 'primary' | 'danger' }>> = {
  0: { text: 'PENDING', bg: 'warning' },
  1: { text: 'PENDING', bg: 'success' },
  2: { text: 'CONFIRMED', bg: 'info' },
  3: { text: 'POSTED', bg: 'primary' },
  4: { text: 'CANCELLED', bg: 'danger' },
  5: { text: 'CLOSED', bg: 'danger' },
  6: { text: 'RECEIVED', bg: 'success' },
};

/** Spec §2: what clicking a transfer code opens, by tab and status. */
export function transferViewOf(tab: string, status: TransferStatus): 'receive' | 'request' | 'approved' | 'posted' {
  if (tab === 'received') return 'receive';
  if (status === 1) return 'approved';
  if (status === 3 || status === 5) return 'posted';
  return 'request';
}

// ---- Shelf life (spec §9: months to expiry, under 8 red, 8 to 12 yellow, over 12 green) ----------------

export { shelfLifeBand, type ShelfLifeBand } from './warehouse';

export const TRANSFER_MESSAGES = {
  notEnough: (product: string, batch: string, pallet: string, has: number, wanted: number) =>
    `Pallet ${pallet} holds ${has} of ${product} batch ${batch}; ${wanted} cannot be moved.`,
  nearExpiry: (product: string, batch: string, months: number) => `${product} batch ${batch} expires in ${months} months (under ${SHELF_LIFE_MONTHS.redUnder}: red shelf-life band).`,
  expiredToPicking: (n: number, product: string, batch: string, expiry: string) =>
    `Line ${n}: ${product} batch ${batch} expired on ${expiry}; expired stock stays in the reserve until it is written off.`,
  notFefo: (product: string, batch: string, earlier: string) => `${product} batch ${batch} is not the one expiring first: batch ${earlier} expires earlier.`,
  promised: (product: string, batch: string, pallet: string, open: number) => `${open} of ${product} batch ${batch} on pallet ${pallet} are already requested by other open transfers.`,
  duplicate: (n: number) => `Line ${n} repeats an earlier line (same batch, origin and destination pallet).`,
  samePallet: (n: number) => `Line ${n}: the destination pallet must differ from the origin pallet.`,
  batchOfProduct: (n: number) => `Line ${n}: the batch is not a batch of the product.`,
  palletUnknown: (n: number, which: string) => `Line ${n}: the ${which} pallet is not an active pallet.`,
  notReserve: (n: number) => `Line ${n}: a replenishment takes stock from the Main/Central (reserve) area.`,
  notPicking: (n: number) => `Line ${n}: a replenishment brings stock to the picking area of the same warehouse.`,
  notEditable: (code: string, status: string) => `Transfer ${code} is ${status}; only a pending transfer can be changed.`,
  warnings: 'Please review the warnings and confirm the transfer.',
  receiveTooMany: (line: number, left: number) => `Line ${line}: only ${left} ${left === 1 ? 'unit is' : 'units are'} still in transit.`,
  receiveUnknownLine: (line: number) => `Line ${line} is not a line of this transfer.`,
  receiveNothing: 'Enter the quantity received on at least one line.',
  shortfall: (product: string, wanted: number, has: number) => `${product}: only ${has} of the ${wanted} asked for are available in the Main/Central area.`,
} as const;

// ---- The list -------------------------------------------------------------------------------

export interface TransferRow {
  transfer_id: number;
  transfer_code: string;
  /** How many products the transfer moves (spec: products transferred). */
  products: number;
  transfer_version: TransferVersion;
  posting_date: string;
  requested_by: string;
  status: TransferStatus;
  /** Posted, some units received, the rest still in transit (shown as PARTLY RECEIVED). */
  partly_received: boolean;
}

export const transferColumns = columns<TransferRow>()([
  { key: 'transfer_code', header: 'Transfer Code', kind: 'text', sortable: true, width: 170 },
  { key: 'products', header: 'Products Transferred', kind: 'number', width: 170 },
  { key: 'transfer_version', header: 'Transfer Type', kind: 'status', labels: TRANSFER_VERSIONS, width: 150 },
  { key: 'posting_date', header: 'Requested Date', kind: 'date', sortable: true, width: 140 },
  { key: 'requested_by', header: 'Requested By', kind: 'text', width: 170 },
  { key: 'status', header: 'Status', kind: 'status', labels: transferWorkflow.statuses, sortable: true, width: 130 },
]);
export const TRANSFER_DEFAULT_SORT = { order_by: 'posting_date', direction: 'desc' } as const;
export const transferListQuery = pagedQuery(transferColumns, TRANSFER_DEFAULT_SORT, { search: searchText, version: transferVersion.optional() });

// ---- One transfer ----------------------------------------------------------------------------

export interface TransferLine {
  line_no: number;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string | null;
  batch_id: number;
  batch_no: string;
  expiry_date: string;
  /** Months to expiry today (spec: SLS) and its band (spec: shelf_life). */
  shelf_life_months: number;
  origin_pallet_id: number;
  pallet_origin: string;
  floor: string;
  destination_pallet_id: number;
  pallet_destination: string;
  floor_destination: string;
  requested_quantity: number;
  approved_quantity: number | null;
  posted_quantity: number | null;
  received_quantity: number | null;
  /** On the origin pallet now, less what other open transfers asked for. */
  available_stock: number;
}

export interface TransferDetail extends TransferRow {
  remarks: string | null;
  reason: string | null;
  requested_by_id: number;
  requested_at: string;
  approved_by: string | null;
  approved_at: string | null;
  posted_by: string | null;
  posted_at: string | null;
  received_by: string | null;
  received_at: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
  lines: TransferLine[];
}

// ---- Writing a request -------------------------------------------------------------------------

export const TRANSFER_LIMITS = { lines: 200, quantity: 10_000_000 } as const;

export const transferLineInput = z
  .object({
    product_id: id({ error: 'Product is required.' }),
    batch_id: id({ error: 'Batch is required.' }),
    origin_pallet_id: id({ error: 'Origin pallet is required.' }),
    destination_pallet_id: id({ error: 'Destination pallet is required.' }),
    requested_quantity: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: 'Requested quantity must be a whole number.' })
        .int('Requested quantity must be a whole number.')
        .min(1, 'Requested quantity must be at least 1.')
        .max(TRANSFER_LIMITS.quantity, `Requested quantity must not be more than ${TRANSFER_LIMITS.quantity}.`),
    ),
  })
  .strict();
export type TransferLineInput = z.input<typeof transferLineInput>;

const linesInput = z
  .array(transferLineInput, { error: 'Add the products to transfer.' })
  .min(1, 'Add the products to transfer.')
  .max(TRANSFER_LIMITS.lines, `At most ${TRANSFER_LIMITS.lines} lines in one transfer.`)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((l, n) => {
      const key = `${l.batch_id}|${l.origin_pallet_id}|${l.destination_pallet_id}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [n], message: TRANSFER_MESSAGES.duplicate(n + 1) });
      seen.add(key);
    });
  });

export const transferInput = z
  .object({
    transfer_version: transferVersion,
    remarks: optText('Remarks', 500),
    /** The user saw the shelf-life and expiry-first warnings and goes on. */
    accept_warnings: z.boolean({ error: 'Accept warnings must be true or false.' }).default(false),
    lines: linesInput,
  })
  .strict();
export type TransferInput = z.input<typeof transferInput>;

export const transferUpdateInput = transferInput.omit({ transfer_version: true });
export type TransferUpdateInput = z.input<typeof transferUpdateInput>;

export const transferIdParams = z.object({ transfer_id: id({ error: 'The transfer is not valid.' }) }).strict();
export const transferActionParams = z
  .object({ transfer_id: id({ error: 'The transfer is not valid.' }), action: z.enum(TRANSFER_ACTIONS, { error: 'The action is not valid.' }) })
  .strict();
/** What arrives now per line (receive only; none: everything still in transit). */
export const receiveLineInput = z
  .object({
    line_no: z.number({ error: 'The line is not valid.' }).int('The line is not valid.').min(1, 'The line is not valid.').max(500, 'The line is not valid.'),
    quantity: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: 'Received quantity must be a whole number.' })
        .int('Received quantity must be a whole number.')
        .min(0, 'Received quantity must not be negative.')
        .max(TRANSFER_LIMITS.quantity, `Received quantity must not be more than ${TRANSFER_LIMITS.quantity}.`),
    ),
  })
  .strict();
export const transferActionBody = z
  .object({ reason: optText('Reason', 500), lines: z.array(receiveLineInput).max(TRANSFER_LIMITS.lines, `At most ${TRANSFER_LIMITS.lines} lines in one transfer.`).optional() })
  .strict();
export type ReceiveLineInput = z.input<typeof receiveLineInput>;

/** A refused request answers its warnings here (code 00001, field accept_warnings) until the user accepts them. */
export const WARNINGS_FIELD = 'accept_warnings';

// ---- The replenishment proposal (request-create grid) ----------------------------------------------

export const proposalInput = z
  .object({
    products: z
      .array(
        z
          .object({
            product_id: id({ error: 'Product is required.' }),
            quantity: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.number({ error: 'Quantity must be a whole number.' }).int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(TRANSFER_LIMITS.quantity).optional()),
          })
          .strict(),
        { error: 'Choose the products to replenish.' },
      )
      .min(1, 'Choose the products to replenish.')
      .max(50, 'At most 50 products at a time.'),
  })
  .strict();
export type ProposalInput = z.input<typeof proposalInput>;

export interface ProposalRow {
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string | null;
  batch_id: number;
  batch_no: string;
  expiry_date: string;
  shelf_life_months: number;
  /** 1 for the batch that expires first of the product. */
  fefo_rank: number;
  origin_pallet_id: number;
  pallet_origin: string;
  floor: string;
  destination_pallet_id: number | null;
  pallet_destination: string | null;
  floor_destination: string | null;
  /** The product's stock in the Main/Central (reserve) area and in the picking area. */
  main: number;
  picking: number;
  available_quantity: number;
  /** Proposed by expiry first when a quantity was asked for, else 0. */
  requested_quantity: number;
  warnings: string[];
}

export interface ProposalResult {
  rows: ProposalRow[];
  warnings: string[];
}

// ---- Pickers -----------------------------------------------------------------------------------

export interface PalletOption {
  pallet_id: number;
  pallet_code: string;
  floor_id: number;
  floor: string;
  area: 'reserve' | 'picking';
  zone_name: string | null;
  warehouse_name: string;
}
export const palletQuery = z
  .object({
    search: searchText,
    warehouse_id: id({ error: 'The warehouse is not valid.' }).optional(),
    area: z.enum(['reserve', 'picking'], { error: 'The area must be reserve or picking.' }).optional(),
  })
  .strict();

export interface PalletStockRow {
  pallet_id: number;
  pallet_code: string;
  floor: string;
  zone_name: string | null;
  warehouse_name: string;
  product_id: number;
  product_code: string;
  product_name: string;
  batch_id: number;
  batch_no: string;
  expiry_date: string;
  shelf_life_months: number;
  quantity: number;
  available_stock: number;
}
export const stockQuery = z.object({ search: text().trim().max(100).optional(), area: palletQuery.shape.area }).strict();

export interface UntrackedRow {
  product_id: number;
  product_code: string;
  product_name: string;
  batch_no: string;
  expiry_date: string;
  untracked_quantity: number;
}
export const untrackedQuery = z.object({ search: text().trim().max(100).optional() }).strict();

/** The pickers answer at most this many rows (narrow them with the search). */
export const PICKER_LIMIT = 200;

// ---- The calls (spec §7: "not shown"; ours) ------------------------------------------------------

export const TRANSFER_TAG = 'inventory-transfers';
export const STOCK_TAG = 'inventory-transfer-stock';

export const listTransfersEp = endpoint<TransferRow[]>()({ method: 'GET', path: '/inventory/transfer/list/:tab', query: transferListQuery, paged: true, tag: TRANSFER_TAG });
export const showTransferEp = endpoint<TransferDetail>()({ method: 'GET', path: '/inventory/transfer/show/:transfer_id', params: transferIdParams, tag: TRANSFER_TAG });
export const proposeTransferEp = endpoint<ProposalResult>()({ method: 'POST', path: '/v2/inventory/transfer/request', body: proposalInput, form: true });
export const createTransferEp = endpoint<TransferDetail>()({ method: 'POST', path: '/inventory/transfer/create', body: transferInput, form: true, invalidates: effectsOf([TRANSFER_TAG, STOCK_TAG], 'stock') });
export const updateTransferEp = endpoint<TransferDetail>()({ method: 'POST', path: '/inventory/transfer/update/:transfer_id', params: transferIdParams, body: transferUpdateInput, form: true, invalidates: effectsOf([TRANSFER_TAG, STOCK_TAG], 'stock') });
export const transferActionEp = endpoint<TransferDetail>()({ method: 'POST', path: '/inventory/transfer/:action/:transfer_id', params: transferActionParams, body: transferActionBody, invalidates: effectsOf([TRANSFER_TAG, STOCK_TAG], 'stock') });
export const transferPalletsEp = endpoint<PalletOption[]>()({ method: 'GET', path: '/inventory/transfer/pallets', query: palletQuery, tag: 'inventory-transfer-pallets' });
export const transferStockEp = endpoint<PalletStockRow[]>()({ method: 'GET', path: '/inventory/transfer/stock', query: stockQuery, tag: STOCK_TAG });
export const untrackedStockEp = endpoint<UntrackedRow[]>()({ method: 'GET', path: '/inventory/transfer/untracked', query: untrackedQuery, tag: STOCK_TAG });
