import type { CustomerDetail } from '../../../../contract/customers';

/** What every tab of the customer view (/view/customer/{code}, spec 002 §2.4) receives. */
export interface CustomerTabProps {
  customer: CustomerDetail;
  /** The view is in Edit mode (the header's Edit was pressed); tabs outside the form may ignore it. */
  editing: boolean;
  /** Reads the customer again (after a write that changes what the view shows). */
  reload: () => void;
}
