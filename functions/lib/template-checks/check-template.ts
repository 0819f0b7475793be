import type { TemplateValidator } from '#shared/cfn/diagnostic';
import { isTemplateBomb, parseTemplate, resolveTemplate } from '#shared/cfn/index';
import type { TemplateCheck, TemplateCheckRequest } from '../ports/template-checker';
import { outsideTrust } from './outside-trust';

/**
 * Reads and resolves the template as the scanner and the cost model will (refusing bombs: too
 * much text built, too many copies, more than CloudFormation's counted quotas), then, if asked,
 * has AWS's validator check it. Runs wherever the checker puts it (a worker, a Lambda).
 */
export async function checkTemplate(
  request: TemplateCheckRequest,
  validator: () => Promise<TemplateValidator>,
): Promise<TemplateCheck> {
  try {
    const resources = resolveTemplate(parseTemplate(request.text), {
      parameters: request.parameters ?? {},
      ...(request.accountId && { accountId: request.accountId }),
    });
    const outside = request.accountId ? outsideTrust(resources, request.accountId) : undefined;
    if (outside) return { refused: outside };
  } catch (error) {
    if (isTemplateBomb(error)) return { refused: error.message };
    // Text Sahab cannot read is its caller's to refuse in its own words (the import's reading,
    // the validity gate): not handed to AWS's validator, which expands YAML aliases (a YAML bomb).
    return { diagnostics: [] };
  }
  if (!request.validate) return { diagnostics: [] };
  const diagnostics = (await validator()).validate(request.text, {
    ...(request.region && { region: request.region }),
    ...(request.parameters && { parameters: request.parameters }),
  });
  return { diagnostics };
}
