import FileInput from '../form/FileInput';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import {
  paymentTermText,
  PR_ATTACHMENT_LABEL,
  PR_TAG,
  prFormBody,
  moqProblems,
  PO_STATUS_NAMES,
  SELECT_SUPPLIER,
  showPurchaseRequestEp,
  supplierProductsEp,
  type PrStatus,
  type PurchaseRequest,
  type SupplierOption,
  type SupplierProduct,
} from '../../../contract/purchasing';
import type { Scope } from '../../../contract/scopes';
import { toApiError } from '../../api/ApiError';
import { invalidateTag, useRead, useWrites } from '../../api/kitApi';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { confirmAction, showError } from '../dialogs';
import DateField from '../filters/DateField';
import SearchSelect, { type SelectOption } from '../filters/SearchSelect';
import FormError from '../FormError';
import { StoredFileLink } from '../upload';
import { MAX_UPLOAD_FILES, uploadProblem, UPLOAD_KINDS, UPLOAD_MESSAGES } from '../../../contract/uploads';
import { usePermissionCheck } from '../permissions';
import { PLEASE_WAIT, PLEASE_WAIT_SAVING, withProgress } from '../progressToast';
import { PR_BUTTON_ENDPOINT, prApi } from './api';
import PaymentTermsFields, { emptyTerms, type TermsDraft } from './PaymentTermsFields';
import PoTrailModal from './PoTrailModal';
import PrLinesTable, { lineOf, type FormLine } from './PrLinesTable';
import ProductListModal from './ProductListModal';
import { BUTTON_LABEL, buttonsForStatus, canSubmitLines, CONFIRM, editableFor, formTitle, grandTotal, KEEP_CHANGES_FIRST, SAVES_THE_FORM, type PrButton } from './rules';

export interface PurchaseRequestFormProps {
  /** An existing request; absent for a new one. */
  prId?: number;
  /** A new request started elsewhere (a product's forecast): its supplier and products. */
  preset?: { supplier: SupplierOption; products: SupplierProduct[] };
  /** After an action succeeded: which one, the status before it, the request as saved. */
  onDone: (button: PrButton, before: PrStatus | null, pr: PurchaseRequest) => void;
  /** "Back to List", when the form is a page: the status tells which list. */
  onBack?: (status: PrStatus | null) => void;
  /** The title goes to the caller (a floating window shows it in its own bar). */
  onTitle?: (title: string) => void;
}

const SCOPE: Record<PrButton, Scope> = {
  save: 'can_create_purchase_request',
  update: 'can_update_purchase_request',
  approve: 'can_approve_purchase_request',
  decline: 'can_decline_purchase_request',
  cancel: 'can_cancel_purchase_request',
};

const supplierOption = (s: SupplierOption): SelectOption => ({ value: String(s.vendor_id), label: `${s.vendor_code} - ${s.company_name}` });
const termsOf = (pr: PurchaseRequest): TermsDraft => ({
  term_po: String(Number(pr.term_po)),
  term_dr: String(Number(pr.term_dr)),
  term_transit: String(Number(pr.term_transit)),
  term_pdc: pr.term_pdc.map((t) => ({ percentage: String(Number(t.percentage)), days: String(t.days) })),
});
const productTerms = (p: SupplierProduct): TermsDraft => ({
  term_po: String(Number(p.percent_down_payment)),
  term_dr: String(Number(p.percent_upon_delivery)),
  term_transit: String(Number(p.percent_intransit)),
  term_pdc: [],
});
const noTerms = (t: TermsDraft) => paymentTermText(t) === '';
const PROGRESS = { autoClose: false, closeOnClick: false, closeButton: false, draggable: false } as const;
const LOAD_FAILED = 'The purchase request could not be loaded.';
const PRODUCTS_FAILED = 'Unable to load the products.';

/**
 * The Purchase Request (Stocks) form (spec 001 §2, §4, §5), used by the
 * purchasing pages and by the product detail's Purchase Request Form. An
 * existing request is read through the cache ("Please wait ..." while the
 * first answer is awaited); the form starts from the answer. Which buttons
 * show and what can be edited follow the contract's state machine; the
 * server checks the same rules and recomputes every amount.
 */
