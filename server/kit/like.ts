const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * ILIKE pattern "contains text" (or, with 'prefix', "starts with text"), with
 * the text's own wildcards escaped (PostgreSQL's default escape is the backslash).
 */
export const likePattern = (text: string, match: 'contains' | 'prefix' = 'contains'): string =>
  match === 'prefix' ? `${escapeLike(text)}%` : `%${escapeLike(text)}%`;
