import type { TemplateCard, TemplateDetail } from '#shared/api/template-schema';
import type { StoredTemplate } from '../ports/template-catalog';

/** A gallery card: everything but the parameters and the CloudFormation text. */
export function toCard(template: StoredTemplate): TemplateCard {
  const { parameters: _parameters, template_body: _body, ...card } = template;
  return card;
}

/** The detail: the card, the text, and the parameters only when asked for. */
export function toDetail(template: StoredTemplate, includeParameters: boolean): TemplateDetail {
  return {
    ...toCard(template),
    template_body: template.template_body,
    ...(includeParameters && { parameters: template.parameters }),
  };
}
