import { Alert, Button, Form, Spinner, Stack, Table } from 'react-bootstrap';
import { useState } from 'react';
import { lotTraceEp, lotTraceExportEp, MOVEMENT_MODULES, MOVEMENT_STATUS, recallColumns, type LotEvent, type RecallRow } from '../../../contract/inventoryReports';
import { columns } from '../../../contract/kit';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import ScrollRegion from '../../components/ScrollRegion';
import ResultTable from '../../components/ResultTable';

const eventColumns = columns<LotEvent>()([
  { key: 'transaction_date', header: 'Date', kind: 'date' },
  { key: 'module', header: 'Module', kind: 'status', labels: MOVEMENT_MODULES },
  { key: 'source_document', header: 'Document', kind: 'text' },
  { key: 'movement_type', header: 'In/Out', kind: 'text' },
  { key: 'quantity', header: 'Quantity', kind: 'quantity' },
  { key: 'warehouse', header: 'Warehouse', kind: 'text' },
  { key: 'pallet', header: 'Pallet', kind: 'text' },
  { key: 'party', header: 'Supplier / Customer', kind: 'text' },
  { key: 'status', header: 'Status', kind: 'status', labels: MOVEMENT_STATUS },
]);

/**
 * Lot trace for a recall: a batch number to every receipt, pallet, transfer,
 * delivery and return of it, and the customers still holding it (the recall
 * list, exportable).
 */
export default function LotTrace() {
  const [draft, setDraft] = useState('');
  const [batch, setBatch] = useState('');
  const trace = useRead(lotTraceEp, { body: { batch_no: batch } }, { skip: !batch });
  const data = batch ? trace.currentData : undefined;
  return (
    <section aria-label="Lot trace">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          setBatch(draft.trim());
        }}
      >
        <Stack direction="horizontal" gap={2} className="align-items-end mb-3 flex-wrap">
          <Form.Group controlId="lot-trace-batch">
            <Form.Label className="small mb-1">Batch No.</Form.Label>
            <Form.Control size="sm" value={draft} maxLength={60} required onChange={(e) => setDraft(e.target.value)} />
          </Form.Group>
          <Button type="submit" size="sm" disabled={!draft.trim()}>
            Trace
          </Button>
          {data && <ExportButton scope="view_inventory_movement" path={lotTraceExportEp.path} body={() => ({ batch_no: batch })} label="Export Recall List" />}
        </Stack>
      </Form>
      {!batch ? (
        <p className="text-muted" role="status">
          Enter a batch number and press Trace.
        </p>
      ) : trace.isFetching ? (
        <p className="text-muted" role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Tracing {batch}…
        </p>
      ) : trace.isError ? (
        <Alert variant="danger">{trace.error?.messages.join('\n') || 'The lot trace could not be loaded. Please try again.'}</Alert>
      ) : data ? (
        <>
          <h2 className="h6">Batch</h2>
          <ScrollRegion label="Traced batches">
            <Table size="sm" className="mb-3">
              <thead className="table-light">
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Batch No.</th>
                  <th scope="col">Manufactured</th>
                  <th scope="col">Expiry</th>
                  <th scope="col" className="text-end">
                    On Hand
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.batches.map((b) => (
                  <tr key={b.batch_id}>
                    <td>
                      {b.product_name} ({b.product_code})
                    </td>
                    <td>{b.batch_no}</td>
                    <td>{b.manufacturing_date ?? ''}</td>
                    <td>{b.expiry_date}</td>
                    <td className="text-end">{b.on_hand.toLocaleString('en-PH')}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
          <h2 className="h6">Recall list: customers who received it</h2>
          <ResultTable<RecallRow> label="Recall list" rows={data.recall} columns={recallColumns} rowKey={(r) => r.key} empty="No customer received this batch." />
          <h2 className="h6 mt-3">Every movement of the batch</h2>
          <ResultTable<LotEvent> label="Batch movements" rows={data.events} columns={eventColumns} rowKey={(r) => String(r.movement_id)} empty="The batch has no movements." />
        </>
      ) : null}
    </section>
  );
}
