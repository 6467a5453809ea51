/** "service location" → "Service Location": a noun as a title or a button names it. */
export const titleCase = (s: string) => s.replace(/(^|\s)(\S)/g, (_, space: string, c: string) => space + c.toUpperCase());

/** "Billing & Shipping" → "billing-shipping": a name as it may stand in an element id (tab keys become ids; ids hold no spaces). */
export const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
