import { type RoleColours, roleLegend, type Step } from '@stroomlijn/domain';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { roleNameText } from '../../../lib/role-texts';
import { useTranslation } from '../../../lib/translation';

/**
 * The legend of the role colours: each actor role of the model with its colour and the number of its
 * steps, in the order of the flow, and the steps without actor. Folds away to one button; drawn only
 * when a role is used. Drawn after the frame of an edit: counting the steps in flow order runs over the
 * whole model, and an edit's frame has room only for what it changes.
 */
export const RoleLegend = memo(function RoleLegend({
  steps,
  colours,
}: {
  steps: readonly Step[];
  colours: RoleColours;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const shownSteps = useDeferredValue(steps);
  const shownColours = useDeferredValue(colours);
  const legend = useMemo(() => roleLegend(shownSteps, shownColours), [shownSteps, shownColours]);
  if (legend.roles.length === 0) return null;
  return (
    <section className="pm-legend" aria-label={t('editor.legend.label')} data-testid="role-legend">
      <button
        type="button"
        className="pm-legend-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-open={open}>
          <path d="M3 4.5 6 7.5 9 4.5" />
        </svg>
        {t('editor.legend.title')}
      </button>
      {open && (
        <ul id={listId} className="pm-legend-list">
          {legend.roles.map((entry) => (
            <li key={entry.role.id} data-role-id={entry.role.id} data-role-colour={entry.colour.band}>
              <span
                className="pm-legend-swatch"
                style={{ background: entry.colour.band }}
                aria-hidden="true"
              />
              <span className="pm-legend-name">{roleNameText(t, entry.role)}</span>
              <span className="pm-legend-count">{t('editor.legend.steps', { count: entry.steps })}</span>
            </li>
          ))}
          {legend.withoutActor > 0 && (
            <li data-role-id="">
              <span className="pm-legend-swatch" data-none="true" aria-hidden="true" />
              <span className="pm-legend-name">{t('editor.legend.no-actor')}</span>
              <span className="pm-legend-count">
                {t('editor.legend.steps', { count: legend.withoutActor })}
              </span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
});
