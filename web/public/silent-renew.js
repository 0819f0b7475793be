// Hidden-frame silent renew: hand the provider's answer (in the URL) back to the opener window's
// UserManager, which owns the pending request and its state. A file, not an inline script: the
// site's Content-Security-Policy allows scripts from the site itself only.
(() => {
  const target = window.parent !== window ? window.parent : window.opener;
  if (target) {
    target.postMessage(
      { source: 'oidc-client', url: window.location.href, keepOpen: false },
      window.location.origin,
    );
  }
})();
