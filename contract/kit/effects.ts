/**
 * What a write does to the caches, declared by what it posts (issue 29): a write that posts to the books, to a
 * customer's receivable, to the payables or to the stock invalidates the reads that show them, so every screen that
 * shows a changed ledger refreshes. effects.test.ts proves each tag here is one some read declares.
 */
export const POSTS_TO = {
  /** The general ledger, trial balance, statements and the account sub-ledgers. */
  books: ['finance', 'ledgers'],
  /** A customer's receivable: aging, statements, the Customers Center's outstanding, credit desk, collections and what may be applied. */
  receivables: ['customer-ar', 'customers', 'collections', 'credit-desk'],
  /** Payables and supplier advances. */
  payables: ['payable-vouchers', 'payable-management', 'advances'],
  /** Stock by batch and pallet and the inventory reports. */
  stock: ['ledgers', 'inventory-report', 'inventory-movement', 'warehouse-pallets'],
  /** A sales document the BIR must receive: its e-invoices are queued with it (the E-Invoices board). */
  eInvoices: ['eInvoices'],
} as const;
export type Posting = keyof typeof POSTS_TO;

/** The tags a write invalidates: its own list's tags, then those of everything it posts to. */
export const effectsOf = (own: readonly string[], ...posts: Posting[]): readonly string[] => [...new Set([...own, ...posts.flatMap((p) => POSTS_TO[p])])];
