import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Modal as BsModal } from 'react-bootstrap';
import { cycleTab, dialogOf, isTopModal } from './focus';

interface ModalProps {
  title: string;
  /** Extra text beside the title (e.g. the account and dates of a drill-down). */
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Without onClose the modal cannot be dismissed (production gate). */
  onClose?: () => void;
  size?: 'sm' | 'lg' | 'xl';
  centered?: boolean;
  /** false: Escape does not close it (a long form only its own buttons close, spec 002 §2.2). */
  keyboardDismiss?: boolean;
  /** Buttons at the top right, before the × (the Create New Customers modal's Create Customer). */
  headerActions?: ReactNode;
}

const stay = () => {};

/**
 * The one modal of the app, on react-bootstrap's Modal: labelled by its title,
 * Escape and × close it when there is an onClose. Focus moves into it when it
 * opens (react-bootstrap), stays inside while it is the top dialog (Tab and
 * Shift+Tab cycle), and returns to the element that opened it when it closes
 * (react-bootstrap). A click on the backdrop never closes it (a half-filled
 * form is not lost to a stray click).
 *
 * react-bootstrap's own enforceFocus is off: it pulls focus back from any
 * dialog opened above this one, which would take the keyboard away from the
 * sweetalert2 confirmations (dialogs.ts) that forms in modals ask. The trap
 * below stands down while a later modal dialog is open.
 */
export default function Modal({ title, subtitle, children, footer, onClose, size, centered, keyboardDismiss = true, headerActions }: ModalProps) {
  const titleId = useId();
  const headerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = () => dialogOf(headerRef.current);
    const onKeyDown = (e: KeyboardEvent) => {
      const el = dialog();
      if (el && isTopModal(el)) cycleTab(e, el);
    };
    // A safety net for focus that still gets out (a click on a toast, a script): back to the dialog.
    const onFocusIn = (e: FocusEvent) => {
      const el = dialog();
      if (el && isTopModal(el) && e.target instanceof Node && !el.contains(e.target)) el.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return (
    <BsModal
      show
      onHide={onClose ?? stay}
      backdrop="static"
      keyboard={Boolean(onClose) && keyboardDismiss}
      enforceFocus={false}
      size={size}
      centered={centered}
      scrollable={size === 'xl'}
      aria-labelledby={titleId}
    >
      <div className="modal-header" ref={headerRef}>
        <h2 className="modal-title h5" id={titleId}>
          {title}
        </h2>
        {subtitle && <span className="ms-3 text-muted small">{subtitle}</span>}
        {headerActions && <div className="ms-auto me-2 d-flex gap-2">{headerActions}</div>}
        {onClose && <button type="button" className={`btn-close${headerActions ? ' ms-0' : ''}`} aria-label="Close" onClick={onClose} />}
      </div>
      {children}
      {footer && <div className="modal-footer">{footer}</div>}
    </BsModal>
  );
}

/** The padded body of a Modal (react-bootstrap's), for content that is no form. */
export const ModalBody = BsModal.Body;

/** The footer of a Modal for a body that draws its own buttons (react-bootstrap's). */
export const ModalFooter = BsModal.Footer;
