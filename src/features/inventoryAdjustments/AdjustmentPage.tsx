import { useSearchParams } from 'react-router-dom';
import AdjustmentQueue from './AdjustmentQueue';

/** Inventory Adjustment: the drafts (or, with ?tab=declined, the declined ones) and the form of a new adjustment. */
export default function AdjustmentPage() {
  const [params] = useSearchParams();
  return <AdjustmentQueue tab={params.get('tab') === 'declined' ? 'declined' : 'draft'} title="Inventory Adjustment" />;
}
