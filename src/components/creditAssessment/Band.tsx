import { BAND_LABELS, type ColourBand } from '../../../contract/creditAssessment';
import './creditAssessment.css';

/** A rating in its colour band; the band's name is also in text (for screen readers and tests), not in colour alone. */
export default function Band({ band, children }: { band: ColourBand; children: string }) {
  return (
    <span className={`band band-${band}`} data-band={band} title={BAND_LABELS[band]}>
      {children}
      <span className="visually-hidden"> ({BAND_LABELS[band]})</span>
    </span>
  );
}
