import { toast } from 'react-toastify';
import { caEmployeesEp, caEmployeeSummaryEp, caReport, caReportColumns, CA_REPORT_VIEW_LABELS, CA_REPORT_VIEWS, type CaReportRow } from '../../../contract/advances';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { accepted, Amount, TotalsSection } from '../../components/report/reportParts';
import { useReportFilters } from '../../components/report/useReportFilters';
import ScrollRegion from '../../components/ScrollRegion';
import { todayManila } from '../../lib/dates';
import { Form, Table } from 'react-bootstrap';

type Filters = { as_of: string; view: string; employee_id: string };
const columns = colDefsOf<CaReportRow>(caReportColumns);

/** Cash advances as of a date: outstanding, overdue for liquidation or all released, with their age; and the totals per employee beside the books. */
export default function CashAdvanceReportsPage() {
  const f = useReportFilters<Filters>(caReport, { as_of: todayManila(), view: 'outstanding', employee_id: '' });
  const { draft, set, applied } = f;
  const allowed = usePermission('view_cash_advance');
  const employees = useRead(caEmployeesEp, {}, { skip: !allowed });
  const body = accepted(caReport.export.body, applied);
  const s = useRead(caEmployeeSummaryEp, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  const summary = s.currentData;
  return (
    <ReportPage<CaReportRow>
      def={caReport}
      filters={f}
      screenId="cash-advance-reports"
      columns={columns}
      grid={{ onError: () => toast.error('Error occured. Please try again later') }}
      fields={
        <>
          <div className="col-auto">
            <Form.Label htmlFor="ca-report-view" className="small mb-1 d-block">
              Report
            </Form.Label>
            <Form.Select id="ca-report-view" size="sm" value={draft.view} onChange={(e) => set({ view: e.target.value })}>
              {CA_REPORT_VIEWS.map((v) => (
                <option key={v} value={v}>
                  {CA_REPORT_VIEW_LABELS[v]}
                </option>
              ))}
            </Form.Select>
          </div>
          <div className="col-auto">
            <Form.Label htmlFor="ca-report-employee" className="small mb-1 d-block">
              Employee
            </Form.Label>
            <Form.Select id="ca-report-employee" size="sm" value={draft.employee_id} onChange={(e) => set({ employee_id: e.target.value })}>
              <option value="">{employees.isLoading ? 'Loading…' : 'Every employee'}</option>
              {(employees.data ?? []).map((e) => (
                <option key={e.employee_id} value={String(e.employee_id)}>
                  {e.label}
                </option>
              ))}
            </Form.Select>
          </div>
          <DateField label="As of" required value={draft.as_of} onChange={(v) => set({ as_of: v })} />
        </>
      }
      footer={
        f.queryKey !== null && (
          <TotalsSection loading={s.isFetching} failed={s.isError} empty={Boolean(summary && summary.employees.length === 0)}>
            {summary && (
              <ScrollRegion label="Outstanding per employee">
                <Table size="sm" bordered className="w-auto">
                  <thead>
                    <tr>
                      <th scope="col">Employee</th>
                      <th scope="col" className="text-end">Open Advances</th>
                      <th scope="col" className="text-end">Outstanding</th>
                      <th scope="col" className="text-end">Overdue</th>
                      <th scope="col" className="text-end">Overdue Amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.employees.map((e) => (
                      <tr key={e.employee}>
                        <th scope="row">{e.employee}</th>
                        <td className="text-end">{e.open}</td>
                        <Amount value={e.outstanding} />
                        <td className="text-end">{e.overdue}</td>
                        <Amount value={e.overdue_amount} />
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">Total outstanding</th>
                      <td />
                      <Amount value={summary.total_outstanding} strong />
                      <td />
                      <td />
                    </tr>
                    <tr>
                      <th scope="row">Advances to Employees in the books</th>
                      <td />
                      <Amount value={summary.books} />
                      <td />
                      <td />
                    </tr>
                  </tbody>
                </Table>
              </ScrollRegion>
            )}
          </TotalsSection>
        )
      }
    />
  );
}
