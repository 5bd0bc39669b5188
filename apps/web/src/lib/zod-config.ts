// The pages' content security policy forbids eval. Zod 4 probes for it (`Function('')`) whenever
// it builds an object schema, unless told not to compile its parsers; the browser reported every
// probe as a policy violation (Lighthouse's best practices on /vouchers). So in the browser, zod
// runs without compiling, set before any schema is built: this module is the entry's first import.
import { config } from 'zod';

config({ jitless: true });
