import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, pagedQuery } from './kit';
import { optText, requiredDate, requiredText } from './kit/formFields';

/**
 * The recall workspace (issue 28; the FDA's recall guideline): a product and one or more of its batches,
 * a class and a reason; every customer that received them (deliveries of those batches, by invoice), with
 * quantities, dates and contacts; a notice per customer and the list as XLSX; each notification logged;
 * and the effectiveness: what came back ÷ what went out, per customer and overall.
 *
 * What counts: DISTRIBUTED is what the customers hold of the batches on the recall's first day (deliveries
 * less the returns before it); RECOVERED is what they returned from that day on, whether or not the stock
 * return names the recall (a return of a recalled batch is its pull-back). Quantities are in the stock's unit.
 */
export const RECALL_CLASSES = [
  { value: 1, label: 'Class I', meaning: 'A reasonable probability of serious harm or death' },
  { value: 2, label: 'Class II', meaning: 'Temporary or medically reversible harm' },
  { value: 3, label: 'Class III', meaning: 'Not likely to cause harm' },
] as const;
export const recallClassLabel = (c: number): string => RECALL_CLASSES.find((x) => x.value === c)?.label ?? `Class ${c}`;

export const NOTIFICATION_CHANNELS = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone call' },
  { value: 'letter', label: 'Letter (notice delivered)' },
  { value: 'visit', label: 'Visit' },
] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['value'];

export const RECALL_MESSAGES = {
  productNotFound: 'No active product with that code.',
  batchesRequired: 'Choose at least one batch.',
  batchNotOfProduct: 'A batch chosen is not of this product.',
  notFound: 'Recall not found.',
  closed: (no: string) => `Recall ${no} is closed; nothing more is logged on it.`,
  notReceiver: 'Only customers that received the recalled batches are notified.',
} as const;

/** "12.50": recovered ÷ distributed as a percentage with two decimals, or null when nothing went out. */
export type Percent = string | null;

export interface RecallBatch {
  batch_id: number;
  batch_no: string;
  expiry_date: string;
  /** Delivered to customers, all time. */
  delivered: number;
  /** In our warehouses now. */
  on_hand: number;
}

export interface RecallCustomer {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  address: string | null;
  contact_person: string | null;
  contact_no: string | null;
  email: string | null;
  /** The invoices that carried the batches, "SI-1 (2025-06-03), SI-2 (2025-07-11)". */
  invoices: string;
  first_delivery: string;
  last_delivery: string;
  delivered: number;
  distributed: number;
  recovered: number;
  outstanding: number;
  effectiveness: Percent;
  /** The last notification sent, if any. */
  notified_at: string | null;
  notifications: number;
}

export interface RecallNotification {
  notification_id: number;
  customer_code: string;
  customer_name: string;
  channel: NotificationChannel;
  remarks: string | null;
  notified_by: string;
  notified_at: string;
}

export interface RecallReturn {
  srpf_no: string;
  customer_name: string;
  date: string;
  batch_no: string;
  quantity: number;
  /** The stock return names this recall. */
  names_recall: boolean;
}

export interface RecallDetail {
  recall_id: number;
  recall_no: string;
  product_code: string;
  product_name: string;
  recall_class: number;
  reason: string;
  initiated_on: string;
  status: 'open' | 'closed';
  created_by: string;
  batches: RecallBatch[];
  customers: RecallCustomer[];
  totals: { distributed: number; recovered: number; outstanding: number; effectiveness: Percent; customers: number; notified: number };
  notifications: RecallNotification[];
  returns: RecallReturn[];
}

export interface RecallRow {
  recall_id: number;
  recall_no: string;
  product_code: string;
  product_name: string;
  batch_nos: string;
  recall_class: number;
  reason: string;
  initiated_on: string;
  status: 'open' | 'closed';
  distributed: number;
  recovered: number;
  effectiveness: Percent;
}

