/**
 * The domain's share of one edit on a large model, without the browser: insert an activity after one
 * near the top and remove it again, timing the command with its invariant check, the layout and what the
 * canvas asks of the new steps (flow order, role colours, the flow places in view). Run with
 * `node --import tsx bench/editor/edit-cost.ts [steps]`; add `--cpu-prof` to node for a profile.
 */
import {
  type EditorState,
  executeCommand,
  flowOrder,
  flowPlacesWithin,
  layoutModel,
  openEditor,
  type ProcessModelInput,
  roleColours,
} from '../../packages/domain/src/index';
import { generateModel } from './generate-model';

const SIZE = Number(process.argv[2] ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const { input } = generateModel(SIZE);
let state: EditorState<ProcessModelInput> = openEditor(input as ProcessModelInput);
let layout = layoutModel(state.model);
const target = state.model.steps.find(
  (step) => step.type === 'activity' && (layout.byId.get(step.id)?.row ?? 0) > 2,
);
if (!target) throw new Error('no activity');
const area = { left: 0, top: 0, right: 2400, bottom: 1600 };
const times = new Map<string, number[]>();
const record = (label: string, value: number) => {
  const values = times.get(label);
  if (values) values.push(value);
  else times.set(label, [value]);
};
const time = (label: string, run: () => void) => {
  const begin = performance.now();
  run();
  record(label, performance.now() - begin);
};
let colours = roleColours(state.model.steps);
for (let round = 0; round < ROUNDS; round++) {
  const newStepId = `00000000-0000-4000-8fff-${round.toString(16).padStart(12, '0')}`;
  for (const command of [
    { type: 'step.insert', item: 'activity', targetId: target.id, newStepId } as const,
    { type: 'step.remove', stepId: newStepId } as const,
  ]) {
    const kind = command.type;
    const total = performance.now();
    time(`${kind}: command + invariants`, () => {
      const { state: next, result } = executeCommand(state, command);
      if (!result.ok) throw new Error(result.error.message);
      state = next;
    });
    const steps = state.model.steps;
    time(`${kind}: layoutModel`, () => {
      layout = layoutModel({ steps });
    });
    time(`${kind}: flowOrder`, () => void flowOrder(steps));
    time(`${kind}: roleColours`, () => {
      colours = roleColours(steps, colours);
    });
    time(`${kind}: connectionsWithin`, () => void layout.connectionsWithin(area));
    time(`${kind}: flowPlacesWithin`, () => void flowPlacesWithin(steps, layout, area));
    record(`${kind}: total`, performance.now() - total);
  }
}
console.log(`${SIZE} steps, ${ROUNDS} rounds, medians:`);
for (const [label, values] of times) console.log(`  ${label.padEnd(40)} ${median(values).toFixed(3)} ms`);
