import { PRERENDERED_ATTRIBUTE } from '#shared/http/site-pages';
import { hasAuthParams } from './auth/stored-session';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether the page in `container` was pre-rendered for this address, so React can hydrate it.
 * Not on the sign-in callback (the root layout shows a spinner there instead of the page) and not
 * when the file was served for another path: then the app renders from scratch, replacing it.
 */
export function hydratesPrerenderedPage(container: Element, location: Location): boolean {
  const path = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null || !container.hasChildNodes()) return false;
  return withoutTrailingSlash(path) === withoutTrailingSlash(location.pathname) && !hasAuthParams(location);
}
