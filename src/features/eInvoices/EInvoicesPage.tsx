import { useMemo, useState } from 'react';
import { Alert, Button, Stack } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EIS_TABS, eisColumns, eisListEp, eisSummaryEp, eisTransmitEp, type EisRow, type EisSummary, type EisTab, type EisTransmitResult } from '../../../contract/eis';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import PageNotFound from '../../components/PageNotFound';
import PermissionDenied from '../../components/PermissionDenied';
import { Can, usePermission } from '../../components/permissions';
import QueueTabs from '../../components/queue/QueueTabs';
import EInvoiceModal from './EInvoiceModal';

const VIEW = 'view_e_invoices' as const;
const BASE = '/finance-and-accounting/e-invoices';
const EMPTY: Record<EisTab, string> = {
  overdue: 'Nothing is past the three-day rule: every sale older than 72 hours was accepted.',
  rejected: 'No document is rejected.',
  waiting: 'Nothing is waiting to be sent or answered.',
  accepted: 'No document has been accepted yet.',
  all: 'No e-invoice has been queued yet.',
};
const COUNT_OF: Partial<Record<EisTab, keyof EisSummary>> = { overdue: 'overdue', rejected: 'rejected', waiting: 'waiting', accepted: 'accepted' };

const sentText = (r: EisTransmitResult) =>
  r.sent === 0 ? 'Nothing was waiting to be sent.' : `${r.sent} sent: ${r.accepted} accepted, ${r.rejected} rejected${r.failed ? `, ${r.failed} not answered (sent again later)` : ''}.`;

/**
 * /finance-and-accounting/e-invoices/:tab: the e-invoices sent to the BIR's EIS (issue 27). Each tab is a status
 * filter with its count — past the three-day rule, rejected (with the BIR's reasons), waiting, accepted, all; a row
 * opens the document (the JSON sent, every send and answer, Send Again for a rejection); Send Now sends the queue.
 */
export default function EInvoicesPage() {
  const canView = usePermission(VIEW);
  const { tab = 'overdue' } = useParams();
  const [open, setOpen] = useState<string | null>(null);
  const summary = useRead(eisSummaryEp, {}, { skip: !canView });
  const transmit = useWrite(eisTransmitEp);
  const columns = useMemo(() => colDefsOf<EisRow>(eisColumns), []);
  if (!canView) return <PermissionDenied what="E-Invoices" />;
  if (!EIS_TABS.some((t) => t.key === tab)) return <PageNotFound />;
  const active = tab as EisTab;
  const s = summary.currentData;
  const tabs = EIS_TABS.map((t) => {
    const key = COUNT_OF[t.key];
    return { key: t.key, scope: VIEW, label: s && key ? `${t.label} (${Number(s[key]).toLocaleString('en-PH')})` : t.label };
  });

  async function sendNow() {
    try {
      const r = (await transmit.run({})).result;
      if (r.error) await showError('Not sent', r.error);
      else toast.success(sentText(r));
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  return (
    <div className="p-3">
      <Stack direction="horizontal" gap={2} className="mb-2">
        <h1 className="h4 mb-0">E-Invoices (BIR EIS)</h1>
        <Can scopes={['transmit_e_invoices']}>
          <Button size="sm" variant="primary" className="ms-auto" onClick={() => void sendNow()} disabled={transmit.isLoading}>
            {transmit.isLoading ? 'Sending…' : 'Send Now'}
          </Button>
        </Can>
      </Stack>
      {s && !s.configured && (
        <Alert variant="warning" className="small">
          Transmission to the BIR is not configured: documents are queued and nothing is sent until the EIS endpoint and credentials are set.
        </Alert>
      )}
      {s?.last_answer_at && <p className="small text-muted mb-2">Last answer from the EIS: {new Date(s.last_answer_at).toLocaleString('en-PH', { timeZone: 'Asia/Manila' })}</p>}
      <QueueTabs tabs={tabs} active={active} routeOf={(k) => `${BASE}/${k}`} label="E-invoice status" />
      <ServerGrid<EisRow>
        screenId="e-invoices"
        label="E-invoice documents"
        columns={columns}
        source={{ endpoint: eisListEp, args: { query: { tab: active } } }}
        queryKey={active}
        defaultSort={{ order_by: 'issued_at', direction: active === 'accepted' || active === 'all' ? 'desc' : 'asc' }}
        emptyText={EMPTY[active]}
        getRowClass={(p) => (p.data?.overdue ? 'table-warning' : undefined)}
        onRowOpen={(r) => setOpen(r.unique_id)}
      />
      {open && <EInvoiceModal uniqueId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
