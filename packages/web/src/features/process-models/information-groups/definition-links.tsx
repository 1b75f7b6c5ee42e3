import { Anchor, Group } from '@mantine/core';
import { type InputOutput, inputOutputKind, isWebAddress, roleOrNone } from '@stroomlijn/domain';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { fileDownloadHref } from '../../input-outputs';

/** Where a form definition's form opens (spec part 2 §2 "Other links"). */
export function formHref(definition: Pick<InputOutput, 'data'>, processModelId: string): string {
  return `/workflow/${encodeURIComponent(definition.data)}/${encodeURIComponent(processModelId)}/form`;
}

/** Where staff read the results of forms. */
export const RESULTS_HREF = '/actions/read';

/** Whether the signed-in user holds the role (effective roles, by id). */
function holds(roles: readonly { id: string }[] | undefined, role: InputOutput['drafter']): boolean {
  const wanted = roleOrNone(role);
  return wanted !== null && (roles?.some((held) => held.id === wanted.id) ?? false);
}

/**
 * The links of one definition for staff (spec part 1 §6, part 2 §2): a form opens only for holders of its
 * drafter role, its results only for holders of its reader role; an upload downloads; a link opens.
 */
export function DefinitionLinks({
  definition,
  processModelId,
}: {
  definition: InputOutput;
  processModelId: string;
}) {
  const { t } = useTranslation();
  const { info } = useSession();
  const kind = inputOutputKind(definition.type);
  const links: { key: string; element: React.ReactNode }[] = [];
  const subject = definition.name;
  if (kind === 'form' && definition.data !== '' && holds(info?.roles, definition.drafter))
    links.push({
      key: 'form',
      element: (
        <Anchor
          component={Link}
          to={formHref(definition, processModelId)}
          size="sm"
          aria-label={t('step-information.links.open-form-named', { name: subject })}
        >
          {t('step-information.links.open-form')}
        </Anchor>
      ),
    });
  if ((kind === 'form' || kind === 'form-result') && holds(info?.roles, definition.reader))
    links.push({
      key: 'results',
      element: (
        <Anchor
          component={Link}
          to={RESULTS_HREF}
          size="sm"
          aria-label={t('step-information.links.results-named', { name: subject })}
        >
          {t('step-information.links.results')}
        </Anchor>
      ),
    });
  if (kind === 'upload' && definition.data !== '')
    links.push({
      key: 'download',
      element: (
        <Anchor
          href={fileDownloadHref(definition.data)}
          size="sm"
          download
          aria-label={t('step-information.links.download-named', { name: subject })}
        >
          {t('step-information.links.download')}
        </Anchor>
      ),
    });
  if (kind === 'link' && isWebAddress(definition.data))
    links.push({
      key: 'link',
      element: (
        <Anchor
          href={definition.data}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('step-information.links.open-link-named', { name: subject })}
        >
          {t('step-information.links.open-link')}
        </Anchor>
      ),
    });
  if (links.length === 0) return null;
  return (
    <Group gap="sm" data-testid="definition-links">
      {links.map((link) => (
        <span key={link.key}>{link.element}</span>
      ))}
    </Group>
  );
}
