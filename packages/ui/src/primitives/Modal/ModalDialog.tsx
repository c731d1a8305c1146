import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import { OverlayStyleSheet } from '../OverlayStyleSheet';
import { Body, Content, Description, Footer, Header, HeaderText, Overlay, Title } from './Modal.styles';
import { useReturnFocus } from './use-return-focus';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  description?: string | undefined;
  /** Actions under the body, typically Annuler and the main button. */
  footer?: ReactNode;
  size?: 'regular' | 'wide';
  children?: ReactNode;
}

/**
 * A modal dialog: focus is trapped inside, Escape and the × close it, and focus goes back to
 * whatever opened it. A bottom sheet on phones, a centred box from 768 px.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size = 'regular',
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <OverlayStyleSheet>
          <Overlay />
          <Content data-size={size} {...returnFocus}>
            <Header>
              <HeaderText>
                <Title>{title}</Title>
                {description ? <Description>{description}</Description> : null}
              </HeaderText>
              <Dialog.Close asChild>
                <IconButton label={t('common.close')} icon={<CloseIcon />} />
              </Dialog.Close>
            </Header>
            <Body>{children}</Body>
            {footer ? <Footer>{footer}</Footer> : null}
          </Content>
        </OverlayStyleSheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
