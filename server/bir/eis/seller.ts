import { PAYOR } from '../../../contract/payableVouchers';
import type { EisParty } from './document';

/**
 * The company as its e-invoices name it: the registered name, TIN (with its branch) and address the BIR has, and the
 * acknowledgement certificate control number (ACCN) the BIR gave this system when it registered it as a CAS. The
 * demo's ACCN is made up; a live company sets its own in EIS_ACK_CERT_NO (server/config.ts), read at start.
 */
export const SELLER: EisParty & { ack_cert_no: string; ack_cert_date: string; serial_range: string } = {
  tin: PAYOR.tin,
  registered_name: PAYOR.name,
  business_name: 'Aurora Pharma',
  address: `${PAYOR.address} ${PAYOR.zip}`,
  ack_cert_no: process.env.EIS_ACK_CERT_NO?.trim() || 'AC-009876543-2026-0001',
  /** When the BIR issued the ACCN, and the invoice numbers it covers (printed on every invoice, EOPT). */
  ack_cert_date: process.env.EIS_ACK_CERT_DATE?.trim() || '2026-01-15',
  serial_range: process.env.INVOICE_SERIAL_RANGE?.trim() || 'SI-0000001 to SI-9999999',
};
