/** HTML of the local identity provider's own pages: small, self-contained, escaped. */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f4;
    font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#16191f}
  main{width:min(420px,92vw);background:#fff;border-radius:12px;padding:28px 32px;
    box-shadow:0 1px 3px rgba(0,0,0,.12),0 8px 24px rgba(0,0,0,.06)}
  h1{font-size:22px;margin:0 0 4px}
  .product{color:#5f6b7a;margin:0 0 18px}
  .notice{background:#fff7e6;border:1px solid #f0c36d;border-radius:8px;padding:10px 12px;
    font-size:13px;margin-bottom:20px}
  label{display:block;font-weight:600;margin-bottom:6px}
  input[type=email]{width:100%;padding:9px 11px;border:1px solid #8c8c94;border-radius:8px;font:inherit}
  input[type=email]:focus{outline:2px solid #0972d3;outline-offset:1px}
  .error{color:#d91515;font-size:13px;margin:6px 0 0}
  button{margin-top:18px;width:100%;padding:10px;border:0;border-radius:20px;background:#0972d3;
    color:#fff;font:inherit;font-weight:700;cursor:pointer}
  button:hover{background:#065299}
  pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f4;padding:8px;border-radius:6px}`;

function page(title: string, body: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script}</body></html>`;
}

const NOTICE = `<div class="notice" role="note"><strong>Local development sign-in.</strong>
  This is a simulated identity provider that runs with <code>npm start</code>: any e-mail address
  signs you in as that user and no password is checked. Deployed to AWS, Sahab uses Amazon Cognito.</div>`;

export function signInPage(action: string, email = '', error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return page(
    'Sign in - Sahab (local development)',
    `<h1>Sign in</h1><p class="product">to Sahab</p>${NOTICE}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" autofocus required
    value="${escapeHtml(email)}"${invalid}>
  ${error ? `<p class="error" id="email-error">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, details: Record<string, unknown> = {}): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<pre><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</pre>`)
    .join('');
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${rows}`);
}

/**
 * OpenID end-session asks for confirmation by default; Cognito's logout does not, so the form
 * oidc-provider renders (with its CSRF field) is confirmed and submitted at once.
 */
export function autoConfirmLogoutPage(form: string): string {
  return page(
    'Signing out - Sahab (local development)',
    `<h1>Signing out…</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    `<script>(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');
i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();</script>`,
  );
}
