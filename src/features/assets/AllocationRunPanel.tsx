import { useState } from 'react';
import { allocationPostEp, allocationPreviewEp, periodBody, periodLabel } from '../../../contract/assets';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import { usePermission } from '../../components/permissions';
import { Amount, ReadState } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import { todayManila } from '../../lib/dates';
import { EntryTable, problemOf, thisMonth } from './parts';

/** The monthly allocation: what each schedule and cost center takes in the month, and its entry, then Post. */
export default function AllocationRunPanel() {
  const [month, setMonth] = useState(thisMonth(todayManila()));
  const [shown, setShown] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
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
      <form
        className="d-flex flex-wrap align-items-end gap-2 mb-2"
        onSubmit={(e) => {
          e.preventDefault();
          const ok = periodBody.safeParse({ period: month });
          setProblem(ok.success ? '' : (ok.error.issues[0]?.message ?? 'Month is required.'));
          if (ok.success) setShown(month);
        }}
      >
        <div>
          <label htmlFor="alloc-month" className="form-label small mb-1 d-block">
            Month
          </label>
          <input id="alloc-month" type="month" className="form-control form-control-sm" value={month} onChange={(e) => setMonth(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-outline-primary btn-sm">
          Preview
        </button>
      </form>
      {problem && <FormError message={problem} />}
      {!shown ? (
        <p className="text-muted" role="status">
          Choose a month and press Preview to see what is due.
        </p>
      ) : (
        <ReadState loading={preview.isFetching} failed={preview.isError} empty={!!p && p.lines.length === 0} what={`allocations due in ${periodLabel(shown)}`}>
          {p && (
            <>
              <ScrollRegion label="Allocations due">
                <table className="table table-sm table-bordered w-auto">
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
                </table>
              </ScrollRegion>
              <EntryTable lines={p.entry} label="Journal entry" />
              {mayPost && (
                <button type="button" className="btn btn-success btn-sm" onClick={post} disabled={isLoading}>
                  Post Allocations
                </button>
              )}
            </>
          )}
        </ReadState>
      )}
    </section>
  );
}
