import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../lib/translation';

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
 * A dialog shown by a route (e.g. `/users/new`): the close button, Escape and
 * a click on the overlay all leave the route.
 */
export function AppModal({ title, children, closeTo = '..', onClose, size = 'lg' }: AppModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = onClose ?? (() => (closeTo === -1 ? navigate(-1) : navigate(closeTo, { relative: 'path' })));
  return (
    <Modal
      opened
      onClose={close}
      title={title}
      size={size}
      closeOnClickOutside
      closeOnEscape
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
