import { useEffect, useState } from 'react';
import { Badge, Button, Dropdown, Stack } from 'react-bootstrap';
import { JOB_STATUSES } from '../../../contract/booksOfAccounts';
import { cancelJobEp, jobDownloadEp, myJobsEp, type BackgroundJob } from '../../../contract/backgroundJobs';
import { toApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../dialogs';
import { downloadLink, JOB_STARTED_EVENT } from '../export/runExport';
import JobBar, { rowsSaid } from '../JobBar';


const pending = (j: BackgroundJob) => j.status === 'queued' || j.status === 'running';

/** "about 3 min left", "about 40 s left". */
export function timeLeft(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return `about ${Math.max(1, seconds)} s left`;
  return `about ${Math.ceil(seconds / 60)} min left`;
}

function JobProgress({ job }: { job: BackgroundJob }) {
  if (job.status === 'queued') return <div className="small text-muted">Waiting to start</div>;
  if (job.status !== 'running') return null;
  const total = job.progress_total;
  return (
    <div className="small">
      {total ? <JobBar label={job.label} done={job.progress_done} total={total} /> : null}
      <div className="text-muted">
        {rowsSaid(job.progress_done, total)}
        {job.eta_seconds !== null ? ` · ${timeLeft(job.eta_seconds)}` : ''}
      </div>
    </div>
  );
}

/**
 * The header's tray of background work (issue 30): exports that ran long and the books of accounts, each with its
 * state, progress and time to go; a running one can be cancelled, a ready one downloaded (by the session that asked).
 * It polls only while something is waiting or running; an export that goes to the background wakes it at once.
 */
export default function JobsTray() {
  const [polling, setPolling] = useState(false);
  const [open, setOpen] = useState(false);
  const read = useRead(myJobsEp, {}, { pollingInterval: polling ? 2_000 : 0 });
  const cancel = useWrite(cancelJobEp);
  const jobs = read.currentData ?? [];
  const busy = jobs.filter(pending).length;
  // The answer decides the next read's interval (set during render, React's pattern for state that follows data).
  if ((busy > 0) !== polling) setPolling(busy > 0);
  const { refetch } = read;
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener(JOB_STARTED_EVENT, again);
    return () => window.removeEventListener(JOB_STARTED_EVENT, again);
  }, [refetch]);

  async function stop(job: BackgroundJob) {
    if (!(await confirmAction(`Cancel ${job.label}?`, 'The job stops at its next batch; nothing of it is kept.', 'Yes, cancel it'))) return;
    try {
      await cancel.run({ params: { job_id: job.job_id } });
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }
  async function download(job: BackgroundJob) {
    try {
      const link = await callEndpoint(jobDownloadEp, { params: { job_id: job.job_id } });
      await downloadLink(link.result);
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  // Nothing to show until the user has had background work today.
  if (jobs.length === 0) return null;
  return (
    <Dropdown align="end" show={open} onToggle={(next) => setOpen(next)}>
      <Dropdown.Toggle variant="link" className="text-white text-decoration-none">
        Background Jobs{' '}
        {busy > 0 && (
          <Badge pill bg="warning" text="dark" className="ms-1" data-testid="jobs-running">
            {busy} <span className="visually-hidden">running</span>
          </Badge>
        )}
      </Dropdown.Toggle>
      {open && (
        <Dropdown.Menu className="p-0 shadow">
          <div role="region" aria-label="Background jobs" className="text-body" style={{ width: 380, maxHeight: 420, overflowY: 'auto' }}>
            <ul className="list-group list-group-flush">
              {jobs.map((job) => (
                <li key={job.job_id} className="list-group-item">
                  <Stack direction="horizontal" gap={2} className="align-items-start">
                    <div className="flex-grow-1">
                      <div className="fw-semibold small">{job.label}</div>
                      <div className="small">{job.error ? `${JOB_STATUSES[job.status]}: ${job.error}` : JOB_STATUSES[job.status]}</div>
                      <JobProgress job={job} />
                    </div>
                    {job.status === 'done' && (
                      <Button size="sm" variant="outline-primary" onClick={() => void download(job)}>
                        Download <span className="visually-hidden">{job.label}</span>
                      </Button>
                    )}
                    {pending(job) && (
                      <Button size="sm" variant="outline-danger" onClick={() => void stop(job)}>
                        Cancel <span className="visually-hidden">{job.label}</span>
                      </Button>
                    )}
                  </Stack>
                </li>
              ))}
            </ul>
          </div>
        </Dropdown.Menu>
      )}
    </Dropdown>
  );
}
