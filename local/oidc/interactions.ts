import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { readBody, sendHtml } from '../http-util';
import { type AccountStore, isPlausibleEmail } from './accounts';
import { messagePage, signInPage } from './pages';

/**
 * The provider's interaction pages: our own sign-in form (one e-mail field, no password). A
 * consent prompt never shows, because the grant is created with everything the client asked for.
 */
export function createInteractions(provider: Provider, accounts: AccountStore, siteRoot: string) {
  const expired = (res: ServerResponse) =>
    sendHtml(
      res,
      400,
      messagePage(
        'Sign-in expired',
        `This sign-in request has expired. Go back to ${siteRoot} and sign in again.`,
      ),
    );

  async function details(req: IncomingMessage, res: ServerResponse) {
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      return undefined;
    }
  }

  return {
    /** GET <prefix>/interaction/:uid */
    async show(req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
      const interaction = await details(req, res);
      if (!interaction) return expired(res);
      if (interaction.prompt.name === 'login') {
        const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
        return sendHtml(res, 200, signInPage(action, hint));
      }
      // Only reachable if a grant was lost mid-flow: resume, and the grant is rebuilt.
      await provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
    },

    /** POST <prefix>/interaction/:uid/login with `email` */
    async signIn(req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
      const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
      const interaction = await details(req, res);
      if (!interaction) return expired(res);
      const email = (form.get('email') ?? '').trim();
      if (!isPlausibleEmail(email)) {
        return sendHtml(
          res,
          400,
          signInPage(action, email, 'Enter an e-mail address, for example you@example.com.'),
        );
      }
      const account = accounts.remember(email);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub, remember: true } },
        { mergeWithLastSubmission: false },
      );
    },
  };
}
