/** A case-insensitive "contains" pattern for ILIKE, with the wildcard characters of `search` escaped. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
