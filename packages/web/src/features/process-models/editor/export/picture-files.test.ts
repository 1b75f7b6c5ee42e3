import { describe, expect, it } from 'vitest';
import { PNG_MAX_PIXELS, PNG_MAX_SIDE, pictureFileName, pngSize } from './picture-files';

describe('pngSize', () => {
  it('twice the diagram’s size', () => {
    expect(pngSize(788, 896)).toEqual({ width: 1576, height: 1792, scale: 2 });
  });

  it('a long model: no side beyond the limit, the proportions kept', () => {
    const size = pngSize(1000, 20_000);
    expect(size.height).toBe(PNG_MAX_SIDE);
    expect(size.width).toBe(Math.floor(1000 * (PNG_MAX_SIDE / 20_000)));
  });

  it('a large model: no more pixels than the budget', () => {
    const size = pngSize(16_000, 16_000);
    expect(size.width * size.height).toBeLessThanOrEqual(PNG_MAX_PIXELS);
    expect(size.width * size.height).toBeGreaterThan(PNG_MAX_PIXELS * 0.99);
    expect(size.width).toBe(size.height);
    expect(size.scale).toBeLessThan(1);
  });
});

describe('pictureFileName', () => {
  it('the model’s name in safe characters, the version and the extension', () => {
    expect(pictureFileName('Inkoop & betaling', 'revisie 3', 'svg')).toBe(
      'Inkoop - betaling - revisie 3.svg',
    );
    expect(pictureFileName('a/b\\c:d*e?"f"<g>|h', 'working copy', 'png')).toBe(
      'a-b-c-d-e-f-g-h - working copy.png',
    );
    expect(pictureFileName('Café déjà vu (v2)', 'revision 1', 'png')).toBe(
      'Café déjà vu (v2) - revision 1.png',
    );
    expect(pictureFileName('  ../..  ', 'revision 1', 'svg')).toBe('process-model - revision 1.svg');
    expect(pictureFileName('x'.repeat(300), 'revision 1', 'svg')).toBe(`${'x'.repeat(100)} - revision 1.svg`);
  });
});
