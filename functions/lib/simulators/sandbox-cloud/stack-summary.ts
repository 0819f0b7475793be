import type { TemplateSummary } from '#functions/lib/ports/stack-deployer';
import type { ParsedTemplate } from '#shared/cfn/index';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IAM_TYPES =
  /^AWS::IAM::(Role|User|Group|Policy|ManagedPolicy|InstanceProfile|AccessKey|UserToGroupAddition)$/;
const NAME_PROPERTIES = ['RoleName', 'UserName', 'GroupName', 'ManagedPolicyName', 'InstanceProfileName'];

/** ValidateTemplate's answer: description, parameters, and the capabilities CreateStack will need. */
export function stackSummary(parsed: ParsedTemplate): TemplateSummary {
  const { body } = parsed;
  const parameters = isObject(body.Parameters) ? body.Parameters : {};
  const resources = Object.values(isObject(body.Resources) ? body.Resources : {}).filter(isObject);
  const iam = resources.filter((r) => typeof r.Type === 'string' && IAM_TYPES.test(r.Type));
  const named = iam.some(
    (r) => isObject(r.Properties) && NAME_PROPERTIES.some((p) => p in (r.Properties as object)),
  );
  const capabilities = named ? ['CAPABILITY_NAMED_IAM'] : iam.length > 0 ? ['CAPABILITY_IAM'] : [];
  if (body.Transform !== undefined) capabilities.push('CAPABILITY_AUTO_EXPAND');
  return {
    ...(typeof body.Description === 'string' && { description: body.Description }),
    parameters: Object.entries(parameters).map(([key, raw]) => {
      const definition = isObject(raw) ? raw : {};
      return {
        key,
        ...(definition.Default !== undefined && { defaultValue: String(definition.Default) }),
        noEcho: definition.NoEcho === true || definition.NoEcho === 'true',
        ...(typeof definition.Description === 'string' && { description: definition.Description }),
      };
    }),
    capabilities,
  };
}
