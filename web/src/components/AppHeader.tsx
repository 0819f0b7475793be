import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/messages';
import AuthButton from '../auth/AuthButton';
import { SahabLogo } from './SahabLogo';
import { SimulatedBadge } from './SimulatedBadge';
import { SkipLink } from './SkipLink';
import './app-header.css';

export const APP_HEADER_ID = 'sahab-header';

/** The top bar of the pricing page and the signed-in app. */
export function AppHeader({ links = true }: { links?: boolean }) {
  return (
    <header id={APP_HEADER_ID} className="sahab-header">
      <SkipLink />
      <Link to="/" className="sahab-brand" aria-label={`${PRODUCT_NAME} home`}>
        <SahabLogo />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <SimulatedBadge />
      <nav className="sahab-header-links" aria-label="Main">
        {links && (
          <>
            <Link to="/pricing">Pricing</Link>
            <Link to="/app">Dashboard</Link>
            <Link to="/settings">Settings</Link>
          </>
        )}
      </nav>
      <div className="sahab-header-auth">
        <AuthButton />
      </div>
    </header>
  );
}
