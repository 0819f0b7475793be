import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { isTemplateError, TemplateError } from './errors';
import { checkExpansion } from './expansion';
import { withinExpansionBudget } from './expansion-bound';
import { type JsonScan, scanJson } from './json-scan';
import { cannotHoldLoops, markLoopFree } from './loop-free';
import { isPlainObject } from './plain';
import { checkTemplateQuotas } from './quotas';
import type { ParsedTemplate, SourceLocation, TemplateBody, TemplateFormat } from './types';
import { type Locate, yamlToValue } from './yaml-to-value';

export interface ParseOptions {
  fileName?: string;
  /**
   * false only to measure the engine on templates larger than one stack (bench/compliance.ts at
   * 1,000 and 10,000 resources): CloudFormation's counted quotas are checked otherwise.
   */
  quotas?: boolean;
}

/**
 * Reads a CloudFormation template (YAML with short-form tags, or JSON) into plain data and the
 * source position of every resource. Anything that is not a readable template throws
 * `TemplateError` with a message fit for the user.
 */
export function parseTemplate(text: string, options: ParseOptions = {}): ParsedTemplate {
  return parseTemplateListing(text, options).parsed;
}

/**
 * `parseTemplate`, with the keys of the Resources section as the parser listed them: a scan
 * hands them to the resolver and the acceptances (ResolveOptions.resourceIds) instead of each
 * listing them again (Object.keys of a section of 1,000 resources was 1% of a scan, each time).
 */
export function parseTemplateListing(
  text: string,
  options: ParseOptions = {},
): { parsed: ParsedTemplate; resourceIds: readonly string[] } {
  if (typeof text !== 'string') throw new TemplateError('The template must be text');
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') throw new TemplateError('The template is empty');
  try {
    const { parsed, scan, resourceIds } = readTemplate(source, options);
    if (options.quotas !== false) checkTemplateQuotas(parsed.body);
    // A JSON template's text usually bounds what its functions build below the budget, without
    // walking it (expansion-bound.ts); JSON, or YAML with no `*`, cannot hold an alias.
    if (!scan || !withinExpansionBudget(source, scan, parsed.body)) {
      checkExpansion(parsed.body, { shared: parsed.format === 'yaml' && source.includes('*') });
    }
    // The JSON scan saw every key that starts Fn::ForEach:: (without an escape each is spelled out)
    const loopFree = scan
      ? scan.bound.loops === 0 && !source.includes('\\')
      : cannotHoldLoops(source, parsed.format);
    if (loopFree) markLoopFree(parsed.body);
    return { parsed, resourceIds };
  } catch (error) {
    if (isTemplateError(error)) throw error;
    if (isStackOverflow(error)) throw new TemplateError(TOO_DEEP);
    // The YAML library or a pathological input failed in a way we did not foresee.
    throw new TemplateError(`The template could not be read: ${(error as Error)?.message ?? String(error)}`);
  }
}

/** JSON when the text is one JSON object; everything else is YAML (JSON is valid YAML too). */
export function detectFormat(text: string): TemplateFormat {
  const source = text.replace(/^\uFEFF/, '').trimStart();
  if (!source.startsWith('{')) return 'yaml';
  try {
    JSON.parse(source);
    return 'json';
  } catch {
    return 'yaml';
  }
}

const MAX_JSON_DEPTH = 256;
const TOO_DEEP = 'The template is nested too deeply';

/** The engine's own words for running out of stack are no message for a user. */
const isStackOverflow = (error: unknown) =>
  error instanceof RangeError || /maximum call stack size exceeded/i.test(String((error as Error)?.message));

