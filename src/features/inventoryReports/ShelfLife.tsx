import { SHELF_LIFE_LABELS } from '../../../contract/inventoryReports';

/**
 * Spec §5 shelf-life colouring (under 8 months red, 8 to 12 yellow, over 12
 * green) as a badge with its words, so the colour is never the only cue.
 * Local until the shared src/components/shelfLife component lands.
 */
const CLASS = { red: 'text-bg-danger', yellow: 'text-bg-warning', green: 'text-bg-success' } as const;

export default function ShelfLifeBadge({ band, months }: { band: keyof typeof CLASS | null | undefined; months?: number | null }) {
  if (!band) return null;
  const label = SHELF_LIFE_LABELS[band];
  return <span className={`badge ${CLASS[band]}`}>{months === undefined || months === null ? label : `${label} (${months})`}</span>;
}
