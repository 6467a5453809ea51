/** A zone's colour beside its name: the colour is decoration, the name (and its hex in the title) carries the meaning. */
export default function ColorSwatch({ color, label }: { color: string | null | undefined; label?: string | null }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {color && (
        <span
          aria-hidden="true"
          title={color}
          style={{ display: 'inline-block', width: '0.9rem', height: '0.9rem', borderRadius: '0.2rem', background: color, border: '1px solid #6c757d', flex: 'none' }}
        />
      )}
      {label ?? ''}
    </span>
  );
}
