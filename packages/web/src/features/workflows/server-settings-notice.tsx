import { Alert, List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation';
import { settingsQuery } from './workflows-api';

/**
 * What the server's set-up leaves out, said on the form list: no form service (nothing can be added or
 * read), no email (reviewers are not told of new responses), or no polling (only notifications bring
 * submissions in). Nothing while the set-up is complete or not yet known.
 */
export function ServerSettingsNotice() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery).data;
  if (!settings) return null;
  const missing = [
    !settings.formServiceConfigured && t('workflows.settings.form-service-off'),
    settings.formServiceConfigured && settings.pollSeconds === 0 && t('workflows.settings.polling-off'),
    !settings.emailConfigured && t('workflows.settings.email-off'),
  ].filter((text): text is string => typeof text === 'string');
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" title={t('workflows.settings.title')} data-testid="workflow-settings-notice">
      <List size="sm">
        {missing.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
