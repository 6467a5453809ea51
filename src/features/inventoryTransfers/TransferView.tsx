import { useState } from 'react';
import { z } from 'zod';
import { Link } from 'react-router-dom';
import {
  showTransferEp,
  TRANSFER_VERSIONS,
  transferActionEp,
  transferViewOf,
  transferWorkflow,
  updateTransferEp,
  type ReceiveLineInput,
  type TransferAction,
  type TransferDetail,
  type TransferLine,
} from '../../../contract/inventoryTransfers';
import { requiredText } from '../../../contract/kit/formFields';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import DocumentLines from '../../components/document/DocumentLines';
import DocumentPanel from '../../components/document/DocumentPanel';
import { usePermissionCheck } from '../../components/permissions';
import DocumentActions from '../../components/queue/DocumentActions';
import ReasonModal from '../../components/ReasonModal';
import { formatDateTime } from '../../lib/dates';
import { useAppSelector } from '../../state/hooks';
import RequestGrid from './RequestGrid';
import { linesOf, shelfLifeTone, shelfLifeText, type RequestRow } from './requestRows';
import { sendWithWarnings } from './sendRequest';
import StatusBadge from './StatusBadge';
import { Button, Form } from 'react-bootstrap';
import ToneBadge from '../../components/ToneBadge';

const cancelBody = z.object({ reason: requiredText('Reason', 500) }).strict();

/** The actions a button calls (a part receipt is Receive with less than is in transit). */
type CalledAction = Exclude<TransferAction, 'receive_part'>;
// A part receipt is the server's reading of Receive with less than is in transit, never a button of its own.
const CALLED = (Object.keys(transferWorkflow.actions) as TransferAction[]).filter((k): k is CalledAction => k !== 'receive_part');

const TITLES = { request: 'Request Details', approved: 'Approved Transfer', posted: 'Posted Transfer', receive: 'Receive Details' } as const;

const rowsOf = (t: TransferDetail): RequestRow[] =>
  t.lines.map((l) => ({
    key: `line-${l.line_no}`,
    ...l,
    available_quantity: Math.max(l.available_stock, 0),
    requested_quantity: String(l.requested_quantity),
  }));

/**
 * One transfer, opened from its code (spec §2): request details for pending,
 * confirmed and cancelled ones (the request-update grid while pending), the
 * approved modal, the posted modal, and the receive details on the received
 * tab. The buttons are the workflow's at the status, behind their scopes;
 * the requester never sees Approve (the server refuses it too).
 */
