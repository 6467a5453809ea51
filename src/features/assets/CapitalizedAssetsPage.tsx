import { toast } from 'react-toastify';
import { capitalizedAssets, capitalizedColumns, capitalizedSummaryEp, type CapitalizedAssetRow, type CapitalizedSummary } from '../../../contract/assets';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import { usePermission } from '../../components/permissions';
import ReportPage from '../../components/report/ReportPage';
import { accepted, Amount, BOOKS_START, TotalsSection } from '../../components/report/reportParts';
import { useReportFilters } from '../../components/report/useReportFilters';
import ScrollRegion from '../../components/ScrollRegion';
import { todayManila } from '../../lib/dates';
import { useAssetOptions } from './parts';
import { Form, Table } from 'react-bootstrap';

type Filters = { as_of: string; category_code: string };
const columns = colDefsOf<CapitalizedAssetRow>(capitalizedColumns);
const REPORT_ERROR = 'The capitalized assets could not be loaded. Please try again.';

/** Capitalized assets held as of a date, and each category beside its accounts in the books. */
export default function CapitalizedAssetsPage() {
  const f = useReportFilters<Filters>(capitalizedAssets, { as_of: todayManila(), category_code: '' });
  const { draft, set, applied } = f;
  const allowed = usePermission(capitalizedAssets.scopes.view);
  const options = useAssetOptions();
  const body = accepted(capitalizedAssets.export.body, applied);
  const s = useRead(capitalizedSummaryEp, { body: body ?? undefined }, { skip: !allowed || body === null || f.queryKey === null });
  const summary = s.currentData as CapitalizedSummary | undefined;
  return (
    <ReportPage<CapitalizedAssetRow>
      def={capitalizedAssets}
      filters={f}
      screenId="capitalized-assets"
      columns={columns}
      grid={{ onError: () => toast.error(REPORT_ERROR), emptyText: 'No assets are held on this date.' }}
      fields={
        <>
          <div className="col-auto">
            <Form.Label htmlFor="capitalized-category" className="small mb-1 d-block">
              Category
            </Form.Label>
            <Form.Select id="capitalized-category" size="sm" value={draft.category_code} onChange={(e) => set({ category_code: e.target.value })}>
              <option value="">All categories</option>
              {(options.data?.categories ?? []).map((c) => (
                <option key={c.category_code} value={c.category_code}>
                  {c.category_name}
                </option>
              ))}
            </Form.Select>
          </div>
          <DateField label="As of" required minDate={BOOKS_START} value={draft.as_of} onChange={(v) => set({ as_of: v })} />
        </>
      }
      footer={
        f.queryKey !== null && (
          <TotalsSection loading={s.isFetching} failed={s.isError} empty={summary?.categories.length === 0}>
            {summary && (
              <ScrollRegion label="Capitalized assets by category">
                <Table size="sm" bordered className="w-auto">
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      <th scope="col" className="text-end">Cost</th>
                      <th scope="col" className="text-end">Accumulated Depreciation</th>
                      <th scope="col" className="text-end">Net Book Value</th>
                      <th scope="col" className="text-end">Asset Account in the Books</th>
                      <th scope="col" className="text-end">Accumulated Depreciation in the Books</th>
                      <th scope="col" className="text-end">Net in the Books</th>
                    </tr>
                  </thead>
                  <tbody>
                    {summary.categories.map((c) => (
                      <tr key={c.category_name}>
                        <th scope="row">
                          {c.category_name} <span className="text-muted small">({c.asset_account} / {c.accumulated_account})</span>
                        </th>
                        <Amount value={c.cost} />
                        <Amount value={c.accumulated_depreciation} />
                        <Amount value={c.net_book_value} />
                        <Amount value={c.books_cost} />
                        <Amount value={c.books_accumulated} />
                        <Amount value={c.books_net} />
                      </tr>
                    ))}
                    <tr>
                      <th scope="row">Total</th>
                      <Amount value={summary.total.cost} strong />
                      <Amount value={summary.total.accumulated_depreciation} strong />
                      <Amount value={summary.total.net_book_value} strong />
                      <Amount value={summary.total.books_cost} strong />
                      <Amount value={summary.total.books_accumulated} strong />
                      <Amount value={summary.total.books_net} strong />
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
