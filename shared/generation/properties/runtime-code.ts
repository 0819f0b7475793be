/**
 * A function's inline code is written for the studio's default runtime (Node.js). A brief that
 * states another runtime gets the same placeholder handler in that runtime's language, so the
 * function still runs: inline code (`Code.ZipFile`) exists only for Node.js and Python, so a
 * Python runtime gets Python code and any other keeps its own runtime only with code it can run.
 */

/** The placeholder handler in Python: logs how many records came, answers a batch or a request. */
const PYTHON_HANDLER = `import json


def handler(event, context):
    records = event.get('Records') if isinstance(event, dict) else None
    print(json.dumps({'received': len(records) if isinstance(records, list) else 1}))
    if isinstance(records, list):
        return {'batchItemFailures': []}
    return {'statusCode': 200, 'body': json.dumps({'ok': True})}
`;

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Gives each function whose runtime was stated as Python the placeholder in Python (in place). */
export function codeForRuntimes(resources: Resources): void {
  for (const resource of Object.values(resources)) {
    const props = resource.Properties;
    if (resource.Type !== 'AWS::Lambda::Function' || !props) continue;
    const code = props.Code as { ZipFile?: unknown } | undefined;
    if (typeof code?.ZipFile !== 'string' || !code.ZipFile.startsWith('exports.handler')) continue;
    if (String(props.Runtime).startsWith('python')) props.Code = { ...code, ZipFile: PYTHON_HANDLER };
  }
}
