import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { buildMenu } from './menu';
import { routeTable } from './routeTable';
import { hasAnyScope } from '../components/permissions';
import NavMenu from '../components/NavMenu';
import { adminUser, financeUser } from '../../tests/msw/fixtures';
import { scopeGroups } from '../../contract/scopes';

const financeScopes = [...scopeGroups.finance, ...scopeGroups.ledgers];
const labels = (groups: ReturnType<typeof buildMenu>) => groups.flatMap((g) => g.entries.map((e) => e.label));

describe('navigation menu by scopes', () => {
  it('shows a finance user the finance reports and sub-ledgers, not products or user control', () => {
    const menu = buildMenu(routeTable, (s) => hasAnyScope(financeUser, financeScopes, s));
    const fa = menu.find((g) => g.group === 'Finance and Accounting')!;
    expect(fa.entries.map((e) => e.label)).toEqual(['General Ledger', 'Trial Balance', 'Income Statement', 'EWT Payable Report']);
    for (const l of ['Sales Special Journal', 'Receivable Sub Ledger', 'Inventory Sub Ledger', 'Sales Per Product Ledger', 'Vatable Sales Ledger', 'Product Ledger', 'YTD Sales Ledger']) {
      expect(labels(menu)).toContain(l);
    }
    expect(labels(menu)).not.toContain('Products');
    expect(labels(menu)).not.toContain('User Control');
    expect(menu.map((g) => g.group)).not.toContain('Purchasing');
  });

  it('is empty for a user without scopes', () => {
    expect(buildMenu(routeTable, (s) => hasAnyScope(financeUser, ['bypass'], s))).toEqual([]);
  });

  it('shows the superuser every group and entry', () => {
    const menu = buildMenu(routeTable, (s) => hasAnyScope(adminUser, [], s));
    expect(menu.map((g) => g.group)).toEqual(['Master Databases', 'Inventory', 'Credit and Collections', 'Purchasing', 'Finance and Accounting', 'Treasury']);
    expect(labels(menu).length).toBe(routeTable.filter((r) => r.menu).length);
  });

  it('renders groups as toggles with links to the routes', async () => {
    const onToggle = vi.fn();
    render(
      <MemoryRouter>
        <NavMenu
          groups={[{ group: 'Finance and Accounting', entries: [{ label: 'General Ledger', to: '/finance-and-accounting/general-ledger' }] }]}
          openGroups={['Finance and Accounting']}
          onToggleGroup={onToggle}
        />
      </MemoryRouter>,
    );
    const header = screen.getByRole('button', { name: /Finance and Accounting/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'General Ledger' })).toHaveAttribute('href', '/finance-and-accounting/general-ledger');
    await userEvent.click(header);
    expect(onToggle).toHaveBeenCalledWith('Finance and Accounting');
  });
});
