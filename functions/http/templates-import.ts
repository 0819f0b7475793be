import { templatesImport } from '#shared/api/routes/templates';
import { templateChecker } from '../lib/compose/template-checker';
import { templatePorts } from '../lib/compose/templates';
import { httpHandler } from '../lib/http/middleware';
import { Reply } from '../lib/http/types';
import { importTemplate } from '../lib/templates/import-template';

/** 'Import template': checks the template whole, then saves it under 'My templates' (201). */
export const handler = httpHandler(templatesImport, async ({ caller, body }) => {
  const answer = await importTemplate(
    { templates: templatePorts().privateTemplates, checker: templateChecker(), now: () => new Date() },
    caller.sub,
    body!,
  );
  return new Reply(201, answer);
});
