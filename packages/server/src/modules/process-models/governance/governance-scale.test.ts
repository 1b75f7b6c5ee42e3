import { performance } from 'node:perf_hooks';
import { type GovernanceOverview, governanceOverviewSchema } from '@stroomlijn/domain';
import { expect, it } from 'vitest';
import { republish } from '../../../test/governance.js';
import { bigGraph, publishedModel } from '../../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

/**
 * The governance overview of 200 published models of 100 steps, each with a review interval and
 * each of the 180 users opening a subprocess republished since, so that every latest revision is read
 * and parsed: the worst case of the outdated-subprocess list. It prints the median time of the reads
 * (bench/README.md keeps the figures); speed is never asserted in a test.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

const SUBPROCESSES = 20;
const USERS = 180;
const STEPS = 100;
const READS = 9;

it(`lists every one of ${SUBPROCESSES + USERS} models, each latest revision read`, async () => {
  const subs = [];
  for (let i = 0; i < SUBPROCESSES; i++) {
    subs.push(await publishedModel(modeler, { steps: bigGraph(STEPS), reviewIntervalMonths: 12 }));
  }
  for (let i = 0; i < USERS; i++) {
    const sub = subs[i % SUBPROCESSES]?.id as string;
    await publishedModel(modeler, { steps: bigGraph(STEPS, { subprocess: sub }), reviewIntervalMonths: 12 });
  }
  for (const sub of subs) await republish(modeler, sub.id, `${sub.info.name} v2`);

  const times: number[] = [];
  let answer: GovernanceOverview | undefined;
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    const response = await modeler.get('/api/process_model/governance');
    times.push(performance.now() - started);
    expect(response.statusCode).toBe(200);
    answer = governanceOverviewSchema.parse(response.json());
  }
  expect(answer?.outdatedSubprocesses).toHaveLength(USERS);
  expect(answer?.withoutOwnerOrManager).toHaveLength(SUBPROCESSES + USERS);
  const median = times.sort((a, b) => a - b)[Math.floor(READS / 2)] as number;
  console.info(`governance overview, ${SUBPROCESSES + USERS} models: median ${median.toFixed(1)} ms`);
}, 120_000);
