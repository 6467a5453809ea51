import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FilterBar from './FilterBar';
import TextFilter from './TextFilter';

/** The one filter row of lists and reports. */
describe('FilterBar', () => {
  it("a list's filters: a search region named by the screen, applying as they change (no Search button)", () => {
    render(
      <FilterBar label="Filter the customers">
        <input aria-label="Search Fields" />
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter the customers' });
    expect(bar.tagName).toBe('DIV');
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it("a report's filters apply on Search or Enter, and Search waits while the last answer is read", async () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <FilterBar label="Report filters" onSearch={onSearch}>
        <TextFilter label="Customer" value="" onChange={() => {}} />
      </FilterBar>,
    );
    await userEvent.type(screen.getByLabelText('Customer'), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    rerender(
      <FilterBar label="Report filters" onSearch={onSearch} searching>
        <TextFilter label="Customer" value="" onChange={() => {}} />
      </FilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});
