import { z } from "zod";

// zod 4 probes `new Function` to speed up object parsing; the page CSP has no
// 'unsafe-eval' (src/security/headers.ts), so in the browser the probe would be
// reported as a violation. Every module that builds schemas imports z from here.
z.config({ jitless: true });

export { z };
