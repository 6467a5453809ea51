import { PAGE_SIZES } from '../../../contract/codes';
import DataAsOf from '../DataAsOf';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** When the rows' data is complete up to (a report read from a replica says so). */
  asOf?: string;
  disabled?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const fmt = new Intl.NumberFormat('en-PH');

/** Page size 50/75/100 and first/previous/next/last, under every server-paged grid. */
export default function Pager({ page, pageSize, total, asOf, disabled, onPage, onPageSize }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 py-2 small" aria-label="Pagination">
      <label className="d-flex align-items-center gap-2 mb-0">
        Page size
        <select
          className="form-select form-select-sm w-auto"
          value={pageSize}
          disabled={disabled}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <span data-testid="pager-range">
        {fmt.format(from)} to {fmt.format(to)} of {fmt.format(total)}
      </span>
      <DataAsOf asOf={asOf} />
      <div className="btn-group btn-group-sm ms-auto">
        <button type="button" className="btn btn-outline-secondary" disabled={disabled || page === 0} onClick={() => onPage(0)} aria-label="First page">
          «
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={disabled || page === 0} onClick={() => onPage(page - 1)} aria-label="Previous page">
          ‹
        </button>
        <span className="btn btn-outline-secondary pe-none" aria-live="polite">
          Page {fmt.format(Math.min(page + 1, pages))} of {fmt.format(pages)}
        </span>
        <button type="button" className="btn btn-outline-secondary" disabled={disabled || page >= pages - 1} onClick={() => onPage(page + 1)} aria-label="Next page">
          ›
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={disabled || page >= pages - 1} onClick={() => onPage(pages - 1)} aria-label="Last page">
          »
        </button>
      </div>
    </div>
  );
}
