import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROLE } from '../../process-models/model-constants.js';
import type { RoleRef, Step } from '../../process-models/schemas.js';
import { sampleChain, sampleId, sampleModel } from '../sample-models.js';
import { ROLE_PALETTE, ROLE_TEXT_COLOUR, type RoleColours, roleColours, roleLegend } from './role-colours.js';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const role = (n: number): RoleRef => ({ id: sampleId(1000 + n), name: `Role ${n}` });

/** Start → one activity per entry (its actor: the role of that number, or none for null) → end. */
function chainWithActors(actors: readonly (number | null)[]): Step[] {
  return sampleChain(actors.length).steps.map((step, index) => {
    const actor = index === 0 ? null : actors[index - 1];
    return actor === null || actor === undefined ? step : { ...step, actor: role(actor) };
  });
}

const actorsArbitrary = fc.array(fc.option(fc.nat({ max: 14 }), { nil: null }), { maxLength: 40 });

describe('role colours', () => {
  it('every tint keeps the text at 4.5:1 (WCAG AA); every band reaches 3:1 on white', () => {
    for (const colour of ROLE_PALETTE) {
      expect(contrast(ROLE_TEXT_COLOUR, colour.tint)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour.band, '#ffffff')).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(ROLE_PALETTE.map((colour) => colour.band)).size).toBe(ROLE_PALETTE.length);
  });

  it('hands out the palette in the order the roles first appear in the flow, not in the array', () => {
    const { steps } = sampleModel({
      s: ['start', 'c'],
      c: ['control', 'b', 'a'],
      a: ['activity', 'j'],
      b: ['activity', 'j'],
      j: ['control', 'e'],
      e: ['end'],
    });
    const withActors = steps.map((step) =>
      step.id === 'a' ? { ...step, actor: role(1) } : step.id === 'b' ? { ...step, actor: role(2) } : step,
    );
    // Branch b comes first (weight 1), though step a comes first in the array.
    expect([...roleColours(withActors).entries()]).toEqual([
      [role(2).id, ROLE_PALETTE[0]],
      [role(1).id, ROLE_PALETTE[1]],
    ]);
  });

  it('gives a step without actor (the placeholder role) no colour', () => {
    const steps = chainWithActors([null, 3, null]);
    expect(steps[1]?.actor).toEqual(NO_ROLE);
    expect([...roleColours(steps).keys()]).toEqual([role(3).id]);
  });

  it('with the colours before an edit, a role keeps its colour when a new role appears before it', () => {
    const before = roleColours(chainWithActors([1, 2]));
    const after = roleColours(chainWithActors([3, 1, 2]), before);
    expect(after.get(role(1).id)).toBe(before.get(role(1).id));
    expect(after.get(role(2).id)).toBe(before.get(role(2).id));
    expect(after.get(role(3).id)).toBe(ROLE_PALETTE[2]);
    // A role no longer used frees its colour for the next new role.
    const replaced = roleColours(chainWithActors([4, 2]), before);
    expect(replaced.get(role(4).id)).toBe(ROLE_PALETTE[0]);
  });

  it('an edit that brings no new role keeps the same colours, and the legend follows the new flow', () => {
    const before = roleColours(chainWithActors([1, 2, null]));
    // Role 2's step moved to the front, and a step without actor was removed: no role is new.
    const steps = chainWithActors([2, 1]);
    expect(roleColours(steps, before)).toBe(before);
    expect(roleLegend(steps, before).roles.map((entry) => entry.role.id)).toEqual([role(2).id, role(1).id]);
    // A role no longer used leaves the map; the others keep their colours.
    const fewer = roleColours(chainWithActors([2]), before);
    expect([...fewer]).toEqual([[role(2).id, before.get(role(2).id)]]);
  });

  it('lists each role with its colour and step count, and the steps without actor', () => {
    const steps = chainWithActors([1, null, 2, 1, null, 1]);
    const colours = roleColours(steps);
    expect(roleLegend(steps, colours)).toEqual({
      roles: [
        { role: role(1), colour: ROLE_PALETTE[0], steps: 3 },
        { role: role(2), colour: ROLE_PALETTE[1], steps: 1 },
      ],
      // Start and end take no actor.
      withoutActor: 2,
    });
  });

  it('property: deterministic; one colour per role; distinct colours while the palette allows', () => {
    fc.assert(
      fc.property(actorsArbitrary, (actors) => {
        const steps = chainWithActors(actors);
        const colours = roleColours(steps);
        expect([...roleColours(steps).entries()]).toEqual([...colours.entries()]);
        const used = new Set(actors.filter((actor) => actor !== null));
        expect(colours.size).toBe(used.size);
        for (const step of steps) {
          const actor = step.actor.id === NO_ROLE.id ? undefined : step.actor.id;
          if (actor) expect(ROLE_PALETTE).toContain(colours.get(actor));
        }
        const distinct = new Set(colours.values()).size;
        expect(distinct).toBe(Math.min(used.size, ROLE_PALETTE.length));
      }),
    );
  });

  it('property: with the colours before any edit, the roles still used keep their colours', () => {
    fc.assert(
      fc.property(actorsArbitrary, actorsArbitrary, (first, second) => {
        const before: RoleColours = roleColours(chainWithActors(first));
        const after = roleColours(chainWithActors(second), before);
        for (const [id, colour] of after) {
          if (before.has(id)) expect(colour).toBe(before.get(id));
        }
        const legend = roleLegend(chainWithActors(second), after);
        expect(legend.roles.reduce((sum, entry) => sum + entry.steps, 0) + legend.withoutActor).toBe(
          second.length,
        );
      }),
    );
  });
});
