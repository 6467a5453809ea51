/** Progress toast while a ledger page loads (spec 000 §8), word for word. */
export const LEDGER_PROGRESS = 'Getting Transaction, Please wait...';
