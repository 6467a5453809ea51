import type { ReactNode } from 'react';
import FilterBar from './filters/FilterBar';

/** The filter row of a report: its fields, then Search (Enter submits) — the kit's FilterBar applied on Search. */
export default function ReportFilters({ onSearch, children, disabled, label = 'Report filters' }: { onSearch: () => void; children: ReactNode; disabled?: boolean; label?: string }) {
  return (
    <FilterBar label={label} onSearch={onSearch} searching={disabled}>
      {children}
    </FilterBar>
  );
}
