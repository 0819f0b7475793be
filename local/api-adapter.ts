import type { ServerResponse } from 'node:http';
import type { HttpAnswer } from '#functions/lib/http/handler-result';

/** Writes a handler's answer (read by `fromHandlerResult`) to the local server's response. */
export function writeAnswer(res: ServerResponse, answer: HttpAnswer, requestId?: string): void {
  res.statusCode = answer.statusCode;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.cookies.length > 0) res.setHeader('set-cookie', answer.cookies);
  if (requestId) res.setHeader('apigw-requestid', requestId);
  res.setHeader('content-length', answer.body.length);
  res.end(answer.body);
}
