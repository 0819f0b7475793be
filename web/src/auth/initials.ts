import { AUTH } from '#shared/messages';

/** Avatar text: the first two letters of the e-mail, else of the username, else '??'. */
export function initials(email?: string | null, username?: string | null): string {
  const source = email?.trim() || username?.trim();
  if (!source) return AUTH.unknownInitials;
  return source.slice(0, 2).toUpperCase();
}
