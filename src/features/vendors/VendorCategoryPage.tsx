/** Filled in by its module. */
export default function VendorCategoryPage() {
  return <p>Not available yet.</p>;
}
