import { useState } from 'react';
import { closeMonthEp, closeYearEp, periodsEp, reopenMonthBody, reopenMonthEp, reopenYearBody, reopenYearEp, type PeriodMonth } from '../../../contract/periods';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReasonModal from '../../components/ReasonModal';
import { formatDateTime, todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Alert, Badge, Button, Form, Table } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/**
 * Period Close: the months of a year, open or closed, and every year's
 * close. Closing a month closes the open months before it; only the latest
 * closed month reopens (with a reason). Closing a year posts its closing
 * entry to Retained Earnings; a month of a closed year reopens only after
 * the year does. A closed month refuses every posting dated in it.
 */
export default function PeriodClosePage() {
  const today = todayManila();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const read = useRead(periodsEp, { query: { year } });
  const writes = useWrites();
  const [reopening, setReopening] = useState<{ kind: 'month'; m: PeriodMonth } | { kind: 'year'; year: number } | null>(null);
  const p = read.currentData;
  const latest = p?.latest_closed;
  const latestYear = p?.years.find((y) => y.status === 'closed')?.year;

  async function closeMonth(m: PeriodMonth) {
    const text = `Postings dated in ${m.label} will be refused${latest ? '' : ', and every earlier open month of the books is closed with it'}.`;
    if (!(await confirmAction(`Close ${m.label}?`, text, 'Yes, close it'))) return;
    try {
      await writes.runOn(closeMonthEp, { body: { year: m.year, month: m.month } });
      await showSuccess(`${m.label} is closed`, '', 1500);
    } catch (e) {
      await showError('Oops...', toApiError(e).messages.join('\n'));
    }
  }

  async function closeYear(y: number) {
    if (!(await confirmAction(`Close the year ${y}?`, `Every month of ${y} is closed and the income and expense accounts are closed to Retained Earnings on 31 December ${y}.`, 'Yes, close the year')))
      return;
    try {
      await writes.runOn(closeYearEp, { body: { year: y } });
      await showSuccess(`The year ${y} is closed`, '', 1500);
    } catch (e) {
      await showError('Oops...', toApiError(e).messages.join('\n'));
    }
  }

  return (
    <div className="p-3">
      <h1 className="h4">Period Close</h1>
      <Can scopes="close_period" fallback={<PermissionDenied what="the accounting periods" />}>
        <FilterBar label="Choose the year">
          <div>
            <Form.Label htmlFor="period-year" className="small mb-0">Year</Form.Label>
            <Form.Select id="period-year" size="sm" value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {(p?.years ?? [{ year }]).map((y) => (
                <option key={y.year} value={y.year}>{y.year}</option>
              ))}
            </Form.Select>
          </div>
          <p className="small mb-1 ms-3" role="status">
            {latest ? `Latest closed month: ${latest.label}.` : p ? 'No month is closed yet.' : ''}
          </p>
        </FilterBar>
        {read.error ? (
          <Alert variant="danger" transition={false} role="alert">
            The periods could not be loaded: {read.error.messages.join(' ')}
          </Alert>
        ) : !p ? (
          <p role="status">Loading the periods…</p>
        ) : (
          <div className="row g-3">
            <div className="col-lg-7">
              <Table size="sm" className="small align-middle">
                <caption className="caption-top">Months of {p.year}</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Status</th>
                    <th scope="col">Closed By</th>
                    <th scope="col">Reopened Because</th>
                    <th scope="col"><span className="visually-hidden">Actions</span></th>
                  </tr>
                </thead>
                <tbody>
                  {p.months.map((m) => {
                    const isLatest = latest?.year === m.year && latest.month === m.month;
                    return (
                      <tr key={m.month}>
                        <th scope="row">{m.label}</th>
                        <td>{m.status === 'closed' ? <Badge bg="secondary">Closed</Badge> : <Badge bg="success">Open</Badge>}</td>
                        <td>{m.closed_by ? `${m.closed_by} (${formatDateTime(m.closed_at)})` : ''}</td>
                        <td>{m.reopen_reason ?? ''}</td>
                        <td className="text-end">
                          {m.status === 'open' && lastDay(m.year, m.month) < today && (
                            <Button variant="outline-primary" size="sm" disabled={writes.isLoading} onClick={() => void closeMonth(m)}>
                              Close {m.label}
                            </Button>
                          )}
                          {isLatest && (
                            <Button variant="outline-danger" size="sm" disabled={writes.isLoading} onClick={() => setReopening({ kind: 'month', m })}>
                              Reopen {m.label}
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </div>
            <div className="col-lg-5">
              <Table size="sm" className="small align-middle">
                <caption className="caption-top">Year-end close</caption>
                <thead>
                  <tr>
                    <th scope="col">Year</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="text-end">Net Income Closed</th>
                    <th scope="col">Closing Entry</th>
                    <th scope="col"><span className="visually-hidden">Actions</span></th>
                  </tr>
                </thead>
                <tbody>
                  {p.years.map((y) => (
                    <tr key={y.year}>
                      <th scope="row">{y.year}</th>
                      <td>{y.status === 'closed' ? <Badge bg="secondary">Closed</Badge> : <Badge bg="success">Open</Badge>}</td>
                      <td className="text-end">{y.net_income !== null && y.status === 'closed' ? formatMoney(y.net_income) : ''}</td>
                      <td>{y.journal_entry ?? ''}</td>
                      <td className="text-end">
                        {y.status === 'open' && `${y.year}-12-31` < today && (
                          <Button variant="outline-primary" size="sm" disabled={writes.isLoading} onClick={() => void closeYear(y.year)}>
                            Close {y.year}
                          </Button>
                        )}
                        {y.year === latestYear && (
                          <Button variant="outline-danger" size="sm" disabled={writes.isLoading} onClick={() => setReopening({ kind: 'year', year: y.year })}>
                            Reopen {y.year}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </div>
        )}
      </Can>
      {reopening?.kind === 'month' && (
        <ReasonModal
          title={`Reopen ${reopening.m.label}`}
          label="Reason for reopening"
          submitLabel="Reopen"
          savingLabel="Reopening…"
          maxLength={500}
          schema={reopenMonthBody}
          bodyOf={(reason) => ({ year: reopening.m.year, month: reopening.m.month, reason })}
          send={(body) => writes.runOn(reopenMonthEp, { body })}
          saving={writes.isLoading}
          onClose={() => setReopening(null)}
          onDone={() => setReopening(null)}
        />
      )}
      {reopening?.kind === 'year' && (
        <ReasonModal
          title={`Reopen the year ${reopening.year}`}
          label="Reason for reopening (the closing entry is reversed)"
          submitLabel="Reopen"
          savingLabel="Reopening…"
          maxLength={500}
          schema={reopenYearBody}
          bodyOf={(reason) => ({ year: reopening.year, reason })}
          send={(body) => writes.runOn(reopenYearEp, { body })}
          saving={writes.isLoading}
          onClose={() => setReopening(null)}
          onDone={() => setReopening(null)}
        />
      )}
    </div>
  );
}
