import { Button, Group } from '@mantine/core';
import type { Feedback, FeedbackStatus } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDanger, isConflict, useGuardedMutation } from '../../components';
import { useTranslation } from '../../lib/translation';
import { DeclineDialog } from './decline-dialog';
import { answerFeedback } from './feedback-api';
import { feedbackKeys } from './query-keys';

type Answer = { status: FeedbackStatus; reason?: string };

/** What an answer may change feedback into, from its status: accept, decline, done, reopen. */
const ANSWERS: readonly { status: FeedbackStatus; label: string; from: readonly FeedbackStatus[] }[] = [
  { status: 'accepted', label: 'feedback.answer.accept', from: ['open'] },
  { status: 'declined', label: 'feedback.answer.decline', from: ['open', 'accepted'] },
  { status: 'done', label: 'feedback.answer.done', from: ['open', 'accepted'] },
  { status: 'open', label: 'feedback.answer.reopen', from: ['accepted', 'declined', 'done'] },
];

/**
 * The answers of an owner or manager to one piece of feedback. A stale answer (someone answered it
 * meanwhile: 409 conflict) says so and offers to load the feedback again.
 */
export function FeedbackAnswers({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const mutation = useGuardedMutation(
    {
      mutationFn: ({ status, reason }: Answer) => answerFeedback(queryClient, feedback, status, reason),
      onSuccess: () => setDeclining(false),
    },
    { holdAfterSuccess: false },
  );
  const reload = () => {
    mutation.reset();
    void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
  };
  const conflict = isConflict(mutation.error);
  const available = ANSWERS.filter((answer) => answer.from.includes(feedback.status));
  return (
    <>
      {mutation.isError && !declining && (
        <FormDanger
          error={mutation.error}
          action={
            conflict ? (
              <Button size="xs" variant="white" color="red" onClick={reload}>
                {t('common.reload')}
              </Button>
            ) : undefined
          }
        >
          {conflict ? t('feedback.answer.conflict') : undefined}
        </FormDanger>
      )}
      <Group gap="xs">
        {available.map((answer) => (
          <Button
            key={answer.status}
            size="xs"
            variant={answer.status === 'declined' ? 'default' : 'light'}
            loading={mutation.isPending && mutation.variables?.status === answer.status}
            data-answer={answer.status}
            onClick={() => {
              if (answer.status === 'declined') {
                mutation.reset();
                setDeclining(true);
              } else mutation.mutate({ status: answer.status });
            }}
          >
            {t(answer.label)}
          </Button>
        ))}
      </Group>
      {declining && (
        <DeclineDialog
          opened
          onClose={() => setDeclining(false)}
          onDecline={(reason) => mutation.mutate({ status: 'declined', reason })}
          busy={mutation.isPending}
          error={mutation.isError ? mutation.error : null}
        />
      )}
    </>
  );
}
