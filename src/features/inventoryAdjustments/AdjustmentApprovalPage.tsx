import AdjustmentQueue from './AdjustmentQueue';

/** The adjustments waiting for approval: a row opens it with Approve (after a confirmation) and Decline (with a reason). */
export default function AdjustmentApprovalPage() {
  return <AdjustmentQueue tab="approval" title="Inventory Adjustment Approval" />;
}
