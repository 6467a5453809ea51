import { formatMoney } from '../../lib/money';

/** Money as the page shows it: "PHP 1,234.56" (decimal strings, never through floats). */
export const php = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : `PHP ${formatMoney(value)}`);
