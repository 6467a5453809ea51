import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { columns as declare, endpoint, pagedQuery } from '../../../contract/kit';
import ServerGrid from './ServerGrid';
import { colDefsOf } from './columnDefs';
import { useGridSelection } from './useGridSelection';
import { renderWithProviders, authed } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { tickOf } from '../../../tests/grid';

/** Paging, sorting, opening rows and the not-searched / failed states of the one server-paged grid. */
interface Row {
  id: number;
  name: string;
}
const cols = declare<Row>()([
  { key: 'id', header: 'ID', kind: 'number', sortable: true },
  { key: 'name', header: 'Name', kind: 'text' },
]);
const listRows = endpoint<Row[]>()({ method: 'GET', path: '/rows', query: pagedQuery(cols, { order_by: 'id' }), paged: true, tag: 'rows' });
const columns = colDefsOf<Row>(cols);
const SLOW = { timeout: 30_000 };

/** The server: `total` rows, paged as asked; the queries it received. */
function serve(total: number) {
  const asked: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/rows'), ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(q);
      const start = Number(q.page) * Number(q.page_size);
      const rows = Array.from({ length: Math.max(0, Math.min(Number(q.page_size), total - start)) }, (_, i) => ({ id: start + i + 1, name: `Row ${start + i + 1}` }));
      return ok(rows, { total_rows: total });
    }),
  );
  return asked;
}

const paging = (q: Record<string, string> | undefined) => q && { page: q.page, page_size: q.page_size, order_by: q.order_by, direction: q.direction };

function render(props: Partial<Parameters<typeof ServerGrid<Row>>[0]> = {}, route = '/grid') {
  return renderWithProviders(
    <ServerGrid<Row> screenId="test" columns={columns} source={{ endpoint: listRows }} queryKey="q1" defaultSort={{ order_by: 'id', direction: 'asc' }} {...props} />,
    { route, preloadedState: authed(financeUser) },
  );
}

const keyOfRow = (r: Row) => String(r.id);
const evenOnly = (r: Row) => r.id % 2 === 0;

/** A pick list over the grid: the rows chosen so far, on any page, listed under it. */
function PickList() {
  const pick = useGridSelection<Row>(keyOfRow, evenOnly);
  return (
    <>
      <ServerGrid<Row> screenId="pick" columns={columns} source={{ endpoint: listRows }} queryKey="q1" defaultSort={{ order_by: 'id', direction: 'asc' }} selection={pick.selection} />
      <output aria-label="Chosen">{pick.rows.map((r) => r.name).join(', ') || 'none'}</output>
    </>
  );
}


describe('ServerGrid', () => {
  it('a pick list keeps what was ticked across pages, shows the ticks again, and refuses rows that may not take part', async () => {
    serve(120);
    renderWithProviders(<PickList />, { route: '/grid', preloadedState: authed(financeUser) });
    await userEvent.click(await tickOf('Row 2'));
    expect(await tickOf('Row 1')).toBeDisabled();
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('Row 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(await tickOf('Row 52'));
    await waitFor(() => expect(screen.getByLabelText('Chosen')).toHaveTextContent('Row 2, Row 52'));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(async () => expect(await tickOf('Row 2')).toBeChecked());
    // Unticking on this page leaves the other page's choice alone.
    await userEvent.click(await tickOf('Row 2'));
    await waitFor(() => expect(screen.getByLabelText('Chosen')).toHaveTextContent(/^Row 52$/));
  });

  it('asks the server for page 0 of 50 with the default sort, and pages forward', async () => {
    const asked = serve(120);
    const { router } = render();
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('1 to 50 of 120'), SLOW);
    expect(paging(asked.at(-1))).toEqual({ page: '0', page_size: '50', order_by: 'id', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('51 to 100 of 120'));
    expect(paging(asked.at(-1))).toEqual({ page: '1', page_size: '50', order_by: 'id', direction: 'asc' });
    // Page and sort live in the URL so the report can be bookmarked.
    expect(router.state.location.search).toContain('page=1');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('101 to 120 of 120'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens a row on click and on Enter when the screen asks for it', async () => {
    serve(3);
    const onRowOpen = vi.fn();
    render({ onRowOpen });
    await userEvent.click(await screen.findByText('Row 2', {}, SLOW));
    expect(onRowOpen).toHaveBeenLastCalledWith({ id: 2, name: 'Row 2' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onRowOpen).toHaveBeenLastCalledWith({ id: 3, name: 'Row 3' }));
  });

  it('offers page sizes 50, 75 and 100 and restarts from the first page', async () => {
    const asked = serve(300);
    render({ defaultSort: { order_by: 'id', direction: 'desc' } }, '/grid?page=2');
    await waitFor(() => expect(screen.getByTestId('pager-range')).toHaveTextContent('101 to 150 of 300'), SLOW);
    const select = screen.getByLabelText('Page size');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['50', '75', '100']);
    await userEvent.selectOptions(select, '100');
    await waitFor(() => expect(paging(asked.at(-1))).toEqual({ page: '0', page_size: '100', order_by: 'id', direction: 'desc' }));
  });

  it('shows the not-searched state, and makes no call before the first search', async () => {
    const asked = serve(0);
    render({ queryKey: null });
    expect(screen.getByText('Choose the filters and press Search.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toHaveLength(0);
  });

  it('shows an empty result as such, not as a failure', async () => {
    serve(0);
    render();
    expect(await screen.findByText('No rows to show.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands a refused search to the error callback with the server text', async () => {
    mswServer.use(http.get(API('/rows'), () => HttpResponse.json({ code: '00001', result: ['Page must be at most 2147483647.'] }, { status: 422 })));
    const onError = vi.fn();
    render({ onError });
    await waitFor(() => expect(onError).toHaveBeenCalled(), SLOW);
    expect(onError.mock.calls[0][0].messages).toEqual(['Page must be at most 2147483647.']);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a URL sort key that is no sortable column, or a page beyond int4, falls back to the default', async () => {
    const asked = serve(3);
    render({}, '/grid?order_by=name&page=99999999999');
    expect(await screen.findByText('Row 2', {}, SLOW)).toBeInTheDocument();
    expect(paging(asked.at(-1))).toEqual({ page: '0', page_size: '50', order_by: 'id', direction: 'asc' });
  });
});

describe('useGridSelection', () => {
  it('drops the choice when what it belongs to changes, and coming back starts with nothing ticked', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { result, rerender } = renderHook(({ of }) => useGridSelection<Row>(keyOfRow, undefined, { belongsTo: of }), { initialProps: { of: 'pending' } });
    act(() => result.current.selection.onChange(new Map([['2', { id: 2, name: 'Row 2' }]])));
    expect(result.current.rows).toEqual([{ id: 2, name: 'Row 2' }]);
    rerender({ of: 'scheduled' });
    expect(result.current.rows).toEqual([]);
    rerender({ of: 'pending' });
    expect(result.current.rows).toEqual([]);
  });
});
