import { Button, Group, getDefaultZIndex, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../lib/translation';
import { useChangedFields } from './use-changed-fields';

export interface AppModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Where closing goes: a path (relative to the current one, default one level up) or -1 for back. */
  closeTo?: string | -1;
  /** Replaces the navigation on close. */
  onClose?: () => void;
  size?: ModalProps['size'];
}

/**
 * A dialog shown by a route (e.g. `/users/new`): the close button, Escape and a click on the overlay all
 * leave the route. When the user has changed a field in it, they first ask whether to discard the
 * changes (nothing typed is lost unasked); Escape in an open dropdown or date picker closes only that.
 * The dialog's own buttons (Save, Cancel) close it without asking.
 */
export function AppModal({ title, children, closeTo = '..', onClose, size = 'lg' }: AppModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = onClose ?? (() => (closeTo === -1 ? navigate(-1) : navigate(closeTo, { relative: 'path' })));
  const { watch, changed } = useChangedFields();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (changed() ? setAsking(true) : close());
  const keepEditing = () => setAsking(false);
  return (
    <>
      <Modal
        opened
        onClose={requestClose}
        title={title}
        size={size}
        closeOnClickOutside={!asking}
        closeOnEscape={!asking}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <div {...watch}>{children}</div>
      </Modal>
      <Modal
        opened={asking}
        onClose={keepEditing}
        title={t('discard-changes.title')}
        size="sm"
        zIndex={getDefaultZIndex('modal') + 1}
        // Mantine's window listener would also take the very Escape that opened this question (React
        // renders between the listeners of one event): Escape is handled inside the question instead.
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack
          gap="md"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
            event.stopPropagation();
            keepEditing();
          }}
        >
          <Text>{t('discard-changes.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={keepEditing} data-autofocus>
              {t('discard-changes.keep')}
            </Button>
            <Button color="red" onClick={close}>
              {t('discard-changes.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
