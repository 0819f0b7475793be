import { sandboxOutbox } from '#shared/api/routes/notifications';
import { localOutbox } from '../lib/compose/notifications';
import { NotFound } from '../lib/errors';
import { httpHandler } from '../lib/http/middleware';

/** Sandbox only: the e-mail Sahab sent the caller, newest first. */
export const handler = httpHandler(sandboxOutbox, async ({ caller }) => {
  const outbox = localOutbox();
  if (!outbox)
    throw new NotFound('The outbox exists only on the local runtime: e-mail is sent by SES in AWS');
  return outbox.list(caller.sub);
});
