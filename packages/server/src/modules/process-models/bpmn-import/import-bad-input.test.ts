import { randomUUID } from 'node:crypto';
import {
  ADMIN_USER_ID,
  BPMN_IMPORT_ELEMENT_LIMIT,
  type BpmnImportPreview,
  type BpmnImportResult,
  type ProcessModel,
  TEXT_LIMIT,
  UPLOAD_LIMIT_BYTES,
} from '@stroomlijn/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bpmnFile, type ChainNode } from '../../../test/bpmn-files.js';
import { IMPORT_URL, importBpmn, storedCounts } from '../../../test/bpmn-import-client.js';
import { multipartBody } from '../../../test/multipart.js';
import { createRole } from '../../../test/test-app.js';
import { useSignedInAs, useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { BPMN_NESTING_LIMIT } from './read-bpmn.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const admin = useSignedInAs(t, ADMIN_USER_ID);

const small = (tag = 'Small') => bpmnFile([{ id: 'Small', name: tag, nodes: [{ id: 'A', name: 'Work' }] }]);

/** The standard error body of a refused upload, `errors` and `references` as given. */
function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  messageKey: string,
  errors: { name: string; message: string }[],
  references?: string[],
) {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ messageKey, errors });
  expect(body).toEqual(
    expect.objectContaining({
      message: expect.any(String),
      references: references === undefined ? expect.any(Array) : references.map((name) => ({ name })),
      debugInfo: expect.any(String),
    }),
  );
}

/** Each bad file refused the same way with dryRun and without, nothing stored. */
async function expectFileRefused(file: string | Buffer, key: string, references?: string[]) {
  const before = await storedCounts(t);
  for (const dryRun of [true, false]) {
    const response = await importBpmn(modeler, file, { dryRun });
    expectRefused(response, 422, 'validation', [{ name: 'file', message: key }], references);
  }
  expect(await storedCounts(t)).toEqual(before);
}

describe('a file that is not a BPMN model is refused with 422 under file, nothing stored', () => {
  it('not XML', async () => {
    await expectFileRefused('This is a plain text, not XML at all.', 'not-bpmn');
    await expectFileRefused(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]),
      'not-bpmn',
    );
  });

  it('XML that is not BPMN', async () => {
    await expectFileRefused('<?xml version="1.0"?><note><to>Tove</to></note>', 'not-bpmn');
    await expectFileRefused(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>',
      'not-bpmn',
    );
  });

  it('BPMN without a process', async () => {
    await expectFileRefused(
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x"><bpmn:collaboration id="C"/></bpmn:definitions>',
      'bpmn-no-process',
    );
  });
});

describe('unsafe XML is refused before it is parsed', () => {
  it('a DOCTYPE with an external entity (XXE) and a billion laughs: bpmn-doctype, answered fast', async () => {
    const body = small().replace(/^<\?xml[^>]*>/, '');
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${body.replace('name="Work"', 'name="&e;"')}`;
    const laughs = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level === 0 ? '' : level};`.repeat(10)}">`,
      ),
      ']>',
      body.replace('name="Work"', 'name="&lol9;"'),
    ].join('\n');
    for (const file of [xxe, laughs]) {
      const started = performance.now();
      await expectFileRefused(file, 'bpmn-doctype');
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it(`more than ${BPMN_IMPORT_ELEMENT_LIMIT} elements (10,000 tasks in a chain): bpmn-too-many-elements`, async () => {
    const nodes: ChainNode[] = Array.from({ length: 10_000 }, (_, index) => ({
      id: `T${index}`,
      name: `Task ${index}`,
    }));
    await expectFileRefused(bpmnFile([{ id: 'Long', nodes }], { di: false }), 'bpmn-too-many-elements');
  });
});

describe('sub-processes nested deeper than people draw them', () => {
  /** A task inside `depth` sub-processes, each inside the one before. */
  function nested(depth: number): string {
    let inner = '<bpmn:task id="Leaf" name="Leaf"/>';
    for (let level = depth; level > 0; level -= 1)
      inner = `<bpmn:subProcess id="Level${level}" name="Level ${level}">${inner}</bpmn:subProcess>`;
    return `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x"><bpmn:process id="Nested" name="Nested">${inner}</bpmn:process></bpmn:definitions>`;
  }

  it(`${BPMN_NESTING_LIMIT} levels import; deeper (a thousand) is refused with 422 naming the sub-process, not a 500`, async () => {
    const deepest = await importBpmn(modeler, nested(BPMN_NESTING_LIMIT), { dryRun: true });
    expect(deepest.statusCode, deepest.body.slice(0, 300)).toBe(200);
    expect((deepest.json() as BpmnImportPreview).models).toHaveLength(BPMN_NESTING_LIMIT + 1);
    await expectFileRefused(nested(BPMN_NESTING_LIMIT + 1), 'bpmn-too-many-elements', [
      `Level${BPMN_NESTING_LIMIT + 1}`,
    ]);
    await expectFileRefused(nested(1000), 'bpmn-too-many-elements', [`Level${BPMN_NESTING_LIMIT + 1}`]);
  });
});

