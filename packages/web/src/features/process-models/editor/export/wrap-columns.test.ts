import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Connection, layoutLanes, layoutModel, type ModelLayout, roleColours } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';

// The editor bench's generated models, loaded by a computed path: the import check resolves only the packages.
const GENERATOR = new URL('../../../../../../../bench/editor/generate-model.ts', import.meta.url).pathname;
const { generateModel } = (await import(/* @vite-ignore */ GENERATOR)) as {
  generateModel: (size: number) => { input: { steps: import('@stroomlijn/domain').Step[] } };
};

import { i18n } from '../../../../lib/i18n';
import { diagramSvg } from './diagram-svg';
import { PNG_MAX_SIDE, pngSize } from './picture-files';
import { wrapIntoColumns } from './wrap-columns';

const inCi = /^(true|1)$/i.test(process.env.CI ?? '');
const rsvg = spawnSync('rsvg-convert', ['--version']).status === 0;
if (!rsvg)
  console.log(
    inCi
      ? 'rsvg-convert not found, and CI=true requires it (Debian: apt-get install -y librsvg2-bin).'
      : 'The rendering check is SKIPPED: rsvg-convert not found (Debian: apt-get install -y librsvg2-bin).',
  );

/** The problems of a wrapped layout: boxes that overlap, lines that miss their ends or cross a box. */
function problems(layout: ModelLayout): string[] {
  const found: string[] = [];
  const boxes = layout.steps;
  const sorted = [...boxes].sort((a, b) => a.x - b.x || a.y - b.y);
  sorted.forEach((a, index) => {
    for (const b of sorted.slice(index + 1)) {
      if (b.x >= a.x + a.width) break;
      if (b.y < a.y + a.height && a.y < b.y + b.height) found.push(`${a.id} overlaps ${b.id}`);
    }
  });
  const inside = (x: number, y: number) =>
    boxes.filter((box) => x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height);
  for (const connection of layout.connections as Connection[]) {
    const from = layout.byId.get(connection.from);
    const to = layout.byId.get(connection.to);
    const [first, last] = [connection.points[0], connection.points.at(-1)];
    if (first?.y !== (from?.y ?? 0) + (from?.height ?? 0) || last?.y !== to?.y)
      found.push(`${connection.from}>${connection.to} misses its ends`);
    connection.points.slice(1).forEach((point, index) => {
      const before = connection.points[index] as typeof point;
      if (point.x !== before.x && point.y !== before.y)
        found.push(`${connection.from}>${connection.to} slants`);
      // A line's middle (every segment spans at most one box's side of it) lies in no box.
      if (inside((point.x + before.x) / 2, (point.y + before.y) / 2).length > 0)
        found.push(`${connection.from}>${connection.to} crosses a box`);
    });
    if (
      connection.points.some(
        (point) => point.x < 0 || point.y < 0 || point.x > layout.width || point.y > layout.height,
      )
    )
      found.push(`${connection.from}>${connection.to} leaves the picture`);
  }
  return found;
}

describe('a long diagram wraps into columns (picture export)', () => {
  const { input } = generateModel(1000);
  const steps = input.steps;

  it.each([
    ['grid', layoutModel],
    ['lanes', layoutLanes],
  ] as const)(
    'a 1,000-step model in the %s view: no side over 16,384 px in the PNG, text ≥ 10 px',
    (_view, layoutOf) => {
      const layout = layoutOf({ steps });
      const wrapped = wrapIntoColumns(layout);
      expect(wrapped.columns.length).toBeGreaterThan(1);
      expect(wrapped.steps).toHaveLength(layout.steps.length);
      expect(problems(wrapped)).toEqual([]);
      const size = pngSize(wrapped.width, wrapped.height);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(PNG_MAX_SIDE);
      const svg = diagramSvg({
        steps,
        layout,
        colours: roleColours(steps),
        title: 'Large',
        t: i18n.getFixedT('en'),
        language: 'en',
        size,
      });
      const fonts = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
      // The layouts are mostly empty cells (the grid 6,599, the lanes 6,135 for 1,000 steps): the PNG
      // draws them smaller than the canvas (unwrapped, 100,904 px tall, the text would be 2.3 px).
      expect(Math.min(...fonts) * size.scale).toBeGreaterThanOrEqual(10);
    },
  );

  it.skipIf(!rsvg && !inCi)(
    'rsvg-convert renders the SVG of a 1,000-step model at the PNG’s size',
    () => {
      expect(rsvg, 'rsvg-convert is required under CI=true').toBe(true);
      const layout = layoutModel({ steps });
      const wrapped = wrapIntoColumns(layout);
      const size = pngSize(wrapped.width, wrapped.height);
      const svg = diagramSvg({
        steps,
        layout,
        colours: roleColours(steps),
        title: 'Large',
        t: i18n.getFixedT('en'),
        language: 'en',
        size,
      });
      const dir = mkdtempSync(path.join(tmpdir(), 'picture-'));
      try {
        writeFileSync(path.join(dir, 'large.svg'), svg);
        const result = spawnSync(
          'rsvg-convert',
          ['-o', path.join(dir, 'large.png'), path.join(dir, 'large.svg')],
          {
            encoding: 'utf8',
          },
        );
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        const png = readFileSync(path.join(dir, 'large.png'));
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size.width, size.height]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('a diagram no taller than a column stays as it is', () => {
    const layout = layoutModel({ steps: generateModel(30).input.steps });
    const wrapped = wrapIntoColumns(layout);
    expect(wrapped.columns).toHaveLength(1);
    expect([wrapped.width, wrapped.height]).toEqual([layout.width, layout.height]);
    expect(wrapped.connections).toBe(layout.connections);
  });
});
