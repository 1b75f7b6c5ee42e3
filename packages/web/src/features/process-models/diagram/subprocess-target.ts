import type { SubprocessReference } from '@stroomlijn/domain';
import { subprocessPath } from '../../../lib/navigation-history';

/** Where a diagram is shown, as far as opening one of its subprocess steps needs to know. */
export interface DiagramPlace {
  /** A revision's diagram (a record): its subprocess steps open the revisions they recorded. */
  revision: boolean;
  readOnly: boolean;
  /** The diagram's own address, without a sub-route. */
  basePath: string;
  /** The area the diagram was opened in: '/process-model', '/my-process-models/actor' … */
  areaPrefix: string;
}

/**
 * Where a subprocess step leads: from a revision, the revision of the subprocess the step recorded
 * (a revision is a record: docs/decisions.md); else the process in the same area (NAV-14), as its
 * published view in view mode (NAV-15) and as its working copy in edit mode.
 */
export function subprocessTarget(place: DiagramPlace, process: SubprocessReference): string {
  if (place.revision && process.revision > 0)
    return `${place.areaPrefix}/${encodeURIComponent(process.id)}/revisions/${process.revision}`;
  return subprocessPath(place.basePath, process.id, place.readOnly);
}
