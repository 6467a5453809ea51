import { Button, Stack } from 'react-bootstrap';
import { EIS_CLASS_LABELS, EIS_DOC_TYPE_LABELS, EIS_STATES, eisRetryEp, eisShowEp, type EisDetail, type EisEvent } from '../../../contract/eis';
import { columns } from '../../../contract/kit';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import { Facts } from '../../components/Facts';
import LoadState from '../../components/LoadState';
import Modal, { ModalBody } from '../../components/Modal';
import { Can } from '../../components/permissions';
import { usePrintInvoice } from '../../components/invoicePrint/usePrintInvoice';
import ResultTable from '../../components/ResultTable';
import ScrollRegion from '../../components/ScrollRegion';
import SectionHeading from '../../components/SectionHeading';
import { formatMoney } from '../../lib/money';

const eventColumns = columns<EisEvent>()([
  { key: 'at', header: 'When', kind: 'datetime', width: 170 },
  { key: 'event', header: 'What', kind: 'text', width: 120 },
  { key: 'detail', header: 'Detail', kind: 'text', width: 360 },
  { key: 'by', header: 'By', kind: 'text', width: 160 },
]);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila' }) : '—');

/** One e-invoice document: what was sent (the BIR's JSON), its sends and answers, and Send Again when rejected. */
export default function EInvoiceModal({ uniqueId, onClose }: { uniqueId: string; onClose: () => void }) {
  const read = useRead(eisShowEp, { params: { unique_id: uniqueId } });
  const retry = useWrite(eisRetryEp);
  const invoice = usePrintInvoice();
  const d = read.currentData;

  async function sendAgain(doc: EisDetail) {
    const ok = await confirmAction(
      'Send this document again?',
      `${doc.document_no} (${EIS_CLASS_LABELS[doc.trans_class]}) is made again from the books and the customer's master data as they stand now, then sent with the next batch. Put right what the BIR rejected first.`,
      'Yes, send again',
    );
    if (!ok) return;
    try {
      await retry.run({ params: { unique_id: doc.unique_id } });
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  return (
    <Modal title={d ? `${EIS_DOC_TYPE_LABELS[d.doc_type]} ${d.document_no}` : 'E-Invoice Document'} subtitle={uniqueId} size="xl" onClose={onClose}>
      <ModalBody>
        <LoadState what="the e-invoice document" isLoading={read.isLoading} error={read.error} empty={false} emptyText="" onRetry={() => void read.refetch()}>
          {() =>
            d && (
              <>
                <Facts
                  perRow={2}
                  facts={[
                    ['Customer', `${d.customer_code} ${d.customer_name}`],
                    ['VAT Class', EIS_CLASS_LABELS[d.trans_class]],
                    ['Issued', when(d.issued_at)],
                    ['Status', `${EIS_STATES[d.state]}${d.overdue ? ' (past the three-day rule)' : ''}`],
                    ['Net Sales', formatMoney(d.net_amount)],
                    ['VAT', formatMoney(d.vat_amount)],
                    ['Sends', String(d.attempts)],
                    d.ack_id && ['Acknowledgement', d.ack_id],
                    d.reason && { label: d.state === 'rejected' ? 'Rejected Because' : 'Last Send Failed', value: d.reason, wide: true },
                    d.batch_id && ['Batch', d.batch_id],
                    ['Answered', when(d.answered_at)],
                  ]}
                />
                <Stack direction="horizontal" gap={2} className="mb-3">
                  {d.state === 'rejected' && (
                    <Can scopes={['transmit_e_invoices']}>
                      <Button size="sm" variant="primary" onClick={() => void sendAgain(d)} disabled={retry.isLoading}>
                        Send Again
                      </Button>
                    </Can>
                  )}
                  {d.doc_type === 'SI' && (
                    <Button size="sm" variant="outline-primary" onClick={() => void invoice.print(d.source_id)} disabled={invoice.printing}>
                      {invoice.printing ? 'Preparing…' : 'Print Invoice (PDF)'}
                    </Button>
                  )}
                </Stack>
                <section aria-labelledby="eis-events">
                  <SectionHeading id="eis-events">Sends and Answers</SectionHeading>
                  <ResultTable label="Sends and answers" rows={d.events} columns={eventColumns} rowKey={(e) => `${e.at}-${e.event}-${e.detail ?? ""}`} />
                </section>
                <section aria-labelledby="eis-json">
                  <SectionHeading id="eis-json">Document as Sent (JSON)</SectionHeading>
                  <ScrollRegion label="Document as sent" style={{ maxHeight: 320 }}>
                    <pre className="small mb-0">{JSON.stringify(d.payload, null, 2)}</pre>
                  </ScrollRegion>
                </section>
              </>
            )
          }
        </LoadState>
      </ModalBody>
    </Modal>
  );
}
