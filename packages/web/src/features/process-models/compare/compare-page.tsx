import { Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import type { DifferenceSide } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { BackLink, QueryView } from '../../../components';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { PROCESS_MODEL_AREA } from '../area';
import { latestRevision, processModelName } from '../process-model-text';
import { revisionsQuery } from '../process-models-api';
import { type CompareTarget, compareQuery, WORKING_COPY } from './compare-api';
import { CompareDiagram } from './compare-diagram';
import { type CompareDisplay, type CompareView, compareDisplay, compareSearch } from './compare-view';
import { DifferenceList } from './difference-list';
import { useDefinitionNames } from './use-definition-names';

const DEFINITION_KINDS = new Set(['input-added', 'input-removed', 'output-added', 'output-removed']);

/**
 * The two sides the address asks for, where they exist: `from` a revision, `to` a revision or (for a
 * modeler) the working copy. Without them: the latest revision against the one before, or, with one
 * revision only, against the working copy (modelers) or itself.
 */
export function compareSides(
  numbers: readonly number[],
  params: URLSearchParams,
  modeler: boolean,
): { from: number; to: CompareTarget } | null {
  const sorted = [...numbers].sort((a, b) => b - a);
  const [latest, previous] = sorted;
  if (latest === undefined) return null;
  const revision = (value: string | null) => {
    const number = Number(value);
    return value !== null && sorted.includes(number) ? number : null;
  };
  const wanted = params.get('to');
  const to: CompareTarget | null = wanted === WORKING_COPY && modeler ? WORKING_COPY : revision(wanted);
  const from = revision(params.get('from'));
  if (from !== null) return { from, to: to ?? latest };
  if (to !== null) return { from: sorted.find((each) => to === WORKING_COPY || each < to) ?? latest, to };
  if (previous !== undefined) return { from: previous, to: latest };
  return { from: latest, to: modeler ? WORKING_COPY : latest };
}

/**
 * `/process-model/{id}/revisions/compare?from=1&to=2`: what changed from one published
 * revision to another, or to the working copy (modelers), as a list grouped by kind, or with `view=diagram`
 * marked on the diagram of either side (`side=older` for the older).
 */
export function ComparePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const modeler = useSession().hasRole('ROLE_MODELER');
  const revisions = useQuery(revisionsQuery(id));
  const rows = revisions.data ?? [];
  const sides = compareSides(
    rows.map((row) => row.revision),
    params,
    modeler,
  );
  const latest = latestRevision(rows);
  const title = latest
    ? t('revision-compare.title-of', { name: processModelName(t, latest.model) })
    : t('revision-compare.title');
  usePageTitle(title);

  const from = sides?.from ?? 0;
  const to = sides?.to ?? 0;
  const display = compareDisplay(params);
  const difference = useQuery({ ...compareQuery(id, from, to), enabled: sides !== null });
  const needed =
    display.view === 'list' &&
    (difference.data?.changes ?? []).some((item) => DEFINITION_KINDS.has(item.kind));
  const definitions = useDefinitionNames(id, from, to, needed);

  const options = [...rows]
    .sort((a, b) => b.revision - a.revision)
    .map(({ revision }) => ({
      value: String(revision),
      label: t('revision-compare.revision', { revision }),
    }));
  const choose = (side: 'from' | 'to', value: string | null) => {
    if (value === null || !sides) return;
    setParams(compareSearch({ ...sides, [side]: value }, display));
  };
  const show = (change: Partial<CompareDisplay>) => {
    if (sides) setParams(compareSearch(sides, { ...display, ...change }));
  };

  return (
    <Stack gap="md">
      <BackLink
        to={`${PROCESS_MODEL_AREA}/${encodeURIComponent(id)}/revisions`}
        label={t('revision-compare.back')}
      />
      <Title order={1}>{title}</Title>
      <QueryView query={revisions} empty={t('revisions.empty')}>
        <Group align="flex-end" gap="md">
          <Select
            label={t('revision-compare.from')}
            data={options}
            value={String(from)}
            onChange={(value) => choose('from', value)}
            allowDeselect={false}
            w={220}
            data-testid="compare-from"
          />
          <Select
            label={t('revision-compare.to')}
            data={
              modeler
                ? [{ value: WORKING_COPY, label: t('revision-compare.working-copy') }, ...options]
                : options
            }
            value={String(to)}
            onChange={(value) => choose('to', value)}
            allowDeselect={false}
            w={220}
            data-testid="compare-to"
          />
          <SegmentedControl
            aria-label={t('revision-compare.view.label')}
            value={display.view}
            onChange={(value) => show({ view: value as CompareView })}
            data={(['list', 'diagram'] as const).map((value) => ({
              value,
              label: t(`revision-compare.view.${value}`),
            }))}
            data-testid="compare-view"
          />
        </Group>
        {display.view === 'diagram' ? (
          // The diagram is drawn also without changes: it shows the model, with no marks.
          <QueryView query={difference}>
            {(data) => (
              <CompareDiagram
                modelId={id}
                difference={data}
                from={from}
                to={to}
                side={display.side}
                onSide={(side: DifferenceSide) => show({ side })}
              />
            )}
          </QueryView>
        ) : (
          <QueryView
            query={difference}
            waitFor={[definitions.state]}
            empty={t('revision-compare.empty')}
            isEmpty={(data) => data.changes.length === 0}
          >
            {(data) => <DifferenceList changes={data.changes} definition={definitions.name} />}
          </QueryView>
        )}
      </QueryView>
    </Stack>
  );
}
