import {
  type Engine,
  RegoEngine,
  type StandardDiagnostic,
  type StandardReport,
  type TemplateFile,
} from '@aws/cloudformation-validate';
import type {
  Diagnostic,
  DiagnosticSeverity,
  TemplateValidator,
  ValidateOptions,
} from '#shared/cfn/diagnostic';

/**
 * Adapter over `@aws/cloudformation-validate` (AWS's offline validator, WebAssembly). Creating its
 * engine takes seconds and holds off-heap memory, so there is one, made on first use and kept
 * until `disposeTemplateValidator()`. The Rego engine is used: it starts and validates faster than
 * the CEL one here, and both produce the same diagnostics.
 */
let engine: Engine | undefined;

export const cloudFormationValidator: TemplateValidator = {
  validate(text, options = {}) {
    engine ??= new RegoEngine();
    try {
      const report = engine.validateStandard(
        inMemoryTemplate(text, options.fileName),
        validateConfig(options),
      );
      return toDiagnostics(report);
    } catch (error) {
      // A WebAssembly trap can leave the engine's memory broken ("unreachable" for every later
      // template, every user, until a restart): the next validation starts on a new engine.
      disposeTemplateValidator();
      throw error;
    }
  },
};

export function getTemplateValidator(): TemplateValidator {
  return cloudFormationValidator;
}

/** Whether this thread's engine exists, so a validation now runs without compiling it first. */
export function isTemplateValidatorReady(): boolean {
  return engine !== undefined;
}

/** Frees the engine (tests, shutdown); the next validation creates a new one. */
export function disposeTemplateValidator(): void {
  const broken = engine;
  engine = undefined;
  try {
    broken?.free();
  } catch {
    // a trapped engine may fail to free itself; it is dropped either way
  }
}

/** The engine only calls `readBytes()` and reads `path`, so no temporary file is needed. */
function inMemoryTemplate(text: string, fileName = 'template.yaml'): TemplateFile {
  const bytes = new TextEncoder().encode(text);
  return { path: fileName, readBytes: () => bytes } as TemplateFile;
}

function validateConfig(options: ValidateOptions) {
  return {
    parameterOverrides: options.parameters ?? {},
    pseudoParameterOverrides: options.region ? { region: options.region } : {},
  };
}

const SEVERITY: Record<string, DiagnosticSeverity> = {
  FATAL: 'ERROR',
  ERROR: 'ERROR',
  WARN: 'WARNING',
  INFO: 'INFO',
  DEBUG: 'INFO',
};

export function toDiagnostics(report: StandardReport): Diagnostic[] {
  const diagnostics = report.diagnostics.map(toDiagnostic);
  // ERROR is a failure of the validator itself: the template was not checked, so it is not cleared.
  if (report.status === 'ERROR' && !diagnostics.some((d) => d.severity === 'ERROR')) {
    diagnostics.push({ severity: 'ERROR', message: 'The validator could not analyse the template.' });
  }
  if (report.status === 'ANALYSIS_INCOMPLETE') {
    diagnostics.push({
      severity: 'INFO',
      message: 'The validator could not analyse every part of the template.',
    });
  }
  return diagnostics;
}

function toDiagnostic(source: StandardDiagnostic): Diagnostic {
  const diagnostic: Diagnostic = {
    severity: SEVERITY[source.severity] ?? 'INFO',
    message: source.message,
    code: source.ruleId,
  };
  const path = pathOf(source);
  if (path) diagnostic.path = path;
  if (source.startLine !== undefined) diagnostic.line = source.startLine;
  if (source.startColumn !== undefined) diagnostic.column = source.startColumn;
  return diagnostic;
}

const SECTION: Record<string, string> = {
  Resource: 'Resources',
  Parameter: 'Parameters',
  Output: 'Outputs',
  Mapping: 'Mappings',
  Condition: 'Conditions',
  Rule: 'Rules',
};

/** `Properties.BucketName` on resource `Logs` -> `Resources/Logs/Properties/BucketName`. */
function pathOf({ entity, propertyPath }: StandardDiagnostic): string | undefined {
  if (propertyPath?.includes('/')) return propertyPath;
  const section = entity && SECTION[entity.entityType];
  const owner = section ? `${section}/${entity.logicalId}` : undefined;
  const relative = propertyPath?.split('.').join('/');
  return [owner, relative].filter(Boolean).join('/') || undefined;
}
