import { templatesCategories } from '#shared/api/routes/templates';
import { templatePorts } from '../lib/compose/templates';
import { httpHandler } from '../lib/http/middleware';

/** The categories that hold at least one seeded template, each once, alphabetically. */
export const handler = httpHandler(templatesCategories, async () => {
  const templates = await templatePorts().catalog.list();
  return [...new Set(templates.map((template) => template.category))].sort();
});