export const recallListColumns = columns<RecallRow>()([
  { key: 'recall_no', header: 'Recall No.', kind: 'text', sortable: true, width: 140 },
  { key: 'initiated_on', header: 'Initiated', kind: 'date', sortable: true, width: 120 },
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 130 },
  { key: 'product_name', header: 'Product', kind: 'text', width: 240 },
  { key: 'batch_nos', header: 'Batches', kind: 'text', width: 180 },
  { key: 'recall_class', header: 'Class', kind: 'status', labels: { 1: 'Class I', 2: 'Class II', 3: 'Class III' }, sortable: true, width: 100 },
  { key: 'status', header: 'Status', kind: 'status', labels: { open: 'Open', closed: 'Closed' }, sortable: true, width: 100 },
  { key: 'distributed', header: 'Distributed', kind: 'quantity', width: 110 },
  { key: 'recovered', header: 'Recovered', kind: 'quantity', width: 110 },
  { key: 'effectiveness', header: 'Effectiveness %', kind: 'text', width: 130 },
]);

export const recallCustomerColumns = columns<RecallCustomer>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 120 },
  { key: 'customer_name', header: 'Customer', kind: 'text', width: 230 },
  { key: 'address', header: 'Address', kind: 'text', width: 240 },
  { key: 'contact_person', header: 'Contact', kind: 'text', width: 160 },
  { key: 'contact_no', header: 'Contact No.', kind: 'text', width: 130 },
  { key: 'email', header: 'E-mail', kind: 'text', width: 180 },
  { key: 'invoices', header: 'Invoices', kind: 'text', width: 260 },
  { key: 'distributed', header: 'Distributed', kind: 'quantity', width: 110 },
  { key: 'recovered', header: 'Recovered', kind: 'quantity', width: 110 },
  { key: 'outstanding', header: 'Still Out', kind: 'quantity', width: 100 },
  { key: 'effectiveness', header: 'Effectiveness %', kind: 'text', width: 130 },
  { key: 'notified_at', header: 'Last Notified', kind: 'datetime', width: 170 },
]);

export const recallCreateInput = z
  .object({
    product_code: requiredText('Product', 50),
    batch_ids: z.array(id({ error: 'Batch must be one of the choices.' }), { error: RECALL_MESSAGES.batchesRequired }).min(1, RECALL_MESSAGES.batchesRequired).max(50),
    recall_class: z.preprocess((v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v), z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Class must be I, II or III.' })),
    reason: requiredText('Reason', 1000),
    initiated_on: requiredDate('Initiated on'),
  })
  .strict();
export type RecallCreateInput = z.input<typeof recallCreateInput>;

export const recallNotifyInput = z
  .object({
    customer_ids: z.array(id({ error: 'Customer must be one of the choices.' }), { error: 'Choose the customers notified.' }).min(1, 'Choose the customers notified.').max(1000),
    channel: z.enum(NOTIFICATION_CHANNELS.map((c) => c.value) as [NotificationChannel, ...NotificationChannel[]], { error: 'Channel must be one of the choices.' }),
    remarks: optText('Remarks', 500),
  })
  .strict();

const recallParams = z.object({ recall_id: id() }).strict();
const RECALLS = ['recalls'] as const;

export const recallListQuery = pagedQuery(recallListColumns, { order_by: 'initiated_on', direction: 'desc' }, { search: text().trim().max(100).optional() });
export const recallListEp = endpoint<RecallRow[]>()({ method: 'GET', path: '/recalls', query: recallListQuery, paged: true, tag: 'recalls' });
export const recallShowEp = endpoint<RecallDetail>()({ method: 'GET', path: '/recalls/:recall_id', params: recallParams, tag: 'recalls' });
export const recallBatchesEp = endpoint<RecallBatch[]>()({
  method: 'GET',
  path: '/recalls/batches',
  query: z.object({ product_code: requiredText('Product', 50) }).strict(),
  tag: 'recalls',
});
export const recallCreateEp = endpoint<RecallDetail>()({ method: 'POST', path: '/recalls', body: recallCreateInput, form: true, invalidates: RECALLS });
export const recallNotifyEp = endpoint<RecallDetail>()({ method: 'POST', path: '/recalls/:recall_id/notifications', params: recallParams, body: recallNotifyInput, form: true, invalidates: RECALLS });
export const recallCloseEp = endpoint<RecallDetail>()({ method: 'POST', path: '/recalls/:recall_id/close', params: recallParams, invalidates: RECALLS });
export const recallExportEp = endpoint<string>()({ method: 'POST', path: '/recalls/:recall_id/export', params: recallParams });
