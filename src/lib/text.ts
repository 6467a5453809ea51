/** "service location" → "Service Location": a noun as a title or a button names it. */
export const titleCase = (s: string) => s.replace(/(^|\s)(\S)/g, (_, space: string, c: string) => space + c.toUpperCase());
