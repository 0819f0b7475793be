import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import TextFilter from '@cloudscape-design/components/text-filter';
import Toggle from '@cloudscape-design/components/toggle';
import { useMemo, useState } from 'react';
import type { TemplateCard } from '#shared/api/template-schema';
import { COMMON } from '#shared/messages';
import { BUILDER, BUILDER_VIEW, GALLERY } from '#shared/messages/builder';
import { gallerySections } from './format';
import { filterGallery, type GalleryFilter, galleryChoices, NO_GALLERY_FILTER } from './gallery-filter';
import { TemplateCardView } from './TemplateCardView';

interface Props {
  templates: TemplateCard[];
  loading: boolean;
  /** the template whose details are loading */
  openingId?: string;
  onOpen: (template: TemplateCard) => void;
  /** title the catalog even without 'My templates' (other sections sit above it) */
  titled?: boolean;
}

function Grid({ templates, openingId, onOpen }: Omit<Props, 'loading'>) {
  return (
    <div className="builder-grid">
      {templates.map((template) => (
        <TemplateCardView
          key={template.template_id}
          template={template}
          loading={openingId === template.template_id}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

/** The gallery: the user's own templates first ('My templates'), then the catalog. */
export function TemplateGallery({ templates, loading, openingId, onOpen, titled }: Props) {
  if (loading) {
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" /> <Box variant="p">{BUILDER.loadingTemplates}</Box>
      </Box>
    );
  }
  if (templates.length === 0) {
    return (
      <Box textAlign="center" padding="xxl" variant="p">
        {BUILDER.noTemplates}
      </Box>
    );
  }
  return <FilteredGallery templates={templates} openingId={openingId} onOpen={onOpen} titled={titled} />;
}

/** The filter bar (search, category, framework, featured) over the gallery's two sections. */
function FilteredGallery({ templates, openingId, onOpen, titled }: Omit<Props, 'loading'>) {
  const [filter, setFilter] = useState(NO_GALLERY_FILTER);
  const choices = useMemo(() => galleryChoices(templates), [templates]);
  const shown = useMemo(() => filterGallery(templates, filter), [templates, filter]);
  const { mine, catalog } = gallerySections(shown);
  const set = (change: Partial<GalleryFilter>) => setFilter((current) => ({ ...current, ...change }));
  const option = (value: string, all: string) => ({ value, label: value || all });
  return (
    <SpaceBetween size="l">
      <div className="builder-gallery-filter" role="search" aria-label={GALLERY.filterLabel}>
        <TextFilter
          filteringText={filter.text}
          filteringPlaceholder={GALLERY.find}
          filteringAriaLabel={GALLERY.find}
          countText={filter.text ? COMMON.matches(shown.length) : undefined}
          onChange={({ detail }) => set({ text: detail.filteringText })}
        />
        <Select
          inlineLabelText={GALLERY.category}
          selectedOption={option(filter.category, GALLERY.allCategories)}
          options={['', ...choices.categories].map((c) => option(c, GALLERY.allCategories))}
          onChange={({ detail }) => set({ category: detail.selectedOption.value ?? '' })}
        />
        <Select
          inlineLabelText={GALLERY.framework}
          selectedOption={option(filter.framework, GALLERY.allFrameworks)}
          options={['', ...choices.frameworks].map((f) => option(f, GALLERY.allFrameworks))}
          onChange={({ detail }) => set({ framework: detail.selectedOption.value ?? '' })}
        />
        <Toggle
          checked={filter.featuredOnly}
          onChange={({ detail }) => set({ featuredOnly: detail.checked })}
        >
          {GALLERY.featuredOnly}
        </Toggle>
      </div>
      {shown.length === 0 && (
        <Box textAlign="center" padding="l">
          <SpaceBetween size="xs">
            <Box variant="p">{COMMON.noMatch}</Box>
            <Button onClick={() => setFilter(NO_GALLERY_FILTER)}>{COMMON.clearFilter}</Button>
          </SpaceBetween>
        </Box>
      )}
      {mine.length > 0 && (
        <section aria-label={BUILDER_VIEW.myTemplates}>
          <Header variant="h2" counter={`(${mine.length})`}>
            {BUILDER_VIEW.myTemplates}
          </Header>
          <Grid templates={mine} openingId={openingId} onOpen={onOpen} />
        </section>
      )}
      {catalog.length > 0 && (
        <section aria-label={BUILDER_VIEW.catalog}>
          {(mine.length > 0 || titled) && (
            <Header variant="h2" counter={`(${catalog.length})`}>
              {BUILDER_VIEW.templates}
            </Header>
          )}
          <Grid templates={catalog} openingId={openingId} onOpen={onOpen} />
        </section>
      )}
    </SpaceBetween>
  );
}
