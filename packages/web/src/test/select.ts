import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The options of the list a select controls, once the list is open. */
export async function listedOptions(select: HTMLElement): Promise<HTMLElement[]> {
  const list = await waitFor(() => {
    const id = select.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('the list is not open');
    return found;
  });
  return within(list).getAllByRole('option', { hidden: true });
}

/** Opens a select (once it is enabled); the options of its list. */
export async function openOptions(select: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
  await userEvent.click(select);
  return listedOptions(select);
}

/** Opens a select and chooses the option with this text. */
export async function pick(select: HTMLElement, name: string): Promise<void> {
  const option = (await openOptions(select)).find((item) => item.textContent === name);
  if (!option) throw new Error(`no option ${name}`);
  await userEvent.click(option);
}
