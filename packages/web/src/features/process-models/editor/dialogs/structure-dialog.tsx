import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import type { StructureNode } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState, PageError } from '../../../../components';
import { structureQuery } from '../../process-models-api';
import { useEditorContext } from '../editor-context';
import { CloseAction, EditorDialog } from './editor-dialog';

/** Where a node of the tree leads (ED-09): the model in edit mode, its published view in view mode. */
export function structureTarget(areaPrefix: string, nodeId: string, readOnly: boolean): string {
  return `${areaPrefix}/${encodeURIComponent(nodeId)}${readOnly ? '/view' : ''}`;
}

interface TreeProps {
  nodes: readonly StructureNode[];
  currentId: string;
  target: (id: string) => string;
}

function Tree({ nodes, currentId, target }: TreeProps) {
  const { t } = useTranslation();
  return (
    <List listStyleType="none" withPadding spacing={4}>
      {nodes.map((node, index) => {
        const name = node.name.trim() === '' ? t('editor-dialogs.structure.no-name') : node.name;
        // The model shown now is not a link: it is open already.
        const label =
          node.id === currentId ? (
            <Text span fw={600} aria-current="page">
              {name} ({t('editor-dialogs.structure.current')})
            </Text>
          ) : (
            <Anchor component={Link} to={target(node.id)}>
              {name}
            </Anchor>
          );
        return (
          // A model can be a subprocess of several steps: the position keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: siblings may share an id
          <List.Item key={`${node.id}-${index}`}>
            {label}
            {node.children.length > 0 && <Tree nodes={node.children} currentId={currentId} target={target} />}
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * `structure` (ED-08..ED-10): the model and its subprocesses as a tree; each entry opens that model
 * in this area, in edit mode as the working copy, in the read-only modes as the published view.
 */
export function StructureDialog() {
  const { t } = useTranslation();
  const { editor, server, readOnly, areaPrefix } = useEditorContext();
  const id = editor.model.id;
  const saved = server !== null;
  const structure = useQuery({ ...structureQuery(id, readOnly), enabled: saved });
  const target = (nodeId: string) => structureTarget(areaPrefix, nodeId, readOnly);

  let body: ReactNode;
  if (!saved) body = <Text>{t('editor-dialogs.structure.not-saved')}</Text>;
  else if (structure.isPending) body = <LoadingState />;
  else if (structure.isError)
    body = <PageError error={structure.error} onRetry={() => void structure.refetch()} />;
  else
    body = (
      <Stack gap="xs">
        <nav aria-label={t('editor-dialogs.structure.tree')}>
          <Tree nodes={[structure.data]} currentId={id} target={target} />
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
