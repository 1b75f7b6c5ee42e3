import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDialogHistory } from './use-dialog-history';

type Api = ReturnType<typeof useDialogHistory> & { navigate: ReturnType<typeof useNavigate> };

function setup(fromEditor: boolean) {
  const api: { current: Api | null } = { current: null };
  function Dialog() {
    api.current = { ...useDialogHistory('/editor'), navigate: useNavigate() };
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <p>canvas</p> },
      { path: '/editor/info/*', element: <Dialog /> },
    ],
    {
      initialEntries: [
        '/editor',
        { pathname: '/editor/info', state: fromEditor ? { fromEditor: true } : null },
      ],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  const get = () => api.current as Api;
  return { router, get };
}

describe('the dialog history of step information', () => {
  it('closing goes back over every entry the dialog added, to the canvas entry it was opened from', async () => {
    const { router, get } = setup(true);
    await act(() => get().navigate('/editor/info/add-group'));
    await act(() => get().navigate('/editor/info'));
    await act(() => get().navigate('/editor/info/input-output'));
    await act(() => get().navigate('/editor/info/input-output/new', { replace: true }));
    await act(async () => get().leave());
    expect(router.state.location.pathname).toBe('/editor');
    expect(router.state.historyAction).toBe('POP');
  });

  it('back to a page uses the entry before when it is that page, else replaces this entry', async () => {
    const { router, get } = setup(true);
    await act(() => get().navigate('/editor/info/add-group'));
    await act(async () => get().backTo('/editor/info'));
    expect(router.state.location.pathname).toBe('/editor/info');
    expect(router.state.historyAction).toBe('POP');
    await act(() => get().navigate('/editor/info/input-output'));
    await act(() => get().navigate('/editor/info/input-output/new'));
    await act(async () => get().backTo('/editor/info/g/select-input'));
    expect(router.state.location.pathname).toBe('/editor/info/g/select-input');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a dialog opened by its address closes to the editor in place of its entry', async () => {
    const { router, get } = setup(false);
    await act(() => get().navigate('/editor/info/add-group'));
    await act(async () => get().leave());
    expect(router.state.location.pathname).toBe('/editor');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
