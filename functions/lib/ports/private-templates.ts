import type { StoredTemplate } from './template-catalog';

/**
 * A template in one user's library, made from a generation session by prepare-deployment. It has
 * the catalog template's shape (so the builder configures and deploys it the same way), is never
 * featured, and says where it came from.
 */
export type PrivateTemplate = Omit<StoredTemplate, 'category'> & {
  category: string;
  is_private: true;
  session_id: string;
  created_at: string;
};

export interface PrivateTemplateStore {
  /** Writes the template unless one with its id exists; answers the stored one either way. */
  create(userId: string, template: PrivateTemplate): Promise<PrivateTemplate>;
  /** by template id or slug, within the user's own library */
  find(userId: string, idOrSlug: string): Promise<PrivateTemplate | undefined>;
  /** newest first */
  list(userId: string): Promise<PrivateTemplate[]>;
}
