import { FRAME } from '#shared/messages';

/** The header's links to the other pages: in a row on wide screens, in HeaderMenu on phones. */
export const HEADER_LINKS = [
  { to: '/pricing', text: FRAME.header.pricing },
  { to: '/app', text: FRAME.header.dashboard },
  { to: '/settings', text: FRAME.header.settings },
] as const;
