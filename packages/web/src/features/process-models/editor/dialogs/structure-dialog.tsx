import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import type { StructureNode } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingState, PageError } from '../../../../components';
import { useTranslation } from '../../../../lib/translation';
import { revisionStructureQuery, structureQuery } from '../../process-models-api';
import { useEditorContext } from '../editor-context';
import { CloseAction, EditorDialog } from './editor-dialog';

/** Where a node of the tree leads (ED-09): the model in edit mode, its published view in view mode. */
export function structureTarget(areaPrefix: string, nodeId: string, readOnly: boolean): string {
  return `${areaPrefix}/${encodeURIComponent(nodeId)}${readOnly ? '/view' : ''}`;
}

/** Where a node of a revision's tree leads: the revision of that model it recorded. */
export function revisionStructureTarget(areaPrefix: string, node: StructureNode): string {
  return `${areaPrefix}/${encodeURIComponent(node.id)}/revisions/${node.revision ?? 1}`;
}

interface TreeProps {
  nodes: readonly StructureNode[];
  isCurrent: (node: StructureNode) => boolean;
  target: (node: StructureNode) => string;
}

function Tree({ nodes, isCurrent, target }: TreeProps) {
  const { t } = useTranslation();
  return (
    <List listStyleType="none" withPadding spacing={4}>
      {nodes.map((node, index) => {
        const named = node.name.trim() === '' ? t('editor-dialogs.structure.no-name') : node.name;
        const name =
          node.revision === undefined
            ? named
            : t('editor-dialogs.structure.with-revision', { name: named, revision: node.revision });
        // The model shown now is not a link: it is open already.
        const label = isCurrent(node) ? (
          <Text span fw={600} aria-current="page">
            {name} ({t('editor-dialogs.structure.current')})
          </Text>
        ) : (
          <Anchor component={Link} to={target(node)}>
            {name}
          </Anchor>
        );
        return (
          // A model can be a subprocess of several steps: the position keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: siblings may share an id
          <List.Item key={`${node.id}-${index}`}>
            {label}
            {node.children.length > 0 && <Tree nodes={node.children} isCurrent={isCurrent} target={target} />}
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * `structure` (ED-08..ED-10): the model and its subprocesses as a tree; each entry opens that model
 * in this area, in edit mode as the working copy, in view mode as the published view. A revision
 * shows the tree as it recorded it, each entry opening the revision of that model it names.
 */
export function StructureDialog() {
  const { t } = useTranslation();
  const { editor, server, readOnly, areaPrefix, mode } = useEditorContext();
  const id = editor.model.id;
  const saved = server !== null;
  const revision = mode === 'revision' && server !== null ? server.revision : null;
  const latest = useQuery({ ...structureQuery(id, readOnly), enabled: saved && revision === null });
  const recorded = useQuery({ ...revisionStructureQuery(id, revision ?? 0), enabled: revision !== null });
  const structure = revision === null ? latest : recorded;
  const target = (node: StructureNode) =>
    revision === null
      ? structureTarget(areaPrefix, node.id, readOnly)
      : revisionStructureTarget(areaPrefix, node);
  const isCurrent = (node: StructureNode) =>
    node.id === id && (revision === null || node.revision === revision);

  let body: ReactNode;
  if (!saved) body = <Text>{t('editor-dialogs.structure.not-saved')}</Text>;
  else if (structure.isPending) body = <LoadingState />;
  else if (structure.isError)
    body = <PageError error={structure.error} onRetry={() => void structure.refetch()} />;
  else
    body = (
      <Stack gap="xs">
        <nav aria-label={t('editor-dialogs.structure.tree')}>
          <Tree nodes={[structure.data]} isCurrent={isCurrent} target={target} />
        </nav>
        {structure.data.children.length === 0 && (
          <Text c="dimmed" size="sm" data-testid="empty-state">
            {t('editor-dialogs.structure.no-subprocesses')}
          </Text>
        )}
      </Stack>
    );

  return (
    <EditorDialog title={t('editor-dialogs.structure.title')}>
      <Stack gap="md">
        {!readOnly && saved && (
          <Alert color="blue" data-testid="structure-save-hint">
            {t('editor-dialogs.structure.save-hint')}
          </Alert>
        )}
        {body}
        <CloseAction />
      </Stack>
    </EditorDialog>
  );
}
