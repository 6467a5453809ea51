import type { ReactNode } from 'react';

/** The filter row of a report: its fields, then Search (Enter submits). */
export default function ReportFilters({ onSearch, children, disabled }: { onSearch: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <form
      className="row g-2 align-items-end mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
      <div className="col-auto">
        <button type="submit" className="btn btn-primary btn-sm" disabled={disabled}>
          Search
        </button>
      </div>
    </form>
  );
}
