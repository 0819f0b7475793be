import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { TemplateCard } from '#shared/api/template-schema';
import { BUILDER } from '#shared/messages';
import { gallerySections } from './format';
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
  const { mine, catalog } = gallerySections(templates);
  return (
    <SpaceBetween size="l">
      {mine.length > 0 && (
        <section aria-label="My templates">
          <Header variant="h2" counter={`(${mine.length})`}>
            My templates
          </Header>
          <Grid templates={mine} openingId={openingId} onOpen={onOpen} />
        </section>
      )}
      <section aria-label="Template catalog">
        {(mine.length > 0 || titled) && (
          <Header variant="h2" counter={`(${catalog.length})`}>
            Templates
          </Header>
        )}
        <Grid templates={catalog} openingId={openingId} onOpen={onOpen} />
      </section>
    </SpaceBetween>
  );
}
