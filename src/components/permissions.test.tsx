import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Can, hasAnyScope } from './permissions';
import { renderWithProviders, authed } from '../../tests/render';
import { adminUser, financeUser } from '../../tests/msw/fixtures';

describe('permission helper', () => {
  it('passes when the user holds any one of the scopes', () => {
    expect(hasAnyScope(financeUser, ['get_general_ledger'], ['get_trial_balance', 'get_general_ledger'])).toBe(true);
    expect(hasAnyScope(financeUser, ['get_general_ledger'], ['view_products'])).toBe(false);
    expect(hasAnyScope(null, [], ['view_products'])).toBe(false);
  });

  it('lets the configured superuser role pass every check', () => {
    expect(hasAnyScope(adminUser, [], ['view_products', 'add_user'])).toBe(true);
  });

  it('<Can> shows children only with the scope', () => {
    renderWithProviders(
      <>
        <Can scopes="get_general_ledger">ledger visible</Can>
        <Can scopes="view_products" fallback={<span>no products</span>}>products visible</Can>
      </>,
      { preloadedState: authed(financeUser, ['get_general_ledger']) },
    );
    expect(screen.getByText('ledger visible')).toBeInTheDocument();
    expect(screen.queryByText('products visible')).not.toBeInTheDocument();
    expect(screen.getByText('no products')).toBeInTheDocument();
  });
});
