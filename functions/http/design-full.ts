import { designFull } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { templateValidator } from '../lib/compose/validator';
import { designFull as full } from '../lib/designs/design-full';
import { httpHandler } from '../lib/http/middleware';

/** The design composed into one template, validated and priced. */
export const handler = httpHandler(designFull, async ({ caller, params, query }) =>
  full({ ...designPorts(), validator: templateValidator }, caller.sub, params.id, query?.region),
);
