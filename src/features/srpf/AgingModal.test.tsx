import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AgingRow } from '../../../contract/srpf';
import { authed, renderWithProviders } from '../../../tests/render';
import { tickOf } from '../../../tests/grid';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { seriousViolations } from '../../../tests/axe';
import AgingModal from './AgingModal';

const invoice = (si_id: number, si_number: string, amount: string): AgingRow => ({ si_id, date: '2026-02-01', due_date: '2026-03-03', dr_no: `DR-${si_id}`, si_number, in_transit: false, amount });

describe('Choose DR/SI (aging)', () => {
  it('lists the open invoices not chosen yet in the kit grid and adds the ticked ones', async () => {
    mswServer.use(http.get(API('/collection/salesreturn/getcustomeraging'), () => ok([invoice(1, 'SI-0001', '1200.00'), invoice(2, 'SI-0002', '800.50'), invoice(3, 'SI-0003', '50.00')])));
    const onPick = vi.fn();
    const { container } = renderWithProviders(<AgingModal customerId={4} chosen={[3]} onPick={onPick} onClose={() => {}} />, { preloadedState: authed(financeUser) });
    await userEvent.click(await tickOf('SI-0002'));
    expect(screen.queryByText('SI-0003')).not.toBeInTheDocument();
    expect(screen.getByText('800.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Selected' }));
    expect(onPick).toHaveBeenCalledWith([invoice(2, 'SI-0002', '800.50')]);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
