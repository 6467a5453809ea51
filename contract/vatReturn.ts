import { z } from 'zod';
import { text } from './envelope';
import { columns, endpoint } from './kit';
import { qapQuery } from './payableVouchers';

/**
 * The quarter's VAT (issue 27): the summary lists of sales and of purchases (SLSP) as the BIR's DAT files, the
 * 2550Q worksheet, and the tie-out of each to its VAT account in the ledger (output 2100, input 1300), every
 * figure drillable to its documents.
 */

/** One buyer (SLS) or supplier (SLP) of the quarter, by TIN: its sales or purchases by class and the VAT. */
export interface SlspParty {
  tin: string;
  name: string;
  address: string | null;
  exempt: string;
  zero_rated: string;
  taxable: string;
  services: string;
  capital: string;
  goods: string;
  vat: string;
  documents: number;
}

/** The 2550Q's figures for the quarter. */
export interface VatWorksheet {
  vatable_sales: string;
  zero_rated_sales: string;
  exempt_sales: string;
  output_tax: string;
  capital_goods: string;
  goods: string;
  services: string;
  /** Purchases of VAT-exempt goods (no input tax). */
  exempt_purchases: string;
  input_tax: string;
  /** Output tax less input tax (negative: excess input tax carried over). */
  vat_payable: string;
}

/** A list's VAT against its account's for the quarter, and every journal entry where they differ. */
export interface TieOut {
  account: string;
  in_lists: string;
  in_ledger: string;
  /** Ledger less lists: 0.00 when they agree. */
  difference: string;
  differences: { journal_entry: string; date: string; module: string; reference: string; documents: string; in_lists: string; in_ledger: string }[];
}

export interface VatReturn {
  year: number;
  quarter: number;
  period: string;
  sales: SlspParty[];
  purchases: SlspParty[];
  worksheet: VatWorksheet;
  tie_out: { output: TieOut; input: TieOut };
}

export interface SlspDocument {
  kind: string;
  doc_no: string;
  doc_date: string;
  name: string;
  /** VAT-exclusive amount (negative for a return or a credit memo). */
  amount: string;
  vat: string;
}

export interface SlspFile {
  file_name: string;
  content: string;
}

export const SLSP_DOC_KINDS: Readonly<Record<string, string>> = {
  SI: 'Sales Invoice', RET: 'Return / Credit Memo (stock return)', CM: 'Credit Memo', DM: 'Debit Memo', NTC: 'Non-trade Collection', RR: 'Receiving Report', PV: 'Payable Voucher',
};

export const salesListColumns = columns<SlspParty>()([
  { key: 'tin', header: 'TIN', kind: 'text', width: 150 },
  { key: 'name', header: 'Registered Name', kind: 'text', width: 260 },
  { key: 'exempt', header: 'Exempt Sales', kind: 'money', width: 130 },
  { key: 'zero_rated', header: 'Zero-rated Sales', kind: 'money', width: 130 },
  { key: 'taxable', header: 'Taxable Sales', kind: 'money', width: 140 },
  { key: 'vat', header: 'Output Tax', kind: 'money', width: 130 },
  { key: 'documents', header: 'Documents', kind: 'number', width: 100 },
]);
export const purchaseListColumns = columns<SlspParty>()([
  { key: 'tin', header: 'TIN', kind: 'text', width: 150 },
  { key: 'name', header: 'Registered Name', kind: 'text', width: 260 },
  { key: 'exempt', header: 'Exempt Purchases', kind: 'money', width: 140 },
  { key: 'services', header: 'Services', kind: 'money', width: 130 },
  { key: 'capital', header: 'Capital Goods', kind: 'money', width: 130 },
  { key: 'goods', header: 'Other Goods', kind: 'money', width: 140 },
  { key: 'vat', header: 'Input Tax', kind: 'money', width: 130 },
  { key: 'documents', header: 'Documents', kind: 'number', width: 100 },
]);
export const slspDocumentColumns = columns<SlspDocument>()([
  { key: 'doc_date', header: 'Date', kind: 'date', width: 110 },
  { key: 'kind', header: 'Document', kind: 'status', labels: SLSP_DOC_KINDS, width: 200 },
  { key: 'doc_no', header: 'Number', kind: 'text', width: 150 },
  { key: 'name', header: 'Party', kind: 'text', width: 240 },
  { key: 'amount', header: 'Amount (net of VAT)', kind: 'money', width: 150 },
  { key: 'vat', header: 'VAT', kind: 'money', width: 120 },
]);
export const tieOutColumns = columns<TieOut['differences'][number]>()([
  { key: 'date', header: 'Date', kind: 'date', width: 110 },
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 170 },
  { key: 'module', header: 'Module', kind: 'text', width: 90 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 150 },
  { key: 'documents', header: 'Documents in the Lists', kind: 'text', width: 240 },
  { key: 'in_lists', header: 'VAT in the Lists', kind: 'money', width: 130 },
  { key: 'in_ledger', header: 'VAT in the Ledger', kind: 'money', width: 130 },
]);

const TAG = 'vatReturn';
export const vatReturnEp = endpoint<VatReturn>()({ method: 'GET', path: '/bir/vat-return', query: qapQuery, tag: TAG });
export const slspDocumentsQuery = qapQuery.extend({
  list: z.enum(['sales', 'purchases'], { error: 'List must be sales or purchases.' }),
  /** The party's TIN as the list shows it; absent: every document of the list. */
  tin: text().trim().max(20).optional(),
}).strict();
export const slspDocumentsEp = endpoint<SlspDocument[]>()({ method: 'GET', path: '/bir/vat-return/documents', query: slspDocumentsQuery, tag: TAG });
export const slspFilesEp = endpoint<{ sales: SlspFile; purchases: SlspFile }>()({ method: 'GET', path: '/bir/vat-return/files', query: qapQuery, tag: TAG });
