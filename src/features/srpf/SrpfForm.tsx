import { Alert, Badge, Button, Col, Form, Row, Stack, Table } from 'react-bootstrap';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  SRPF_DISPOSITIONS,
  SRPF_MESSAGES as M,
  SRPF_ORDER_SEARCH_DEBOUNCE_MS,
  SRPF_REASONS,
  SRPF_TYPES,
  createSrpfEp,
  srpfByNoEp,
  srpfCustomerDetailsEp,
  srpfSearchCustomerEp,
  srpfTotals,
  srpfWorkflow,
  updateSrpfEp,
  type SrpfCustomer,
  type SrpfType,
  type SrpfView,
} from '../../../contract/srpf';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess, showWarning } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import { formatMoney } from '../../lib/money';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import AgingModal from './AgingModal';
import DeclinedReasonModal from './DeclinedReasonModal';
import { amountsOf, digits, lineOfOrder, linesOfView, maxOf, refOfAging, twoDecimals, type FormLine, type FormRef } from './formState';
import OrderSearchModal from './OrderSearchModal';
import { SRPF_HOME } from './SrpfPage';
import SrpfAttachments from './SrpfAttachments';
import SubmitSrpfModal from './SubmitSrpfModal';
import DateInput from '../../components/form/DateInput';
import { Facts } from '../../components/Facts';
import { recallListEp } from '../../../contract/recalls';
import { useLineKeys } from '../../components/form/useLineKeys';

type Disposition = keyof typeof SRPF_DISPOSITIONS;

/**
 * Add New / Edit SRPF (spec §2.9, §5): the customer, date and type, the lines
 * chosen from the customer's orders (quantity capped at what is left, pack or
 * loose, reason, the 60-40 rule), the disposition with its references, the
 * totals of §9, and Save/Update (00013) after their questions. The server
 * computes the amounts again; the form shows what it will store.
 */
