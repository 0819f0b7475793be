import { pageFileOf } from '#shared/http/site-pages';

/**
 * The source of the CloudFront Function (viewer request) that answers a page's address with its
 * pre-rendered file: `/pricing` -> `/pricing.html`, by the same `pageFileOf` the build names the
 * files with. Addresses with an extension (assets, config.json) and `/` (the default root object)
 * pass unchanged; a client-side route without a file of its own (`/app` -> `/app.html`) is not in
 * the bucket, and the distribution's error response answers it with the SPA shell.
 */
export function pageFilesFunctionCode(): string {
  return [
    // compiled TypeScript is plain ES2015+ JavaScript, which the cloudfront-js-2.0 runtime runs
    `var pageFileOf = ${pageFileOf.toString()};`,
    'function handler(event) {',
    '  var request = event.request;',
    "  if (request.uri !== '/' && !/\\.[^/]*$/.test(request.uri)) request.uri = '/' + pageFileOf(request.uri);",
    '  return request;',
    '}',
  ].join('\n');
}
