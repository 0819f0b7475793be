import { initials } from './initials';
import type { SahabUser } from './use-auth-context';
import '../components/app-header.css';

export function AvatarInitials({ user }: { user: SahabUser }) {
  return (
    <span className="sahab-avatar" data-testid="auth-avatar" aria-hidden="true">
      {initials(user.email, user.username)}
    </span>
  );
}
