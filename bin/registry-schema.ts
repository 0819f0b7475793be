// How the data scripts read CloudFormation's registry schemas (one JSON file per type): one home
// for the reference resolver both bin/property-vocabulary.ts and bin/named-type-data.ts use.

/** A schema node, as far as the data scripts read it. */
export interface SchemaNode {
  $ref?: string;
  description?: string;
}

/**
 * The node a `$ref` into the schema's own definitions stands for: the definition's shape (its
 * type, values, properties win over what the referring node says beside the reference, which a
 * few schemas get wrong: `"type": "object"` beside a string enum), with the referring node's other
 * words (its relationship, its description where it has the key) kept.
 */
export function resolveRef<T extends SchemaNode>(schema: T, root: { definitions?: Record<string, T> }): T {
  if (!schema.$ref?.startsWith('#/definitions/')) return schema;
  const definition = root.definitions?.[schema.$ref.slice('#/definitions/'.length)] ?? ({} as T);
  return {
    ...schema,
    ...definition,
    description: 'description' in schema ? schema.description : definition.description,
    $ref: undefined,
  };
}
