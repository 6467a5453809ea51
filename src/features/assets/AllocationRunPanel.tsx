import { allocationPostEp, allocationPreviewEp, periodLabel } from '../../../contract/assets';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import { Amount, ReadState } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import { MonthPreviewForm, useMonthRun } from './MonthPreview';
import { EntryTable, problemOf } from './parts';
import { Button, Table } from 'react-bootstrap';

/** The monthly allocation: what each schedule and cost center takes in the month, and its entry, then Post. */
export default function AllocationRunPanel() {
  const run = useMonthRun();
  const { shown, setProblem } = run;
  const mayPost = usePermission('manage_allocated_expenses');
  const preview = useRead(allocationPreviewEp, { body: { period: shown ?? '' } }, { skip: !shown });
  const { runOn, isLoading } = useWrites();
  const p = preview.currentData;

  async function post() {
    if (!p) return;
    setProblem('');
    if (!(await confirmAction(`Post the allocations for ${periodLabel(p.period)}?`, `This posts ${p.total} from the prepaid accounts to expense in one journal entry.`, 'Post'))) return;
    try {
      const res = await runOn(allocationPostEp, { body: { period: p.period } });
      await showSuccess('Posted', `Allocations for ${periodLabel(p.period)}: journal entry ${res.result.journal_entry}.`, 1500);
    } catch (e) {
      setProblem(problemOf(e).message);
    }
  }

  return (
    <section aria-labelledby="allocation-run" className="mt-4">
      <h2 id="allocation-run" className="h5">
        Monthly Allocation
      </h2>
      <MonthPreviewForm id="alloc-month" run={run} className="mb-2" />
      {!shown ? (
        <p className="text-muted" role="status">
          Choose a month and press Preview to see what is due.
        </p>
      ) : (
        <ReadState loading={preview.isFetching} failed={preview.isError} empty={!!p && p.lines.length === 0} what={`allocations due in ${periodLabel(shown)}`}>
          {p && (
            <>
              <ScrollRegion label="Allocations due">
                <Table size="sm" bordered className="w-auto">
                  <caption className="caption-top">Due in {periodLabel(p.period)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Schedule No.</th>
                      <th scope="col">Description</th>
                      <th scope="col">Cost Center</th>
                      <th scope="col" className="text-end">Amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.lines.map((l) => (
                      <tr key={`${l.schedule_no}-${l.cost_center_name}`}>
                        <th scope="row">{l.schedule_no}</th>
                        <td>{l.description}</td>
                        <td>{l.cost_center_name}</td>
                        <Amount value={l.amount} />
                      </tr>
                    ))}
                    <tr>
                      <th scope="row" colSpan={3}>
                        Total
                      </th>
                      <Amount value={p.total} strong />
                    </tr>
                  </tbody>
                </Table>
              </ScrollRegion>
              <EntryTable lines={p.entry} label="Journal entry" />
              {mayPost && (
                <Button variant="success" size="sm" onClick={post} disabled={isLoading}>
                  Post Allocations
                </Button>
              )}
            </>
          )}
        </ReadState>
      )}
    </section>
  );
}
