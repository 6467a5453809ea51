import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductForm from './ProductForm';
import { emptyForm, type FormState } from './formValues';
import { acceptsTyping } from './NumberInput';
import { LOOKUPS } from '../testData';

function Harness({ initial = emptyForm() }: { initial?: FormState }) {
  const [values, setValues] = useState(initial);
  return <ProductForm values={values} onChange={setValues} lookups={LOOKUPS} codeEditable />;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the product form', () => {
  it('starts with the spec defaults: stock level 20000 read-only, money 0.00, VAT exemption off', () => {
    render(<Harness />);
    expect(field('Stock Level')).toHaveValue('20000');
    expect(field('Stock Level')).toBeDisabled();
    expect(field('Cost per Box')).toHaveValue('0.00');
    expect(field('VAT Exemption')).not.toBeChecked();
    expect(field('Product Code')).toHaveAttribute('maxLength', '100');
  });

  it('CPR Expiry is the shared date field (yyyy-MM-dd picker): a typed day reaches the values, read-only disables it', async () => {
    let last: FormState | undefined;
    function Watched() {
      const [values, setValues] = useState(emptyForm());
      return <ProductForm values={values} onChange={(v) => setValues((last = v))} lookups={LOOKUPS} codeEditable />;
    }
    const { unmount } = render(<Watched />);
    // The shared DateField loads its picker lazily; until then the input is a disabled placeholder.
    await waitFor(() => expect(field('CPR Expiry')).not.toHaveAttribute('data-loading'), { timeout: 30_000 });
    const cpr = field('CPR Expiry');
    expect(cpr).toHaveAttribute('type', 'text');
    expect(cpr).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await userEvent.type(cpr, '2027-06-30');
    expect(last?.cpr_expiry).toBe('2027-06-30');
    expect(cpr).toHaveValue('2027-06-30');
    unmount();

    render(<ProductForm values={{ ...emptyForm(), cpr_expiry: '2028-01-15' }} onChange={() => {}} lookups={LOOKUPS} readOnly />);
    await waitFor(() => expect(field('CPR Expiry')).not.toHaveAttribute('data-loading'), { timeout: 30_000 });
    expect(field('CPR Expiry')).toHaveValue('2028-01-15');
    expect(field('CPR Expiry')).toBeDisabled();
  });

  it('rejects letters and symbols in money, percent and days fields while typing', async () => {
    render(<Harness />);
    const cost = field('Cost per Box');
    await userEvent.clear(cost);
    await userEvent.type(cost, '1a2b0#0.5x67');
    // Letters and symbols dropped; a third decimal refused.
    expect(cost).toHaveValue('1200.56');
    const pct = field('Down Payment upon PO (%)');
    await userEvent.clear(pct);
    await userEvent.type(pct, '3e0%');
    expect(pct).toHaveValue('30');
    const days = field('Supplier Lead Time (days)');
    await userEvent.type(days, '4.5d');
    expect(days).toHaveValue('45');
    expect(acceptsTyping('signed', '-20.5')).toBe(true);
    expect(acceptsTyping('int', '-1')).toBe(false);
  });

  it('computes VAT-exclusive (amount / 1.12) and per-unit amounts live; exempt keeps the amount', async () => {
    render(<Harness />);
    await userEvent.clear(field('Cost per Box'));
    await userEvent.type(field('Cost per Box'), '1120');
    await userEvent.clear(field('Selling Price per Box'));
    await userEvent.type(field('Selling Price per Box'), '450');
    // Per unit stays 0 until qty per pack is filled.
    expect(field('Cost per Unit')).toHaveValue('0.00');
    await userEvent.type(screen.getByLabelText(/^Qty per Pack/), '100');
    expect(field('Cost per Box (VAT-exclusive)')).toHaveValue('1,000.00');
    expect(field('Cost per Unit')).toHaveValue('11.20');
    expect(field('Cost per Unit (VAT-exclusive)')).toHaveValue('10.00');
    expect(field('Selling Price per Box (VAT-exclusive)')).toHaveValue('401.79');
    expect(field('Selling Price per Unit')).toHaveValue('4.50');
    // 401.79 / 100 = 4.0179: shown rounded, not cut.
    expect(field('Selling Price per Unit (VAT-exclusive)')).toHaveValue('4.02');
    await userEvent.click(field('VAT Exemption'));
    expect(field('Cost per Box (VAT-exclusive)')).toHaveValue('1,120.00');
    expect(field('Selling Price per Box (VAT-exclusive)')).toHaveValue('450.00');
  });

  it('asks to specify the packaging only for Others, and offers the sub-lists of the chosen segment', async () => {
    render(<Harness />);
    expect(screen.queryByLabelText('Specify Others')).not.toBeInTheDocument();
    await userEvent.selectOptions(field('Packaging *'), 'Others');
    expect(field('Specify Others')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Sub-Segment')).not.toHaveTextContent('OTC - General');
    await userEvent.selectOptions(field('Product Segment'), 'OTC');
    expect(screen.getByLabelText('Product Sub-Segment')).toHaveTextContent('OTC - General');
  });
});