export default function PurchaseRequestForm(props: PurchaseRequestFormProps) {
  const { prId } = props;
  const show = useRead(showPurchaseRequestEp, { params: { pr_hdr_id: prId ?? 0 } }, { skip: prId === undefined });
  const pr = show.currentData as PurchaseRequest | undefined;

  const firstLoad = show.isLoading;
  useEffect(() => {
    if (!firstLoad) return;
    const id = toast.loading(PLEASE_WAIT, PROGRESS);
    return () => toast.dismiss(id);
  }, [firstLoad]);

  // The server's words in a dialog, once per failed request.
  const failedRequest = show.isError ? show.requestId : undefined;
  const problem = show.error ? show.error.messages.join('\n') : '';
  const told = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!failedRequest || told.current === failedRequest) return;
    told.current = failedRequest;
    void showError('Oops...', problem);
  }, [failedRequest, problem]);

  if (prId === undefined) return <PrFormBody {...props} pr={null} />;
  // A request in hand stays on screen while it is read again (after a write).
  if (pr) return <PrFormBody key={pr.pr_hdr_id} {...props} pr={pr} />;
  if (show.isError) return <FormError message={LOAD_FAILED} />;
  return <div role="status">Loading…</div>;
}

function PrFormBody({ pr, preset, onDone, onBack, onTitle }: PurchaseRequestFormProps & { pr: PurchaseRequest | null }) {
  const profile = useAppSelector((s) => s.auth.profileData);
  const dispatch = useAppDispatch();
  const allowed = usePermissionCheck();
  const writes = useWrites();
  const [supplier, setSupplier] = useState<SupplierOption | null>(pr?.supplier ?? preset?.supplier ?? null);
  const [lines, setLines] = useState<FormLine[]>(() => (pr ? pr.details.map((d) => lineOf(d, d.requested_qty)) : (preset?.products ?? []).map((p) => lineOf(p))));
  const [dateNeeded, setDateNeeded] = useState(pr?.estimated_delivery_date ?? '');
  const [particulars, setParticulars] = useState(pr?.particulars ?? '');
  const [terms, setTerms] = useState<TermsDraft>(() => (pr ? termsOf(pr) : preset?.products[0] ? productTerms(preset.products[0]) : emptyTerms()));
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState('');
  const [remarks, setRemarks] = useState('');
  const [saving, setSaving] = useState(false);
  const [loadedBody] = useState(() => JSON.stringify(formBody()));
  const [problems, setProblems] = useState('');
  const [trailOpen, setTrailOpen] = useState(false);

  // Add Product: the supplier whose Product List is wanted; its products come through the cache.
  const [pickerFor, setPickerFor] = useState<number | null>(null);
  const products = useRead(supplierProductsEp, { params: { vendor_id: pickerFor ?? 0 } }, { skip: pickerFor === null });
  const picker = pickerFor === null ? undefined : (products.currentData as SupplierProduct[] | undefined);
  const productsLoading = pickerFor !== null && products.isFetching && !picker;
  const productsFailed = pickerFor !== null && products.isError ? products.requestId : undefined;
  const productsProblem = products.error ? products.error.messages.join('\n') || PRODUCTS_FAILED : '';
  useEffect(() => {
    if (productsFailed) toast.error(productsProblem, { toastId: productsFailed });
  }, [productsFailed, productsProblem]);

  const status = pr ? pr.status : null;
  const title = formTitle(status);
  useEffect(() => onTitle?.(title), [onTitle, title]);
  const buttons = buttonsForStatus(status).filter((b) => allowed([SCOPE[b]]));
  const editable = editableFor(status, buttons);
  // Compared with the form as it was loaded: a decision button must not drop what was typed.
  const changed = pr !== null && (JSON.stringify(formBody()) !== loadedBody || files.length > 0);
  const linesOk = canSubmitLines(lines, dateNeeded, saving);
  const moqMessages = moqProblems(lines);

  function addProducts() {
    if (!supplier) {
      toast.warning(SELECT_SUPPLIER);
      return;
    }
    // Asked again after a failure; otherwise the cached list (fresh for 5 minutes) opens at once.
    if (pickerFor === supplier.vendor_id && products.isError) void products.refetch();
    setPickerFor(supplier.vendor_id);
  }

  function applyProducts(chosen: SupplierProduct[]) {
    const kept = new Map(lines.map((l) => [l.product_id, l]));
    setLines(chosen.map((p) => kept.get(p.product_id) ?? lineOf(p)));
    if (chosen[0] && noTerms(terms)) setTerms(productTerms(chosen[0]));
    setPickerFor(null);
  }

  function chooseSupplier(option: SelectOption | null, found: SupplierOption | undefined) {
    const next = option && found ? found : null;
    if (next?.vendor_id !== supplier?.vendor_id) {
      setLines([]);
      setPickerFor(null);
    }
    setSupplier(next);
  }

  function formBody() {
    return {
      supplier: supplier?.vendor_id ?? 0,
      estimated_delivery_date: dateNeeded,
      particulars: particulars || null,
      generate_type: 2,
      payment_term: paymentTermText(terms),
      grand_total: grandTotal(lines),
      term_po: Number(terms.term_po) || 0,
      term_dr: Number(terms.term_dr) || 0,
      term_transit: Number(terms.term_transit) || 0,
      term_pdc: terms.term_pdc.map((t) => ({ percentage: Number(t.percentage) || 0, days: `${Number(t.days) || 0} days` })),
      details: lines.map((l) => ({
        product_id: l.product_id,
        requested_qty: l.requested_qty,
        unit_price: l.cost,
        total_amount: grandTotal([l]),
        lead_time: l.supplier_lead_time,
        payment_term: '',
      })),
    };
  }

  async function act(button: PrButton) {
    setProblems('');
    let body: object;
    if (button === 'save' || button === 'update') {
      // The same schema the server validates with, so the user sees its messages before sending.
      const checked = prFormBody.safeParse(formBody());
      if (!checked.success) {
        setProblems([...new Set(checked.error.issues.map((i) => i.message))].join('\n'));
        return;
      }
      body = button === 'update' ? { ...formBody(), pr_hdr_id: pr!.pr_hdr_id } : formBody();
    } else {
      body = { pr_hdr_id: pr!.pr_hdr_id, ...(remarks.trim() ? { remarks: remarks.trim() } : {}) };
    }
    const c = CONFIRM[button];
    if (!(await confirmAction(c.title, c.text, c.button))) return;
    setSaving(true);
    try {
      // Every action writes the request: "Please wait saving ..." until the server has answered (spec 001 §8).
      // The write invalidates the purchase requests' cache tag: lists, this request and its trail are read again.
      const { saved, attachError } = await withProgress(PLEASE_WAIT_SAVING, async () => {
        const done = (await writes.runOn(PR_BUTTON_ENDPOINT[button], { body: body as never })).result as PurchaseRequest;
        if (!files.length || (button !== 'save' && button !== 'update')) return { saved: done, attachError: null };
        // The request is saved by now: a refused file is reported, and the request is not sent twice.
        return prApi.attach(done.pr_hdr_id, files).then(
          (withFiles) => {
            // A multipart upload is not a kit write: its tag is made stale here.
            dispatch(invalidateTag(PR_TAG));
            return { saved: withFiles, attachError: null };
          },
          (e: unknown) => ({ saved: done, attachError: e }),
        );
      });
      if (attachError) await showError('Attachments not saved', `${saved.pr_no} was saved without its attachments:\n${toApiError(attachError).messages.join('\n')}`);
      setFiles([]);
      onDone(button, status, saved);
    } catch (e) {
      const err = toApiError(e);
      await showError(err.isInvalidRequest ? 'Invalid Request' : 'Oops...', err.messages.join('\n'));
    } finally {
      setSaving(false);
    }
  }

  const preparedBy = pr ? pr.prepared_by : [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return (
    <div className="purchase-request-form">
      {!onTitle && <h1 className="h4">{title}</h1>}
      <div className="row g-3 mb-3">
        {pr && (
          <div className="col-md-3">
            <span className="form-label small d-block">PR No.</span>
            <strong>{pr.pr_no}</strong>
          </div>
        )}
        <div className="col-md-5">
          <SearchSelect
            label="Supplier"
            required
            value={supplier ? String(supplier.vendor_id) : ''}
            valueLabel={supplier ? supplierOption(supplier).label : undefined}
            disabled={!editable.lines || saving}
            loadOptions={async (k) => (await prApi.suppliers(k)).map((s) => ({ ...supplierOption(s), supplier: s }))}
            onChange={(_, option) => chooseSupplier(option, (option as (SelectOption & { supplier?: SupplierOption }) | null)?.supplier)}
          />
        </div>
        <DateField className="col-md-3" label="Requested Delivery Date" required value={dateNeeded} onChange={setDateNeeded} minDate={todayManila()} disabled={!editable.header || saving} />
        <div className="col-md-3">
          <span className="form-label small d-block">Prepared by</span>
          {preparedBy || '—'}
        </div>
        <div className="col-md-3">
          <span className="form-label small d-block">Department</span>
          {pr?.department ?? '—'}
        </div>
        <div className="col-md-3">
          <span className="form-label small d-block">PR Date</span>
          {pr?.pr_date ?? todayManila()}
        </div>
        {pr?.po && (
          <div className="col-md-4">
            <span className="form-label small d-block">Purchase Order</span>
            {pr.po.po_no} ({PO_STATUS_NAMES[pr.po.approved_status]}){' '}
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setTrailOpen(true)}>
              Trail Logs
            </button>
          </div>
        )}
      </div>

      <div className="d-flex justify-content-between align-items-center mb-1">
        <h2 className="h6 mb-0">Products</h2>
        {editable.lines && (
          <span className="d-flex align-items-center gap-2">
            {productsLoading && (
              <span className="small text-muted" role="status">
                Loading products…
              </span>
            )}
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={addProducts} disabled={saving || productsLoading}>
              Add Product
            </button>
          </span>
        )}
      </div>
      <PrLinesTable lines={lines} editable={editable.lines && !saving} onChange={setLines} />
      {moqMessages.length > 0 && <FormError message={moqMessages.join('\n')} />}
      <p className="text-end">
        Grand Total: <strong data-testid="grand-total">{formatMoney(grandTotal(lines))}</strong>
      </p>

      <PaymentTermsFields value={terms} onChange={setTerms} disabled={!editable.header || saving} />

      <div className="mb-3">
        <label className="form-label small w-100">
          Particulars / Special Instructions
          <textarea className="form-control form-control-sm" rows={3} maxLength={2000} value={particulars} disabled={!editable.header || saving} onChange={(e) => setParticulars(e.target.value)} />
        </label>
      </div>

      <div className="mb-3">
        <span className="form-label small d-block">Attachments</span>
        <ul className="list-unstyled small mb-1">
          {pr?.attachments.map((a) => (
            <li key={a.attachment_id}>
              {a.file_url ? <StoredFileLink path={a.file_url} fileName={a.file_name} /> : a.file_name} ({Math.ceil(a.size_bytes / 1024)} KB)
            </li>
          ))}
          {files.map((f) => <li key={f.name}>{f.name} (new)</li>)}
        </ul>
        {editable.header && (
          <FileInput
            ref={fileInput}
            multiple
            size="sm"
            aria-label="Attachments"
            accept={UPLOAD_KINDS.document.types.join(',')}
            onFiles={(chosen) => {
              // Refused here with the server's words, so a saved request rarely comes back without its files.
              const problems = chosen.map((f) => uploadProblem(f, `${PR_ATTACHMENT_LABEL} "${f.name}"`, 'document')).filter(Boolean);
              if (chosen.length > MAX_UPLOAD_FILES) problems.push(UPLOAD_MESSAGES.tooMany);
              setFileProblem(problems.join('\n'));
              setFiles(problems.length ? [] : chosen);
              if (problems.length && fileInput.current) fileInput.current.value = '';
            }}
          />
        )}
        <FormError message={fileProblem} />
      </div>

      {pr && <DecisionInfo pr={pr} />}
      {pr && (buttons.includes('decline') || buttons.includes('cancel')) && (
        <label className="form-label small w-100">
          Remarks (reason to decline or cancel)
          <input className="form-control form-control-sm" maxLength={500} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </label>
      )}

      <FormError message={problems} />
      {changed && buttons.some((b) => !SAVES_THE_FORM.has(b)) && (
        <p id="pr-keep-changes" className="small text-warning-emphasis mb-1">
          {KEEP_CHANGES_FIRST}
        </p>
      )}
      <div className="d-flex gap-2 mt-2">
        {onBack && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onBack(status)}>
            Back to List
          </button>
        )}
        <div className="ms-auto d-flex gap-2">
          {buttons.map((b) => (
            <button
              key={b}
              type="button"
              className={`btn btn-sm ${b === 'decline' || b === 'cancel' ? 'btn-outline-danger' : 'btn-primary'}`}
              disabled={saving || (SAVES_THE_FORM.has(b) ? !linesOk : changed)}
              aria-describedby={changed && !SAVES_THE_FORM.has(b) ? 'pr-keep-changes' : undefined}
              onClick={() => void act(b)}
            >
              {BUTTON_LABEL[b]}
            </button>
          ))}
        </div>
      </div>
      {picker && <ProductListModal products={picker} selected={lines.map((l) => l.product_id)} onApply={applyProducts} onClose={() => setPickerFor(null)} />}
      {trailOpen && pr?.po && <PoTrailModal poHdrId={pr.po.po_hdr_id} poNo={pr.po.po_no} onClose={() => setTrailOpen(false)} />}
    </div>
  );
}

function DecisionInfo({ pr }: { pr: PurchaseRequest }) {
  const rows: [string, string | null, string | null][] = [
    ['Approved', pr.approved_by, pr.approved_at],
    ['Declined', pr.declined_by, pr.declined_at],
    ['Cancelled', pr.cancelled_by, pr.cancelled_at],
  ];
  const shown = rows.filter(([, by, at]) => by || at);
  if (shown.length === 0 && !pr.remarks) return null;
  return (
    <dl className="row small mb-2">
      {shown.map(([what, by, at]) => (
        <div key={what} className="col-md-4">
          <dt>{what} by</dt>
          <dd>
            {by ?? '—'} {at && <span className="text-muted">on {at}</span>}
          </dd>
        </div>
      ))}
      {pr.remarks && (
        <div className="col-md-12">
          <dt>Remarks</dt>
          <dd>{pr.remarks}</dd>
        </div>
      )}
    </dl>
  );
}
