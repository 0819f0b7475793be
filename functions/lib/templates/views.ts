import type { TemplateCard, TemplateDetail } from '#shared/api/template-schema';
import type { PrivateTemplate } from '../ports/private-templates';
import type { StoredTemplate } from '../ports/template-catalog';

/** A gallery card: everything but the parameters and the CloudFormation text (and a private one's origin). */
export function toCard(template: StoredTemplate | PrivateTemplate): TemplateCard {
  if ('is_private' in template) {
    const { parameters: _p, template_body: _b, session_id: _s, created_at: _c, ...card } = template;
    return card;
  }
  const { parameters: _parameters, template_body: _body, ...card } = template;
  return card;
}

/** The detail: the card, the text, and the parameters only when asked for. */
export function toDetail(
  template: StoredTemplate | PrivateTemplate,
  includeParameters: boolean,
): TemplateDetail {
  return {
    ...toCard(template),
    template_body: template.template_body,
    ...(includeParameters && { parameters: template.parameters }),
  };
}
