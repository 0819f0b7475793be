import type { TemplateCard } from '#shared/api/template-schema';
import { wordsMatchText } from '#web/components/words-match';

/** What the gallery's filter bar narrows the templates by; empty values let everything through. */
export interface GalleryFilter {
  text: string;
  category: string;
  framework: string;
  featuredOnly: boolean;
}

export const NO_GALLERY_FILTER: GalleryFilter = {
  text: '',
  category: '',
  framework: '',
  featuredOnly: false,
};

/** The templates the filter lets through, in their order: name, description, category and resource types are searched. */
export function filterGallery(templates: readonly TemplateCard[], filter: GalleryFilter): TemplateCard[] {
  return templates.filter(
    (t) =>
      (!filter.category || t.category === filter.category) &&
      (!filter.framework || (t.frameworks as readonly string[]).includes(filter.framework)) &&
      (!filter.featuredOnly || t.is_featured) &&
      wordsMatchText(
        [t.name, t.description, t.category, t.slug, ...t.resources.map((r) => r.type)],
        filter.text,
      ),
  );
}

/** The choices the filter's selects offer: the categories and frameworks the templates have, sorted. */
export function galleryChoices(templates: readonly TemplateCard[]): {
  categories: string[];
  frameworks: string[];
} {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return {
    categories: sorted(templates.map((t) => t.category)),
    frameworks: sorted(templates.flatMap((t) => t.frameworks)),
  };
}
