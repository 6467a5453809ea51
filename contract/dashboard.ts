import { endpoint } from './kit';

/**
 * The dashboard (issue 14): what each person should do today. Every section
 * is there only for who holds its scopes (the server leaves the others null):
 * the approvals waiting for the user in every queue, and the few figures of
 * their area, each with the screen it comes from.
 */
export interface QueueCount {
  queue: string;
  count: number;
  oldest_days: number;
}

export interface DashboardSummary {
  as_of: string;
  approvals: { count: number; oldest_days: number; queues: QueueCount[] };
  finance: null | {
    cash_total: string;
    cash: { account_code: string; account_name: string; balance: string }[];
    receivables_total: string;
    receivables_past_due: string;
  };
  credit: null | {
    pdc_on_hand: { count: number; amount: string };
    pdc_maturing_7_days: { count: number; amount: string };
    invoices_due_7_days: { count: number; amount: string };
    invoices_past_due: { count: number; amount: string };
  };
  purchasing: null | {
    requests_for_approval: number;
    /** Products whose stock on hand is below this month's forecast (the reorder level the forecasts give). */
    below_reorder_count: number;
    below_reorder: { product_code: string; product_name: string; on_hand: number; forecast: number }[];
  };
  warehouse: null | {
    /** Batches with stock that expire within 180 days (first expiry, first out). */
    expiring_batches: number;
    expiring_quantity: number;
    expiring: { product_name: string; batch_no: string; expiry_date: string; quantity: number }[];
  };
  /** Licences and product registrations expired or expiring within 90 days (issue 28), for who holds view_regulatory. */
  regulatory?: null | {
    expired: number;
    expiring: number;
    soonest: { what: string; holder: string; valid_until: string; days_left: number }[];
  };
}

export const dashboardSummaryEp = endpoint<DashboardSummary>()({ method: 'GET', path: '/dashboard/summary', tag: 'dashboard' });
