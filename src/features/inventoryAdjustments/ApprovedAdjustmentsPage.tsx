import AdjustmentQueue from './AdjustmentQueue';

/** The approved (posted) adjustments, with their entries. */
export default function ApprovedAdjustmentsPage() {
  return <AdjustmentQueue tab="approved" title="Approved Inventory Adjustments" />;
}
