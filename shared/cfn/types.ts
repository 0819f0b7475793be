import type { UnknownValue } from './unknown';

export type TemplateFormat = 'yaml' | 'json';

/** A template as plain data: short-form YAML tags already turned into their long form. */
export type TemplateBody = Record<string, unknown>;

/** 1-based line and column of a key (a resource's logical id, a property) in the source text. */
export interface SourceLocation {
  line: number;
  column: number;
}

export interface ParsedTemplate {
  format: TemplateFormat;
  fileName?: string;
  body: TemplateBody;
  /** where each key of the Resources section (logical ids and `Fn::ForEach::` loops) starts */
  resourceLocations: ReadonlyMap<string, SourceLocation>;
}

/** One resource in CloudFormation property shape, with intrinsics resolved where possible. */
export interface Resource {
  logicalId: string;
  type: string;
  /** resolved properties; leaves that could not be resolved are UnknownValue */
  properties: Record<string, unknown>;
  /** Properties.Tags (list or map form) flattened to key -> value */
  tags: Record<string, string | UnknownValue>;
  location?: SourceLocation;
  /**
   * Set when Properties as a whole could not be resolved (e.g. `Properties: !Transform ...`);
   * `properties` is then empty and the engine reports every rule on this resource as unknown.
   */
  propertiesUnknown?: UnknownValue;
  /** the resource's Condition when it could not be decided statically (it may not be created) */
  condition?: string;
  /** the DeletionPolicy and UpdateReplacePolicy attributes, when present */
  deletionPolicy?: string | UnknownValue;
  updateReplacePolicy?: string | UnknownValue;
}
