import type { TemplateValidator } from '#shared/cfn/diagnostic';

let loading: Promise<TemplateValidator> | undefined;

/**
 * AWS's template validator, the one lazy way in for every caller (the generation's gate, design
 * checks, template import, the sandbox cloud). Imported on first use only: it reads its
 * WebAssembly from beside the package (or the validator layer) at load, and only the functions
 * flagged `bundlesTemplateValidator` carry it, so no other bundle may reach it statically.
 */
export function templateValidator(): Promise<TemplateValidator> {
  loading ??= import('../adapters/aws/cloudformation-validator').then((module) =>
    module.getTemplateValidator(),
  );
  return loading;
}
