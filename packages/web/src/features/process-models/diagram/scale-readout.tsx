import { Text } from '@mantine/core';
import { type ReactFlowState, useStore } from '@xyflow/react';
import { useTranslation } from '../../../lib/translation';

/** The zoom level in per cent. */
export function ScaleReadout({ scale }: { scale: number }) {
  const { t } = useTranslation();
  return (
    <Text className="pm-scale" size="sm" aria-label={t('editor.toolbar.scale')} data-testid="editor-scale">
      {Math.round(scale * 100)}%
    </Text>
  );
}

const scaleOf = (state: ReactFlowState) => state.transform[2];

/**
 * The zoom level of the diagram's React Flow viewport. Only this follows the zoom: a zoom renders the per
 * cent, not the toolbar around it, and panning renders nothing.
 */
export function FlowScale() {
  return <ScaleReadout scale={useStore(scaleOf)} />;
}
