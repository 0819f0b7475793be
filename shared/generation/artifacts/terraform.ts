import { parseTemplate } from '../../cfn/index';
import { isPlainObject } from '../../cfn/plain';
import type { Requirements } from '../requirements';
import { TEMPLATE_FILE } from './names';

/** "CertificateArn" -> "certificate_arn" */
const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
/** An HCL string literal (JSON escapes are valid HCL escapes; `${` and `%{` are escaped as `$${`, `%%{`). */
const hcl = (text: string) => JSON.stringify(text).replace(/\$\{/g, `$\${`).replace(/%\{/g, '%%{');

/**
 * Terraform for teams that deploy with it: the reviewed CloudFormation template (beside it as
 * template.yaml) deployed as one `aws_cloudformation_stack`, its parameters as variables and its
 * outputs as outputs. Wrapping keeps one reviewed source of truth instead of a translation that
 * the security agent never checked.
 */
export function terraformWrapper(template: string, req: Requirements): string {
  const body = parseTemplate(template).body;
  const parameters = isPlainObject(body.Parameters) ? body.Parameters : {};
  const outputs = isPlainObject(body.Outputs) ? Object.keys(body.Outputs) : [];
  const out: string[] = [
    'terraform {',
    '  required_version = ">= 1.5"',
    '  required_providers {',
    '    aws = {',
    '      source  = "hashicorp/aws"',
    '      version = "~> 5.0"',
    '    }',
    '  }',
    '}',
    '',
    'provider "aws" {',
    '  region = var.region',
    '}',
    '',
    'variable "region" {',
    '  type    = string',
    `  default = ${hcl(req.region)}`,
    '}',
    '',
    'variable "stack_name" {',
    '  type        = string',
    '  description = "Name of the CloudFormation stack"',
    '  default     = "sahab-design"',
    '}',
  ];
  for (const [name, definition] of Object.entries(parameters)) {
    const d = isPlainObject(definition) ? definition : {};
    out.push('', `variable ${hcl(snake(name))} {`, '  type        = string');
    if (typeof d.Description === 'string') out.push(`  description = ${hcl(d.Description)}`);
    if (d.Default !== undefined) out.push(`  default     = ${hcl(String(d.Default))}`);
    out.push('}');
  }
  out.push(
    '',
    'resource "aws_cloudformation_stack" "design" {',
    '  name          = var.stack_name',
    `  template_body = file("\${path.module}/${TEMPLATE_FILE}")`,
    '  capabilities  = ["CAPABILITY_IAM", "CAPABILITY_NAMED_IAM"]',
    '  on_failure    = "ROLLBACK"',
    '',
    '  parameters = {',
    ...Object.keys(parameters).map((name) => `    ${name} = var.${snake(name)}`),
    '  }',
    '',
    '  tags = {',
    `    DataClassification = ${hcl(req.data_classification)}`,
    '    ManagedBy          = "terraform"',
    '  }',
    '}',
  );
  for (const name of outputs) {
    out.push(
      '',
      `output ${hcl(snake(name))} {`,
      `  value = aws_cloudformation_stack.design.outputs[${hcl(name)}]`,
      '}',
    );
  }
  return `${out.join('\n')}\n`;
}
