import type { SourceLocation } from '../types';

export type TemplateFormat = 'yaml' | 'json';

/** A template as plain data: short-form YAML tags already turned into their long form. */
export type TemplateBody = Record<string, unknown>;

export interface ParsedTemplate {
  format: TemplateFormat;
  fileName?: string;
  body: TemplateBody;
  /** where each key of the Resources section (logical ids and `Fn::ForEach::` loops) starts */
  resourceLocations: ReadonlyMap<string, SourceLocation>;
}
