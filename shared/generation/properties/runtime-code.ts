/**
 * A function's inline code is written for the studio's default runtime (Node.js). A brief that
 * states another runtime gets the same placeholder handler in that runtime's language, so the
 * function still runs: inline code (`Code.ZipFile`) exists only for Node.js and Python, so a
 * Python runtime gets Python code and any other its code from a deployment package.
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
 * The runtimes whose code cannot be written inline, each with the handler its deployment
 * package's conventions name (AWS's own examples): their code comes from a package in S3.
 */
const PACKAGED: readonly { runtime: RegExp; language: string; handler: string }[] = [
  { runtime: /^java/, language: 'Java', handler: 'example.Handler::handleRequest' },
  { runtime: /^ruby/, language: 'Ruby', handler: 'function.handler' },
  { runtime: /^dotnet/, language: '.NET', handler: 'Function::Function.Function::FunctionHandler' },
];

/** The bucket every packaged function's code is read from: one parameter for the design. */
const CODE_BUCKET = 'FunctionCodeBucket';

/**
 * Gives each function whose runtime was stated as other than Node.js code it runs (in place):
 * Python the placeholder in Python, with the message the Node.js one answers, under the handler
 * name AWS's Python examples use; Java, Ruby and .NET a package in S3 named by the template's
 * parameters (`parameters`, filled in when the template is deployed), as inline code is not theirs.
 */
export function codeForRuntimes(resources: Resources, parameters: Record<string, unknown> = {}): void {
  for (const [id, resource] of Object.entries(resources)) {
    const props = resource.Properties;
    if (resource.Type !== 'AWS::Lambda::Function' || !props) continue;
    const code = props.Code as { ZipFile?: unknown } | undefined;
    if (typeof code?.ZipFile !== 'string' || !/^(const MESSAGE = .*\n)?exports\.handler/.test(code.ZipFile))
      continue;
    const runtime = String(props.Runtime);
    const packaged = PACKAGED.find((p) => p.runtime.test(runtime));
    if (packaged) {
      parameters[CODE_BUCKET] ??= {
        Type: 'String',
        MinLength: 3,
        Description:
          'S3 bucket holding the deployment packages of the functions not written in Node.js or Python',
      };
      parameters[`${id}CodeKey`] ??= {
        Type: 'String',
        MinLength: 1,
        Description: `Key of ${id}'s ${packaged.language} deployment package in ${CODE_BUCKET}`,
      };
      props.Code = { S3Bucket: { Ref: CODE_BUCKET }, S3Key: { Ref: `${id}CodeKey` } };
      props.Handler = packaged.handler;
      continue;
    }
    if (!runtime.startsWith('python')) continue;
    const said = /^const MESSAGE = (".*");$/m.exec(code.ZipFile)?.[1];
    props.Code = {
      ...code,
      ZipFile: pythonHandler(said === undefined ? undefined : (JSON.parse(said) as string)),
    };
    if (props.Handler === 'index.handler') props.Handler = 'index.lambda_handler';
  }
}
