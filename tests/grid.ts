import { screen, within } from '@testing-library/react';

/** The tick of the grid row that shows `text` (a pick list: AG Grid's row selection). */
export async function tickOf(text: string, timeout = 30_000): Promise<HTMLElement> {
  const cell = await screen.findByText(text, {}, { timeout });
  return within(cell.closest('[role="row"]') as HTMLElement).getByRole('checkbox');
}

/** The header's tick that chooses the whole page of a pick list. */
export function pageTick(): HTMLElement {
  const header = screen.getAllByRole('columnheader').find((h) => within(h).queryByRole('checkbox'));
  if (!header) throw new Error('the grid has no tick for the whole page');
  return within(header).getByRole('checkbox');
}
