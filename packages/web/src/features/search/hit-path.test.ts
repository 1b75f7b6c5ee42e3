import { emailLinkPaths, GLOBAL_PROCESS_MODEL_ID, type SearchHit } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { type HitAccess, hitPath, searchPagePath } from './hit-path';

const MODEL = '11111111-1111-4111-8111-111111111111';
const STEP = '22222222-2222-4222-8222-222222222222';
const FORM = '33333333-3333-4333-8333-333333333333';
const RESPONSE = '44444444-4444-4444-8444-444444444444';
const ACTION = '55555555-5555-4555-8555-555555555555';

const hit = (fields: Partial<SearchHit> & Pick<SearchHit, 'kind' | 'id'>): SearchHit => ({
  processModelId: null,
  stepId: null,
  formId: null,
  responseId: null,
  title: 'Title',
  within: null,
  snippet: [],
  ...fields,
});

const NONE: ReadonlySet<string> = new Set();
const user = (fields: Partial<HitAccess> = {}): HitAccess => ({
  modeler: false,
  editor: false,
  admin: false,
  reviews: NONE,
  reads: NONE,
  published: new Set([MODEL]),
  ...fields,
});
const modeler = user({ modeler: true });

const model = hit({ kind: 'process-model', id: MODEL, processModelId: MODEL });
const step = hit({ kind: 'step', id: STEP, processModelId: MODEL, stepId: STEP });
const group = hit({ kind: 'information-group', id: 'g1', processModelId: MODEL, stepId: STEP });
const response = hit({ kind: 'response', id: RESPONSE, formId: FORM, responseId: RESPONSE });
const action = hit({ kind: 'action', id: ACTION, formId: FORM, responseId: RESPONSE });

describe('the page a search hit opens', () => {
  it("a model opens a modeler's working copy in the editor, and for anyone else the published model they may read", () => {
    expect(hitPath(model, modeler)).toBe(`/process-model/${MODEL}`);
    expect(hitPath(model, user())).toBe(`/business-model/${MODEL}/view`);
  });

  it('a step opens its model with the step selected (?step=)', () => {
    expect(hitPath(step, modeler)).toBe(`/process-model/${MODEL}?step=${STEP}`);
    expect(hitPath(step, user())).toBe(`/business-model/${MODEL}/view?step=${STEP}`);
  });

  it("an information group opens its step's information over the model, that step selected", () => {
    expect(hitPath(group, modeler)).toBe(
      `/process-model/${MODEL}/edit-step-information/${STEP}?step=${STEP}`,
    );
    expect(hitPath(group, user())).toBe(
      `/business-model/${MODEL}/view/view-step-information/${STEP}?step=${STEP}`,
    );
  });

  it("a definition opens in Data streams for an editor, in the model's editor for a modeler, nowhere for others", () => {
    const definition = hit({ kind: 'definition', id: 'd1', processModelId: MODEL });
    expect(hitPath(definition, user({ editor: true }))).toBe(`/data-stream/${MODEL}/input-output/d1`);
    expect(hitPath(definition, modeler)).toBe(`/process-model/${MODEL}`);
    expect(hitPath(definition, user())).toBeNull();
    const global = hit({ kind: 'definition', id: 'd2', processModelId: GLOBAL_PROCESS_MODEL_ID });
    expect(hitPath(global, user({ editor: true }))).toBe('/data-stream');
    expect(hitPath(global, modeler)).toBeNull();
  });

  it("a definition of a model never published opens in the model's editor for a modeler (editor or not), nowhere for an editor alone (Data streams shows published models only)", () => {
    const definition = hit({ kind: 'definition', id: 'd1', processModelId: MODEL });
    const unpublished = { published: NONE };
    expect(hitPath(definition, user({ ...unpublished, editor: true, modeler: true }))).toBe(
      `/process-model/${MODEL}`,
    );
    expect(hitPath(definition, user({ ...unpublished, modeler: true }))).toBe(`/process-model/${MODEL}`);
    expect(hitPath(definition, user({ ...unpublished, editor: true }))).toBeNull();
    // Published: the editor who is also a modeler opens it in Data streams, where it is shown.
    expect(hitPath(definition, user({ editor: true, modeler: true }))).toBe(
      `/data-stream/${MODEL}/input-output/d1`,
    );
    // Not known yet: no page until the models are in.
    expect(hitPath(definition, user({ editor: true, published: null }))).toBeNull();
  });

  it('a business-model entry opens the business model, which every user may read', () => {
    expect(hitPath(hit({ kind: 'business-model-entry', id: 'e1' }), user())).toBe('/business-model');
  });

  it("a response opens the reviewer's page, else the reader's, else the administrator's, else the holder's actions", () => {
    const forms = new Set([FORM]);
    expect(hitPath(response, user({ reviews: forms, reads: forms, admin: true }))).toBe(
      emailLinkPaths.reviewResponse(FORM, RESPONSE),
    );
    expect(hitPath(response, user({ reads: forms, admin: true }))).toBe(
      `/actions/read/view/${FORM}/${RESPONSE}`,
    );
    expect(hitPath(response, user({ admin: true }))).toBe(`/workflow/${FORM}/responses/${RESPONSE}`);
    expect(hitPath(response, user())).toBe('/actions/my');
  });

  it("an action opens its response's page for a reviewer, the administrators' actions page, the reader's page, else the holder's action", () => {
    const forms = new Set([FORM]);
    expect(hitPath(action, user({ reviews: forms }))).toBe(emailLinkPaths.reviewResponse(FORM, RESPONSE));
    expect(hitPath(action, user({ admin: true }))).toBe(`/workflow/${FORM}/responses/${RESPONSE}/actions`);
    expect(hitPath(action, user({ reads: forms }))).toBe(`/actions/read/view/${FORM}/${RESPONSE}`);
    expect(hitPath(action, user())).toBe(emailLinkPaths.myAction(FORM, RESPONSE, ACTION));
  });

  it('a response or action has no page until the forms the user reviews and reads are known', () => {
    expect(hitPath(response, user({ reviews: null }))).toBeNull();
    expect(hitPath(action, user({ reads: null }))).toBeNull();
  });

  it('ids are encoded in the path', () => {
    expect(hitPath(hit({ kind: 'process-model', id: 'a/b', processModelId: 'a/b' }), modeler)).toBe(
      '/process-model/a%2Fb',
    );
  });

  it('the full results page keeps the query, the kind and a page beyond the first', () => {
    expect(searchPagePath('café & thé')).toBe('/search?q=caf%C3%A9+%26+th%C3%A9');
    expect(searchPagePath('inkoop', 'step', 2)).toBe('/search?q=inkoop&kind=step&page=2');
    expect(searchPagePath('inkoop', null, 1)).toBe('/search?q=inkoop');
  });
});
