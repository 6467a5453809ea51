import { z } from 'zod';
import { text } from './envelope';
import { columns, endpoint } from './kit';
import type { Scope } from './scopes';

/**
 * Expired stock and its write-down (issue 25, defect 9). Expired batches are
 * carried at full cost until someone writes them down: the report lists what
 * sits on the pallets past its expiry (today, at the batch's cost now) and
 * proposes the write-down as inventory adjustments of type Expiry Write-off
 * (5050 debited, 1200 credited when approved), at most 500 lines each, left
 * as drafts of the user who proposed them: someone else approves them (maker
 * ≠ checker), as any adjustment. Stock already on an open (draft or for
 * approval) expiry adjustment is shown with it and not proposed twice.
 */
export interface ExpiredStockRow {
  key: string;
  product_id: number;
  batch_id: number;
  pallet_id: number;
  product_code: string;
  product_name: string;
  batch_no: string;
  expiry_date: string;
  /** Days since the expiry date, today included. */
  days_expired: number;
  warehouse: string;
  pallet_code: string;
  quantity: number;
  unit_cost: string;
  /** quantity × unit cost, what the write-down takes off 1200. */
  value: string;
  /** The open expiry adjustment already taking this stock out, if any. */
  proposed_in: string | null;
}

export const expiredStockColumns = columns<ExpiredStockRow>()([
  { key: 'product_code', header: 'Product Code', kind: 'text', width: 130 },
  { key: 'product_name', header: 'Product', kind: 'text', width: 240 },
  { key: 'batch_no', header: 'Batch', kind: 'text', width: 120 },
  { key: 'expiry_date', header: 'Expiry Date', kind: 'date', width: 120 },
  { key: 'days_expired', header: 'Days Expired', kind: 'number', width: 120 },
  { key: 'warehouse', header: 'Warehouse', kind: 'text', width: 180 },
  { key: 'pallet_code', header: 'Pallet', kind: 'text', width: 120 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', width: 110 },
  { key: 'unit_cost', header: 'Unit Cost', kind: 'money', width: 120 },
  { key: 'value', header: 'Value at Cost', kind: 'money', width: 140 },
  { key: 'proposed_in', header: 'Write-down Proposed In', kind: 'text', width: 180 },
]);

export const EXPIRED_WRITE_DOWN_LINES = 500;
export const EXPIRED_MESSAGES = {
  nothingToWriteDown: 'No expired stock is left to write down: every expired batch is on an open write-down already, or none has stock.',
  reason: (today: string) => `Write-down of expired stock on hand as of ${today}`,
  proposed: (n: number, lines: number, amount: string) =>
    `${n === 1 ? 'One inventory adjustment' : `${n} inventory adjustments`} (${lines} lines, ${amount}) proposed as drafts: submit them for someone else's approval.`,
} as const;

export interface ExpiredWriteDown {
  message: string;
  adjustments: { adjustment_id: number; adjustment_no: string; lines: number; total_amount: string }[];
}

/** A warehouse code; blank = all. */
export const expiredStockBody = z.object({ warehouse: text().trim().max(20).optional() }).strict();
export const EXPIRED_STOCK_SCOPES = { view: 'view_inventory_reports', writeDown: 'create_inventory_adjustment' } as const satisfies Record<string, Scope>;

export const expiredStockEp = endpoint<ExpiredStockRow[]>()({ method: 'POST', path: '/inventory/expired-stock', body: expiredStockBody, tag: 'inventory-report' });
export const expiredWriteDownEp = endpoint<ExpiredWriteDown>()({
  method: 'POST',
  path: '/inventory/expired-stock/write-down',
  body: expiredStockBody,
  invalidates: ['inventory-report', 'inventory-adjustments'],
});
