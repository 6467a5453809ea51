import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { todayManila } from '../lib/dates';

export interface Quarter {
  year: number;
  quarter: number;
}

/** The quarter a return is filed for today: the current one (Manila time). */
export function currentQuarter(): Quarter {
  const today = todayManila();
  return { year: Number(today.slice(0, 4)), quarter: Math.ceil(Number(today.slice(5, 7)) / 3) };
}

/** A tax quarter: the year (this one and the `years - 1` before it) and the quarter, as two labelled selects. */
export default function QuarterPicker({ value, onChange, years = 3 }: { value: Quarter; onChange: (q: Quarter) => void; years?: number }) {
  const id = useId();
  const thisYear = Number(todayManila().slice(0, 4));
  return (
    <>
      <Form.Group controlId={`${id}-year`}>
        <Form.Label className="small mb-0">Year</Form.Label>
        <Form.Select size="sm" value={value.year} onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}>
          {Array.from({ length: years }, (_, k) => thisYear - k).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-quarter`}>
        <Form.Label className="small mb-0">Quarter</Form.Label>
        <Form.Select size="sm" value={value.quarter} onChange={(e) => onChange({ ...value, quarter: Number(e.target.value) })}>
          {[1, 2, 3, 4].map((q) => (
            <option key={q} value={q}>
              Quarter {q}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}
