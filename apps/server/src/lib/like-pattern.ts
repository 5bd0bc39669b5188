/** `search` with the wildcard characters of LIKE (`%`, `_`) and its escape character (`\`) taken literally. */
const escaped = (search: string) => search.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A case-insensitive "contains" pattern for ILIKE, with the wildcard characters of `search` escaped. */
export const containsPattern = (search: string) => `%${escaped(search)}%`;

/** A "starts with" pattern for LIKE, with the wildcard characters of `prefix` escaped. */
export const startsWithPattern = (prefix: string) => `${escaped(prefix)}%`;
