import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';

interface FloatingModalProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
  size?: 'lg' | 'xl';
}

/**
 * A form window that floats over the page (spec 001 §2: the Forecast Form and
 * Purchase Request Form): drag it by its title bar, minimise it to a toast
 * that stays until clicked and reopens it, close it. While minimised it stays
 * mounted (hidden), so nothing typed is lost.
 */
export default function FloatingModal({ title, children, footer, onClose, size = 'lg' }: FloatingModalProps) {
  const titleId = useId();
  const toastId = useId();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [minimised, setMinimised] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  useEffect(() => () => void toast.dismiss(toastId), [toastId]);

  useEffect(() => {
    if (minimised) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [minimised, onClose]);

  function minimise() {
    setMinimised(true);
    const reopen = () => {
      toast.dismiss(toastId);
      setMinimised(false);
    };
    toast.info(
      <button type="button" className="btn btn-link p-0 text-start" onClick={reopen}>
        {title} (minimised): click to reopen
      </button>,
      { toastId, autoClose: false, closeButton: false, closeOnClick: false, draggable: false },
    );
  }

  const startDrag = (e: ReactPointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const moveDrag = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d) setOffset({ x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="modal d-block pe-none" style={{ display: minimised ? 'none' : undefined }} hidden={minimised}>
      <div
        className={`modal-dialog modal-${size} modal-dialog-scrollable pe-auto`}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      >
        <div className="modal-content shadow-lg">
          <div className="modal-header" style={{ cursor: 'move', touchAction: 'none' }} onPointerDown={startDrag} onPointerMove={moveDrag} onPointerUp={endDrag} data-testid="floating-modal-handle">
            <h2 className="modal-title h5" id={titleId}>
              {title}
            </h2>
            <div className="ms-auto d-flex gap-2">
              <button type="button" className="btn btn-sm btn-outline-secondary" aria-label="Minimise" title="Minimise" onClick={minimise}>
                _
              </button>
              <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
            </div>
          </div>
          {children}
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </div>
  );
}
