import { Stack, Table, Text, Title } from '@mantine/core';
import type { BpmnImportLane } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SearchableSelect } from '../../../components';
import { roleNameText } from '../../../lib/role-texts';
import { compareText } from '../../../lib/text-order';
import { useTranslation } from '../../../lib/translation';
import { roleSelectorQuery } from '../../roles';

/** The role chosen per lane key: a role id, or null for a new role named after the lane. */
export type LaneRoles = ReadonlyMap<string, string | null>;

/** The select's value of 'a new role' (a role id is never empty). */
const NEW_ROLE = '';

/** What each lane gets before the modeler chooses: its match, else a new role. */
export function initialLaneRoles(lanes: readonly BpmnImportLane[]): LaneRoles {
  return new Map(lanes.map((lane) => [lane.key, lane.match?.id ?? null]));
}

/**
 * The lanes of the file, each with the actor role its steps get: the existing role of the same name
 * (chosen for the modeler), another existing role, or a new role named after the lane.
 */
export function LaneChoices({
  lanes,
  roles,
  onChange,
}: {
  lanes: readonly BpmnImportLane[];
  roles: LaneRoles;
  onChange: (key: string, roleId: string | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const selector = useQuery(roleSelectorQuery);
  const existing = (selector.data ?? [])
    .map((role) => ({ value: role.id, label: roleNameText(t, role) }))
    .sort((a, b) => compareText(a.label, b.label));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('bpmn-import.lanes.title')}
      </Title>
      {lanes.length === 0 ? (
        <Text>{t('bpmn-import.lanes.none')}</Text>
      ) : (
        <>
          <Text size="sm">{t('bpmn-import.lanes.intro')}</Text>
          <Table.ScrollContainer minWidth={560}>
            <Table captionSide="top" data-testid="import-lanes">
              <Table.Caption ta="left">{t('bpmn-import.lanes.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('bpmn-import.lanes.lane')}</Table.Th>
                  <Table.Th scope="col">{t('bpmn-import.lanes.role')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lanes.map((lane) => {
                  const chosen = roles.get(lane.key) ?? null;
                  // The match stays choosable even if the selector (read later) no longer lists it.
                  const matchMissing =
                    lane.match !== null && !existing.some((role) => role.value === lane.match?.id);
                  const data = [
                    { value: NEW_ROLE, label: t('bpmn-import.lanes.new-role', { name: lane.name }) },
                    ...(matchMissing && lane.match
                      ? [{ value: lane.match.id, label: roleNameText(t, lane.match) }]
                      : []),
                    ...existing,
                  ];
                  return (
                    <Table.Tr key={lane.key}>
                      <Table.Th scope="row" fw={400}>
                        {lane.name}
                      </Table.Th>
                      <Table.Td>
                        <SearchableSelect
                          aria-label={t('bpmn-import.lanes.role-of', { name: lane.name })}
                          data={data}
                          value={chosen ?? NEW_ROLE}
                          onChange={(value) => onChange(lane.key, value ? value : null)}
                          allowDeselect={false}
                          loading={selector.isPending}
                          failed={selector.isError}
                          data-lane={lane.key}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
