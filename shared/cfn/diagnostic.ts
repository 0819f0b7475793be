/**
 * What a template validity check reports. The check itself (AWS's offline validator, WebAssembly
 * loaded from disk) runs only in Node: see `functions/lib/validate/`. This port keeps the shape
 * shared so the web app can show diagnostics too.
 */
export type DiagnosticSeverity = 'ERROR' | 'WARNING' | 'INFO';

export interface Diagnostic {
  severity: DiagnosticSeverity;
  message: string;
  /** from the template root, slash-separated like a TemplatePatch path: `Resources/Db/Properties/Engine` */
  path?: string;
  line?: number;
  column?: number;
  /** the validator's rule id, e.g. `E3012` */
  code?: string;
}

export interface ValidateOptions {
  fileName?: string;
  region?: string;
  parameters?: Record<string, string>;
}

/** The port: validates template text and lists what would stop CloudFormation deploying it. */
export interface TemplateValidator {
  validate(text: string, options?: ValidateOptions): Diagnostic[];
}

/** A template may be deployed when nothing is an ERROR; warnings and notes are advice. */
export function isDeployable(diagnostics: readonly Diagnostic[]): boolean {
  return !diagnostics.some((diagnostic) => diagnostic.severity === 'ERROR');
}

/** The resource a diagnostic points at, and the top-level property, from its `Resources/<id>/Properties/<name>` path. */
export function diagnosticTarget(diagnostic: Diagnostic): { id?: string; property?: string } {
  const m = /^Resources\/([^/]+)(?:\/Properties\/([^/]+))?/.exec(diagnostic.path ?? '');
  return { ...(m?.[1] ? { id: m[1] } : {}), ...(m?.[2] ? { property: m[2] } : {}) };
}
