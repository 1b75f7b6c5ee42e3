import { type ModelLayout, readableZoomFit, zoomIn, zoomOut } from '@stroomlijn/domain';
import { useStoreApi } from '@xyflow/react';
import { type RefObject, useCallback, useRef } from 'react';
import { MAX_SCALE, MIN_SCALE } from './process-canvas';

export type ZoomAction = 'zoom-in' | 'zoom-out' | 'zoom-fit';

/**
 * Spec part 1 §9: zoom in ×1.1, out ×0.9; fit: the smaller of the width and height ratios, centred
 * across, but no smaller than the readable scale: a bigger model then shows from its top (and its
 * left, when too wide) and is scrolled with the wheel.
 */
export function useZoomActions(layout: ModelLayout, canvasBox: RefObject<HTMLDivElement | null>) {
  // React Flow's store, read when a zoom is asked for. `useReactFlow()` would subscribe the caller to
  // the viewport's start, which comes after the first render: the whole editor would render again.
  const store = useStoreApi();
  const size = useRef(layout);
  size.current = layout;
  return useCallback(
    (action: ZoomAction) => {
      const { panZoom, transform } = store.getState();
      if (!panZoom) return;
      const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
      if (action === 'zoom-in') void panZoom.scaleTo(clamp(zoomIn(transform[2])));
      else if (action === 'zoom-out') void panZoom.scaleTo(clamp(zoomOut(transform[2])));
      else {
        // The diagram's own pane (React Flow measures it): the box around it also holds the legend.
        const state = store.getState();
        const box = state.width > 0 && state.height > 0 ? state : canvasBox.current?.getBoundingClientRect();
        if (!box) return;
        const { width, height } = size.current;
        const scale = clamp(readableZoomFit(width, height, box.width, box.height));
        void panZoom.setViewport({ x: Math.max(0, (box.width - width * scale) / 2), y: 0, zoom: scale });
      }
    },
    [store, canvasBox],
  );
}
