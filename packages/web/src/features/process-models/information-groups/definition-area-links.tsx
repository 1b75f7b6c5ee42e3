import { Anchor, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { useStepInformation } from './step-information-context';

/** Links to the two definition areas (IO-06); from a picker, their Back returns to it. */
export function DefinitionAreaLinks({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation();
  const { href, open } = useStepInformation();
  const link = (path: string, label: string) => (
    <Anchor
      href={href(path)}
      size="sm"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        open(path, returnTo === undefined ? undefined : { returnTo });
      }}
    >
      {label}
    </Anchor>
  );
  return (
    <Group gap="md" data-testid="definition-area-links">
      {link('input-output', t('step-information.area.model'))}
      {link('input-output-global', t('step-information.area.global'))}
    </Group>
  );
}
