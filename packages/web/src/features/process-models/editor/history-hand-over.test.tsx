import { type EditorState, openEditor } from '@stroomlijn/domain';
import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testModel } from '../../../test/editor-test-harness';
import { renderRoutes } from '../../../test/render';
import type { EditableModel } from './editor-types';
import { EditorHistoryHandOver, useHandedOverHistory, useHandOver } from './history-hand-over';

const saved = { ...openEditor(testModel()), model: { ...testModel(), updatedAt: 2000 } };
const given: { current: ((state: EditorState<EditableModel>) => void) | null } = { current: null };

function Giver() {
  given.current = useHandOver();
  return <p>new</p>;
}
function Taker() {
  const { id = '', at } = useParams();
  const state = useHandedOverHistory(id, Number(at));
  return <p data-testid="taken">{state === saved ? 'history' : 'none'}</p>;
}

function render(initial: string) {
  return renderRoutes(
    [
      {
        element: <EditorHistoryHandOver />,
        children: [
          { path: '/new', element: <Giver /> },
          { path: '/:id/:at', element: <Taker /> },
        ],
      },
      { path: '/list', element: <p>list</p> },
    ],
    [initial],
  );
}

describe('history hand-over between the editor routes', () => {
  it('ED-14: the editor at the new address takes the history of the new model once, at its version', async () => {
    const { router } = render('/new');
    act(() => given.current?.(saved));
    await act(() => router.navigate(`/${saved.model.id}/2000`, { replace: true }));
    expect(screen.getByTestId('taken').textContent).toBe('history');
    await act(() => router.navigate('/new'));
    await act(() => router.navigate(`/${saved.model.id}/2000`));
    expect(screen.getByTestId('taken').textContent).toBe('none');
  });

  it('another model or version gets none', async () => {
    const { router } = render('/new');
    act(() => given.current?.(saved));
    await act(() => router.navigate(`/${saved.model.id}/3000`, { replace: true }));
    expect(screen.getByTestId('taken').textContent).toBe('none');
  });
});
