import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { workflow } from '../../../contract/kit';
import QueueTabs from './QueueTabs';
import { authed, renderWithProviders } from '../../../tests/render';
import { financeUser } from '../../../tests/msw/fixtures';

const wf = workflow({
  noun: 'Thing',
  statuses: { 0: 'Pending', 1: 'Approved', 2: 'Declined' },
  tabs: [
    { key: 'pending', label: 'Pending Things', statuses: [0], scope: 'approve_product' },
    { key: 'approved', label: 'Approved Things', statuses: [1], scope: 'approve_product' },
    { key: 'declined', label: 'Declined Things', statuses: [2], scope: 'view_products' },
  ],
  actions: {},
});

describe('QueueTabs', () => {
  it.each([
    ['a path per tab', (t: string) => `/things/${t}`],
    ['a ?tab= query', (t: string) => `?tab=${t}`],
  ])('with %s: shows the tabs the user may see and marks only the shown one as current', (_, routeOf) => {
    renderWithProviders(<QueueTabs tabs={wf.tabs} active="approved" routeOf={routeOf} label="Things" />, {
      route: '/things',
      preloadedState: authed(financeUser, ['approve_product']),
    });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Pending Things', 'Approved Things']);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'page']);
    expect(links[1]).toHaveClass('active');
    expect(links[0]).not.toHaveClass('active');
  });
});
