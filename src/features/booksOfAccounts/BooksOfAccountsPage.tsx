import { useState } from 'react';
import { Button, Form, Stack, Table } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { JOB_STATUSES, booksBuildEp, booksBuildsEp, booksCancelEp, booksDownloadEp, type BooksBuild } from '../../../contract/booksOfAccounts';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import ExportButton from '../../components/export/ExportButton';
import JobBar from '../../components/JobBar';
import LoadState from '../../components/LoadState';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import ScrollRegion from '../../components/ScrollRegion';
import SectionHeading from '../../components/SectionHeading';
import { todayManila } from '../../lib/dates';

const SCOPE = 'keep_books_of_accounts' as const;
const count = (n: number) => n.toLocaleString('en-PH');
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila' }) : '—');
const pending = (b: BooksBuild) => b.status === 'queued' || b.status === 'running';

function Progress({ b }: { b: BooksBuild }) {
  if (b.status === 'queued') return <span>Waiting to start</span>;
  if (b.status !== 'running') return <span>{b.summary ? `${count(b.summary.pages)} pages` : '—'}</span>;
  return <JobBar label={`Year ${b.year}`} done={b.progress_done} total={b.progress_total ?? 0} minWidth={160} />;
}

/**
 * /finance-and-accounting/books-of-accounts: the year's books of accounts as the BIR asks of a computerized
 * accounting system (issue 27). Build queues the pack; it is built in the background (the page may be closed) with
 * its progress shown here; a ready pack downloads as one PDF, its books' pages and totals listed.
 */
export default function BooksOfAccountsPage() {
  const allowed = usePermission(SCOPE);
  const thisYear = Number(todayManila().slice(0, 4));
  const [year, setYear] = useState(thisYear - 1);
  const [polling, setPolling] = useState(false);
  const read = useRead(booksBuildsEp, {}, { skip: !allowed, pollingInterval: polling ? 2000 : 0 });
  const build = useWrite(booksBuildEp);
  const cancel = useWrite(booksCancelEp);
  const builds = read.currentData ?? [];
  const busy = builds.some(pending);
  // Poll only while a build waits or runs: the answer decides the next read's interval (set during render, React's pattern for state that follows data).
  if (busy !== polling) setPolling(busy);
  if (!allowed) return <PermissionDenied what="the books of accounts" />;

  async function start() {
    if (!(await confirmAction(`Build the books of ${year}?`, `The nine books of ${year} are bound into one PDF in the background; you may leave this page and download it here when it is ready.`, 'Yes, build them'))) return;
    try {
      await build.run({ body: { year } });
      toast.success(`The books of ${year} are queued.`);
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }
  async function stop(b: BooksBuild) {
    if (!(await confirmAction(`Cancel the books of ${b.year}?`, 'The build stops; nothing of it is kept.', 'Yes, cancel it'))) return;
    try {
      await cancel.run({ params: { job_id: b.job_id } });
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }
  const ready = builds.find((b) => b.status === 'done');

  return (
    <div className="p-3">
      <h1 className="h4">Books of Accounts</h1>
      <Stack direction="horizontal" gap={2} className="align-items-end mb-3">
        <Form.Group controlId="books-year">
          <Form.Label className="small mb-0">Year</Form.Label>
          <Form.Select size="sm" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {[0, 1, 2, 3, 4].map((k) => (
              <option key={k} value={thisYear - k}>
                {thisYear - k}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" onClick={() => void start()} disabled={build.isLoading}>
          Build Books
        </Button>
      </Stack>
      <LoadState what="the builds" isLoading={read.isLoading} error={read.error} empty={builds.length === 0} emptyText="No books have been built yet: choose a year and Build Books." onRetry={() => void read.refetch()}>
        {() => (
          <ScrollRegion label="Builds, scrollable">
            <Table size="sm" bordered hover aria-label="Builds of the books of accounts">
              <thead>
                <tr>
                  <th scope="col">Year</th>
                  <th scope="col">Status</th>
                  <th scope="col">Progress</th>
                  <th scope="col">Requested By</th>
                  <th scope="col">Requested</th>
                  <th scope="col">Finished</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {builds.map((b) => (
                  <tr key={b.job_id}>
                    <td>{b.year}</td>
                    <td>{b.error ? `${JOB_STATUSES[b.status]}: ${b.error}` : JOB_STATUSES[b.status]}</td>
                    <td>
                      <Progress b={b} />
                    </td>
                    <td>{b.requested_by}</td>
                    <td>{when(b.created_at)}</td>
                    <td>{when(b.finished_at)}</td>
                    <td>
                      {b.status === 'done' && <ExportButton scope={SCOPE} path={booksDownloadEp.path.replace(':job_id', String(b.job_id))} body={() => ({})} label={`Download ${b.year} (PDF)`} />}
                      {pending(b) && (
                        <Button size="sm" variant="outline-danger" onClick={() => void stop(b)}>
                          Cancel
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
      </LoadState>
      {ready?.summary && (
        <section aria-labelledby="books-contents">
          <SectionHeading id="books-contents">{`Contents of the books of ${ready.year}`}</SectionHeading>
          <Table size="sm" bordered aria-label={`Contents of the books of ${ready.year}`}>
            <thead>
              <tr>
                <th scope="col">Book</th>
                <th scope="col">Pages</th>
                <th scope="col" className="text-end">
                  Lines
                </th>
                <th scope="col">Totals</th>
              </tr>
            </thead>
            <tbody>
              {ready.summary.books.map((k) => (
                <tr key={k.key}>
                  <td>{k.title}</td>
                  <td>{`${k.first_page}–${k.last_page}`}</td>
                  <td className="text-end">{count(k.rows)}</td>
                  <td>{Object.entries(k.totals).map(([label, v]) => `${label} ${Number(v).toLocaleString('en-PH', { minimumFractionDigits: label.startsWith('Qty') ? 0 : 2 })}`).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <p className="small text-muted">The general journal's and the general ledger's totals are the year's debits and credits in the trial balance.</p>
        </section>
      )}
    </div>
  );
}