describe('a file that contradicts itself is refused, naming the ids', () => {
  it('duplicate ids: bpmn-duplicate-id, references name the id', async () => {
    const file = bpmnFile([
      {
        id: 'Dup',
        nodes: [
          { id: 'Twice', name: 'First' },
          { id: 'Other', name: 'Between' },
        ],
        extra: (p) => `<${p}task id="Twice" name="Second"/>`,
      },
    ]);
    await expectFileRefused(file, 'bpmn-duplicate-id', ['Twice']);
  });

  it('a sequence flow whose targetRef names nothing: bpmn-dangling-reference, references name it', async () => {
    const file = bpmnFile([
      {
        id: 'Dangling',
        nodes: [{ id: 'A', name: 'Work' }],
        extra: (p) => `<${p}sequenceFlow id="Lost" sourceRef="A" targetRef="Nowhere"/>`,
      },
    ]);
    await expectFileRefused(file, 'bpmn-dangling-reference', ['Nowhere']);
  });

  it('a lane listing a node the file does not have: bpmn-dangling-reference, references name it', async () => {
    const file = bpmnFile([{ id: 'Ghostly', nodes: [{ id: 'A', name: 'Work', lane: 'Clerks' }] }]).replace(
      '<bpmn:flowNodeRef>A</bpmn:flowNodeRef>',
      '<bpmn:flowNodeRef>A</bpmn:flowNodeRef><bpmn:flowNodeRef>Ghost</bpmn:flowNodeRef>',
    );
    expect(file).toContain('Ghost');
    await expectFileRefused(file, 'bpmn-dangling-reference', ['Ghost']);
  });
});

