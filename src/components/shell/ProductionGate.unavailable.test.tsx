import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import ProductionGate from './ProductionGate';

// The gate is on, and its module cannot be loaded (a failed chunk load).
vi.mock('../../lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/config')>();
  return { config: { ...actual.config, productionGate: true } };
});
vi.mock('./GateCurtain', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('production gate without its module', () => {
  it('fails closed: an undismissable "Authentication Required" dialog with the error, holding the focus', async () => {
    render(<ProductionGate>app</ProductionGate>);
    const dialog = await screen.findByRole('dialog', { name: 'Authentication Required' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Error occured. Please try again later.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Focus moves in after the dialog paints: on a busy machine that is a moment after it is found.
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(document.body).toHaveClass('modal-open');
  });
});
