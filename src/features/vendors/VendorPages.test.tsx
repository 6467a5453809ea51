import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import VendorPage from './VendorPage';
import VendorCategoryPage from './VendorCategoryPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { meralco, unilab } from './testData';

const SLOW = { timeout: 30_000 };
const products = [
  { product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', generic_name: 'Paracetamol', unit: 'Tablet', cost: '310.00', active: true },
];

function serve() {
  mswServer.use(
    http.get(API('/vendors/1'), () => ok(unilab)),
    http.get(API('/vendors/9'), () => ok(meralco)),
    http.get(API('/vendors/404'), () => fail('00006', ['Vendor not found.'], 404)),
    http.get(API('/vendors/1/products'), () => ok(products)),
    http.get(API('/vendors/9/products'), () => ok([])),
  );
}
const scopes = ['view_vendors'];

describe('A vendor and its categories', () => {
  it('shows the vendor with its payment details and links to each of its categories', async () => {
    serve();
    renderWithProviders(<VendorPage />, { route: '/vsp/9', path: '/vsp/:id', preloadedState: authed(financeUser, scopes) });
    expect(await screen.findByRole('heading', { name: 'V-0009 — Manila Electric Company' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('WC160 — 2.00%')).toBeInTheDocument();
    expect(screen.getByText('66 United St., Brgy. Highway Hills, City of Mandaluyong, 1550')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'As vendor' })).toHaveAttribute('href', '/vendors/9/vendor');
    expect(screen.getByRole('link', { name: 'As payee' })).toHaveAttribute('href', '/vendors/9/payee');
    expect(screen.queryByRole('link', { name: 'As supplier' })).not.toBeInTheDocument();
  });

  it('a vendor that does not exist says so', async () => {
    serve();
    renderWithProviders(<VendorPage />, { route: '/vsp/404', path: '/vsp/:id', preloadedState: authed(financeUser, scopes) });
    expect(await screen.findByText('Vendor not found.', {}, SLOW)).toBeInTheDocument();
  });

  it('the supplier view lists the products it supplies', async () => {
    serve();
    renderWithProviders(<VendorCategoryPage />, { route: '/vendors/1/supplier', path: '/vendors/:vendor_id/:category', preloadedState: authed(financeUser, scopes) });
    expect(await screen.findByText('Biogesic 500mg Tablet', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Supplier: V-0001 — United Laboratories, Inc.' })).toBeInTheDocument();
    expect(screen.getByText('310.00')).toBeInTheDocument();
    expect(screen.getByText('Lead time from purchase order to delivery: 14 days.')).toBeInTheDocument();
  });

  it('a category the vendor is not in, or no category at all, is said in words', async () => {
    serve();
    renderWithProviders(<VendorCategoryPage />, { route: '/vendors/9/supplier', path: '/vendors/:vendor_id/:category', preloadedState: authed(financeUser, scopes) });
    expect(await screen.findByText('Manila Electric Company is not a supplier. Its categories: Vendor, Payee.', {}, SLOW)).toBeInTheDocument();
  });

  it('an unknown category says so', () => {
    serve();
    renderWithProviders(<VendorCategoryPage />, { route: '/vendors/9/friend', path: '/vendors/:vendor_id/:category', preloadedState: authed(financeUser, scopes) });
    expect(screen.getByText(/There is no such vendor category/)).toBeInTheDocument();
  });
});
