import { layoutModel, roleColours, sampleChain } from '@stroomlijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import { deferred, stubApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { bpmnAddress, handbookAddress, PictureMenu, type PictureSource } from './picture-menu';

const t = en.editor;
const model = sampleChain(3);
const MODEL_ID = '00000000-0000-4000-8000-0000000000aa';

function source(published: PictureSource['published'] = null): PictureSource {
  return {
    diagram: () => ({ steps: model.steps, layout: layoutModel(model), colours: roleColours(model.steps) }),
    name: 'Orders: in/out',
    published,
  };
}

/** The files the browser was asked to save: the blob behind each object URL and the link's name. */
let saved: { name: string; blob: Blob }[];
let blobs: Map<string, Blob>;

beforeEach(() => {
  saved = [];
  blobs = new Map();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PictureMenu', () => {
  it('a working copy: SVG and PNG, no BPMN; the SVG is saved under the model’s name', async () => {
    renderWithProviders(<PictureMenu source={source()} />);
    await userEvent.click(screen.getByRole('button', { name: t.toolbar.download }));
    const menu = await screen.findByRole('menu');
    expect((await within(menu).findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      t.export.svg,
      t.export.png,
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t.export.svg }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Orders- in-out - working copy.svg');
    const svg = await saved[0]?.blob.text();
    const document = new DOMParser().parseFromString(svg ?? '', 'image/svg+xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.querySelectorAll('g.step')).toHaveLength(model.steps.length);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('a published revision: also the BPMN file of that revision; by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PictureMenu source={source({ modelId: MODEL_ID, revision: 3 })} />);
    const button = screen.getByRole('button', { name: t.toolbar.download });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      t.export.svg,
      t.export.png,
      t.export.bpmn,
      t.export['handbook-pdf'],
      t.export['handbook-html'],
    ]);
    const bpmn = items[2] as HTMLAnchorElement;
    expect(bpmn.getAttribute('href')).toBe(`/api/process_model/revisions/${MODEL_ID}/3/bpmn`);
    expect(bpmn.hasAttribute('download')).toBe(true);
    expect(bpmnAddress({ modelId: MODEL_ID, revision: 3 })).toBe(bpmn.getAttribute('href'));
    // The menu opens on its first item; the arrows move through the items.
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Orders- in-out - revision 3.svg']));
  });

  it("a published revision's handbook: fetched from the server, busy meanwhile, saved under the server's name", async () => {
    const answer = deferred<Response>();
    const calls = stubApi({
      [`GET /api/process_model/revisions/${MODEL_ID}/3/handbook.pdf`]: () => answer.promise,
    });
    renderWithProviders(<PictureMenu source={source({ modelId: MODEL_ID, revision: 3 })} />);
    await userEvent.click(screen.getByRole('button', { name: t.toolbar.download }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.export['handbook-pdf'] }));
    const busy = await screen.findByRole('menuitem', { name: t.export['handbook-busy'] });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer.resolve(
      new Response('%PDF-1.7', {
        headers: {
          'content-disposition': `attachment; filename="Orders - revision 3 - handbook.pdf"; filename*=UTF-8''Orders%20%C3%A9%20-%20revision%203%20-%20handbook.pdf`,
        },
      }),
    );
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['Orders é - revision 3 - handbook.pdf']),
    );
    expect(calls.map((call) => call.path)).toEqual([
      handbookAddress({ modelId: MODEL_ID, revision: 3 }, 'pdf'),
    ]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('while the PNG is drawn, its item says so and a second download waits', async () => {
    // The SVG never loads as an image here: the PNG stays busy.
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(() => {});
    renderWithProviders(<PictureMenu source={source()} />);
    await userEvent.click(screen.getByRole('button', { name: t.toolbar.download }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.export.png }));
    const busy = await screen.findByRole('menuitem', { name: t.export.busy });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: t.toolbar.download }).getAttribute('aria-busy')).toBe('true');
    const svg = screen.getByRole('menuitem', { name: t.export.svg });
    expect(svg.hasAttribute('data-disabled')).toBe(true);
    await userEvent.click(svg);
    expect(saved).toHaveLength(0);
  });

  it('a picture that cannot be drawn shows the error dialog', async () => {
    // The PNG's first step, loading the SVG as an image, fails (jsdom loads no images at all).
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      queueMicrotask(() => this.onerror?.(new Event('error')));
    });
    renderWithProviders(<PictureMenu source={source()} />);
    await userEvent.click(screen.getByRole('button', { name: t.toolbar.download }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.export.png }));
    const dialog = await screen.findByRole('dialog', { name: en['error-dialog'].title });
    expect(within(dialog).getByTestId('error-dialog-debug-info').textContent).toBe(
      'The picture (PNG) could not be drawn: The browser could not read the SVG picture',
    );
    expect(saved).toHaveLength(0);
  });
});
