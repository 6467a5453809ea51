import { ProgressBar } from 'react-bootstrap';

const count = (n: number) => n.toLocaleString('en-PH');

/** "250,000 of 1,000,000 rows", or "250,000 rows" while the total is unknown. */
export const rowsSaid = (done: number, total: number | null) => (total ? `${count(done)} of ${count(total)} rows` : `${count(done)} rows`);

/**
 * A background job's progress bar (the books of accounts, a long export): the percentage on the bar, and the bar
 * itself named by what runs and how far ("Year 2025: 1,000 of 3,000 rows"), which is what a screen reader says.
 */
export default function JobBar({ label, done, total, minWidth }: { label: string; done: number; total: number; minWidth?: number }) {
  const pct = total ? Math.floor((done / total) * 100) : 0;
  // The bar as a child: react-bootstrap then gives the progressbar element itself the accessible name.
  return (
    <ProgressBar style={minWidth ? { minWidth } : undefined}>
      <ProgressBar now={pct} label={`${pct}%`} aria-label={`${label}: ${rowsSaid(done, total)}`} />
    </ProgressBar>
  );
}
