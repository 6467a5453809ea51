import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import { useState } from 'react';
import { z } from 'zod';
import { columns as declare, endpoint, pagedQuery } from '../../../contract/kit';
import ServerGrid from './ServerGrid';
import { colDefsOf } from './columnDefs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

/** The grid bound to a declared endpoint: cache, search again, keyboard, failures. */
interface Row {
  id: number;
  code: string;
  amount: string;
}
const cols = declare<Row>()([
  { key: 'code', header: 'Code', kind: 'text', sortable: true },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true },
]);
const listThings = endpoint<Row[]>()({ method: 'GET', path: '/things', query: pagedQuery(cols, { order_by: 'code' }, { search: z.string().optional() }), paged: true, tag: 'things' });
const SLOW = { timeout: 30_000 };
const rows: Row[] = [
  { id: 1, code: 'A-1', amount: '1234.5' },
  { id: 2, code: 'A-2', amount: '-0.5' },
];

function serve() {
  const calls: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/things'), ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(rows, { total_rows: 2 });
    }),
  );
  return calls;
}

function Harness({ onRowOpen }: { onRowOpen?: (r: Row) => void }) {
  const [search, setSearch] = useState({ text: '', runs: 0 });
  const columns = colDefsOf<Row>(cols, { code: { link: (r) => `/things/${r.id}` } });
  return (
    <>
      <button type="button" onClick={() => setSearch((s) => ({ text: 'A', runs: s.runs + 1 }))}>
        Search A
      </button>
      <button type="button" onClick={() => setSearch((s) => ({ ...s, runs: s.runs + 1 }))}>
        Search again
      </button>
      <ServerGrid<Row>
        screenId="things"
        columns={columns}
        source={{ endpoint: listThings, args: { query: { search: search.text || undefined } } }}
        queryKey={`${search.text}#${search.runs}`}
        defaultSort={{ order_by: 'code', direction: 'asc' }}
        onRowOpen={onRowOpen}
      />
    </>
  );
}

const render = (onRowOpen?: (r: Row) => void) =>
  renderWithProviders(<Harness onRowOpen={onRowOpen} />, { route: '/grid', preloadedState: authed(financeUser), routes: [{ path: '/things/:id', element: <div>Thing page</div> }] });

afterEach(() => vi.restoreAllMocks());

describe('ServerGrid on a declared endpoint', () => {
  it('sends paging and filters in the query, formats by kind, and asks again when the same search is repeated', async () => {
    const calls = serve();
    render();
    expect(await screen.findByText('1,234.50', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('-0.50')).toBeInTheDocument();
    expect(calls[0]).toEqual({ page: '0', page_size: '50', order_by: 'code', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Search A' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: 'A' }));
    const n = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }));
    await waitFor(() => expect(calls.length).toBe(n + 1));
    expect(calls.at(-1)).toMatchObject({ search: 'A' });
  });

  it("says as of when a report's rows are when the server tells (a replica may be seconds behind), and nothing when it does not", async () => {
    serve();
    render();
    await screen.findByText('1,234.50', {}, SLOW);
    expect(screen.queryByText(/Data as of/)).toBeNull();
    mswServer.use(http.get(API('/things'), () => HttpResponse.json({ code: '00000', result: rows, total_rows: 2, as_of: '2026-03-02T03:04:05.000Z' })));
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }));
    // 03:04:05 UTC is 11:04:05 in Manila.
    expect(await screen.findByText(/^Data as of Mar 2, 11:04:05/)).toBeInTheDocument();
  });

  it('Enter on a linked cell follows its link; Tab leaves the grid instead of walking its cells', async () => {
    serve();
    const { router } = render();
    const cell = await screen.findByText('A-1', {}, SLOW);
    // Focus the cell the way a keyboard user lands on it, then move with the arrows.
    (cell.closest('[role="gridcell"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{Tab}');
    // The next stop after the grid is its pager (page size), not the next cell.
    expect(screen.getByLabelText('Page size')).toHaveFocus();
    (screen.getByText('A-2').closest('[role="gridcell"]') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/2'));
  });

  it('a failure shows once as a toast and inline with Retry; Retry loads the rows', async () => {
    let fail = true;
    mswServer.use(http.get(API('/things'), () => (fail ? HttpResponse.json({ code: '00001', result: ['Order by must be one of: code, amount.'] }, { status: 422 }) : ok(rows, { total_rows: 2 }))));
    const toastError = vi.spyOn(toast, 'error');
    render();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The rows could not be loaded. Order by must be one of: code, amount.');
    expect(screen.queryByText('No rows to show.')).not.toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('A-1', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
