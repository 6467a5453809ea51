import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pesos } from '../../../contract/collections';
import { cvBanksEp, cvCreateEp, cvInput } from '../../../contract/checkVouchers';
import { pvColumns, pvPendingPaymentEp, type PvRow } from '../../../contract/payableVouchers';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useGridSelection } from '../../components/grid/useGridSelection';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { CV_PATH } from './paths';
import DateInput from '../../components/form/DateInput';
import { Alert, Button, Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const cents = (s: string) => Math.round(Number(s) * 100);
const keyOfPv = (r: PvRow) => String(r.payable_voucher_hdr_id);
const payeeOf = (r: PvRow) => `${r.payee_type}:${r.payee_code}`;
// A check pays one payee: once a voucher is ticked, the other payees' vouchers cannot be.
const samePayee = (r: PvRow, chosen: readonly PvRow[]) => chosen.length === 0 || payeeOf(chosen[0]) === payeeOf(r);
const SHOWN: readonly string[] = ['pv_no', 'pv_date', 'due_date', 'payee_name', 'payee_type', 'invoice_no', 'net_payable'];
const COLUMNS = colDefsOf<PvRow>(pvColumns.filter((c) => SHOWN.includes(c.key)));

/**
 * Approved payable vouchers not yet paid, oldest first: tick one or several
 * of one payee, choose the bank account and the check date, and write the
 * check voucher (it takes the account's next check number).
 */
export default function PendingPaymentVouchersPage() {
  const navigate = useNavigate();
  const search = useListSearch('pending-payment');
  const banks = useRead(cvBanksEp);
  const write = useWrite(cvCreateEp);
  const pick = useGridSelection<PvRow>(keyOfPv, samePayee, { headerTick: false });
  const chosen = pick.rows;
  const { onChange } = pick.selection;
  const selection = useMemo(() => ({ ...pick.selection, onChange: (next: ReadonlyMap<string, PvRow>) => (setError(undefined), onChange(next)) }), [pick.selection, onChange]);
  const [bank, setBank] = useState('');
  const [checkDate, setCheckDate] = useState(todayManila());
  const [particulars, setParticulars] = useState('');
  const [error, setError] = useState<string>();
  const picked = chosen.map((r) => r.payable_voucher_hdr_id);
  const total = chosen.reduce((s, r) => s + cents(r.net_payable), 0);
  const nextNo = banks.data?.find((b) => String(b.bank_account_id) === bank)?.next_check_no;

  async function writeCheck() {
    setError(undefined);
    const parsed = cvInput.safeParse({ bank_account_id: bank ? Number(bank) : undefined, check_date: checkDate, particulars: particulars || null, pv_ids: picked });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join('\n'));
    if (!(await confirmAction('Write the check voucher?', `A check of ${formatMoney(pesos(total))} to ${chosen[0].payee_name}.`))) return;
    try {
      const r = await write.run({ body: parsed.data });
      pick.clear();
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
        <FilterBar label="Filter the vouchers waiting for payment">
          <SearchBox label="Search PV, invoice or payee" placeholder="Search PV, invoice or payee" value={search.text} onSearch={search.search} clearable />
        </FilterBar>
        <ServerGrid<PvRow>
          screenId="pending-payment-vouchers"
          label="Approved vouchers not yet paid"
          columns={COLUMNS}
          source={gridSource(pvPendingPaymentEp, { query: { search: search.text || undefined } })}
          queryKey={search.queryKey}
          defaultSort={{ order_by: 'pv_date', direction: 'asc' }}
          emptyText="No approved voucher is waiting for payment."
          height={440}
          selection={selection}
        />
        <Can scopes="create_check_voucher">
          <fieldset className="border-top pt-2">
            <legend className="h6">Write a check voucher</legend>
            {error && <Alert variant="danger" transition={false} className="py-2 small" role="alert" style={{ whiteSpace: 'pre-line' }}>{error}</Alert>}
            <div className="row g-2 align-items-end">
              <div className="col-md-4">
                <Form.Label htmlFor="cv-bank" className="small mb-0">Bank Account <span className="text-danger" aria-hidden="true">*</span></Form.Label>
                <Form.Select id="cv-bank" size="sm" value={bank} onChange={(e) => setBank(e.target.value)}>
                  <option value="">Select…</option>
                  {(banks.data ?? []).map((b) => (
                    <option key={b.bank_account_id} value={b.bank_account_id}>{b.label}</option>
                  ))}
                </Form.Select>
                {nextNo && <Form.Text as="div">Next check no. {nextNo}</Form.Text>}
              </div>
              <div className="col-md-2">
                <Form.Label htmlFor="cv-check-date" className="small mb-0">Check Date</Form.Label>
                <DateInput id="cv-check-date" value={checkDate} onValue={(v) => setCheckDate(v)} />
              </div>
              <div className="col-md-4">
                <Form.Label htmlFor="cv-particulars" className="small mb-0">Particulars</Form.Label>
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
