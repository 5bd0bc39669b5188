// The customer files' operation contracts (issue 18 part 3) are written by the files module's author.
export {};
