import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ServerGrid, { type PageResult } from './ServerGrid';
import { renderWithProviders, authed } from '../../../tests/render';
import { financeUser } from '../../../tests/msw/fixtures';
import type { Paging } from './usePaging';

interface Row {
  id: number;
  name: string;
}

function pages(total: number) {
  return vi.fn(async (q: Paging): Promise<PageResult<Row>> => {
    const start = q.page * q.page_size;
    const rows = Array.from({ length: Math.max(0, Math.min(q.page_size, total - start)) }, (_, i) => ({ id: start + i + 1, name: `Row ${start + i + 1}` }));
    return { rows, total };
  });
}

const columns = [
  { field: 'id' as const, headerName: 'ID' },
  { field: 'name' as const, headerName: 'Name' },
];

describe('ServerGrid', () => {
  it('asks the server for page 0 of 50 with the default sort, and pages forward', async () => {
    const fetchPage = pages(120);
    const { router } = renderWithProviders(
      <ServerGrid screenId="test" columns={columns} fetchPage={fetchPage} queryKey="q1" defaultSort={{ order_by: 'id', direction: 'asc' }} />,
      { route: '/grid', preloadedState: authed(financeUser) },
    );
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('1 to 50 of 120'));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, page_size: 50, order_by: 'id', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('51 to 100 of 120'));
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, page_size: 50, order_by: 'id', direction: 'asc' });
    // Page and sort live in the URL so the report can be bookmarked.
    expect(router.state.location.search).toContain('page=1');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('101 to 120 of 120'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens a row on click and on Enter when the screen asks for it', async () => {
    const onRowOpen = vi.fn();
    renderWithProviders(
      <ServerGrid screenId="test" columns={columns} fetchPage={pages(3)} queryKey="q1" defaultSort={{ order_by: 'id', direction: 'asc' }} onRowOpen={onRowOpen} />,
      { route: '/grid', preloadedState: authed(financeUser) },
    );
    await userEvent.click(await screen.findByText('Row 2'));
    expect(onRowOpen).toHaveBeenLastCalledWith({ id: 2, name: 'Row 2' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onRowOpen).toHaveBeenLastCalledWith({ id: 3, name: 'Row 3' }));
  });

  it('offers page sizes 50, 75 and 100 and restarts from the first page', async () => {
    const fetchPage = pages(300);
    renderWithProviders(
      <ServerGrid screenId="test" columns={columns} fetchPage={fetchPage} queryKey="q1" defaultSort={{ order_by: 'id', direction: 'desc' }} />,
      { route: '/grid?page=2', preloadedState: authed(financeUser) },
    );
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('101 to 150 of 300'));
    const select = screen.getByLabelText('Page size');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['50', '75', '100']);
    await userEvent.selectOptions(select, '100');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, page_size: 100, order_by: 'id', direction: 'desc' }));
  });

  it('shows the empty state, and makes no call before the first search', async () => {
    const fetchPage = pages(0);
    renderWithProviders(
      <ServerGrid screenId="test" columns={columns} fetchPage={fetchPage} queryKey={null} defaultSort={{ order_by: 'id', direction: 'asc' }} />,
      { route: '/grid', preloadedState: authed(financeUser) },
    );
    expect(screen.getByText('Choose the filters and press Search.')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('shows a server error through the error callback', async () => {
    const onError = vi.fn();
    const fetchPage = vi.fn(async () => {
      throw new Error('boom');
    });
    renderWithProviders(
      <ServerGrid screenId="test" columns={columns} fetchPage={fetchPage} queryKey="q" onError={onError} defaultSort={{ order_by: 'id', direction: 'asc' }} />,
      { route: '/grid', preloadedState: authed(financeUser) },
    );
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0].messages).toEqual(['boom']);
  });

  it('a URL sort key that is no sortable column falls back to the default sort', async () => {
    const fetchPage = pages(3);
    renderWithProviders(
      <ServerGrid screenId="test" columns={[{ field: 'id' as const, headerName: 'ID' }, { field: 'name' as const, headerName: 'Name', sortable: false }]} fetchPage={fetchPage} queryKey="q" defaultSort={{ order_by: 'id', direction: 'asc' }} />,
      { route: '/grid?order_by=name&page=99999999999', preloadedState: authed(financeUser) },
    );
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, page_size: 50, order_by: 'id', direction: 'asc' });
  });

  it('renders the rows of the page', async () => {
    renderWithProviders(
      <ServerGrid screenId="test" columns={columns} fetchPage={pages(3)} queryKey="q" defaultSort={{ order_by: 'id', direction: 'asc' }} />,
      { route: '/grid', preloadedState: authed(financeUser) },
    );
    expect(await screen.findByText('Row 2')).toBeInTheDocument();
  });
});
