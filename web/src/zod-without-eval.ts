import { z } from 'zod';

// zod compiles fast object parsers with `new Function` after probing whether eval is allowed; the
// site's Content-Security-Policy forbids eval, so the probe itself is a reported violation.
// Imported first by main.tsx, before any schema is built (the probe runs when a schema is created).
z.config({ jitless: true });
