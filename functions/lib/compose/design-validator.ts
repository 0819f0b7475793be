import type { TemplateValidator } from '#shared/cfn/diagnostic';

/**
 * AWS's validator, imported only when a design is checked (GET designs/{id}/full) and never by
 * the other design routes: it reads its WebAssembly from beside the package at load, and only
 * bundles flagged `bundlesTemplateValidator` carry that file.
 */
export async function designValidator(): Promise<TemplateValidator> {
  const { getTemplateValidator } = await import('../adapters/aws/cloudformation-validator');
  return getTemplateValidator();
}
