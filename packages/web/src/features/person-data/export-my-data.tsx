import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../lib/translation';
import { ExportDownloads } from './export-downloads';

/** "My data" in the shell's header: every signed-in user downloads what the product holds about them. */
export function MyDataButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="xs" onClick={open} aria-haspopup="dialog">
        {t('person-export.my-data')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('person-export.my-data-title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <ExportDownloads target="me" />
      </Modal>
    </>
  );
}
