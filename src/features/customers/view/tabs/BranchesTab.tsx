import type { CustomerTabProps } from '../tabProps';

/** Being built (a helper owns this file this session). */
export default function BranchesTab(_props: CustomerTabProps) {
  return <p className="text-muted">This section is being built.</p>;
}
