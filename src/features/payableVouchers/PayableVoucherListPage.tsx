import { useNavigate } from 'react-router-dom';
import { PAYEE_TYPES, PV_STATUSES, pvExportEp, pvListEp, pvMultiplePrintEwtEp, pvQapEp, type PayeeType, type PvStatus } from '../../../contract/payableVouchers';
import type { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { showError } from '../../components/dialogs';
import { printBir2307 } from './print';
import ExportButton from '../../components/export/ExportButton';
import SearchBox from '../../components/filters/SearchBox';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { pvPath } from './paths';
import PvGrid from './PvGrid';
import AlphalistPanel from '../../components/AlphalistPanel';
import DateInput from '../../components/form/DateInput';
import { Button, Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/** Every payable voucher: search, status, payee type and date filters, and the XLSX export of what is filtered. */
export default function PayableVoucherListPage() {
  const navigate = useNavigate();
  const search = useListSearch('payable-vouchers-all');
  const [f, setF] = useUrlState({ status: '', payee_type: '', date_from: '', date_to: '' });
  const status = f.status in PV_STATUSES ? (f.status as PvStatus) : undefined;
  const payeeType = f.payee_type in PAYEE_TYPES ? (f.payee_type as PayeeType) : undefined;
  const filters = { status, payee_type: payeeType, date_from: f.date_from || undefined, date_to: f.date_to || undefined, search: search.text || undefined };
  /** One BIR 2307 per payee and quarter of the approved vouchers filtered (at most 200). */
  async function print2307() {
    try {
      const list = await callEndpoint(pvListEp, { query: { ...filters, status: 'approved', page: 0, page_size: 200 } });
      if (!list.result.length) return void showError('Nothing to print', 'No approved voucher matches the filters.');
      const certs = await callEndpoint(pvMultiplePrintEwtEp, { body: { ids: list.result.map((r) => r.payable_voucher_hdr_id) } });
      await printBir2307(certs.result, 'BIR-2307.pdf');
    } catch (e) {
      void showError('Oops...', (e as ApiError).messages.join('\n'));
    }
  }
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">All Payable Vouchers</h1>
        <Button variant="outline-secondary" onClick={print2307} title="One certificate per payee and quarter of the approved vouchers filtered">
          Print BIR 2307 of Approved
        </Button>
        <ExportButton scope="view_payable_vouchers" path={pvExportEp.path} body={() => filters} />
      </div>
      <Can scopes="view_payable_vouchers" fallback={<PermissionDenied what="the payable vouchers" />}>
        <AlphalistPanel list="QAP" tax="EWT" endpoint={pvQapEp} lineNoun="payee" />
        <FilterBar label="Filter the payable vouchers">
          <SearchBox label="Search PV, invoice or payee" placeholder="Search PV, invoice or payee" value={search.text} onSearch={search.search} clearable />
          <label className="visually-hidden" htmlFor="pv-all-status">Status</label>
          <Form.Select id="pv-all-status" size="sm" className="w-auto" value={f.status} onChange={(e) => setF({ status: e.target.value })}>
            <option value="">Status: all</option>
            {Object.entries(PV_STATUSES).map(([k, label]) => (
              <option key={k} value={k}>Status: {label}</option>
            ))}
          </Form.Select>
          <label className="visually-hidden" htmlFor="pv-all-payee-type">Payee Type</label>
          <Form.Select id="pv-all-payee-type" size="sm" className="w-auto" value={f.payee_type} onChange={(e) => setF({ payee_type: e.target.value })}>
            <option value="">Payee type: all</option>
            {Object.entries(PAYEE_TYPES).map(([k, label]) => (
              <option key={k} value={k}>Payee type: {label}</option>
            ))}
          </Form.Select>
          <div>
            <Form.Label htmlFor="pv-all-from" className="small mb-0">Date From</Form.Label>
            <DateInput id="pv-all-from" value={f.date_from} onValue={(v) => setF({ date_from: v })} />
          </div>
          <div>
            <Form.Label htmlFor="pv-all-to" className="small mb-0">Date To</Form.Label>
            <DateInput id="pv-all-to" value={f.date_to} onValue={(v) => setF({ date_to: v })} />
          </div>
        </FilterBar>
        <PvGrid
          screenId="payable-vouchers-all"
          label="Payable vouchers"
          status={status}
          payeeType={payeeType}
          search={search.text}
          dateFrom={f.date_from}
          dateTo={f.date_to}
          queryKey={`${search.queryKey}|${f.status}|${f.payee_type}|${f.date_from}|${f.date_to}`}
          onOpen={(r) => navigate(pvPath(r.payable_voucher_hdr_id))}
        />
      </Can>
    </div>
  );
}
