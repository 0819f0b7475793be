/**
 * A function's inline code is written for the studio's default runtime (Node.js). A brief that
 * states another runtime gets the same placeholder handler in that runtime's language, so the
 * function still runs: inline code (`Code.ZipFile`) exists only for Node.js and Python, so a
 * Python runtime gets Python code and any other keeps its own runtime only with code it can run.
 */

/** The placeholder handler in Node.js: logs how many records came, answers with the stated message, if any. */
export function nodeHandler(message?: string): string {
  const said = message === undefined ? '' : `const MESSAGE = ${JSON.stringify(message)};\n`;
  const body = message === undefined ? '{ ok: true }' : '{ message: MESSAGE }';
  return `${said}exports.handler = async (event) => {
  console.log(JSON.stringify({ received: Array.isArray(event?.Records) ? event.Records.length : 1 }));
  return { statusCode: 200, body: JSON.stringify(${body}) };
};
`;
}

/** The same placeholder in Python (a JSON string is a Python string too). */
function pythonHandler(message?: string): string {
  const said = message === undefined ? '' : `MESSAGE = ${JSON.stringify(message)}\n\n`;
  const body = message === undefined ? "{'ok': True}" : "{'message': MESSAGE}";
  return `import json

${said}
def lambda_handler(event, context):
    records = event.get('Records') if isinstance(event, dict) else None
    print(json.dumps({'received': len(records) if isinstance(records, list) else 1}))
    if isinstance(records, list):
        return {'batchItemFailures': []}
    return {'statusCode': 200, 'body': json.dumps(${body})}
`;
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/**
 * Gives each function whose runtime was stated as Python the placeholder in Python (in place),
 * with the message the Node.js one answers, under the handler name AWS's Python examples use.
 */
export function codeForRuntimes(resources: Resources): void {
  for (const resource of Object.values(resources)) {
    const props = resource.Properties;
    if (resource.Type !== 'AWS::Lambda::Function' || !props) continue;
    const code = props.Code as { ZipFile?: unknown } | undefined;
    if (typeof code?.ZipFile !== 'string' || !/^(const MESSAGE = .*\n)?exports\.handler/.test(code.ZipFile))
      continue;
    if (!String(props.Runtime).startsWith('python')) continue;
    const said = /^const MESSAGE = (".*");$/m.exec(code.ZipFile)?.[1];
    props.Code = {
      ...code,
      ZipFile: pythonHandler(said === undefined ? undefined : (JSON.parse(said) as string)),
    };
    if (props.Handler === 'index.handler') props.Handler = 'index.lambda_handler';
  }
}
