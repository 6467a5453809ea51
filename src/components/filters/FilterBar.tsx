import type { ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';

export interface FilterBarProps {
  /** What the filters narrow, for a screen reader's list of search regions ("Filter the customers"). */
  label: string;
  /** The fields: SearchBox, SelectFilter, TextFilter, DateField, a select; a tool pushed right takes `ms-auto`. */
  children: ReactNode;
  /**
   * A report's filters apply on Search: the bar is a form, Enter in any field or the Search button submits.
   * Without it each field applies as it changes (a list's search, its status and date filters).
   */
  onSearch?: () => void;
  /** Search is greyed while the answer to the last one is read. */
  searching?: boolean;
  /** The button's words when a screen says more than Search ("Search Stock"). */
  searchLabel?: string;
}

const ROW = 'd-flex flex-wrap align-items-end gap-2 mb-3';

/**
 * The one filter row of every list and report: the fields in a wrapping row aligned on their inputs, a search
 * landmark named by the screen, and for a report the Search button that applies them.
 */
export default function FilterBar({ label, children, onSearch, searching, searchLabel = 'Search' }: FilterBarProps) {
  if (!onSearch)
    return (
      <div role="search" aria-label={label} className={ROW}>
        {children}
      </div>
    );
  return (
    <Form
      role="search"
      aria-label={label}
      className={ROW}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
      <Button type="submit" size="sm" disabled={searching}>
        {searchLabel}
      </Button>
    </Form>
  );
}
