import { templateId } from '#shared/catalog/item-key';
import type { PrivateTemplate, PrivateTemplateStore } from '../ports/private-templates';
import type { StoredTemplate, TemplateCatalog } from '../ports/template-catalog';

export interface TemplateSources {
  catalog: Pick<TemplateCatalog, 'get'>;
  privateTemplates: Pick<PrivateTemplateStore, 'find'>;
}

/**
 * A template the caller may use, by id or slug: the catalog's (`tpl-<slug>` or the slug), else
 * one of the caller's own private templates. Another user's private template is never found.
 */
export async function findTemplate(
  sources: TemplateSources,
  userId: string,
  idOrSlug: string,
): Promise<StoredTemplate | PrivateTemplate | undefined> {
  const catalogId = idOrSlug.startsWith('tpl-') ? idOrSlug : templateId(idOrSlug);
  return (await sources.catalog.get(catalogId)) ?? (await sources.privateTemplates.find(userId, idOrSlug));
}
