/**
 * A state machine's definition is written as the JSON text CloudFormation documents and tools
 * read (`DefinitionString`, the ARNs it names still given by `DefinitionSubstitutions`), once
 * every edge has added its states. A definition that holds an intrinsic function stays an object:
 * only `Definition` resolves those.
 */
type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

const holdsIntrinsic = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(holdsIntrinsic)
    : value !== null &&
      typeof value === 'object' &&
      Object.entries(value).some(([k, v]) => k === 'Ref' || k.startsWith('Fn::') || holdsIntrinsic(v));

export function asDefinitionStrings(resources: Resources): void {
  for (const resource of Object.values(resources)) {
    const props = resource.Properties;
    if (resource.Type !== 'AWS::StepFunctions::StateMachine' || !props?.Definition) continue;
    if (holdsIntrinsic(props.Definition)) continue;
    const { Definition, ...rest } = props;
    resource.Properties = { ...rest, DefinitionString: JSON.stringify(Definition, null, 2) };
  }
}
