import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { Modal as BsModal } from 'react-bootstrap';
import BootstrapModalManager from 'react-bootstrap/BootstrapModalManager';
import { toast } from 'react-toastify';
import { cycleTab, dialogOf } from './focus';

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
 *
 * It is a non-modal window on react-bootstrap's Modal: no backdrop, the page
 * behind stays usable with the mouse and keeps scrolling (its own manager
 * leaves the body alone). Focus moves into it when it opens and when it is
 * reopened, Tab and Shift+Tab cycle inside it, Escape closes it while focus is
 * in it, and focus returns to the element that opened it when it closes or is
 * minimised.
 */
export default function FloatingModal({ title, children, footer, onClose, size = 'lg' }: FloatingModalProps) {
  const titleId = useId();
  const toastId = useId();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [minimised, setMinimised] = useState(false);
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);
  // Its own manager: no scroll lock on the body, and it never counts as the top modal of the shared stack.
  const [manager] = useState(() => new BootstrapModalManager({ handleContainerOverflow: false }));
  // The element that opened the window (focus goes back there when it is minimised).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const headerRef = useRef<HTMLDivElement>(null);
  const escapeFromInside = useRef(false);

  useEffect(() => () => void toast.dismiss(toastId), [toastId]);

  // react-bootstrap marks every dialog aria-modal and shows it with an inline display: this one is not
  // modal (the page stays usable), and while minimised it is hidden from everyone.
  useLayoutEffect(() => {
    const el = dialogOf(headerRef.current);
    el?.setAttribute('aria-modal', 'false');
    el?.toggleAttribute('hidden', minimised);
  });

  // Reopened from the toast: focus goes back into the window.
  const wasMinimised = useRef(false);
  useEffect(() => {
    if (minimised) wasMinimised.current = true;
    else if (wasMinimised.current) {
      wasMinimised.current = false;
      dialogOf(headerRef.current)?.focus();
    }
  }, [minimised]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const el = dialogOf(headerRef.current);
      if (el && e.target instanceof Node && el.contains(e.target)) cycleTab(e, el);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function minimise() {
    setMinimised(true);
    if (opener?.isConnected) opener.focus();
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
    <BsModal
      show
      // Escape closes the window only when it came from inside it (the page behind stays usable).
      onEscapeKeyDown={(e: KeyboardEvent) => {
        const el = dialogOf(headerRef.current);
        escapeFromInside.current = !minimised && !!el && e.target instanceof Node && el.contains(e.target);
      }}
      onHide={() => {
        if (escapeFromInside.current) onClose();
        escapeFromInside.current = false;
      }}
      backdrop={false}
      enforceFocus={false}
      manager={manager}
      size={size}
      scrollable
      aria-labelledby={titleId}
      className={minimised ? 'pe-none d-none' : 'pe-none'}
      dialogClassName="pe-auto"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div ref={headerRef} className="modal-header" style={{ cursor: 'move', touchAction: 'none' }} onPointerDown={startDrag} onPointerMove={moveDrag} onPointerUp={endDrag} data-testid="floating-modal-handle">
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
    </BsModal>
  );
}
