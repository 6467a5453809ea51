import { useEffect, useRef, useState } from 'react';
import { SIGNATURE_HEIGHT } from '../../../contract/srpf';
import { Button, Form } from 'react-bootstrap';

interface SignaturePadProps {
  label: string;
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
  width?: number;
}

/**
 * A signature drawn with a pointer (mouse, pen or finger) in black on a pad
 * 100 pixels high (spec §2.9: max line height 100, black pen). No library:
 * a canvas and pointer events. The keyboard reaches Clear; a pad cannot be
 * signed by keyboard, so its label says what it is for.
 */
export default function SignaturePad({ label, onChange, width = 360 }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#000000';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: Math.min(SIGNATURE_HEIGHT, Math.max(0, e.clientY - r.top)) };
  };

  function down(e: React.PointerEvent<HTMLCanvasElement>) {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    drawing.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
  }
  function move(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
  }
  function up(e: React.PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = false;
    setSigned(true);
    onChange(e.currentTarget.toDataURL('image/png'));
  }
  function clear() {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setSigned(false);
    onChange(null);
  }

  return (
    <div>
      <Form.Label as="div" className="small mb-1" id="srpf-signature-label">
        {label}
      </Form.Label>
      <canvas
        ref={canvas}
        width={width}
        height={SIGNATURE_HEIGHT}
        className="border rounded bg-white d-block"
        style={{ touchAction: 'none', width, height: SIGNATURE_HEIGHT }}
        role="img"
        aria-labelledby="srpf-signature-label"
        aria-describedby="srpf-signature-state"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
      />
      <div className="d-flex gap-2 align-items-center mt-1">
        <Button variant="outline-secondary" size="sm" onClick={clear}>
          Clear Signature
        </Button>
        <span id="srpf-signature-state" className="small text-muted">
          {signed ? 'Signed' : 'Not signed yet: sign inside the box'}
        </span>
      </div>
    </div>
  );
}
