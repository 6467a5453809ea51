/** Filled in by its module. */
export default function SrpfApprovalFormPage() {
  return <p>Not available yet.</p>;
}
