import { useState } from 'react';
import { invoicePrintEp } from '../../../contract/invoicePrint';
import { toApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { showError } from '../dialogs';
import { printInvoice } from './invoicePdf';

/**
 * Prints a sales invoice (the EOPT PDF): the server counts the copy — the first is the original, every later one
 * REPRINT — and answers what to print. Used wherever an invoice is at hand (manual invoices, the e-invoice board).
 */
export function usePrintInvoice(): { print: (siId: number) => Promise<void>; printing: boolean } {
  const [printing, setPrinting] = useState(false);
  async function print(siId: number) {
    setPrinting(true);
    try {
      await printInvoice((await callEndpoint(invoicePrintEp, { params: { si_id: siId } })).result);
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    } finally {
      setPrinting(false);
    }
  }
  return { print, printing };
}
