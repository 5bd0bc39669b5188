// The pages' content security policy forbids eval. Zod 4 probes for it (`Function('')`) whenever
// it builds an object schema, unless told not to compile its parsers; the browser reported every
// probe as a policy violation (Lighthouse's best practices on /vouchers). So in the browser, zod
// runs without compiling, set before any schema is built: this module is the entry's first import.
// NOTE: zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already
// there, so this sets it without loading zod itself, which cost every page 3.5 KB (gzip) of script
// before the first interaction. zod-config.test.ts checks that zod still reads it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
