import { Stack, Text, Title } from '@mantine/core';
import { GOVERNANCE_WINDOW_DAYS, type GovernanceOverview } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { BackLink, QueryView } from '../../../components';
import { useDateFormat } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { useTranslation } from '../../../lib/translation';
import { PROCESS_MODEL_AREA } from '../area';
import { governanceQuery } from './governance-api';
import {
  ConfirmationLine,
  MissingRolesLine,
  OutdatedSubprocessesLine,
  ReviewLine,
  StaleWorkingCopyLine,
} from './governance-lines';
import { GovernanceSection } from './governance-section';

const nothingToDo = (overview: GovernanceOverview) =>
  overview.withoutOwnerOrManager.length === 0 &&
  overview.reviews.length === 0 &&
  overview.staleWorkingCopies.length === 0 &&
  overview.outdatedSubprocesses.length === 0;

const byId = (line: { id: string }) => line.id;

/**
 * `/process-model/governance` (modelers): the models that need a modeler's attention in
 * four lists, each line a link to the model.
 */
export function GovernancePage() {
  const { t } = useTranslation();
  usePageTitle(t('governance.title'));
  const overview = useQuery(governanceQuery);
  return (
    <Stack gap="md">
      <BackLink to={PROCESS_MODEL_AREA} label={t('process-models.back')} />
      <Title order={1}>{t('governance.title')}</Title>
      <QueryView query={overview} empty={t('governance.empty')} isEmpty={nothingToDo}>
        {(data) => <GovernanceSections overview={data} />}
      </QueryView>
    </Stack>
  );
}

function GovernanceSections({ overview }: { overview: GovernanceOverview }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const days = GOVERNANCE_WINDOW_DAYS;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('governance.at', { date: dateTime(overview.at) })}
      </Text>
      <GovernanceSection
        title={t('governance.section.without-owner-or-manager')}
        description={t('governance.description.without-owner-or-manager')}
        lines={overview.withoutOwnerOrManager}
        lineKey={byId}
        data-testid="governance-without-owner-or-manager"
      >
        {(line) => <MissingRolesLine line={line} />}
      </GovernanceSection>
      <GovernanceSection
        title={t('governance.section.reviews')}
        description={t('governance.description.reviews', { days })}
        lines={overview.reviews}
        lineKey={byId}
        data-testid="governance-reviews"
      >
        {(line) => <ReviewLine line={line} />}
      </GovernanceSection>
      <GovernanceSection
        title={t('governance.section.stale-working-copies')}
        description={t('governance.description.stale-working-copies', { days })}
        lines={overview.staleWorkingCopies}
        lineKey={byId}
        data-testid="governance-stale-working-copies"
      >
        {(line) => <StaleWorkingCopyLine line={line} at={overview.at} />}
      </GovernanceSection>
      <GovernanceSection
        title={t('governance.section.outdated-subprocesses')}
        description={t('governance.description.outdated-subprocesses')}
        lines={overview.outdatedSubprocesses}
        lineKey={byId}
        data-testid="governance-outdated-subprocesses"
      >
        {(line) => <OutdatedSubprocessesLine line={line} />}
      </GovernanceSection>
      <GovernanceSection
        title={t('governance.section.confirmations')}
        description={t('governance.description.confirmations')}
        lines={overview.confirmations}
        lineKey={byId}
        data-testid="governance-confirmations"
      >
        {(line) => <ConfirmationLine line={line} />}
      </GovernanceSection>
    </Stack>
  );
}
