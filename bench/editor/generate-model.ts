/**
 * Deterministic process models of a given size for the editor benchmark: chains of activities, control
 * steps with 2–4 branches (nested up to four deep, now and then one branch empty: a path straight to the
 * join), and some subprocess steps with the placeholder process. Every model meets the server's graph
 * invariants (one start with one relation, one end with none, activity and subprocess one, control at
 * least one; acyclic, every step reachable from the start and reaching the end).
 */
import {
  type ControlOperator,
  checkInvariants,
  NO_PROCESS,
  NO_ROLE,
  type ProcessModelInput,
  type Step,
  type StepType,
} from '@stroomlijn/domain';

/** A step of the body (not start or end) or a control with its branches, each a sequence. */
type Node =
  | { id: string; type: 'activity' | 'subprocess' }
  | { id: string; type: 'control'; branches: Node[][] };

/** mulberry32: a small seeded generator, so that every run measures the same models. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID-shaped id, distinct per model (`model`) and step number. */
function id(model: number, n: number): string {
  return `00000000-0000-4000-8${model.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`;
}

const VERBS = [
  'Check',
  'Register',
  'Assess',
  'Approve',
  'Send',
  'Archive',
  'Plan',
  'Review',
  'Record',
  'Inform',
];
const OBJECTS = [
  'the application',
  'the invoice and its attachments',
  'the customer',
  'the contract',
  'the planning of the team',
  'the incoming request for a permit',
  'the file',
  'the order',
];
const OPERATORS: (ControlOperator | undefined)[] = [undefined, undefined, 'CHOICE', 'PARALLEL'];

export interface GeneratedModel {
  input: ProcessModelInput;
  counts: Record<StepType, number>;
  /** The deepest nesting of controls. */
  depth: number;
}

/**
 * A model of exactly `size` steps (start and end included). `seed` fixes the shape; the same arguments
 * always give the same model.
 */
export function generateModel(size: number, seed = size): GeneratedModel {
  if (size < 3) throw new Error('A generated model has at least 3 steps');
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const modelNumber = seed % 4096;
  let counter = 2; // 1 is the start
  const newId = () => id(modelNumber, counter++);
  let depth = 0;

  /** A sequence of exactly `budget` steps, at nesting `level`. */
  function sequence(budget: number, level: number): Node[] {
    const nodes: Node[] = [];
    let left = budget;
    depth = Math.max(depth, level);
    while (left > 0) {
      // A control needs itself plus at least two branch steps; deeper levels branch less often.
      if (left >= 6 && level < 4 && next() < 0.22 - level * 0.04) {
        const branchCount = 2 + Math.floor(next() * 3);
        const inner = Math.min(left - 1, branchCount + Math.floor(next() * (48 / (level + 1))));
        const controlId = newId();
        const empty = next() < 0.15 ? Math.floor(next() * branchCount) : -1;
        const filled = empty >= 0 ? branchCount - 1 : branchCount;
        // Share `inner` steps among the filled branches, each at least one.
        const shares = Array.from({ length: filled }, () => 1);
        for (let rest = inner - filled; rest > 0; rest -= 1) {
          const index = Math.floor(next() * filled);
          shares[index] = (shares[index] as number) + 1;
        }
        const branches: Node[][] = [];
        let share = 0;
        for (let b = 0; b < branchCount; b += 1) {
          branches.push(b === empty ? [] : sequence(shares[share++] as number, level + 1));
        }
        nodes.push({ id: controlId, type: 'control', branches });
        left -= 1 + inner;
      } else {
        nodes.push({ id: newId(), type: next() < 0.1 ? 'subprocess' : 'activity' });
        left -= 1;
      }
    }
    return nodes;
  }

  const body = sequence(size - 2, 0);
  const startId = id(modelNumber, 1);
  const endId = newId();
  const steps: Step[] = [];
  const counts: Record<StepType, number> = { start: 1, end: 1, activity: 0, control: 0, subprocess: 0 };

  const entry = (nodes: readonly Node[], after: string): string => nodes[0]?.id ?? after;
  /** Emits the steps of `nodes`; the last one leads to `after`. */
  function emit(nodes: readonly Node[], after: string): void {
    nodes.forEach((node, index) => {
      const successor = entry(nodes.slice(index + 1, index + 2), after);
      counts[node.type] += 1;
      const name = `${pick(VERBS)} ${pick(OBJECTS)} ${counts[node.type]}`;
      if (node.type === 'control') {
        const operator = pick(OPERATORS);
        steps.push({
          id: node.id,
          name: `${pick(['Complete?', 'Amount above limit?', 'Which kind of request?', 'Approved?'])}`,
          type: 'control',
          children: node.branches.map((branch, b) => ({ id: entry(branch, successor), weight: b + 1 })),
          actor: NO_ROLE,
          ...(operator ? { operator } : {}),
        });
        for (const branch of node.branches) emit(branch, successor);
      } else {
        const step: Step = {
          id: node.id,
          name,
          type: node.type,
          children: [{ id: successor, weight: 1 }],
          actor: NO_ROLE,
        };
        if (node.type === 'subprocess') step.process = NO_PROCESS;
        steps.push(step);
      }
    });
  }

  steps.push({
    id: startId,
    name: 'Request received',
    type: 'start',
    children: [{ id: entry(body, endId), weight: 1 }],
    actor: NO_ROLE,
  });
  emit(body, endId);
  steps.push({ id: endId, name: 'Request handled', type: 'end', children: [], actor: NO_ROLE });

  if (steps.length !== size) throw new Error(`Generated ${steps.length} steps instead of ${size}`);
  const violation = checkInvariants(steps);
  if (violation) throw new Error(`The generated model breaks an invariant: ${JSON.stringify(violation)}`);
  return {
    input: {
      id: id(modelNumber, 0),
      info: { name: `Benchmark model of ${size} steps`, description: 'Generated by bench/editor.' },
      owner: NO_ROLE,
      manager: NO_ROLE,
      steps,
      groups: [],
    },
    counts,
    depth,
  };
}
