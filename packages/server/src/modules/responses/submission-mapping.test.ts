import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceAnswer, ServiceSubmission } from '../../integrations/form-service.js';
import { displayValue, flattenAnswer, serviceTime, submissionFields } from './submission-mapping.js';

function answer(fields: Partial<ServiceAnswer> & Pick<ServiceAnswer, 'questionId' | 'name'>): ServiceAnswer {
  return {
    order: Number(fields.questionId),
    text: `Question ${fields.name}`,
    type: 'control_textbox',
    ...fields,
  };
}

function submission(answers: ServiceAnswer[]): ServiceSubmission {
  return {
    id: '5934521874562100123',
    formId: '243001234567890',
    createdAt: '2026-11-20 14:05:09',
    updatedAt: null,
    status: 'ACTIVE',
    answers,
  };
}

describe('turning a submission into response fields', () => {
  it('the subject is the answer named subject, else the form name and the submission date', () => {
    const withSubject = submission([answer({ questionId: '3', name: 'subject', answer: ' Broken lamp ' })]);
    expect(submissionFields(withSubject, 'Complaints').subject).toBe('Broken lamp');
    const without = submission([answer({ questionId: '3', name: 'remark', answer: 'x' })]);
    expect(submissionFields(without, 'Complaints').subject).toBe('Complaints 20-11-2026');
    const emptySubject = submission([answer({ questionId: '3', name: 'subject', answer: '' })]);
    expect(submissionFields(emptySubject, 'Complaints').subject).toBe('Complaints 20-11-2026');
  });

  it('the sender and the process model come from the hidden fields userId and processModelId', () => {
    const fields = submissionFields(
      submission([
        answer({
          questionId: '8',
          name: 'userId',
          answer: 'c5e1a4b2-0000-4000-8000-000000000001',
          type: 'control_textbox',
        }),
        answer({ questionId: '9', name: 'processModelId', answer: 'c5e1a4b2-0000-4000-8000-000000000002' }),
        answer({ questionId: '2', name: 'remark', answer: 'hello' }),
      ]),
      'Form',
    );
    expect(fields.senderId).toBe('c5e1a4b2-0000-4000-8000-000000000001');
    expect(fields.processModelId).toBe('c5e1a4b2-0000-4000-8000-000000000002');
    expect(fields.answers.map((a) => a.questionId)).toEqual(['2']);
    expect(submissionFields(submission([]), 'Form')).toMatchObject({ senderId: null, processModelId: null });
  });

  it('answers keep question id, text, display value and type, in question order, without headings', () => {
    const fields = submissionFields(
      submission([
        answer({
          questionId: '5',
          name: 'tags',
          order: 3,
          answer: ['red', 'blue'],
          type: 'control_checkbox',
        }),
        answer({ questionId: '1', name: 'heading', order: 1, type: 'control_head' }),
        answer({
          questionId: '4',
          name: 'name',
          order: 2,
          answer: { first: 'Ada', last: 'Lovelace' },
          prettyFormat: 'Ada Lovelace',
          type: 'control_fullname',
        }),
        answer({
          questionId: '6',
          name: 'when',
          order: 4,
          answer: { day: '03', month: '12', year: '2026' },
          type: 'control_datetime',
        }),
      ]),
      'Form',
    );
    expect(fields.answers).toEqual([
      { questionId: '4', question: 'Question name', data: 'Ada Lovelace', type: 'control_fullname' },
      { questionId: '5', question: 'Question tags', data: 'red, blue', type: 'control_checkbox' },
      { questionId: '6', question: 'Question when', data: '03-12-2026', type: 'control_datetime' },
    ]);
    expect(fields.submissionId).toBe('5934521874562100123');
    expect(fields.submissionDate).toBe(Date.UTC(2026, 10, 20, 14, 5, 9));
  });

  it('prettyFormat wins over the answer; objects without prettyFormat are flattened', () => {
    expect(displayValue(answer({ questionId: '1', name: 'a', answer: 'raw', prettyFormat: 'Pretty' }))).toBe(
      'Pretty',
    );
    expect(flattenAnswer({ addr_line1: 'Main 1', city: 'Utrecht', state: '' })).toBe('Main 1 Utrecht');
    expect(flattenAnswer(['https://files/1.pdf', 'https://files/2.pdf'])).toBe(
      'https://files/1.pdf, https://files/2.pdf',
    );
  });

  it('any answer shape flattens to a string without throwing; unreadable times are 0', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof flattenAnswer(value) === 'string'));
    fc.assert(fc.property(fc.string(), (text) => Number.isFinite(serviceTime(text))));
    expect(serviceTime('not a time')).toBe(0);
  });
});
