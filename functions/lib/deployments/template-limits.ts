import { MAX_STACK_PARAMETERS, tooManyParameters } from '#shared/api/parameter-values';
import { byteLength, IMPORT_MAX_BYTES, IMPORT_TEXT } from '#shared/catalog/import';
import { BadRequest } from '../errors';

/**
 * What CloudFormation takes in one CreateStack or UpdateStack as Sahab sends it: the template
 * inline (TemplateBody, at most 51,200 bytes; Sahab does not stage templates in S3) and at most 200
 * parameters. Checked before anything is written, so a larger template is a 400 naming the limit,
 * never a record too large for its table item (a deployment keeps its template and, during an
 * update, the one before it).
 */
export function refuseBeyondStackLimits(
  template: string,
  parameterValues: Record<string, string> = {},
): void {
  const bytes = byteLength(template);
  if (bytes > IMPORT_MAX_BYTES) throw new BadRequest(IMPORT_TEXT.tooLarge(bytes));
  const count = Object.keys(parameterValues).length;
  if (count > MAX_STACK_PARAMETERS) throw new BadRequest(tooManyParameters(count));
}
