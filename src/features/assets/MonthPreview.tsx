import { useState } from 'react';
import { periodBody } from '../../../contract/assets';
import FormError from '../../components/FormError';
import { todayManila } from '../../lib/dates';
import { thisMonth } from './parts';
import { Button, Form } from 'react-bootstrap';

/**
 * The month of a monthly run (depreciation, allocations): the month being
 * chosen, the one previewed (null until Preview), and the problem to show
 * (a month the contract refuses, or a refused post).
 */
export function useMonthRun() {
  const [month, setMonth] = useState(thisMonth(todayManila()));
  const [shown, setShown] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const preview = () => {
    const ok = periodBody.safeParse({ period: month });
    setProblem(ok.success ? '' : (ok.error.issues[0]?.message ?? 'Month is required.'));
    if (ok.success) setShown(month);
  };
  return { month, setMonth, shown, problem, setProblem, preview };
}

/** The Month field and Preview button of a monthly run, with its problem under them. */
export function MonthPreviewForm({ id, run, className }: { id: string; run: ReturnType<typeof useMonthRun>; className: string }) {
  return (
    <>
      <form
        className={`d-flex flex-wrap align-items-end gap-2 ${className}`}
        onSubmit={(e) => {
          e.preventDefault();
          run.preview();
        }}
      >
        <div>
          <Form.Label htmlFor={id} className="small mb-1 d-block">
            Month
          </Form.Label>
          <Form.Control id={id} type="month" size="sm" value={run.month} onChange={(e) => run.setMonth(e.target.value)} />
        </div>
        <Button type="submit" variant="outline-primary" size="sm">
          Preview
        </Button>
      </form>
      {run.problem && <FormError message={run.problem} />}
    </>
  );
}
