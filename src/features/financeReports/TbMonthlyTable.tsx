import { useState } from 'react';
import { toast } from 'react-toastify';
import { tbMonthlyBody, tbMonthlyEp, tbMonthlyExportEp, type TbMonthlyResult } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { checked } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, Amount, SearchedResult } from './shared';
import ScrollRegion from '../../components/ScrollRegion';
import { Form, Table } from 'react-bootstrap';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FIRST_YEAR = 2022;

/** A year of the trial balance in monthly columns: opening on 1 January, each month's movement (debit - credit), closing. */
export default function TbMonthlyTable() {
  const thisYear = Number(todayManila().slice(0, 4));
  const allowed = usePermission('get_trial_balance');
  const [url, setUrl] = useUrlState<{ year: string }>({ year: '' });
  const [draft, setDraft] = useState(url.year || String(thisYear));
  const body = url.year ? accepted(tbMonthlyBody, { year: url.year }) : null;
  const read = useRead(tbMonthlyEp, { body: body ?? undefined }, { skip: !allowed || body === null });
  const tb = read.currentData as TbMonthlyResult | undefined;
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));

  function search() {
    const { problem } = checked(tbMonthlyBody, { year: draft });
    if (problem) return void toast.warning(problem);
    if (draft === url.year) void read.refetch();
    else setUrl({ year: draft });
  }
  return (
    <>
      <ReportFilters onSearch={search} disabled={read.isFetching}>
        <div className="col-auto">
          <Form.Label htmlFor="tb-year" className="small mb-1 d-block">
            Year
          </Form.Label>
          <Form.Select id="tb-year" size="sm" value={draft} onChange={(e) => setDraft(e.target.value)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-auto order-last">
          <ExportButton scope="export_trial_balance" path={tbMonthlyExportEp.path} body={() => checked(tbMonthlyBody, { year: draft }).value} disabled={read.isFetching} />
        </div>
      </ReportFilters>
      <Can scopes="get_trial_balance" fallback={<PermissionDenied what="the trial balance" />}>
        <SearchedResult searched={body !== null} prompt="Choose the year and press Search." loading={read.isFetching} failed={read.isError} empty={!!tb && tb.rows.length === 0} what="trial balance" asOf={read.asOf}>
            {tb && (
              <ScrollRegion label={`Trial balance by month, ${tb.year}`}>
                <Table size="sm" hover className="small">
                  <thead>
                    <tr>
                      <th scope="col">Account</th>
                      <th scope="col" className="text-end">Opening</th>
                      {MONTHS.map((m) => (
                        <th key={m} scope="col" className="text-end">
                          {m}
                        </th>
                      ))}
                      <th scope="col" className="text-end">Closing</th>
                    </tr>
                  </thead>
                  <tbody>
                    {tb.rows.map((r) => (
                      <tr key={r.code}>
                        <th scope="row" className="fw-normal text-nowrap">
                          {r.code} {r.name}
                        </th>
                        <Amount value={r.opening} />
                        {r.months.map((v, i) => (
                          <Amount key={MONTHS[i]} value={v} />
                        ))}
                        <Amount value={r.closing} />
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="table-light">
                      <th scope="row">Total</th>
                      <Amount value={tb.totals.opening} strong />
                      {tb.totals.months.map((v, i) => (
                        <Amount key={MONTHS[i]} value={v} strong />
                      ))}
                      <Amount value={tb.totals.closing} strong />
                    </tr>
                  </tfoot>
                </Table>
              </ScrollRegion>
            )}
        </SearchedResult>
      </Can>
    </>
  );
}
