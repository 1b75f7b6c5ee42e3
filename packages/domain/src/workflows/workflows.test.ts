import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../errors/message-keys.js';
import {
  pageCount,
  RESPONSE_ERROR_KEYS,
  RESPONSE_PAGE_SIZE,
  responseCommentSchema,
} from '../responses/index.js';
import { FORM_STATUS_MESSAGES, workflowFormAddSchema, workflowFormStatusBodySchema } from './index.js';

const id = '3f0e1c52-9a1b-4c8e-8a55-0c7e6e0b5d11';

describe('workflow payloads', () => {
  it('WF-05: the add body is {id, formId}: a UUID and the digits of a form service id', () => {
    expect(workflowFormAddSchema.parse({ id, formId: ' 241000000000001 ' })).toEqual({
      id,
      formId: '241000000000001',
    });
    expect(workflowFormAddSchema.safeParse({ id: 'x', formId: '1' }).success).toBe(false);
    expect(workflowFormAddSchema.safeParse({ id, formId: '12a' }).success).toBe(false);
    expect(workflowFormAddSchema.safeParse({ id, formId: '' }).success).toBe(false);
    expect(workflowFormAddSchema.safeParse({ id, formId: '1', extra: 1 }).success).toBe(false);
  });

  it('WF-04: an administrator sets test or active, never error', () => {
    expect(workflowFormStatusBodySchema.safeParse({ status: 'test' }).success).toBe(true);
    expect(workflowFormStatusBodySchema.safeParse({ status: 'active' }).success).toBe(true);
    expect(workflowFormStatusBodySchema.safeParse({ status: 'error' }).success).toBe(false);
  });

  it('WF-20: a comment has at most 200 characters', () => {
    expect(responseCommentSchema.safeParse({ comment: 'x'.repeat(200) }).success).toBe(true);
    expect(responseCommentSchema.safeParse({ comment: 'x'.repeat(201) }).success).toBe(false);
  });

  it('WF-10: pages of 20; an empty list has one page', () => {
    expect(RESPONSE_PAGE_SIZE).toBe(20);
    expect([0, 1, 20, 21, 40, 41].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('the reasons of a form error and of an error response are keys of the error catalogue', () => {
    for (const key of [...FORM_STATUS_MESSAGES, ...RESPONSE_ERROR_KEYS]) {
      expect(MESSAGE_KEYS as readonly string[]).toContain(key);
    }
  });
});
