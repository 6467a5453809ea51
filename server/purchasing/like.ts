/** ILIKE pattern "contains text", with the text's own wildcards escaped. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
