import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { renderWithProviders } from '../../../test/render';
import { ScaleReadout } from '../diagram';
import type { PictureSource } from './export/picture-menu';
import { EditorToolbar, type EditorToolbarProps } from './toolbar';

const t = en.editor.toolbar;

function renderToolbar(props: Partial<EditorToolbarProps> = {}) {
  const handlers = { onAction: vi.fn(), onInsert: vi.fn(), onDragItem: vi.fn(), onDragEnd: vi.fn() };
  const picture: PictureSource = {
    diagram: () => {
      throw new Error('not drawn in these tests');
    },
    name: 'Model',
    published: null,
  };
  renderWithProviders(
    <EditorToolbar
      mode="edit"
      draftAvailable={false}
      scaleReadout={<ScaleReadout scale={0.6} />}
      picture={picture}
      {...handlers}
      {...props}
    />,
  );
  const toolbar = screen.getByRole('toolbar', { name: t.label });
  const labels = within(toolbar)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
  return { handlers, toolbar, labels };
}

const ITEMS = [t.item.control, t.item.activity, t.item.subprocess];
const ZOOM = [t['zoom-in'], t['zoom-fit'], t['zoom-out']];

describe('EditorToolbar', () => {
  it('ED-01: an existing model in edit mode (with the download menu)', () => {
    expect(renderToolbar({ mode: 'edit' }).labels).toEqual([
      t.structure,
      t.exit,
      t.save,
      t['save-and-publish'],
      ...ITEMS,
      t.edit,
      ...ZOOM,
      t.lanes,
      t.outline,
      t.download,
      t.help,
    ]);
  });

  it('ED-02: save-and-publish has a variant while an unpublished draft exists', () => {
    expect(renderToolbar({ draftAvailable: true }).labels).toContain(t['save-and-publish-draft']);
  });

  it('ED-03: a new model (nothing to download before it is saved)', () => {
    expect(renderToolbar({ mode: 'new' }).labels).toEqual([
      t.exit,
      t.save,
      ...ITEMS,
      t.edit,
      ...ZOOM,
      t.lanes,
      t.outline,
      t.help,
    ]);
  });

  it('ED-04: view only, for a published model and a revision (with the download menu and feedback)', () => {
    for (const mode of ['view', 'revision'] as const) {
      const { labels } = renderToolbar({ mode });
      expect(labels).toEqual([
        t.exit,
        t.view,
        t.structure,
        ...ZOOM,
        t.lanes,
        t.outline,
        t.download,
        t.feedback,
      ]);
      document.body.innerHTML = '';
    }
  });

  it('ED-45: shows the scale; an item pressed inserts, an action runs', async () => {
    const { handlers, toolbar } = renderToolbar({ scaleReadout: <ScaleReadout scale={0.6} /> });
    expect(within(toolbar).getByText('60%')).toBeDefined();
    await userEvent.click(within(toolbar).getByRole('button', { name: t.item.activity }));
    expect(handlers.onInsert).toHaveBeenCalledWith('activity');
    await userEvent.click(within(toolbar).getByRole('button', { name: t['zoom-in'] }));
    expect(handlers.onAction).toHaveBeenCalledWith('zoom-in');
  });

  it('the outline toggle says whether the outline is shown (aria-pressed)', async () => {
    const { handlers, toolbar } = renderToolbar({ outlineShown: true });
    const toggle = within(toolbar).getByRole('button', { name: t.outline });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(handlers.onAction).toHaveBeenCalledWith('outline');
    document.body.innerHTML = '';
    const off = within(renderToolbar().toolbar).getByRole('button', { name: t.outline });
    expect(off.getAttribute('aria-pressed')).toBe('false');
  });

  it('the lanes toggle says whether the diagram is drawn in lanes (aria-pressed)', async () => {
    const { handlers, toolbar } = renderToolbar({ lanesShown: true });
    const toggle = within(toolbar).getByRole('button', { name: t.lanes });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(handlers.onAction).toHaveBeenCalledWith('lanes');
    document.body.innerHTML = '';
    const off = within(renderToolbar({ mode: 'view' }).toolbar).getByRole('button', { name: t.lanes });
    expect(off.getAttribute('aria-pressed')).toBe('false');
  });
});
