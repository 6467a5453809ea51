/** ILIKE pattern "contains text", with the text's own wildcards escaped (PostgreSQL's default escape is the backslash). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
