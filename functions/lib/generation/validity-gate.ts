import type { TemplateValidator } from '#shared/cfn/diagnostic';
import type { ValidityResult } from '#shared/generation/reviews';

/** The validity gate: AWS's validator on the final template; any ERROR stops it and goes back to the architect. */
export function validityGate(
  template: string,
  ports: { validator: TemplateValidator },
  region: string,
): ValidityResult {
  const diagnostics = ports.validator.validate(template, { region, fileName: 'template.yaml' });
  const errors = diagnostics.filter((d) => d.severity === 'ERROR');
  const warnings = diagnostics.filter((d) => d.severity === 'WARNING');
  return errors.length === 0 ? { ok: true, warnings } : { ok: false, errors, warnings };
}
