import { useEffect, useId, type ReactNode } from 'react';

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
}

/** The one modal of the app: bootstrap markup, Escape closes, labelled by its title. */
export default function Modal({ title, subtitle, children, footer, onClose, size, centered }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const dialogClass = ['modal-dialog', size && `modal-${size}`, centered && 'modal-dialog-centered', size === 'xl' && 'modal-dialog-scrollable'].filter(Boolean).join(' ');
  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={dialogClass}>
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                {title}
              </h2>
              {subtitle && <span className="ms-3 text-muted small">{subtitle}</span>}
              {onClose && <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />}
            </div>
            {children}
            {footer && <div className="modal-footer">{footer}</div>}
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
