import { designsList } from '#shared/api/routes/designs';
import { designPorts } from '../lib/compose/designs';
import { listDesigns } from '../lib/designs/designs';
import { httpHandler } from '../lib/http/middleware';

/** The caller's designs, newest change first. */
export const handler = httpHandler(designsList, async ({ caller }) => ({
  designs: await listDesigns(designPorts(), caller.sub),
}));
