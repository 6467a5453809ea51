import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { soApprovalRoute, toggleCaFlag, type CaFlag } from '../../../contract/creditAssessment';
import CaFlagsPanel from './CaFlagsPanel';

describe('SO approval flag rule (spec 000 §4)', () => {
  it('po_based coexists with any flag', () => {
    expect(toggleCaFlag(['green'], 'po_based', true)).toEqual(['po_based', 'green']);
    expect(toggleCaFlag(['po_based'], 'red', true)).toEqual(['po_based', 'red']);
  });

  it('red, green and follow_assessment exclude each other: choosing one removes the other two', () => {
    expect(toggleCaFlag(['po_based', 'red'], 'green', true)).toEqual(['po_based', 'green']);
    expect(toggleCaFlag(['green'], 'follow_assessment', true)).toEqual(['follow_assessment']);
    // Even from an inconsistent start.
    expect(toggleCaFlag(['red', 'green', 'follow_assessment'], 'red', true)).toEqual(['red']);
  });

  it('unchecking removes only that flag', () => {
    expect(toggleCaFlag(['po_based', 'green'], 'green', false)).toEqual(['po_based']);
    expect(toggleCaFlag(['po_based', 'green'], 'po_based', false)).toEqual(['green']);
    expect(toggleCaFlag([], 'red', false)).toEqual([]);
  });

  it('routes a sales order: po_based and red to assessment, green to picking, follow_assessment by grade', () => {
    expect(soApprovalRoute(['po_based', 'green'], 'AA+')).toBe('assessment');
    expect(soApprovalRoute(['red'], 'AA+')).toBe('assessment');
    expect(soApprovalRoute(['green'], 'B-')).toBe('picking');
    expect(['AA+', 'A+', 'A', 'B', 'B-'].map((g) => soApprovalRoute(['follow_assessment'], g))).toEqual(['picking', 'picking', 'assessment', 'assessment', 'assessment']);
    expect(soApprovalRoute([], 'A+')).toBe('picking');
  });
});

function Editable({ start }: { start: CaFlag[] }) {
  const [flags, setFlags] = useState(start);
  return <CaFlagsPanel flags={flags} onChange={setFlags} />;
}

describe('CaFlagsPanel', () => {
  it('applies the rule when editable: ticking Green clears Red, PO Based stays', async () => {
    render(<Editable start={['po_based', 'red']} />);
    await userEvent.click(screen.getByLabelText('Green'));
    expect(screen.getByLabelText('Green')).toBeChecked();
    expect(screen.getByLabelText('Red')).not.toBeChecked();
    expect(screen.getByLabelText('PO Based')).toBeChecked();
    await userEvent.click(screen.getByLabelText('PO Based'));
    expect(screen.getByLabelText('PO Based')).not.toBeChecked();
    expect(screen.getByLabelText('Green')).toBeChecked();
  });

  it('is read-only without onChange', async () => {
    render(<CaFlagsPanel flags={['follow_assessment']} />);
    await userEvent.click(screen.getByLabelText('Red'));
    expect(screen.getByLabelText('Red')).not.toBeChecked();
    expect(screen.getByLabelText('Follow Assessment')).toBeChecked();
  });
});
