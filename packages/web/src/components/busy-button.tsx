import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

export type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** The call this button started is running: it looks disabled, says so, and presses do nothing. */
    busy: boolean;
  };

/**
 * A button that starts a call (save, publish) and is unavailable while it runs. Not `disabled` (nor
 * Mantine's `loading`, which disables): a disabled button drops the keyboard focus to the page, out of
 * the dialog. It is `aria-disabled` and `aria-busy` instead, shows a loader, and ignores presses; a
 * submit button also keeps its form from submitting (Enter in a field presses it).
 */
export function BusyButton({ busy, onClick, leftSection, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-disabled={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
