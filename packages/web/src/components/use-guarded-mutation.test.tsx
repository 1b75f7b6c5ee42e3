import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { BusyButton } from './busy-button';
import { FormActions } from './form-messages';
import { type GuardOptions, useGuardedMutation } from './use-guarded-mutation';

/** A call that ends when the test says so. */
function heldCall() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, run };
}

function SaveButton({ run, guard }: { run: () => Promise<void>; guard?: GuardOptions }) {
  const mutation = useGuardedMutation({ mutationFn: run }, guard);
  return (
    <BusyButton busy={mutation.isPending} onClick={() => mutation.mutate()}>
      Save
    </BusyButton>
  );
}

function SaveForm({ run }: { run: () => Promise<void> }) {
  const mutation = useGuardedMutation({ mutationFn: run });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate();
      }}
    >
      <TextInput label="Name" />
      <FormActions onCancel={() => undefined} pending={mutation.isPending} />
    </form>
  );
}

describe('one save per press', () => {
  it('a double-click or Enter pressed twice calls once; the button is busy at once and keeps the focus', async () => {
    const held = heldCall();
    renderWithProviders(<SaveButton run={held.run} />);
    const button = screen.getByRole('button', { name: 'Save' });
    // Two presses in one task, before TanStack draws its pending state (it does so a task later).
    fireEvent.click(button);
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(held.calls).toHaveLength(1);
    await userEvent.dblClick(button);
    expect(held.calls).toHaveLength(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(held.calls).toHaveLength(1);
    expect(document.activeElement).toBe(button);
  });

  it('after a failure the button can be pressed again; after a success it stays busy (the screen moves on)', async () => {
    const held = heldCall();
    renderWithProviders(<SaveButton run={held.run} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await act(async () => held.calls[0]?.reject(new Error('refused')));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    await userEvent.click(button);
    expect(held.calls).toHaveLength(2);
    await act(async () => held.calls[1]?.resolve());
    await userEvent.click(button);
    expect(held.calls).toHaveLength(2);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('holdAfterSuccess: false lets a screen that stays save again after a success', async () => {
    const held = heldCall();
    renderWithProviders(<SaveButton run={held.run} guard={{ holdAfterSuccess: false }} />);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await act(async () => held.calls[0]?.resolve());
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await userEvent.click(button);
    expect(held.calls).toHaveLength(2);
  });

  it('a form submitted by Enter in a field, twice, submits once; its Save shows busy', async () => {
    const held = heldCall();
    renderWithProviders(<SaveForm run={held.run} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Sales');
    fireEvent.submit(name);
    fireEvent.submit(name);
    await userEvent.type(name, '{Enter}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(held.calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-busy')).toBe('true');
  });
});
