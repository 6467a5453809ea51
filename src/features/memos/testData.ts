import type { MemoDetail, MemoInvoiceOption, MemoListRow } from '../../../contract/memos';

/** Memos as the contract (and the demo seed) has them, for this feature's tests. */
export const cmRow: MemoListRow = {
  memo_id: 4,
  memo_no: 'CM-2026-000003',
  memo_date: '2026-11-20',
  customer_code: 'C-00003',
  customer_name: 'Watsons - SM Megamall',
  si_number: 'SI-104233',
  memo_kind: 'price_adjustment',
  amount: '3360.00',
  status: 1,
  created_by: 'Angelica Ramos',
  updated_at: '2026-11-22T02:13:00Z',
};

export const invoices: MemoInvoiceOption[] = [
  { si_id: 77, si_number: 'SI-104233', dr_number: 'DR-55120', invoice_date: '2026-10-02', total: '25000.00', balance: '12000.00' },
  { si_id: 78, si_number: 'SI-104301', dr_number: 'DR-55188', invoice_date: '2026-10-09', total: '9000.00', balance: '900.00' },
];

export const cmForApproval: MemoDetail = {
  memo_id: 4,
  memo_no: 'CM-2026-000003',
  memo_type: 'credit',
  memo_kind: 'price_adjustment',
  customer_code: 'C-00003',
  customer_name: 'Watsons - SM Megamall',
  si_id: 77,
  si_number: 'SI-104233',
  dr_number: 'DR-55120',
  invoice_date: '2026-10-02',
  invoice_balance: '12000.00',
  memo_date: '2026-11-20',
  amount: '3360.00',
  vat: '360.00',
  net: '3000.00',
  offset_account: '4020 Sales Returns and Allowances',
  reason: 'Invoiced at the old price list',
  remarks: null,
  status: 1,
  decision_reason: null,
  journal_entry: null,
  created: { by: 'Angelica Ramos', at: '2026-11-22T02:03:00Z' },
  updated: { by: 'Angelica Ramos', at: '2026-11-22T02:13:00Z' },
  submitted: { by: 'Angelica Ramos', at: '2026-11-22T02:13:00Z' },
  approved: null,
  returned: null,
  cancelled: null,
};
