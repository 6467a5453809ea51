import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { tbV2Body, tbV2Ep, tbV2ExportEp, type TbV2Result, type TbView } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { checked } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, Amount, BOOKS_START, ledgerLink, SearchedResult } from './shared';
import { Form, Table } from 'react-bootstrap';

type Filters = { date_from: string; date_to: string };

/**
 * Opening, period debits and credits, and closing per account (or per line
 * item), amounts first so they show without scrolling; the classification
 * columns are there on demand. The totals row shows debits equal credits.
 */
export default function TbPeriodTable({ view }: { view: TbView }) {
  const today = todayManila();
  const allowed = usePermission('get_trial_balance');
  const [url, setUrl] = useUrlState<Filters>({ date_from: '', date_to: '' });
  const [draft, setDraft] = useState<Filters>({ date_from: url.date_from || `${today.slice(0, 4)}-01-01`, date_to: url.date_to || today });
  const [classes, setClasses] = useState(false);
  const body = url.date_from && url.date_to ? accepted(tbV2Body, { ...url, view }) : null;
  const read = useRead(tbV2Ep, { body: body ?? undefined }, { skip: !allowed || body === null });
  const tb = read.currentData as TbV2Result | undefined;

  function search() {
    const { problem } = checked(tbV2Body, { ...draft, view });
    if (problem) return void toast.warning(problem);
    if (draft.date_from === url.date_from && draft.date_to === url.date_to) void read.refetch();
    else setUrl(draft);
  }
  const exportBody = () => {
    const { value, problem } = checked(tbV2Body, { ...draft, view });
    if (problem) toast.warning(problem);
    return value;
  };

  return (
    <>
      <ReportFilters onSearch={search} disabled={read.isFetching}>
        <DateField label="Date From" required minDate={BOOKS_START} value={draft.date_from} onChange={(v) => setDraft((d) => ({ ...d, date_from: v }))} />
        <DateField label="Date To" required minDate={BOOKS_START} value={draft.date_to} onChange={(v) => setDraft((d) => ({ ...d, date_to: v }))} />
        <Form.Check className="col-auto ms-2 mb-1">
          <Form.Check.Input id={`tb-classes-${view}`} type="checkbox"  checked={classes} onChange={(e) => setClasses(e.target.checked)} />
          <Form.Check.Label htmlFor={`tb-classes-${view}`} className="small">
            Show classification
          </Form.Check.Label>
        </Form.Check>
        <div className="col-auto order-last">
          <ExportButton scope="export_trial_balance" path={tbV2ExportEp.path} body={exportBody} disabled={read.isFetching} />
        </div>
      </ReportFilters>
      <Can scopes="get_trial_balance" fallback={<PermissionDenied what="the trial balance" />}>
        <SearchedResult searched={body !== null} prompt="Choose the dates and press Search." loading={read.isFetching} failed={read.isError} empty={!!tb && tb.rows.length === 0} what="trial balance" asOf={read.asOf}>
            {tb && (
              <Table size="sm" hover className="w-auto" aria-label={view === 'accounts' ? 'Trial balance' : 'Simplified trial balance'}>
                <thead>
                  <tr>
                    <th scope="col">{view === 'accounts' ? 'Account' : 'Line Item'}</th>
                    <th scope="col" className="text-end">Opening Balance</th>
                    <th scope="col" className="text-end">Debit</th>
                    <th scope="col" className="text-end">Credit</th>
                    <th scope="col" className="text-end">Closing Balance</th>
                    {classes && (
                      <>
                        <th scope="col">Type</th>
                        <th scope="col">Group</th>
                        <th scope="col">Sub Group</th>
                        {view === 'accounts' && <th scope="col">Line Item</th>}
                      </>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {tb.rows.map((r) => (
                    <tr key={r.code}>
                      <th scope="row" className="fw-normal">
                        {view === 'accounts' ? (
                          <Link to={ledgerLink(r.code, url.date_from, url.date_to)} title={`General ledger of ${r.code}`}>
                            {r.code} {r.name}
                          </Link>
                        ) : (
                          r.name
                        )}
                      </th>
                      <Amount value={r.opening} />
                      <Amount value={r.debit} />
                      <Amount value={r.credit} />
                      <Amount value={r.closing} />
                      {classes && (
                        <>
                          <td>{r.account_type}</td>
                          <td>{r.account_group}</td>
                          <td>{r.account_sub_group}</td>
                          {view === 'accounts' && <td>{r.account_line_item}</td>}
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="table-light">
                    <th scope="row">Total</th>
                    <Amount value={tb.totals.opening} strong />
                    <Amount value={tb.totals.debit} strong />
                    <Amount value={tb.totals.credit} strong />
                    <Amount value={tb.totals.closing} strong />
                    {classes && <td colSpan={view === 'accounts' ? 4 : 3} />}
                  </tr>
                </tfoot>
              </Table>
            )}
        </SearchedResult>
      </Can>
    </>
  );
}
