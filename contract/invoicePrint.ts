import { z } from 'zod';
import { id } from './envelope';
import { endpoint } from './kit';

/**
 * A sales invoice as the EOPT Act has it printed (RA 11976, RR 7-2024; issue 27): "INVOICE" as the title, the
 * seller's registered name, VAT-registered TIN with its branch code and address, the buyer's name, TIN and address,
 * VATable, zero-rated and exempt sales and the VAT apart, the acknowledgement certificate control number (ACCN) with
 * its date and the serial range it covers, and REPRINT on every copy after the first. The server counts the copies.
 */
export interface InvoicePrint {
  si_id: number;
  si_number: string;
  si_date: string;
  due_date: string | null;
  seller: { registered_name: string; business_name: string; tin: string; address: string };
  buyer: { name: string; business_name: string; tin: string | null; address: string | null };
  lines: { description: string; qty: number; unit: string; unit_price: string; discount: string; amount: string }[];
  vatable_sales: string;
  vat_amount: string;
  zero_rated: string;
  vat_exempt: string;
  discount: string;
  total: string;
  ack_cert_no: string;
  ack_cert_date: string;
  serial_range: string;
  /** 1 for the original; each later print is a reprint. */
  copy_no: number;
  reprint: boolean;
  printed_at: string;
  printed_by: string;
  /** The EIS documents of the invoice and where they stand. */
  eis: { unique_id: string; state: string; ack_id: string | null }[];
}

export const INVOICE_PRINT_MESSAGES = { notFound: 'Sales invoice not found.' } as const;

export const invoicePrintEp = endpoint<InvoicePrint>()({
  method: 'POST',
  path: '/bir/invoices/:si_id/print',
  params: z.object({ si_id: id() }).strict(),
});
