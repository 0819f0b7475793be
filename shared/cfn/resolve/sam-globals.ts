import { isPlainObject, setOwn } from '../plain';
import { isIntrinsicKey } from '../short-tags';
import type { TemplateBody } from '../types';

const SAM_TRANSFORM = 'AWS::Serverless-2016-10-31';

/** Globals section name -> the SAM resource type it applies to. */
const GLOBAL_TYPES: Record<string, string> = {
  Function: 'AWS::Serverless::Function',
  Api: 'AWS::Serverless::Api',
  HttpApi: 'AWS::Serverless::HttpApi',
  SimpleTable: 'AWS::Serverless::SimpleTable',
  StateMachine: 'AWS::Serverless::StateMachine',
  LayerVersion: 'AWS::Serverless::LayerVersion',
};

/**
 * Applies a SAM template's `Globals` to its serverless resources the way the SAM transform does,
 * so rules see a function's effective settings (e.g. `Tracing: Active` set once for all):
 * the resource's own value wins, maps merge key by key, lists are concatenated (globals first).
 */
export function applySamGlobals(
  body: TemplateBody,
  resources: Record<string, unknown>,
): Record<string, unknown> {
  const transforms = Array.isArray(body.Transform) ? body.Transform : [body.Transform];
  if (!transforms.includes(SAM_TRANSFORM) || !isPlainObject(body.Globals)) return resources;
  const globalsByType = new Map<string, unknown>();
  for (const [section, type] of Object.entries(GLOBAL_TYPES)) {
    if (isPlainObject(body.Globals[section])) globalsByType.set(type, body.Globals[section]);
  }
  const merged: Record<string, unknown> = {};
  for (const [id, resource] of Object.entries(resources)) {
    const globals = isPlainObject(resource) ? globalsByType.get(resource.Type as string) : undefined;
    if (!globals || !isPlainObject(resource)) {
      setOwn(merged, id, resource);
      continue;
    }
    const properties = resource.Properties ?? {};
    setOwn(merged, id, { ...resource, Properties: mergeGlobal(globals, properties) });
  }
  return merged;
}

function mergeGlobal(global: unknown, local: unknown): unknown {
  if (isMergeableMap(global) && isMergeableMap(local)) {
    const merged: Record<string, unknown> = { ...global };
    for (const [key, value] of Object.entries(local)) {
      setOwn(merged, key, Object.hasOwn(global, key) ? mergeGlobal(global[key], value) : value);
    }
    return merged;
  }
  if (Array.isArray(global) && Array.isArray(local)) return [...global, ...local];
  return local;
}

/** An intrinsic call is a value, not a map whose keys could be merged. */
function isMergeableMap(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return !(keys.length === 1 && isIntrinsicKey(keys[0]));
}
