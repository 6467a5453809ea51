import { useState } from 'react';
import {
  NTC_CATEGORIES,
  NTC_MODES,
  NTC_STATUSES,
  ntcCancelEp,
  ntcCancelInput,
  ntcDepositEp,
  ntcExportEp,
  ntcListEp,
  ntcTotalsEp,
  PAYOR_TYPES,
  type NtcRow,
  type NtcStatus,
} from '../../../contract/treasuryPayments';
import type { ApiError } from '../../api/ApiError';
import { usePage, useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import ExportButton from '../../components/export/ExportButton';
import SearchBox from '../../components/filters/SearchBox';
import { useListSearch } from '../../components/grid/useListSearch';
import { usePermission } from '../../components/permissions';
import ReasonModal from '../../components/ReasonModal';
import { Amount, ReadState, TotalsSection } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import NtcDetailModal from './NtcDetailModal';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button, Table } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/**
 * The non-trade collections of one status with their totals: cancel (with a
 * reason; posts the reversal) and, for dated checks, deposit on or after the
 * check's date.
 */
export default function NtcList({ status }: { status: NtcStatus }) {
  const search = useListSearch(`ntc-${status}`);
  const filters = { status, search: search.text || undefined };
  const page = usePage(ntcListEp, { query: { ...filters, page: 0, page_size: 500, order_by: status === 'dated_check' ? 'check_date' : 'collection_date', direction: status === 'dated_check' ? 'asc' : 'desc' } });
  const totals = useRead(ntcTotalsEp, { query: filters });
  const mayWrite = usePermission('create_non_trade_collection');
  const cancel = useWrite(ntcCancelEp);
  const deposit = useWrite(ntcDepositEp);
  const [cancelling, setCancelling] = useState<NtcRow | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const today = todayManila();
  const rows = page.currentData?.rows ?? [];
  const canAct = mayWrite && status !== 'cancelled';

  async function doDeposit(r: NtcRow) {
    if (!(await confirmAction('Deposit the dated check?', `Check ${r.check_no} of ${r.payor_name}, ${formatMoney(r.amount)}, deposited today to ${r.deposit_to}. This posts cash in bank.`, 'Deposit'))) return;
    try {
      await deposit.run({ params: { id: r.ntc_id }, body: { deposit_date: today } });
      await showSuccess('Your work has been saved', `${r.ntc_no} deposited.`, 1500);
    } catch (e) {
      await showError('Not deposited', (e as ApiError).messages.join('\n'));
    }
  }

  return (
    <>
      <FilterBar label="Filter the non-trade collections">
        <div className="me-auto">
          <SearchBox label="Search number, payor, check or account" placeholder="Search number, payor, check or account" value={search.text} onSearch={search.search} clearable />
        </div>
        <ExportButton scope="view_non_trade_collections" path={ntcExportEp.path} body={() => filters} />
      </FilterBar>
      <ReadState loading={!page.currentData && !page.error} failed={!!page.error} empty={rows.length === 0} what={`${NTC_STATUSES[status].toLowerCase()} collections`}>
        <ScrollRegion label={`${NTC_STATUSES[status]} non-trade collections`}>
          <Table size="sm" className="small align-middle">
            <caption className="caption-top">{NTC_STATUSES[status]} non-trade collections</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">NTC No.</th>
                <th scope="col">Payor</th>
                <th scope="col">Type of Collection</th>
                <th scope="col">Account Credited</th>
                <th scope="col">Mode</th>
                <th scope="col">Check</th>
                <th scope="col">Deposit To</th>
                <th scope="col" className="text-end">Amount</th>
                <th scope="col" className="text-end">Output VAT</th>
                <th scope="col" className="text-end">Withholding Tax</th>
                {status === 'deposited' && <th scope="col">Deposited On</th>}
                {status === 'cancelled' && <th scope="col">Cancelled On</th>}
                {canAct && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const due = r.status === 'dated_check' && r.check_date !== null && r.check_date <= today;
                return (
                  <tr key={r.ntc_id}>
                    <td>{r.collection_date}</td>
                    <td>
                      <Button variant="link" size="sm" className="p-0" aria-label={`Open ${r.ntc_no}`} onClick={() => setOpened(r.ntc_id)}>
                        {r.ntc_no}
                      </Button>
                    </td>
                    <td>
                      {r.payor_name} <span className="text-muted">({PAYOR_TYPES[r.payor_type]})</span>
                    </td>
                    <td>{NTC_CATEGORIES[r.category]}</td>
                    <td>{r.account}</td>
                    <td>{NTC_MODES[r.mode]}</td>
                    <td>{r.check_no ? `${r.check_bank} ${r.check_no}, dated ${r.check_date}` : '—'}</td>
                    <td>{r.deposit_to ?? 'Cash on hand'}</td>
                    <Amount value={r.amount} />
                    <Amount value={r.vat_amount} />
                    <Amount value={r.cwt} />
                    {status === 'deposited' && <td>{r.deposit_date}</td>}
                    {status === 'cancelled' && <td>{r.cancel_date}</td>}
                    {canAct && (
                      <td className="text-nowrap">
                        {r.status === 'dated_check' && (
                          <Button
                            variant="success" size="sm" className="me-1"
                            disabled={!due || deposit.isLoading}
                            title={due ? undefined : `Not before ${r.check_date}`}
                            aria-label={`Deposit ${r.ntc_no}${due ? '' : ` (not before ${r.check_date})`}`}
                            onClick={() => doDeposit(r)}
                          >
                            Deposit
                          </Button>
                        )}
                        <Button variant="outline-danger" size="sm" aria-label={`Cancel ${r.ntc_no}`} onClick={() => setCancelling(r)}>
                          Cancel
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollRegion>
      </ReadState>
      <TotalsSection loading={!totals.currentData && !totals.error} failed={!!totals.error}>
        {totals.currentData && (
          <dl className="row small mb-0" style={{ maxWidth: 560 }}>
            <dt className="col-6">Collections</dt>
            <dd className="col-6 text-end mb-1">{totals.currentData.count}</dd>
            <dt className="col-6">Amount</dt>
            <dd className="col-6 text-end mb-1 fw-semibold">{formatMoney(totals.currentData.amount)}</dd>
            <dt className="col-6">Output VAT</dt>
            <dd className="col-6 text-end mb-1">{formatMoney(totals.currentData.vat_amount)}</dd>
            <dt className="col-6">Withholding Tax</dt>
            <dd className="col-6 text-end mb-1">{formatMoney(totals.currentData.cwt)}</dd>
            {status === 'dated_check' && (
              <>
                <dt className="col-6">Due for deposit today</dt>
                <dd className="col-6 text-end mb-1">{totals.currentData.due_now}</dd>
              </>
            )}
          </dl>
        )}
      </TotalsSection>
      {opened !== null && <NtcDetailModal id={opened} onClose={() => setOpened(null)} />}
      {cancelling && (
        <ReasonModal
          title={`Cancel ${cancelling.ntc_no}`}
          label="Reason for cancelling (the entry is reversed today)"
          submitLabel="Cancel Collection"
          savingLabel="Cancelling…"
          maxLength={500}
          schema={ntcCancelInput}
          bodyOf={(reason) => ({ cancel_date: today, reason })}
          send={(body) => cancel.run({ params: { id: cancelling.ntc_id }, body })}
          saving={cancel.isLoading}
          onClose={() => setCancelling(null)}
          onDone={() => setCancelling(null)}
        />
      )}
    </>
  );
}
