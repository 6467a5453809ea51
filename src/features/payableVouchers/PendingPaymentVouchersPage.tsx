import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pesos } from '../../../contract/collections';
import { cvBanksEp, cvCreateEp, cvInput } from '../../../contract/checkVouchers';
import { PAYEE_TYPES, pvPendingPaymentEp } from '../../../contract/payableVouchers';
import type { ApiError } from '../../api/ApiError';
import { usePage, useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { CV_PATH } from './paths';
import DateInput from '../../components/form/DateInput';
import { Alert, Button, Form, Table } from 'react-bootstrap';

const cents = (s: string) => Math.round(Number(s) * 100);

/**
 * Approved payable vouchers not yet paid, oldest first: tick one or several
 * of one payee, choose the bank account and the check date, and write the
 * check voucher (it takes the account's next check number).
 */
export default function PendingPaymentVouchersPage() {
  const navigate = useNavigate();
  const search = useListSearch('pending-payment');
  const page = usePage(pvPendingPaymentEp, { query: { page: 0, page_size: 500, order_by: 'pv_date', direction: 'asc', search: search.text || undefined } });
  const banks = useRead(cvBanksEp);
  const write = useWrite(cvCreateEp);
  const [picked, setPicked] = useState<number[]>([]);
  const [bank, setBank] = useState('');
  const [checkDate, setCheckDate] = useState(todayManila());
  const [particulars, setParticulars] = useState('');
  const [error, setError] = useState<string>();
  const rows = page.currentData?.rows ?? [];
  const chosen = rows.filter((r) => picked.includes(r.payable_voucher_hdr_id));
  const payee = chosen[0] ? `${chosen[0].payee_type}:${chosen[0].payee_code}` : null;
  const total = chosen.reduce((s, r) => s + cents(r.net_payable), 0);
  const nextNo = banks.data?.find((b) => String(b.bank_account_id) === bank)?.next_check_no;

  function toggle(id: number) {
    setError(undefined);
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  }

  async function writeCheck() {
    setError(undefined);
    const parsed = cvInput.safeParse({ bank_account_id: bank ? Number(bank) : undefined, check_date: checkDate, particulars: particulars || null, pv_ids: picked });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join('\n'));
    if (!(await confirmAction('Write the check voucher?', `A check of ${formatMoney(pesos(total))} to ${chosen[0].payee_name}.`))) return;
    try {
      const r = await write.run({ body: parsed.data });
      setPicked([]);
      await showSuccess('Your work has been saved', `Check voucher ${r.result.cv_no}, check no. ${r.result.check_no}.`, 1500);
      navigate(`${CV_PATH}/for-release?open=${r.result.cv_id}`);
    } catch (e) {
      setError((e as ApiError).messages.join('\n'));
    }
  }

  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Pending Payment Vouchers</h1>
      <Can scopes="view_check_vouchers" fallback={<PermissionDenied what="the vouchers waiting for payment" />}>
        <div className="mb-2">
          <SearchBox label="Search PV, invoice or payee" placeholder="Search PV, invoice or payee" value={search.text} onSearch={search.search} clearable />
        </div>
        {page.error ? (
          <p className="text-danger" role="alert">The vouchers could not be loaded: {page.error.messages.join(' ')}</p>
        ) : !page.currentData ? (
          <p role="status">Loading the vouchers waiting for payment…</p>
        ) : rows.length === 0 ? (
          <p className="text-muted">No approved voucher is waiting for payment.</p>
        ) : (
          <Table size="sm" className="small align-middle">
            <caption className="caption-top">Approved vouchers not yet paid</caption>
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden">Pay</span></th>
                <th scope="col">PV No.</th>
                <th scope="col">PV Date</th>
                <th scope="col">Due Date</th>
                <th scope="col">Payee</th>
                <th scope="col">Invoice No.</th>
                <th scope="col" className="text-end">Net Payable</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const other = payee !== null && `${r.payee_type}:${r.payee_code}` !== payee;
                return (
                  <tr key={r.payable_voucher_hdr_id} className={other ? 'text-muted' : undefined}>
                    <td>
                      <Form.Check.Input
                        type="checkbox"
                        
                        aria-label={`Pay ${r.pv_no}`}
                        checked={picked.includes(r.payable_voucher_hdr_id)}
                        disabled={other}
                        title={other ? 'A check pays the vouchers of one payee.' : undefined}
                        onChange={() => toggle(r.payable_voucher_hdr_id)}
                      />
                    </td>
                    <td>{r.pv_no}</td>
                    <td>{r.pv_date}</td>
                    <td>{r.due_date ?? '—'}</td>
                    <td>{r.payee_name} ({PAYEE_TYPES[r.payee_type]})</td>
                    <td>{r.invoice_no ?? '—'}</td>
                    <td className="text-end">{formatMoney(r.net_payable)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        <Can scopes="create_check_voucher">
          <fieldset className="border-top pt-2">
            <legend className="h6">Write a check voucher</legend>
            {error && <Alert variant="danger" transition={false} className="py-2 small" role="alert" style={{ whiteSpace: 'pre-line' }}>{error}</Alert>}
            <div className="row g-2 align-items-end">
              <div className="col-md-4">
                <label htmlFor="cv-bank" className="form-label small mb-0">Bank Account <span className="text-danger" aria-hidden="true">*</span></label>
                <Form.Select id="cv-bank" size="sm" value={bank} onChange={(e) => setBank(e.target.value)}>
                  <option value="">Select…</option>
                  {(banks.data ?? []).map((b) => (
                    <option key={b.bank_account_id} value={b.bank_account_id}>{b.label}</option>
                  ))}
                </Form.Select>
                {nextNo && <div className="form-text">Next check no. {nextNo}</div>}
              </div>
              <div className="col-md-2">
                <label htmlFor="cv-check-date" className="form-label small mb-0">Check Date</label>
                <DateInput id="cv-check-date" value={checkDate} onValue={(v) => setCheckDate(v)} />
              </div>
              <div className="col-md-4">
                <label htmlFor="cv-particulars" className="form-label small mb-0">Particulars</label>
                <Form.Control id="cv-particulars" size="sm" maxLength={500} value={particulars} onChange={(e) => setParticulars(e.target.value)} />
              </div>
              <div className="col-md-2">
                <Button variant="success" size="sm" className="w-100" disabled={!picked.length || write.isLoading} onClick={writeCheck}>
                  Write Check Voucher
                </Button>
              </div>
            </div>
            <p className="small mt-2 mb-0" aria-live="polite">
              {picked.length ? `${picked.length} voucher(s) of ${chosen[0]?.payee_name}: ${formatMoney(pesos(total))}` : 'Tick the vouchers to pay (one payee per check).'}
            </p>
          </fieldset>
        </Can>
      </Can>
    </div>
  );
}
