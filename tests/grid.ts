import { screen, within } from '@testing-library/react';

/** The tick of the grid row that shows `text` (a pick list: AG Grid's row selection). */
export async function tickOf(text: string, timeout = 30_000): Promise<HTMLElement> {
  const cell = await screen.findByText(text, {}, { timeout });
  return within(cell.closest('[role="row"]') as HTMLElement).getByRole('checkbox');
}
