import { useState } from 'react';
import { Stack } from 'react-bootstrap';
import { overrideColumns, overridesEp, type GateOverrideRow } from '../../../contract/regulatory';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import { ReadState } from '../../components/report/reportParts';
import ResultTable from '../../components/ResultTable';
import SectionHeading from '../../components/SectionHeading';
import { todayManila } from '../../lib/dates';

/** Every trade a licence or registration gate would have stopped, let through by the override scope: who, when, what. */
export default function OverridesPanel() {
  const today = todayManila();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const ready = Boolean(from && to && from <= to);
  const read = useRead(overridesEp, { body: { date_from: from, date_to: to } }, { skip: !ready });
  const rows = read.currentData ?? [];
  return (
    <section aria-labelledby="overrides-heading">
      <SectionHeading id="overrides-heading">Gate Overrides</SectionHeading>
      <Stack direction="horizontal" gap={3} className="align-items-end mb-3 flex-wrap">
        <DateField label="Date From" required value={from} onChange={setFrom} maxDate={to} />
        <DateField label="Date To" required value={to} onChange={setTo} minDate={from} />
      </Stack>
      {!ready ? (
        <p className="text-muted">Choose a date range: Date From on or before Date To.</p>
      ) : (
        <ReadState loading={read.isFetching} failed={read.isError} empty={!rows.length} what="overrides in these dates" onRetry={() => void read.refetch()}>
          <ResultTable<GateOverrideRow> label="Gate overrides" rows={rows} columns={overrideColumns} rowKey={(r) => String(r.override_id)} />
        </ReadState>
      )}
    </section>
  );
}
