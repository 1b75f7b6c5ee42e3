import { memo, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { afterLoadWhenIdle } from '../../../../lib/idle';
import { lazyComponent } from '../../../../lib/lazy-component';

const DialogRoutes = lazyComponent(async () => (await import('./editor-dialog-routes')).EditorDialogRoutes);

/**
 * The editor's modal sub-routes. Their code (the forms, pickers and information pages) is a chunk of its
 * own, not part of the editor's first load (issue 17): it is fetched when the browser is idle after the
 * editor has opened, or at once when the editor opens at a dialog's address.
 */
export const EditorDialogs = memo(function EditorDialogs() {
  const subRoute = useParams()['*'] ?? '';
  useEffect(() => afterLoadWhenIdle(() => void DialogRoutes.preload().catch(() => undefined)), []);
  if (subRoute === '') return null;
  return (
    <Suspense fallback={null}>
      <DialogRoutes />
    </Suspense>
  );
});