/** The template read, with its resource ids and the JSON text's scan when it was JSON. */
function readTemplate(
  source: string,
  options: ParseOptions,
): { parsed: ParsedTemplate; resourceIds: readonly string[]; scan?: JsonScan } {
  const json = readJson(source);
  if (json) {
    const scan = scanJson(source);
    const { resourceLocations } = scan;
    if (scan.maxDepth > MAX_JSON_DEPTH) throw new TemplateError(TOO_DEEP);
    const body = checkSections(json.value, () => undefined);
    const resourceIds = checkResources(body.Resources as TemplateBody, resourceLocations);
    return {
      parsed: { format: 'json', fileName: options.fileName, body, resourceLocations },
      resourceIds,
      scan,
    };
  }
  const lineCounter = new LineCounter();
  const locate: Locate = (offset) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  // resolveKnownTags off: YAML 1.1 tags like !!binary stay text instead of Node-only Buffers.
  // uniqueKeys off: the library's check is quadratic in a map's size; yamlToValue checks instead.
  const doc = parseDocument(source, {
    lineCounter,
    prettyErrors: false,
    resolveKnownTags: false,
    uniqueKeys: false,
    version: '1.2',
  });
  const [firstError] = doc.errors;
  if (firstError) {
    const message = isStackOverflow(firstError) ? TOO_DEEP : firstError.message;
    throw new TemplateError(message, locate(firstError.pos[0]));
  }

  const resourcesNode = isMap(doc.contents) ? doc.contents.get('Resources', true) : undefined;
  const at = (node: unknown) => {
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    return range ? locate(range[0]) : undefined;
  };
  const body = checkSections(yamlToValue(doc.contents, locate), () => at(resourcesNode));
  const resources = body.Resources as TemplateBody;

  const resourceLocations = new Map<string, SourceLocation>();
  if (isMap(resourcesNode)) {
    for (const pair of resourcesNode.items) {
      const location = at(pair.key);
      if (isScalar(pair.key) && location) resourceLocations.set(String(pair.key.value ?? ''), location);
    }
  }
  const resourceIds = checkResources(resources, resourceLocations);
  // Text that starts like JSON but is not valid JSON is YAML to us (flow mappings, comments).
  return { parsed: { format: 'yaml', fileName: options.fileName, body, resourceLocations }, resourceIds };
}

/** The parsed value when `source` is one JSON object, else undefined. */
function readJson(source: string): { value: unknown } | undefined {
  if (!source.trimStart().startsWith('{')) return undefined;
  try {
    return { value: JSON.parse(source) };
  } catch {
    return undefined;
  }
}

function checkSections(body: unknown, resourcesAt: () => SourceLocation | undefined): TemplateBody {
  if (!isPlainObject(body)) {
    throw new TemplateError('The template must be a mapping of sections (Resources, Parameters, ...)');
  }
  const resources = body.Resources;
  if (!Object.hasOwn(body, 'Resources') || resources === null || resources === undefined) {
    throw new TemplateError('Template has no Resources section');
  }
  if (!isPlainObject(resources)) {
    throw new TemplateError('The Resources section must map logical ids to resources', resourcesAt());
  }
  return body;
}

/** Checks each resource has a Type; returns the section's keys (loops' too), in order. */
function checkResources(
  resources: TemplateBody,
  locations: ReadonlyMap<string, SourceLocation>,
): readonly string[] {
  const ids = Object.keys(resources);
  if (ids.length === 0) throw new TemplateError('Template has no resources: the Resources section is empty');
  for (const id of ids) {
    if (id.startsWith('Fn::ForEach::')) continue; // a loop of resources, expanded by the resolver
    const resource = resources[id];
    // looked up only for an error: a lookup per resource was a tenth of the parse after JSON.parse
    if (!isPlainObject(resource))
      throw new TemplateError(`Resources.${id} must be a mapping with a Type`, locations.get(id));
    if (!Object.hasOwn(resource, 'Type') || resource.Type === null) {
      throw new TemplateError(`Resources.${id} has no Type`, locations.get(id));
    }
    if (typeof resource.Type !== 'string')
      throw new TemplateError(`Resources.${id} has a Type that is not text`, locations.get(id));
  }
  return ids;
}