export default function TransferView({ id, tab, onClose }: { id: number; tab: string; onClose: () => void }) {
  const read = useRead(showTransferEp, { params: { transfer_id: id } });
  const writes = useWrites();
  const holds = usePermissionCheck();
  const me = useAppSelector((s) => s.auth.profileData?.user_id);
  const [edited, setEdited] = useState<RequestRow[] | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState(false);
  /** What the receiver says arrives now, per line (blank: everything still in transit on that line). */
  const [arriving, setArriving] = useState<Record<number, string>>({});
  const t = read.currentData;
  const view = t ? transferViewOf(tab, t.status) : 'request';
  const editable = t !== undefined && t.status === 0 && tab !== 'received' && holds([transferWorkflow.actions.cancel.scope]);

  async function run(action: CalledAction) {
    const a = transferWorkflow.actions[action];
    let lines: ReceiveLineInput[] | undefined;
    if (action === 'receive' && t) {
      const read = receiptOf(t, arriving);
      if (typeof read === 'string') {
        await showError('Invalid Request', read);
        return;
      }
      lines = read;
    }
    if (a.confirm && !(await confirmAction(a.confirm.title, a.confirm.text, `Yes, ${a.label.toLowerCase()}`))) return;
    try {
      const res = await writes.runOn(transferActionEp, { params: { transfer_id: id, action }, body: { reason: null, lines } });
      const part = action === 'receive' && res.result.status === 3;
      await showSuccess(
        part ? 'Transfer partly received' : `Transfer ${a.done}`,
        part ? `${res.result.transfer_code}: the rest is still in transit.` : `${res.result.transfer_code} is ${transferWorkflow.statuses[res.result.status]}.`,
        1500,
      );
      onClose();
    } catch (e) {
      const err = toApiError(e);
      await showError(err.code === '00001' ? 'Invalid Request' : 'Oops...', err.isNetwork || err.status >= 500 ? 'Error occured. Please try again later.' : err.messages.join('\n'));
    }
  }

  async function save(v: TransferDetail) {
    const { lines, problems: found } = linesOf(edited ?? rowsOf(v));
    setProblems(found);
    if (Object.keys(found).length) return;
    if (!lines.length) {
      await showError('Invalid Request', 'Add the products to transfer.');
      return;
    }
    const res = await sendWithWarnings((accept) => writes.runOn(updateTransferEp, { params: { transfer_id: id }, body: { remarks: v.remarks, accept_warnings: accept, lines } }));
    if (res) {
      setEdited(null);
      await showSuccess('Transfer updated', `${res.result.transfer_code} was saved.`, 1500);
    }
  }

  const buttons = (v: TransferDetail) => (
    <DocumentActions
      wf={transferWorkflow}
      status={v.status}
      madeByYou={v.requested_by_id === me}
      offered={CALLED}
      size="sm"
      fallbackVariant="secondary"
      busy={writes.isLoading}
      onAction={(k) => (k === 'cancel' ? setCancelling(true) : void run(k as CalledAction))}
    />
  );

  return (
    <>
      <DocumentPanel
        what="the transfer"
        read={read}
        title="Transfer"
        titleOf={(v) => `${TITLES[transferViewOf(tab, v.status)]}: ${v.transfer_code}`}
        facts={(v) => [
          ['Transfer Type', TRANSFER_VERSIONS[v.transfer_version]],
          ['Status', <StatusBadge status={v.status} partly={v.partly_received} />],
          ['Requested Date', v.posting_date],
          ['Requested By', `${v.requested_by} (${formatDateTime(v.requested_at)})`],
          v.remarks && { label: 'Remarks', value: v.remarks, wide: true },
          v.approved_by && ['Approved By', `${v.approved_by} (${formatDateTime(v.approved_at)})`],
          v.posted_by && ['Posted By', `${v.posted_by} (${formatDateTime(v.posted_at)})`],
          v.received_by && ['Received By', `${v.received_by} (${formatDateTime(v.received_at)})`],
          v.cancelled_by && ['Cancelled By', `${v.cancelled_by} (${formatDateTime(v.cancelled_at)})`],
          v.status === 4 && v.reason && { label: 'Reason', value: v.reason, wide: true },
        ]}
        tools={(v) =>
          editable && (
            <Button size="sm" disabled={writes.isLoading || edited === null} onClick={() => void save(v)}>
              Save Changes
            </Button>
          )
        }
        actions={buttons}
        onClose={onClose}
      >
        {(v) =>
          view === 'request' ? (
            <RequestGrid
              label="Request lines"
              rows={edited ?? rowsOf(v)}
              onChange={(rows) => {
                setEdited(rows);
                setProblems({});
              }}
              replenishment={v.transfer_version === 'v2'}
              problems={problems}
              readOnly={!editable}
              originEditable
            />
          ) : (
            <LinesTable
              t={v}
              receive={view === 'receive' || v.partly_received}
              arriving={v.status === 3 && holds([transferWorkflow.actions.receive.scope]) ? arriving : null}
              onArriving={(line, value) => setArriving((a) => ({ ...a, [line]: value }))}
            />
          )
        }
      </DocumentPanel>
      {cancelling && (
        <ReasonModal
          title="Cancel Transfer"
          label="Reason for cancelling"
          submitLabel="Cancel Transfer"
          savingLabel="Cancelling…"
          maxLength={500}
          schema={cancelBody}
          bodyOf={(reason) => ({ reason })}
          send={(body) => writes.runOn(transferActionEp, { params: { transfer_id: id, action: 'cancel' }, body })}
          saving={writes.isLoading}
          onClose={() => setCancelling(false)}
          onDone={() => {
            setCancelling(false);
            onClose();
          }}
        />
      )}
    </>
  );
}

