import { templatesList } from '#shared/api/routes/templates';
import { templatePorts } from '../lib/compose/templates';
import { httpHandler } from '../lib/http/middleware';
import { toCard } from '../lib/templates/views';

/**
 * The gallery: the caller's private templates and the seeded catalog, optionally one category or
 * only the featured templates.
 */
export const handler = httpHandler(templatesList, async ({ query, caller }) => {
  const { catalog, privateTemplates } = templatePorts();
  // the caller's own templates first (the builder shows them under 'My templates'), then the catalog
  const [own, shared] = await Promise.all([privateTemplates.list(caller.sub), catalog.list()]);
  return [...own, ...shared]
    .filter((template) => query.category === undefined || template.category === query.category)
    .filter((template) => query.featured_only !== 'true' || template.is_featured)
    .map(toCard);
});
