import { useState } from 'react';
import { Button, Stack } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import {
  NOTIFICATION_CHANNELS,
  recallClassLabel,
  recallCloseEp,
  recallCustomerColumns,
  recallExportEp,
  recallShowEp,
  RECALL_CLASSES,
  type RecallBatch,
  type RecallCustomer,
  type RecallDetail,
  type RecallNotification,
  type RecallReturn,
} from '../../../contract/recalls';
import { columns } from '../../../contract/kit';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import ExportButton from '../../components/export/ExportButton';
import { Facts } from '../../components/Facts';
import LoadState from '../../components/LoadState';
import PermissionDenied from '../../components/PermissionDenied';
import { Can, usePermission } from '../../components/permissions';
import ResultTable from '../../components/ResultTable';
import SectionHeading from '../../components/SectionHeading';
import NotifyModal from './NotifyModal';
import { printRecallNotices } from './recallNotices';

const batchColumns = columns<RecallBatch>()([
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 140 },
  { key: 'expiry_date', header: 'Expiry', kind: 'date', width: 120 },
  { key: 'delivered', header: 'Delivered to Customers', kind: 'quantity', width: 160 },
  { key: 'on_hand', header: 'On Hand', kind: 'quantity', width: 110 },
]);
const notificationColumns = columns<RecallNotification>()([
  { key: 'notified_at', header: 'When', kind: 'datetime', width: 170 },
  { key: 'customer_name', header: 'Customer', kind: 'text', width: 240 },
  { key: 'channel', header: 'Channel', kind: 'status', labels: Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c.value, c.label])), width: 160 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 260 },
  { key: 'notified_by', header: 'By', kind: 'text', width: 170 },
]);
const returnColumns = columns<RecallReturn>()([
  { key: 'date', header: 'Date', kind: 'date', width: 120 },
  { key: 'srpf_no', header: 'Stock Return', kind: 'text', width: 160 },
  { key: 'customer_name', header: 'Customer', kind: 'text', width: 240 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 140 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', width: 100 },
]);

const pct = (p: string | null) => (p === null ? 'Nothing distributed' : `${p} %`);

/**
 * /regulatory/recalls/:recall_id: one recall's workspace. Who received the batches (with contacts and
 * invoices, what each still holds), the notices to print and the notifications to log, the returns since
 * the recall began, and the effectiveness — recovered ÷ distributed — per customer and overall.
 */
export default function RecallPage() {
  const canView = usePermission('view_regulatory');
  const { recall_id } = useParams();
  const id = Number(recall_id);
  const valid = Number.isInteger(id) && id > 0;
  const read = useRead(recallShowEp, { params: { recall_id: id } }, { skip: !canView || !valid });
  const close = useWrite(recallCloseEp);
  const [notifying, setNotifying] = useState(false);
  if (!canView) return <PermissionDenied what="Recalls" />;
  const r = read.currentData;

  async function closeRecall(recall: RecallDetail) {
    if (!(await confirmAction('Close this recall?', `Close recall ${recall.recall_no} at ${pct(recall.totals.effectiveness)} effectiveness? Nothing more can be logged on it.`, 'Yes, close it'))) return;
    try {
      await close.run({ params: { recall_id: recall.recall_id } });
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  return (
    <div className="p-3">
      <nav aria-label="Recalls" className="small mb-2">
        <Link to="/regulatory/recalls">Back to Recalls</Link>
      </nav>
      <h1 className="h4">{r ? `Recall ${r.recall_no}` : 'Recall'}</h1>
      <LoadState what="the recall" isLoading={read.isLoading} error={valid ? read.error : undefined} empty={!valid} emptyText="Recall not found." onRetry={() => void read.refetch()}>
        {() =>
          r && (
            <>
              <Facts
                perRow={2}
                facts={[
                  ['Product', `${r.product_code} ${r.product_name}`],
                  ['Class', `${recallClassLabel(r.recall_class)}: ${RECALL_CLASSES.find((c) => c.value === r.recall_class)?.meaning ?? ''}`],
                  ['Initiated On', r.initiated_on],
                  ['Status', r.status === 'open' ? 'Open' : 'Closed'],
                  { label: 'Reason', value: r.reason, wide: true },
                  ['Started By', r.created_by],
                ]}
              />
              <section aria-labelledby="recall-effect">
                <SectionHeading id="recall-effect">Effectiveness</SectionHeading>
                <Facts
                  perRow={2}
                  aria-label="Effectiveness figures"
                  facts={[
                    ['Distributed', r.totals.distributed.toLocaleString('en-PH')],
                    ['Recovered', r.totals.recovered.toLocaleString('en-PH')],
                    ['Still Out', r.totals.outstanding.toLocaleString('en-PH')],
                    ['Effectiveness', <strong key="e">{pct(r.totals.effectiveness)}</strong>],
                    ['Customers', `${r.totals.customers} (${r.totals.notified} notified)`],
                  ]}
                />
              </section>
              <Stack direction="horizontal" gap={2} className="mb-3 flex-wrap">
                <Button size="sm" variant="outline-primary" disabled={!r.customers.length} onClick={() => void printRecallNotices(r, r.customers)}>
                  Print Notices (PDF)
                </Button>
                <ExportButton scope="view_regulatory" path={recallExportEp.path.replace(':recall_id', String(r.recall_id))} body={() => ({})} label="Export Customers" />
                {r.status === 'open' && (
                  <Can scopes={['manage_recalls']}>
                    <Button size="sm" variant="primary" disabled={!r.customers.length} onClick={() => setNotifying(true)}>
                      Log Notification
                    </Button>
                    <Button size="sm" variant="outline-danger" className="ms-auto" onClick={() => void closeRecall(r)} disabled={close.isLoading}>
                      Close Recall
                    </Button>
                  </Can>
                )}
              </Stack>
              <SectionHeading>Customers that received the batches</SectionHeading>
              <ResultTable<RecallCustomer>
                label="Customers that received the batches"
                rows={r.customers}
                columns={recallCustomerColumns}
                rowKey={(c) => String(c.customer_id)}
                render={{
                  customer_name: (c) => <Link to={`/view/customer/${encodeURIComponent(c.customer_code)}`}>{c.customer_name}</Link>,
                  effectiveness: (c) => pct(c.effectiveness),
                }}
                empty="No customer received these batches."
              />
              <SectionHeading spaced>Batches</SectionHeading>
              <ResultTable<RecallBatch> label="Batches recalled" rows={r.batches} columns={batchColumns} rowKey={(b) => String(b.batch_id)} />
              <SectionHeading spaced>Returns since the recall began</SectionHeading>
              <ResultTable<RecallReturn>
                label="Returns since the recall began"
                rows={r.returns}
                columns={returnColumns}
                rowKey={(x) => `${x.srpf_no}-${x.batch_no}-${x.date}`}
                empty="Nothing has come back yet."
              />
              <SectionHeading spaced>Notifications</SectionHeading>
              <ResultTable<RecallNotification> label="Notifications" rows={r.notifications} columns={notificationColumns} rowKey={(n) => String(n.notification_id)} empty="No notification has been logged." />
              {notifying && <NotifyModal recall={r} onClose={() => setNotifying(false)} />}
            </>
          )
        }
      </LoadState>
    </div>
  );
}
