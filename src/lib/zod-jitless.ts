import { config } from "zod";

// zod 4 probes `new Function` to speed up object parsing; the page CSP has no
// 'unsafe-eval' (src/security/headers.ts), so in the browser the probe would be
// reported as a violation. Imported for its effect, before any schema is built,
// by every module that builds schemas. (Only `config` is imported: re-exporting
// the whole `z` namespace would defeat tree-shaking and ship every zod locale.)
config({ jitless: true });
