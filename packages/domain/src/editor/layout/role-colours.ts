import { roleOrNone } from '../../process-models/model-constants.js';
import type { RoleRef, Step } from '../../process-models/schemas.js';
import { flowOrder } from '../flow-order.js';
import { graphIndex } from '../graph.js';

/** The colour of an actor role: a band on the step box, and a pale tint behind the actor's name. */
export interface RoleColour {
  band: string;
  tint: string;
}

/** Dark text on every tint: at least 4.5:1 (WCAG AA); the bands reach 3:1 on white (non-text contrast). */
export const ROLE_TEXT_COLOUR = '#1f2328';

/** Ten hues far apart, in the order they are handed out; the first roles of a model differ most. */
export const ROLE_PALETTE: readonly RoleColour[] = [
  { band: '#1c6fb8', tint: '#dcebfa' },
  { band: '#c2410c', tint: '#fde6d4' },
  { band: '#2b7a3b', tint: '#dcf3e1' },
  { band: '#8a3fc7', tint: '#efe3fa' },
  { band: '#b3261e', tint: '#fbe0de' },
  { band: '#0f7480', tint: '#d3f1f4' },
  { band: '#8a6100', tint: '#f8ecc8' },
  { band: '#b8306f', tint: '#fbe1ee' },
  { band: '#4b5bd6', tint: '#e2e6fb' },
  { band: '#5f6b12', tint: '#eef2cf' },
];

/** The colour of each actor role of a model, by role id. */
export type RoleColours = ReadonlyMap<string, RoleColour>;

/** A step that has an actor to choose: every step but start and end (those cannot be edited). */
export function takesActor(step: Step): boolean {
  return step.type !== 'start' && step.type !== 'end';
}

/**
 * Gives each actor role of the steps a colour of the palette, in the order the roles first appear in
 * the flow: distinct colours while the palette has free ones, then the least used. With `previous`
 * (the colours shown before an edit) a role keeps its colour and only new roles get one, so an edit
 * never recolours the roles already drawn; without it the colours follow from the model alone.
 * The map is read by role id; `roleLegend` lists the roles in the order of the flow.
 */
export function roleColours(steps: readonly Step[], previous?: RoleColours): RoleColours {
  if (previous) {
    const kept = keptColours(steps, previous);
    if (kept) return kept;
  }
  const { byId } = graphIndex(steps); // shared with the layout of the same steps
  const roles = new Set<string>();
  for (const id of flowOrder(steps)) {
    const actor = roleOrNone(byId.get(id)?.actor);
    if (actor) roles.add(actor.id);
  }
  const uses = ROLE_PALETTE.map(() => 0);
  const colours = new Map<string, RoleColour>();
  const pending: string[] = [];
  for (const role of roles) {
    const kept = previous?.get(role);
    const index = kept ? ROLE_PALETTE.indexOf(kept) : -1;
    if (index < 0) pending.push(role);
    else {
      colours.set(role, ROLE_PALETTE[index] as RoleColour);
      uses[index] = (uses[index] ?? 0) + 1;
    }
  }
  for (const role of pending) {
    const index = uses.indexOf(Math.min(...uses));
    colours.set(role, ROLE_PALETTE[index] as RoleColour);
    uses[index] = (uses[index] ?? 0) + 1;
  }
  return colours;
}

/**
 * Most edits bring no new role (an insert, a remove, a move): then every role keeps its colour, and
 * no flow order is needed to hand out new ones. Null when a step has a role without a colour.
 */
function keptColours(steps: readonly Step[], previous: RoleColours): RoleColours | null {
  const used = new Set<string>();
  for (const step of steps) {
    const actor = roleOrNone(step.actor);
    if (!actor) continue;
    if (!previous.has(actor.id)) return null;
    used.add(actor.id);
  }
  return used.size === previous.size ? previous : new Map([...previous].filter(([role]) => used.has(role)));
}

export interface RoleLegendEntry {
  role: RoleRef;
  colour: RoleColour;
  /** How many steps the role is the actor of. */
  steps: number;
}

export interface RoleLegend {
  roles: RoleLegendEntry[];
  /** Steps that take an actor but have none. */
  withoutActor: number;
}

/** The roles of a model with their colours and step counts, in the order the flow meets them. */
export function roleLegend(steps: readonly Step[], colours: RoleColours): RoleLegend {
  const { byId } = graphIndex(steps);
  const entries = new Map<string, RoleLegendEntry>();
  let withoutActor = 0;
  // The flow order only where it orders something: a model with one role or none needs none.
  const order = colours.size > 1 ? flowOrder(steps) : steps.map((step) => step.id);
  for (const id of order) {
    const step = byId.get(id) as Step;
    const actor = roleOrNone(step.actor);
    const colour = actor && colours.get(actor.id);
    if (actor && colour) {
      const entry = entries.get(actor.id) ?? { role: actor, colour, steps: 0 };
      entry.steps += 1;
      entries.set(actor.id, entry);
    } else if (takesActor(step)) withoutActor += 1;
  }
  return { roles: [...entries.values()], withoutActor };
}