describe('a process that cannot be made a block', () => {
  const loop = (tag: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x">
  <bpmn:process id="Endless" name="Endless ${tag}">
    <bpmn:startEvent id="S"/>
    <bpmn:task id="A" name="Try"/>
    <bpmn:task id="B" name="Try again"/>
    <bpmn:sequenceFlow id="F1" sourceRef="S" targetRef="A"/>
    <bpmn:sequenceFlow id="F2" sourceRef="A" targetRef="B"/>
    <bpmn:sequenceFlow id="F3" sourceRef="B" targetRef="A"/>
  </bpmn:process>
  <bpmn:process id="Fine" name="Fine ${tag}">
    <bpmn:startEvent id="S2"/>
    <bpmn:task id="C" name="Work"/>
    <bpmn:sequenceFlow id="F4" sourceRef="S2" targetRef="C"/>
  </bpmn:process>
</bpmn:definitions>`;

  it('a loop without exit: that model is refused naming its elements; the others are created', async () => {
    const tag = randomUUID().slice(0, 8);
    const previewed = await importBpmn(modeler, loop(tag), { dryRun: true });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview: BpmnImportPreview = previewed.json();
    const endless = preview.models.find((model) => model.key === 'Endless');
    expect(endless?.steps).toEqual([]);
    expect(endless?.refusal?.reason).toBe('loop-without-exit');
    expect(endless?.refusal?.elements).toEqual(
      expect.arrayContaining([
        { id: 'A', name: 'Try' },
        { id: 'B', name: 'Try again' },
      ]),
    );
    expect(preview.report.find((item) => item.elementId === 'B')).toMatchObject({
      outcome: 'refused',
      reason: 'loop-without-exit',
    });
    const before = await storedCounts(t);
    const created = await importBpmn(modeler, loop(tag));
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as BpmnImportResult).models.map((model) => model.name)).toEqual([`Fine ${tag}`]);
    expect(await storedCounts(t)).toEqual({ ...before, models: before.models + 1 });
  });

  it('when no process of the file can be imported: 422 bpmn-no-process, nothing stored', async () => {
    const only = loop(randomUUID().slice(0, 8)).replace(
      /<bpmn:process id="Fine"[\s\S]*?<\/bpmn:process>/,
      '',
    );
    expect(only).not.toContain('Fine');
    const previewed = await importBpmn(modeler, only, { dryRun: true });
    expect(previewed.statusCode).toBe(200);
    const before = await storedCounts(t);
    expectRefused(await importBpmn(modeler, only), 422, 'validation', [
      { name: 'file', message: 'bpmn-no-process' },
    ]);
    expect(await storedCounts(t)).toEqual(before);
  });
});

describe('a name of 10,000 characters', () => {
  it(`is not refused: cut to ${TEXT_LIMIT} characters and reported name-cut`, async () => {
    const long = `Check ${'x'.repeat(10_000 - 6)}`;
    const file = bpmnFile([{ id: 'Long', name: 'Long names', nodes: [{ id: 'A', name: long }] }]);
    const preview = await importBpmn(modeler, file, { dryRun: true });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const { models, report }: BpmnImportPreview = preview.json();
    expect(report.find((item) => item.elementId === 'A')).toMatchObject({
      outcome: 'approximated',
      reason: 'name-cut',
      name: long.slice(0, TEXT_LIMIT),
    });
    expect(models[0]?.steps.map((step) => step.name)).toContain(long.slice(0, TEXT_LIMIT));
    const created = await importBpmn(modeler, file);
    expect(created.statusCode, created.body.slice(0, 300)).toBe(201);
    const { models: made }: BpmnImportResult = created.json();
    const model: ProcessModel = (await modeler.get(`/api/process_model/${made[0]?.id}/edit`)).json();
    expect(model.steps.map((step) => step.name)).toContain(long.slice(0, TEXT_LIMIT));
  });
});

describe('odd but well-formed files import without a 500', () => {
  const definitions = (body: string) =>
    `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x">${body}</bpmn:definitions>`;

  async function createdModel(file: string): Promise<ProcessModel> {
    const created = await importBpmn(modeler, file);
    expect(created.statusCode, created.body.slice(0, 500)).toBe(201);
    const { models }: BpmnImportResult = created.json();
    return (await modeler.get(`/api/process_model/${models[0]?.id}/edit`)).json();
  }

  it('control characters (a NUL written &#0;) in names and documentation are left out', async () => {
    const tag = randomUUID().slice(0, 8);
    const model = await createdModel(
      definitions(
        `<bpmn:process id="Odd" name="Odd&#0;${tag}"><bpmn:documentation>Line&#0; one&#10;line&#1; two</bpmn:documentation><bpmn:laneSet id="LS"><bpmn:lane id="L" name="Lane&#0;${tag}"><bpmn:flowNodeRef>A</bpmn:flowNodeRef></bpmn:lane></bpmn:laneSet><bpmn:task id="A" name="Check&#0;the&#27;form"><bpmn:documentation>Read&#0; it</bpmn:documentation></bpmn:task></bpmn:process>`,
      ),
    );
    expect(model.info).toEqual({ name: `Odd ${tag}`, description: 'Line one\nline two' });
    const step = model.steps.find((candidate) => candidate.type === 'activity');
    expect(step?.name).toBe('Check the form');
    expect(step?.actor.name).toBe(`Lane ${tag}`);
    expect(model.groups.map((group) => group.description)).toEqual(['Read it']);
  });

  it('elements without id (BPMN makes it optional) are imported', async () => {
    const tag = randomUUID().slice(0, 8);
    const file = definitions(
      `<bpmn:process name="No ids ${tag}"><bpmn:task name="One"/><bpmn:task name="Two"/><bpmn:subProcess name="Inner ${tag}"><bpmn:task name="Inside"/></bpmn:subProcess></bpmn:process>`,
    );
    const previewed = await importBpmn(modeler, file, { dryRun: true });
    expect(previewed.statusCode, previewed.body.slice(0, 500)).toBe(200);
    const preview: BpmnImportPreview = previewed.json();
    expect(preview.models.map((model) => model.name).sort()).toEqual([`Inner ${tag}`, `No ids ${tag}`]);
    expect(new Set(preview.report.map((item) => item.elementId)).size).toBe(preview.report.length);
    const model = await createdModel(file);
    expect(model.info.name).toBe(`No ids ${tag}`);
    expect(model.steps.map((step) => step.name)).toEqual(
      expect.arrayContaining(['One', 'Two', `Inner ${tag}`]),
    );
    const inner = model.steps.find((step) => step.type === 'subprocess')?.process;
    const opened: ProcessModel = (await modeler.get(`/api/process_model/${inner?.id}/edit`)).json();
    expect(opened.steps.map((step) => step.name)).toContain('Inside');
  });

  it('a process without a name takes its id, cut to 200 characters', async () => {
    const id = `P${'x'.repeat(299)}`;
    const model = await createdModel(
      definitions(`<bpmn:process id="${id}"><bpmn:task id="A" name="Work"/></bpmn:process>`),
    );
    expect(model.info.name).toBe(id.slice(0, TEXT_LIMIT));
  });
});

describe('a malformed upload', () => {
  it('a body that is not multipart: 415', async () => {
    const response = await modeler.postRaw(IMPORT_URL, JSON.stringify({ file: small() }));
    expectRefused(response, 415, 'unsupported-media-type', []);
  });

  it('no file part: 422 not-set under file', async () => {
    const before = await storedCounts(t);
    const { contentType, payload } = multipartBody([{ kind: 'field', name: 'lanes', value: '[]' }]);
    const response = await modeler.upload(IMPORT_URL, { contentType, payload });
    expectRefused(response, 422, 'validation', [{ name: 'file', message: 'not-set' }]);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('two files: 422 invalid-value under file', async () => {
    const before = await storedCounts(t);
    const file = {
      kind: 'file',
      filename: 'a.bpmn',
      contentType: 'application/xml',
      content: small(),
    } as const;
    const response = await modeler.upload(IMPORT_URL, multipartBody([file, { ...file, filename: 'b.bpmn' }]));
    expectRefused(response, 422, 'validation', [{ name: 'file', message: 'invalid-value' }]);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('lanes that are not JSON, or not a list of {key, roleId}: 422 invalid-value under lanes', async () => {
    const before = await storedCounts(t);
    for (const lanes of ['{not json', '{"key":"a"}', '[{"key":"a","roleId":"not-a-uuid"}]']) {
      const response = await importBpmn(modeler, small(), { lanes });
      expectRefused(response, 422, 'validation', [{ name: 'lanes', message: 'invalid-value' }]);
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it(`a file over ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB: 413 file-too-large`, async () => {
    const before = await storedCounts(t);
    const padding = `<!-- ${'x'.repeat(UPLOAD_LIMIT_BYTES)} -->`;
    const response = await importBpmn(modeler, small() + padding);
    expectRefused(response, 413, 'payload-too-large', [{ name: 'file', message: 'file-too-large' }]);
    expect(await storedCounts(t)).toEqual(before);
  });
});

describe('lanes naming roles that do not exist', () => {
  const laneFile = (tag: string) =>
    bpmnFile([
      {
        id: 'Lanes',
        name: `Lanes ${tag}`,
        nodes: [
          { id: 'A', name: 'New', lane: `Newcomers ${tag}` },
          { id: 'B', name: 'Mapped', lane: `Mapped ${tag}` },
        ],
      },
    ]);

  it('a role id that never existed: 422 invalid-value under lanes, references name the lane, nothing stored', async () => {
    const tag = randomUUID().slice(0, 8);
    const before = await storedCounts(t);
    const response = await importBpmn(modeler, laneFile(tag), {
      lanes: [
        { key: `newcomers ${tag}`, roleId: null },
        { key: `mapped ${tag}`, roleId: randomUUID() },
      ],
    });
    expectRefused(
      response,
      422,
      'validation',
      [{ name: 'lanes', message: 'invalid-value' }],
      [`mapped ${tag}`],
    );
    expect(await storedCounts(t)).toEqual(before);
  });

  it('a role deleted after the preview: the confirmation fails as a whole, no role or model is stored', async () => {
    const tag = randomUUID().slice(0, 8);
    const target = await createRole(t, { name: `Target ${tag}` });
    const preview = await importBpmn(modeler, laneFile(tag), { dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect((await admin.delete(`/api/role/${target.id}`)).statusCode).toBe(204);
    const before = await storedCounts(t);
    const response = await importBpmn(modeler, laneFile(tag), {
      lanes: [
        { key: `newcomers ${tag}`, roleId: null },
        { key: `mapped ${tag}`, roleId: target.id },
      ],
    });
    expectRefused(
      response,
      422,
      'validation',
      [{ name: 'lanes', message: 'invalid-value' }],
      [`mapped ${tag}`],
    );
    expect(await storedCounts(t)).toEqual(before);
  });
});
