import { depreciationPostEp, depreciationPreviewEp, depreciationRunsEp, periodLabel } from '../../../contract/assets';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import { Amount, ReadState } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import { formatDateTime } from '../../lib/dates';
import { MonthPreviewForm, useMonthRun } from './MonthPreview';
import { AM, EntryTable, problemOf } from './parts';
import { Alert, Button, Table } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

/** The monthly depreciation run: choose a month, read what it depreciates and its entry, then post it once. */
export default function DepreciationPanel() {
  const run = useMonthRun();
  const { shown, setProblem } = run;
  const mayPost = usePermission('manage_assets');
  const preview = useRead(depreciationPreviewEp, { body: { period: shown ?? '' } }, { skip: !shown });
  const runs = useRead(depreciationRunsEp);
  const { runOn, isLoading } = useWrites();
  const p = preview.currentData;

  async function post() {
    if (!p) return;
    setProblem('');
    if (!(await confirmAction(`Post depreciation for ${periodLabel(p.period)}?`, `This posts ${p.lines.length} assets, total ${p.total}, in one journal entry. A month is posted once.`, 'Post'))) return;
    try {
      const res = await runOn(depreciationPostEp, { body: { period: p.period } });
      await showSuccess('Posted', `Depreciation for ${periodLabel(p.period)}: journal entry ${res.result.journal_entry}.`, 1500);
    } catch (e) {
      setProblem(problemOf(e).message);
    }
  }

  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Monthly Depreciation</h1>
        <LinkButton size="sm" to={`${AM}/list`}>
          Back to Asset List
        </LinkButton>
      </div>
      <MonthPreviewForm id="dep-month" run={run} className="mb-3" />
      {!shown ? (
        <p className="text-muted" role="status">
          Choose a month and press Preview to see what it depreciates.
        </p>
      ) : (
        <ReadState loading={preview.isFetching} failed={preview.isError} empty={!!p && p.lines.length === 0} what={`depreciation for ${periodLabel(shown)}`}>
          {p && (
            <section aria-label={`Depreciation for ${periodLabel(p.period)}`}>
              {p.run ? (
                <Alert variant="info" transition={false} className="py-2" role="status">
                  Posted on {formatDateTime(p.run.created_at)} by {p.run.created_by}: journal entry {p.run.journal_entry}.
                </Alert>
              ) : (
                <p className="text-muted" role="status">
                  Not posted yet: this is what posting would write.
                </p>
              )}
              <ScrollRegion label="Assets depreciated" style={{ maxHeight: 360 }}>
                <Table size="sm" bordered className="w-auto">
                  <caption className="caption-top">Assets depreciated in {periodLabel(p.period)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Asset No.</th>
                      <th scope="col">Description</th>
                      <th scope="col">Category</th>
                      <th scope="col" className="text-end">Depreciation</th>
                      <th scope="col" className="text-end">Accumulated</th>
                      <th scope="col" className="text-end">Net Book Value</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.lines.map((l) => (
                      <tr key={l.asset_id}>
                        <th scope="row">{l.asset_no}</th>
                        <td>{l.description}</td>
                        <td>{l.category_name}</td>
                        <Amount value={l.amount} />
                        <Amount value={l.accumulated_after} />
                        <Amount value={l.net_book_value_after} />
                      </tr>
                    ))}
                    <tr>
                      <th scope="row" colSpan={3}>
                        Total
                      </th>
                      <Amount value={p.total} strong />
                      <td colSpan={2} />
                    </tr>
                  </tbody>
                </Table>
              </ScrollRegion>
              <EntryTable lines={p.entry} label="Journal entry" />
              {!p.run && mayPost && (
                <Button variant="success" size="sm" onClick={post} disabled={isLoading}>
                  Post Depreciation
                </Button>
              )}
            </section>
          )}
        </ReadState>
      )}
      <h2 className="h6 mt-4">Posted Runs</h2>
      <ReadState loading={runs.isLoading} failed={runs.isError} empty={runs.data?.length === 0} what="depreciation runs" onRetry={() => void runs.refetch()}>
        <ul className="list-unstyled small">
          {(runs.data ?? []).map((r) => (
            <li key={r.run_id}>
              {periodLabel(r.period)}: {r.assets} assets, {r.total} ({r.journal_entry}, {r.created_by})
            </li>
          ))}
        </ul>
      </ReadState>
    </div>
  );
}
