import { z } from 'zod';
import { text } from './envelope';
import { columns, endpoint, pagedQuery } from './kit';

/**
 * E-invoices sent to the BIR's Electronic Invoicing System (issue 27; RR 8-2022, RR 11-2025): each posted sales
 * invoice and each approved credit or debit memo becomes one EIS document per VAT class, queued in the posting's
 * transaction and sent in batches. The board shows what the BIR has not accepted — above all what is past the
 * three-day rule (a sale must reach the EIS within 3 days) — and the rejections to put right and send again.
 */
export const EIS_STATES = { queued: 'Queued', retried: 'Waiting to Resend', sent: 'Sent', accepted: 'Accepted', rejected: 'Rejected' } as const;
export type EisState = keyof typeof EIS_STATES;

/** The board's tabs: a status filter each (overdue = not accepted 72 hours after the sale). */
export const EIS_TABS = [
  { key: 'overdue', label: 'Past 3 Days' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'waiting', label: 'Waiting' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'all', label: 'All' },
] as const;
export type EisTab = (typeof EIS_TABS)[number]['key'];
/** The three-day rule, in hours. */
export const EIS_DEADLINE_HOURS = 72;

export const EIS_DOC_TYPE_LABELS = { SI: 'Sales Invoice', CM: 'Credit Memo', DM: 'Debit Memo' } as const;
export const EIS_CLASS_LABELS = { VT: 'VATable', ZR: 'Zero-rated', VE: 'VAT-exempt' } as const;

export const EIS_MESSAGES = {
  notFound: 'E-invoice document not found.',
  notRejected: 'Only a rejected document is sent again; this one is not rejected.',
  sourceGone: 'The invoice or memo this document was made from is no longer in the books.',
} as const;

export interface EisRow {
  unique_id: string;
  doc_type: keyof typeof EIS_DOC_TYPE_LABELS;
  document_no: string;
  trans_class: keyof typeof EIS_CLASS_LABELS;
  customer_code: string;
  customer_name: string;
  issued_at: string;
  net_amount: string;
  vat_amount: string;
  state: EisState;
  attempts: number;
  ack_id: string | null;
  /** The BIR's reasons for a rejection, or why the last send got no answer. */
  reason: string | null;
  /** Not accepted 72 hours after the sale. */
  overdue: boolean;
}

export interface EisEvent {
  at: string;
  event: string;
  detail: string | null;
  by: string | null;
}

export interface EisDetail extends EisRow {
  /** The sales invoice (si_id) or memo (memo_id) it was made from. */
  source_id: number;
  batch_id: string | null;
  sent_at: string | null;
  answered_at: string | null;
  /** The document as sent (the BIR's JSON). */
  payload: Record<string, unknown>;
  events: EisEvent[];
}

export interface EisSummary {
  /** Transmission has an endpoint (the BIR's, or the local simulator in the demo). */
  configured: boolean;
  overdue: number;
  rejected: number;
  waiting: number;
  accepted: number;
  last_answer_at: string | null;
}

export interface EisTransmitResult {
  sent: number;
  accepted: number;
  rejected: number;
  failed: number;
  error: string | null;
}

export const eisColumns = columns<EisRow>()([
  { key: 'document_no', header: 'Document No.', kind: 'text', sortable: true, width: 150 },
  { key: 'doc_type', header: 'Type', kind: 'status', labels: EIS_DOC_TYPE_LABELS, sortable: true, width: 120 },
  { key: 'state', header: 'Status', kind: 'status', labels: EIS_STATES, sortable: true, width: 140 },
  { key: 'reason', header: 'Reason', kind: 'text', width: 320 },
  { key: 'issued_at', header: 'Issued', kind: 'datetime', sortable: true, width: 170 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 120 },
  { key: 'customer_name', header: 'Customer', kind: 'text', width: 220 },
  { key: 'net_amount', header: 'Net Sales', kind: 'money', sortable: true, width: 130 },
  { key: 'vat_amount', header: 'VAT', kind: 'money', width: 110 },
  { key: 'trans_class', header: 'VAT Class', kind: 'status', labels: EIS_CLASS_LABELS, width: 110 },
  { key: 'attempts', header: 'Sends', kind: 'number', width: 80 },
  { key: 'ack_id', header: 'Acknowledgement', kind: 'text', width: 170 },
]);

const uniqueIdParams = z.object({ unique_id: text().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'Not a document id.') }).strict();
const TAGS = ['eInvoices'] as const;

export const eisListQuery = pagedQuery(eisColumns, { order_by: 'issued_at', direction: 'desc' }, {
  tab: z.enum(EIS_TABS.map((t) => t.key) as [EisTab, ...EisTab[]], { error: 'Tab must be one of the board\u2019s.' }).default('overdue'),
  search: text().trim().max(100).optional(),
});
export const eisListEp = endpoint<EisRow[]>()({ method: 'GET', path: '/bir/e-invoices', query: eisListQuery, paged: true, tag: 'eInvoices' });
export const eisSummaryEp = endpoint<EisSummary>()({ method: 'GET', path: '/bir/e-invoices/summary', tag: 'eInvoices' });
export const eisShowEp = endpoint<EisDetail>()({ method: 'GET', path: '/bir/e-invoices/:unique_id', params: uniqueIdParams, tag: 'eInvoices' });
export const eisTransmitEp = endpoint<EisTransmitResult>()({ method: 'POST', path: '/bir/e-invoices/transmit', invalidates: TAGS });
export const eisRetryEp = endpoint<EisDetail>()({ method: 'POST', path: '/bir/e-invoices/:unique_id/retry', params: uniqueIdParams, invalidates: TAGS });
