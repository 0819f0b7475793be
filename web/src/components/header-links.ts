import { FRAME } from '#shared/messages';

/**
 * The header's links to the other pages: in a row on wide screens, in HeaderMenu on phones. The
 * Dashboard and Settings need an account: a signed-out visitor is not offered them (they led only
 * to the sign-in page).
 */
const LINKS = [
  { to: '/pricing', text: FRAME.header.pricing, signedIn: false },
  { to: '/app', text: FRAME.header.dashboard, signedIn: true },
  { to: '/settings', text: FRAME.header.settings, signedIn: true },
] as const;

export function headerLinks(signedIn: boolean): { to: string; text: string }[] {
  return LINKS.filter((link) => signedIn || !link.signedIn).map(({ to, text }) => ({ to, text }));
}
