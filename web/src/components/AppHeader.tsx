import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FRAME, PRODUCT_NAME } from '#shared/messages';
import AuthButton from '../auth/AuthButton';
import { useAuthContext } from '../auth/use-auth-context';
import { headerLinks } from './header-links';
import { SahabLogo } from './SahabLogo';
import { SimulatedBadge } from './SimulatedBadge';
import { SkipLink } from './SkipLink';
import './app-header.css';

export const APP_HEADER_ID = 'sahab-header';

/**
 * The top bar of the pricing page and the signed-in app. Its links are hidden on phones, where the
 * signed-in frame's side navigation leads to the pages; a page outside that frame passes `menu`
 * (HeaderMenu), which takes their place.
 */
export function AppHeader({ menu }: { menu?: ReactNode }) {
  const { isAuthenticated } = useAuthContext();
  const links = headerLinks(isAuthenticated);
  return (
    <header id={APP_HEADER_ID} className="sahab-header">
      <SkipLink />
      <Link to="/" className="sahab-brand" aria-label={FRAME.home(PRODUCT_NAME)}>
        <SahabLogo />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <SimulatedBadge />
      <nav className="sahab-header-links" aria-label={FRAME.header.label}>
        {links.map(({ to, text }) => (
          <Link key={to} to={to}>
            {text}
          </Link>
        ))}
      </nav>
      <div className="sahab-header-auth">
        <AuthButton />
      </div>
      {menu}
    </header>
  );
}
