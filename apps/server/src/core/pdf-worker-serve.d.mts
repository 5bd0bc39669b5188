/** Answers the pool's messages `{ kind, input }` with the PDF `renderers[kind](input)` draws. */
export declare function servePdfs(renderers: Record<string, (input: never) => Promise<Buffer>>): void;
