import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation';
import { feedbackPagePath, GiveFeedbackForm } from '../../../feedback';
import { useEditorContext } from '../editor-context';
import { EditorDialog, NoticeDialog } from './editor-dialog';

/**
 * `feedback` (view and revision mode): feedback on the published model as a whole, which goes to its
 * latest revision. A model never published has none to give.
 */
export function FeedbackDialog() {
  const { t } = useTranslation();
  const { server, closeSubRoute } = useEditorContext();
  const title = t('feedback.give.title');
  if (!server || server.revision === 0)
    return <NoticeDialog title={title}>{t('feedback.give.not-published')}</NoticeDialog>;
  return (
    <EditorDialog title={title}>
      <Stack gap="md">
        <Anchor component={Link} to={feedbackPagePath(server.id)} size="sm" w="fit-content">
          {t('feedback.give.to-list')}
        </Anchor>
        <GiveFeedbackForm processModelId={server.id} stepId={null} onClose={closeSubRoute} />
      </Stack>
    </EditorDialog>
  );
}