export default function SrpfForm({ customerCode, srpfNo }: { customerCode?: string; srpfNo?: string }) {
  // Enter walks the lines' fields, left to right and down.
  const lineKeys = useLineKeys();
  // Enter walks the lines' fields, left to right and down.
  const refKeys = useLineKeys();
  const id = useId();
  const navigate = useNavigate();
  const write = useWrites();
  const canSubmit = usePermission('approval_Srpf');
  const [customer, setCustomer] = useState<SrpfCustomer | null>(null);
  const [search, setSearch] = useState('');
  const [date, setDate] = useState('');
  const [type, setType] = useState<SrpfType | ''>('SRPF');
  const [remarks, setRemarks] = useState('');
  // Issue 28: a pull-out may name the open recall it answers (only who sees the recalls chooses; others leave it as it is).
  const canSeeRecalls = usePermission('view_regulatory');
  const [recallId, setRecallId] = useState('');
  const recalls = useRead(recallListEp, { query: { page: 0, page_size: 100, order_by: 'initiated_on', direction: 'desc' } }, { skip: !canSeeRecalls });
  const openRecalls = (recalls.currentData ?? []).filter((r) => r.status === 'open' || String(r.recall_id) === recallId);
  const [disposition, setDisposition] = useState<Disposition>('apply_aging');
  const [lines, setLines] = useState<FormLine[]>([]);
  const [refs, setRefs] = useState<FormRef[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [modal, setModal] = useState<'orders' | 'aging' | 'reasons' | 'submit' | null>(null);
  const [loaded, setLoaded] = useState<SrpfView | null>(null);
  const [pendingFiles, setPendingFiles] = useState(0);

  const byCode = useRead(srpfCustomerDetailsEp, { query: { customer_code: customerCode ?? '' } }, { skip: !customerCode });
  const byNo = useRead(srpfByNoEp, { query: { srpf_no: srpfNo ?? '' } }, { skip: !srpfNo });
  const settled = useDebouncedValue(search.trim(), SRPF_ORDER_SEARCH_DEBOUNCE_MS);
  const found = useRead(srpfSearchCustomerEp, { query: { search_param: settled } }, { skip: settled.length < 2 || customer !== null });

  useEffect(() => {
    if (byCode.data) choose(byCode.data);
  }, [byCode.data]);
  useEffect(() => {
    const v = byNo.data;
    if (!v) return;
    setLoaded(v);
    // A refetch after an upload refreshes the attachments only: unsaved edits stay.
    if (loaded?.srpf_id === v.srpf_id) return;
    setCustomer({ customer_id: v.customer_id, customer_code: v.customer_code ?? '', customer_name: v.customer_name ?? '', address: v.address, channel: null, has_billing: true });
    setDate(v.srpf_date);
    setType(v.srpf_type);
    setRemarks(v.remarks ?? '');
    setRecallId(v.recall_id ? String(v.recall_id) : '');
    setDisposition(v.disposition ?? 'apply_aging');
    setLines(linesOfView(v));
    setRefs(v.disposition_reference.map((r) => ({ ...r })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [byNo.data]);

  function choose(c: SrpfCustomer) {
    setCustomer(c);
    setSearch('');
    if (!c.has_billing) void showWarning(M.warning, M.noBilling);
  }

  const totals = srpfTotals(lines.map(amountsOf), disposition === 'apply_aging' ? refs.map((r) => r.applied_amount) : []);
  const editable = !loaded || srpfWorkflow.actions.submit.from.includes(loaded.status);

  function setLine(n: number, patch: Partial<FormLine>) {
    setLines((ls) => ls.map((l, i) => (i === n ? { ...l, ...patch } : l)));
  }
  function setQuantity(n: number, raw: string) {
    const l = lines[n];
    const q = digits(raw);
    const max = maxOf(l);
    if (q !== '' && Number(q) > max) {
      void showWarning(M.warning, M.maxQuantity(max));
      setLine(n, { quantity: String(max) });
    } else setLine(n, { quantity: q });
  }
  function setLoose(n: number, isLoose: boolean) {
    const l = { ...lines[n], is_loose: isLoose };
    setLine(n, { is_loose: isLoose, quantity: Number(l.quantity) > maxOf(l) ? String(maxOf(l)) : l.quantity });
  }
  async function removeLine(n: number) {
    if (await confirmAction('Remove row?', M.confirmRemoveRow, 'Yes, remove')) setLines((ls) => ls.filter((_, i) => i !== n));
  }
  function openOrders() {
    if (!customer) return void showWarning(M.warning, M.selectCustomerFirst);
    setModal('orders');
  }
  function openAging() {
    if (!customer) return void showWarning(M.warning, M.selectACustomer);
    setModal('aging');
  }
  function changeDisposition(d: Disposition) {
    setDisposition(d);
    if (d === 'apply_advances') setRefs([]);
  }
  function reset() {
    setCustomer(null);
    setSearch('');
    setDate('');
    setType('SRPF');
    setRemarks('');
    setRecallId('');
    setDisposition('apply_aging');
    setLines([]);
    setRefs([]);
    setErrors({});
  }
  async function clearAll() {
    if (await confirmAction('Clear all fields?', M.confirmClear, 'Yes, clear')) reset();
  }

  /** The checks of §5 the browser can make; the server makes them all again. */
  function problems(): Record<string, string[]> {
    const p: Record<string, string[]> = {};
    if (!customer) p.customer_id = [M.selectACustomer];
    if (!date) p.srpf_date = [M.dateRequired];
    if (!type) p.srpf_type = [M.typeRequired];
    if (!lines.length) p.lines = [M.noLines];
    lines.forEach((l, n) => {
      if (!l.reason) p[`lines.${n}.reason`] = ['Choose a reason.'];
      if (!Number(l.quantity)) p[`lines.${n}.quantity`] = ['Quantity is required.'];
    });
    return p;
  }

  async function save() {
    const p = problems();
    setErrors(p);
    if (Object.keys(p).length) return;
    const zero = lines.find((l) => Number(l.diluted_cost) === 0);
    if (zero) return void showWarning(M.warning, M.dilutedCostZero(zero.product_name));
    if (!(await confirmAction(loaded ? 'Update?' : 'Save?', loaded ? M.confirmUpdate : M.confirmSave, loaded ? 'Yes, update' : 'Yes, save'))) return;
    const body = {
      customer_id: customer!.customer_id,
      srpf_date: date,
      srpf_type: type as SrpfType,
      remarks: remarks.trim() || null,
      ...(canSeeRecalls ? { recall_id: recallId ? Number(recallId) : null } : {}),
      disposition,
      disposition_reference: disposition === 'apply_aging' ? refs.map((r) => ({ si_id: r.si_id, applied_amount: r.applied_amount })) : [],
      lines: lines.map((l) => ({ transaction_id: l.transaction_id, quantity: Number(l.quantity), is_loose: l.is_loose, reason: l.reason as (typeof SRPF_REASONS)[number] })),
    };
    try {
      const res = loaded ? await write.runOn(updateSrpfEp, { body: { ...body, srpf_id: loaded.srpf_id } }) : await write.runOn(createSrpfEp, { body });
      await showSuccess(M.submittedDialog, res.result.message);
      reset();
      setLoaded(null);
      navigate(SRPF_HOME);
    } catch (err) {
      const e = toApiError(err);
      setErrors(e.fields);
      await showError('Error', e.messages.join('\n') || M.processing);
    }
  }

  if (customerCode && byCode.error) {
    return (
      <Alert variant="danger">{M.invalidCustomerCode(customerCode)}</Alert>
    );
  }
  if (srpfNo && byNo.error) {
    return (
      <Alert variant="danger">{M.recordNotFound}</Alert>
    );
  }
  if (srpfNo && !loaded) return <p role="status">Loading SRPF…</p>;

  const err = (k: string) =>
    errors[k] ? (
      <Form.Control.Feedback type="invalid" className="d-block" id={`${id}-${k}-error`}>
        {errors[k].join(' ')}
      </Form.Control.Feedback>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      aria-label={loaded ? `Edit SRPF ${loaded.srpf_no}` : 'New SRPF'}
    >
      {loaded && (
        <Stack direction="horizontal" gap={2} className="mb-2">
          <strong>{loaded.srpf_no}</strong>
          <Badge bg="secondary">{srpfWorkflow.statuses[loaded.status]}</Badge>
          <Button size="sm" variant="outline-secondary" onClick={() => setModal('reasons')}>
            Declined Reason
          </Button>
        </Stack>
      )}
      <Row className="g-2 mb-3">
        <Col md={5}>
          <Form.Label className="small mb-0" htmlFor={`${id}-customer`}>
            Customer <span className="text-danger" aria-hidden="true">*</span>
          </Form.Label>
          {customer ? (
            <Stack direction="horizontal" gap={2}>
              <span id={`${id}-customer`}>
                {customer.customer_code} {customer.customer_name}
              </span>
              {editable && !loaded && (
                <Button size="sm" variant="outline-secondary" onClick={() => setCustomer(null)}>
                  Change
                </Button>
              )}
            </Stack>
          ) : (
            <>
              <Form.Control id={`${id}-customer`} size="sm" value={search} maxLength={100} placeholder="Search code or name" onChange={(e) => setSearch(e.target.value)} />
              {(found.data ?? []).slice(0, 8).map((c) => (
                <Button key={c.customer_id} variant="link" size="sm" className="d-block p-0" onClick={() => choose(c)}>
                  {c.customer_code} {c.customer_name}
                </Button>
              ))}
            </>
          )}
          {err('customer_id')}
        </Col>
        <Col md={3}>
          <Form.Label className="small mb-0" htmlFor={`${id}-date`}>
            Date <span className="text-danger" aria-hidden="true">*</span>
          </Form.Label>
          <DateInput id={`${id}-date`} invalid={Boolean(errors.srpf_date)} value={date} onValue={(v) => setDate(v)} aria-required />
          {err('srpf_date')}
        </Col>
        <Col md={4}>
          <Form.Label className="small mb-0" htmlFor={`${id}-type`}>
            Type <span className="text-danger" aria-hidden="true">*</span>
          </Form.Label>
          <Form.Select id={`${id}-type`} size="sm" value={type} onChange={(e) => setType(e.target.value as SrpfType)} aria-required>
            {Object.entries(SRPF_TYPES).map(([v, l]) => (
              <option key={v} value={v}>
                {v} ({l})
              </option>
            ))}
          </Form.Select>
          {err('srpf_type')}
        </Col>
      </Row>

      <Stack direction="horizontal" gap={2} className="mb-2">
        <Button size="sm" variant="primary" onClick={openOrders} disabled={!editable}>
          Show Customer Orders
        </Button>
      </Stack>
      {err('lines')}
      <Table responsive size="sm" bordered className="small align-middle">
          <caption className="visually-hidden">Products to return</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Batch / Expiry</th>
              <th scope="col">DR / SI</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit</th>
              <th scope="col" className="text-end">Unit Cost</th>
              <th scope="col" className="text-end">Total Cost</th>
              <th scope="col">Reason</th>
              <th scope="col" className="text-end">Near Expiry</th>
              <th scope="col" className="text-end">Applicable</th>
              <th scope="col"><span className="visually-hidden">Remove</span></th>
            </tr>
          </thead>
          <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
            {lines.length === 0 && (
              <tr>
                <td colSpan={11} className="text-muted">
                  No products yet: choose them from the customer&apos;s orders.
                </td>
              </tr>
            )}
            {lines.map((l, n) => {
              const a = amountsOf(l);
              return (
                <tr key={`${l.transaction_id}-${n}`}>
                  <td>{l.product_name}</td>
                  <td>
                    {l.batch_no} / {l.expiry_date}
                  </td>
                  <td>
                    {l.dr_no} / {l.si_number}
                  </td>
                  <td style={{ width: 110 }}>
                    <Form.Control
                      size="sm"
                      isInvalid={Boolean(errors[`lines.${n}.quantity`])}
                      inputMode="numeric"
                      aria-label={`Quantity of ${l.product_name}`}
                      value={l.quantity}
                      disabled={!editable}
                      onChange={(e) => setQuantity(n, e.target.value)}
                    />
                    {err(`lines.${n}.quantity`)}
                  </td>
                  <td>
                    <Form.Select size="sm" aria-label={`Unit of ${l.product_name}`} value={l.is_loose ? 'loose' : 'pack'} disabled={!editable} onChange={(e) => setLoose(n, e.target.value === 'loose')}>
                      <option value="pack">Pack ({l.qty_per_pack})</option>
                      <option value="loose">Loose</option>
                    </Form.Select>
                  </td>
                  <td className="text-end">{formatMoney(a.unit_cost)}</td>
                  <td className="text-end">{formatMoney(a.total_cost)}</td>
                  <td>
                    <Form.Select
                      size="sm"
                      isInvalid={Boolean(errors[`lines.${n}.reason`])}
                      aria-label={`Reason for ${l.product_name}`}
                      value={l.reason}
                      disabled={!editable}
                      onChange={(e) => setLine(n, { reason: e.target.value })}
                    >
                      <option value="">Choose…</option>
                      {SRPF_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </Form.Select>
                    {err(`lines.${n}.reason`)}
                  </td>
                  <td className="text-end">{formatMoney(a.near_expiry_amount)}</td>
                  <td className="text-end">{formatMoney(a.applicable_amount)}</td>
                  <td>
                    <Button size="sm" variant="outline-danger" disabled={!editable} onClick={() => void removeLine(n)} aria-label={`Remove ${l.product_name}`}>
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
      </Table>

      <fieldset className="mb-3">
        <legend className="h6">Disposition</legend>
        {(Object.keys(SRPF_DISPOSITIONS) as Disposition[]).map((d) => (
          <Form.Check
            inline
            type="radio"
            key={d}
            name={`${id}-disposition`}
            id={`${id}-${d}`}
            label={SRPF_DISPOSITIONS[d]}
            checked={disposition === d}
            disabled={!editable}
            onChange={() => changeDisposition(d)}
          />
        ))}
        <Button size="sm" variant="outline-primary" className="ms-2" disabled={disposition !== 'apply_aging' || !editable} onClick={openAging}>
          Choose DR/SI
        </Button>
        {err('disposition_reference')}
        {refs.length > 0 && (
          <Table size="sm" className="small mt-2">
            <caption className="visually-hidden">Invoices the return is applied to</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Due Date</th>
                <th scope="col">DR No.</th>
                <th scope="col">SI No.</th>
                <th scope="col" className="text-end">Current Balance</th>
                <th scope="col">Applied Amount</th>
                <th scope="col"><span className="visually-hidden">Remove</span></th>
              </tr>
            </thead>
            <tbody ref={refKeys.ref} onKeyDown={refKeys.onKeyDown}>
              {refs.map((r, n) => (
                <tr key={r.si_id}>
                  <td>{r.date}</td>
                  <td>{r.due_date}</td>
                  <td>{r.dr_no}</td>
                  <td>{r.si_no}</td>
                  <td className="text-end">{formatMoney(r.current_balance)}</td>
                  <td>
                    <Form.Control
                      size="sm"
                      inputMode="decimal"
                      aria-label={`Applied amount on SI ${r.si_no}`}
                      value={r.applied_amount}
                      disabled={!editable}
                      onChange={(e) => setRefs(refs.map((x, i) => (i === n ? { ...x, applied_amount: twoDecimals(e.target.value) } : x)))}
                    />
                    {err(`disposition_reference.${n}.applied_amount`)}
                  </td>
                  <td>
                    <Button size="sm" variant="outline-danger" disabled={!editable} onClick={() => setRefs(refs.filter((_, i) => i !== n))} aria-label={`Remove SI ${r.si_no}`}>
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </fieldset>

      <Facts
        perRow={2}
        className="small mb-3"
        aria-label="Totals"
        facts={[
          ['Total Amount', <span data-testid="total-amount">{formatMoney(totals.total_amount)}</span>],
          ['Near Expiry Amount', <span data-testid="total-near">{formatMoney(totals.total_amount_near_ex)}</span>],
          ['Applicable Amount', <span data-testid="total-applicable">{formatMoney(totals.applicable_amount)}</span>],
          ['Total Applied', formatMoney(totals.total_applied)],
          ['Total Balance', formatMoney(totals.total_balance)],
        ]}
      />

      <Form.Group className="mb-3" controlId={`${id}-remarks`}>
        <Form.Label className="small mb-0">Remarks</Form.Label>
        <Form.Control as="textarea" size="sm" rows={2} maxLength={1000} value={remarks} disabled={!editable} onChange={(e) => setRemarks(e.target.value)} />
      </Form.Group>
      {canSeeRecalls && (
        <Form.Group className="mb-3" controlId={`${id}-recall`}>
          <Form.Label className="small mb-0">Pull-Out for Recall (optional)</Form.Label>
          <Form.Select size="sm" value={recallId} disabled={!editable} onChange={(e) => setRecallId(e.target.value)}>
            <option value="">None</option>
            {openRecalls.map((r) => (
              <option key={r.recall_id} value={r.recall_id}>
                {r.recall_no}: {r.product_code} {r.product_name} (batches {r.batch_nos})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}

      {loaded && <SrpfAttachments srpf={loaded} editable={editable} onPending={setPendingFiles} />}

      <Stack direction="horizontal" gap={2}>
        {editable && (
          <Button type="submit" variant="success" disabled={write.isLoading}>
            {loaded ? 'Update' : 'Save'}
          </Button>
        )}
        {!loaded && (
          <Button variant="outline-secondary" onClick={() => void clearAll()}>
            Clear
          </Button>
        )}
        {loaded && editable && canSubmit && (
          // A return goes for approval with its documents: files chosen but not sent, or none uploaded yet, block it (the server refuses it too).
          <Button variant="primary" onClick={() => (pendingFiles || !loaded.attachments.length ? void showWarning(M.warning, M.notUploaded) : setModal('submit'))}>
            For Approval
          </Button>
        )}
      </Stack>

      {modal === 'orders' && customer && (
        <OrderSearchModal
          customerId={customer.customer_id}
          chosen={lines.map((l) => l.transaction_id)}
          onClose={() => setModal(null)}
          onPick={(o) => {
            setLines((ls) => [...ls, lineOfOrder(o)]);
            setModal(null);
          }}
        />
      )}
      {modal === 'aging' && customer && (
        <AgingModal
          customerId={customer.customer_id}
          chosen={refs.map((r) => r.si_id)}
          onClose={() => setModal(null)}
          onPick={(rows) => {
            setRefs([...refs, ...rows.map((a) => refOfAging(a, a.amount))]);
            setModal(null);
          }}
        />
      )}
      {modal === 'reasons' && loaded && <DeclinedReasonModal srpfNo={loaded.srpf_no} onClose={() => setModal(null)} />}
      {modal === 'submit' && loaded && (
        <SubmitSrpfModal
          srpf={loaded}
          onClose={() => setModal(null)}
          onRefused={(text) => void showWarning(M.warning, text)}
          onDone={() => {
            setModal(null);
            navigate(SRPF_HOME);
          }}
        />
      )}
    </form>
  );
}
