import { type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

export interface GuardOptions {
  /**
   * After a success the call stays refused (default): the screen that asked closes or moves on, and a
   * second press while it does would send the same change again on an outdated version.
   */
  holdAfterSuccess?: boolean;
}

/**
 * A mutation that runs one call at a time. A call while one runs is ignored: a double-click, Enter
 * pressed twice, or a press before the pending state is drawn (TanStack draws `isPending` a task
 * after the call, so a second click can reach a button that still looks ready). `isPending` here is
 * true from the press on, in the same event.
 */
export function useGuardedMutation<TData, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, unknown, TVariables, TContext>,
  { holdAfterSuccess = true }: GuardOptions = {},
) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const release = useCallback(() => {
    running.current = false;
    setBusy(false);
  }, []);
  const { onError, onSuccess } = options;
  const mutation = useMutation<TData, unknown, TVariables, TContext>({
    ...options,
    onError: (...args) => {
      release();
      return onError?.(...args);
    },
    onSuccess: (...args) => {
      if (!holdAfterSuccess) release();
      return onSuccess?.(...args);
    },
  });
  const { mutate: unguarded } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, unknown, TVariables, TContext>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      unguarded(variables, callbacks);
    },
    [unguarded],
  );
  return { ...mutation, mutate, isPending: busy || mutation.isPending };
}