const inTransit = (l: TransferLine) => (l.posted_quantity ?? 0) - (l.received_quantity ?? 0);

/** The lines a receipt sends: each line's entry (blank: all still in transit), or what is wrong with them. */
export function receiptOf(t: TransferDetail, arriving: Record<number, string>): ReceiveLineInput[] | string {
  const lines: ReceiveLineInput[] = [];
  for (const l of t.lines) {
    const left = inTransit(l);
    const text = (arriving[l.line_no] ?? '').trim();
    const q = text === '' ? left : /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (Number.isNaN(q)) return `Line ${l.line_no}: Receiving Now must be a whole number.`;
    if (q > left) return `Line ${l.line_no}: only ${left} ${left === 1 ? 'unit is' : 'units are'} still in transit.`;
    lines.push({ line_no: l.line_no, quantity: q });
  }
  if (!lines.some((l) => Number(l.quantity) > 0)) return 'Enter the quantity received on at least one line.';
  return lines;
}

/**
 * The approved, posted and receive views: what was asked, approved, posted and received, per line; while posted,
 * the receiver enters what arrives now (`arriving`; null when they may not receive).
 */
function LinesTable({
  t,
  receive,
  arriving = null,
  onArriving,
}: {
  t: TransferDetail;
  receive: boolean;
  arriving?: Record<number, string> | null;
  onArriving?: (line: number, value: string) => void;
}) {
  return (
    <DocumentLines
      label="Transfer lines"
      lines={t.lines}
      lineKey={(l) => l.line_no}
      columns={[
        { header: 'Product Code', cell: (l) => <Link to={`/view/products/list/${encodeURIComponent(l.product_code)}`}>{l.product_code}</Link> },
        { header: 'Product', cell: (l) => l.product_name },
        { header: 'Unit', cell: (l) => l.unit ?? '' },
        { header: 'Batch No.', cell: (l) => l.batch_no },
        { header: 'Expiry Date', cell: (l) => l.expiry_date },
        { header: 'Shelf Life', cell: (l) => <ToneBadge tone={shelfLifeTone(l.shelf_life_months)}>{shelfLifeText(l.shelf_life_months)}</ToneBadge> },
        { header: 'Origin Floor / Pallet', cell: (l) => `${l.floor} / ${l.pallet_origin}` },
        { header: 'Destination Floor / Pallet', cell: (l) => `${l.floor_destination} / ${l.pallet_destination}` },
        { header: 'Requested', end: true, cell: (l) => l.requested_quantity },
        { header: 'Approved', end: true, cell: (l) => l.approved_quantity ?? '—' },
        { header: 'Posted', end: true, cell: (l) => l.posted_quantity ?? '—' },
        receive && { header: 'Received', end: true, cell: (l) => l.received_quantity ?? '—' },
        arriving && { header: 'In Transit', end: true, cell: (l) => inTransit(l) },
        arriving && {
          header: 'Receiving Now',
          end: true,
          cell: (l) => (
            <Form.Control
              size="sm"
              className="text-end"
              style={{ width: 90, marginLeft: 'auto' }}
              inputMode="numeric"
              aria-label={`Receiving now, line ${l.line_no} ${l.product_code}`}
              placeholder={String(inTransit(l))}
              value={arriving[l.line_no] ?? ''}
              onChange={(e) => onArriving?.(l.line_no, e.target.value)}
            />
          ),
        },
      ]}
    />
  );
}
