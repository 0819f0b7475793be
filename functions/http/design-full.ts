import { designFull } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { templateChecker } from '../lib/compose/template-checker';
import { designFull as full } from '../lib/designs/design-full';
import { httpHandler } from '../lib/http/middleware';

/** The design composed into one template, validated and priced. */
export const handler = httpHandler(designFull, async ({ caller, params, query }) =>
  full({ ...designPorts(), checker: templateChecker() }, caller.sub, params.id, query?.region),
);
