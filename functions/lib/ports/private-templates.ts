import type { StoredTemplate } from './template-catalog';

/**
 * A template in one user's library, made from a generation session by prepare-deployment or
 * imported in the builder. It has the catalog template's shape (so the builder configures and
 * deploys it the same way), is never featured, and says where it came from.
 */
export type PrivateTemplate = Omit<StoredTemplate, 'category'> & {
  category: string;
  is_private: true;
  created_at: string;
} & ({ session_id: string; imported?: undefined } | { imported: true; session_id?: undefined });

export interface PrivateTemplateStore {
  /** Writes the template unless one with its id exists; answers the stored one either way. */
  create(userId: string, template: PrivateTemplate): Promise<PrivateTemplate>;
  /** by template id or slug, within the user's own library */
  find(userId: string, idOrSlug: string): Promise<PrivateTemplate | undefined>;
  /** newest first */
  list(userId: string): Promise<PrivateTemplate[]>;
  /** Overwrites one of the user's templates that exists (an imported one after a fix). */
  replace(userId: string, template: PrivateTemplate): Promise<void>;
}
