import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { renderWithProviders } from '../test/render';
import { ConflictNotice, isConflict } from './conflict-notice';

const refusal = (status: number, messageKey: string) =>
  new ApiError(status, { message: '', messageKey, errors: [], references: [], debugInfo: '' });

describe('conflict', () => {
  it('isConflict: only a save refused because someone else saved first', () => {
    expect(isConflict(refusal(409, 'conflict'))).toBe(true);
    expect(isConflict(refusal(409, 'invalid-state'))).toBe(false);
    expect(isConflict(refusal(422, 'validation'))).toBe(false);
    expect(isConflict(new Error('conflict'))).toBe(false);
    expect(isConflict(null)).toBe(false);
  });

  it('ConflictNotice: a reload button for a conflict, nothing for another failure', async () => {
    const reload = vi.fn();
    const { unmount } = renderWithProviders(
      <ConflictNotice error={refusal(409, 'invalid-state')} onReload={reload} reloading={false} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(
      <ConflictNotice error={refusal(409, 'conflict')} onReload={reload} reloading={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
