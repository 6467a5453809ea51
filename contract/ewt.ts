import { z } from 'zod';
import { isoDate, listQuery } from './envelope';

/**
 * EWT Payable Report (spec 000 §2.20, §3, §7, §9). Expanded withholding tax is
 * withheld from supplier payments (a set-up credits EWT Payable, GL 2110) and
 * remitted to the BIR later (a reversal debits it).
 *
 * The spec calls the payee of a set-up the "customer": in our data it is the
 * supplier, so customer_code is suppliers.vendor_code and name is
 * suppliers.company_name.
 */
export type Money = string;

export const EWT_LIST_PATH = '/ewt-payable/subledgers';
/** Not named by the spec (§7 "the EWT export call" is not shown): our choice. */
export const EWT_EXPORT_PATH = '/ewt-payable/subledgers/export';

export const EWT_RANGE_MESSAGE = 'Please provide valid date!';


const filters = {
  /** A supplier's vendor_code; empty means every supplier. */
  customer_code: z.string().trim().max(40).optional().default(''),
  date_from: isoDate,
  date_to: isoDate,
  /** Free text matched against code, name, references and particulars. */
  filter: z.string().trim().max(200).optional().default(''),
};
const ordered = (b: { date_from: string; date_to: string }) => b.date_from <= b.date_to;

/**
 * List body of §7: customer_code, date_from, date_to, page, page_size, filter,
 * direction, filterModel. The grid's filterModel is accepted (an object or
 * null) and ignored: the server filters by `filter` only. Rows are always in
 * set-up date order (direction flips it); order_by is accepted for the shared
 * grid but only `setup_date` is honoured.
 */
export const ewtSubledgerBody = listQuery
  .pick({ page: true, page_size: true, order_by: true, direction: true })
  .extend({
    ...filters,
    filterModel: z.union([z.record(z.string(), z.unknown()), z.null()]).optional(),
  })
  .refine(ordered, { message: EWT_RANGE_MESSAGE, path: ['date_from'] });
export type EwtSubledgerBody = z.input<typeof ewtSubledgerBody>;

export const ewtExportBody = z.object(filters).refine(ordered, { message: EWT_RANGE_MESSAGE, path: ['date_from'] });
export type EwtExportBody = z.input<typeof ewtExportBody>;

/**
 * One row of the report. Every set-up in the date range gives a `setup` row
 * (credit = amount, running balance = amount) and, when it was reversed on or
 * before date_to, a `reversal` row (debit = amount, running balance = 0): the
 * running balance is per set-up, so the open set-ups at date_to are the rows
 * whose set-up has no reversal row.
 */
export interface EwtSubledgerRow {
  ewt_id: number;
  entry: 'setup' | 'reversal';
  customer_code: string;
  name: string;
  setup_date: string;
  setup_reference: string;
  /** The reversal date (shown as "Reversal Date"); null on the set-up row. */
  transaction_date: string | null;
  reversal_reference: string | null;
  particulars: string;
  debit: Money;
  credit: Money;
  running_balance: Money;
}
