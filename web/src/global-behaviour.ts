/**
 * `?logout` on load (spec section 2): clear local and session storage, drop the parameter from the
 * address and reload, so a shared or bookmarked link can always reset a stuck session.
 * Returns true when a reload was started and nothing else should run.
 */
export function consumeLogoutParam(win: Window = window): boolean {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('logout')) return false;
  win.localStorage.clear();
  win.sessionStorage.clear();
  url.searchParams.delete('logout');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  win.location.reload();
  return true;
}
