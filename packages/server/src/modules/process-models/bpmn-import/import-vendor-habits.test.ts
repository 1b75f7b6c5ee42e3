import { randomUUID } from 'node:crypto';
import type { BpmnImportPreview, BpmnImportResult, ProcessModel } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type BpmnFileOptions, bpmnFile, type ChainNode } from '../../../test/bpmn-files.js';
import { importBpmn, stepShape } from '../../../test/bpmn-import-client.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

const SIGNAVIO =
  'xmlns:signavio="http://www.signavio.com" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"';

/** One small model; `habits` adds a vendor's extension elements and attributes of its own. */
function claimsFile(tag: string, options: BpmnFileOptions, habits = false): string {
  const extension = (p: string) =>
    habits
      ? `<${p}extensionElements><signavio:signavioMetaData metaKey="bgcolor" metaValue="#ffffcc"/><camunda:properties><camunda:property name="x" value="y"/></camunda:properties></${p}extensionElements>`
      : '';
  const vendor = (attributes = '') =>
    habits
      ? `${attributes} signavio:color="#ffcc00" camunda:assignee="clerk" unknownAttribute="1"`.trim()
      : attributes;
  const nodes: ChainNode[] = [
    {
      id: 'Register',
      name: 'Register the claim',
      kind: 'userTask',
      lane: `Clerk ${tag}`,
      content: extension,
      attributes: vendor(),
    },
    { id: 'Assess', name: 'Assess the damage', kind: 'task', lane: `Expert ${tag}`, attributes: vendor() },
    {
      id: 'Settle',
      name: `Settle ${tag}`,
      lane: `Clerk ${tag}`,
      attributes: vendor(),
      content: extension,
      children: [
        { id: 'Compute', name: 'Compute the amount', kind: 'scriptTask', attributes: vendor() },
        { id: 'Pay', name: 'Pay', kind: 'serviceTask', content: extension },
      ],
    },
    {
      id: 'Inform',
      name: 'Inform the customer',
      kind: 'sendTask',
      lane: `Clerk ${tag}`,
      attributes: vendor(),
    },
  ];
  return bpmnFile([{ id: 'Claims', name: `Claims ${tag}`, nodes }], {
    ...options,
    namespaces: habits ? SIGNAVIO : undefined,
  });
}

async function preview(file: string | Buffer): Promise<BpmnImportPreview> {
  const response = await importBpmn(modeler, file, { dryRun: true });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json();
}

/** Per model key its steps without ids, and the lanes by name. */
const shapeOf = (result: BpmnImportPreview) => ({
  models: Object.fromEntries(result.models.map((model) => [model.key, stepShape(model.steps)])),
  lanes: result.lanes.map((lane) => lane.name),
});

describe("the import does not depend on one tool's habits", () => {
  it('prefix semantic: or none, no BPMN DI, unknown extension elements and attributes: all import to the same steps', async () => {
    const tag = randomUUID().slice(0, 8);
    const expected = shapeOf(await preview(claimsFile(tag, { dialect: 'bpmn' })));
    expect(Object.keys(expected.models)).toEqual(['Settle', 'Claims']);
    expect(expected.models.Claims).toEqual([
      'start "" actor "" → 1',
      `activity "Register the claim" actor "Clerk ${tag}" → 2`,
      `activity "Assess the damage" actor "Expert ${tag}" → 3`,
      `subprocess "Settle ${tag}" actor "Clerk ${tag}" → 4`,
      `activity "Inform the customer" actor "Clerk ${tag}" → 5`,
      'end "" actor "" → ',
    ]);
    expect(expected.models.Settle).toEqual([
      'start "" actor "" → 1',
      `activity "Compute the amount" actor "Clerk ${tag}" → 2`,
      `activity "Pay" actor "Clerk ${tag}" → 3`,
      'end "" actor "" → ',
    ]);
    const variants: [string, string][] = [
      ['semantic:', claimsFile(tag, { dialect: 'semantic' })],
      ['no prefix', claimsFile(tag, { dialect: 'default' })],
      ['no DI', claimsFile(tag, { dialect: 'bpmn', di: false })],
      ['extensions', claimsFile(tag, { dialect: 'bpmn' }, true)],
      ['all at once', claimsFile(tag, { dialect: 'semantic', di: false }, true)],
    ];
    expect(variants[3]?.[1]).toContain('<signavio:signavioMetaData');
    expect(variants[1]?.[1]).not.toMatch(/<\w+:process/);
    for (const [habit, file] of variants) expect(shapeOf(await preview(file)), habit).toEqual(expected);
  });

  it('UTF-16 with a byte order mark and ISO-8859-1 as declared: the same steps, accents kept', async () => {
    const tag = `${randomUUID().slice(0, 8)} é`;
    const plain = claimsFile(tag, { dialect: 'bpmn' });
    const expected = shapeOf(await preview(plain));
    expect(expected.lanes).toEqual([`Clerk ${tag}`, `Expert ${tag}`]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(plain.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le'),
    ]);
    const latin1 = Buffer.from(plain.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
    expect(shapeOf(await preview(utf16)), 'UTF-16').toEqual(expected);
    expect(shapeOf(await preview(latin1)), 'ISO-8859-1').toEqual(expected);
  });

  it('a file in every habit at once is created like the plain one', async () => {
    const tag = randomUUID().slice(0, 8);
    const response = await importBpmn(modeler, claimsFile(tag, { dialect: 'default', di: false }, true));
    expect(response.statusCode, response.body.slice(0, 500)).toBe(201);
    const result: BpmnImportResult = response.json();
    const claims = result.models.find((model) => model.key === 'Claims');
    const model: ProcessModel = (await modeler.get(`/api/process_model/${claims?.id}/edit`)).json();
    expect(stepShape(model.steps)).toEqual([
      'start "" actor "" → 1',
      `activity "Register the claim" actor "Clerk ${tag}" → 2`,
      `activity "Assess the damage" actor "Expert ${tag}" → 3`,
      `subprocess "Settle ${tag}" actor "Clerk ${tag}" → 4`,
      `activity "Inform the customer" actor "Clerk ${tag}" → 5`,
      'end "" actor "" → ',
    ]);
  });
});
