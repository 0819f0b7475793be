import AppLayout from '@cloudscape-design/components/app-layout';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { APP_LAYOUT_LABELS, FRAME, PRODUCT_NAME } from '#shared/messages';
import { Notifications } from '../notifications/Notifications';
import { APP_HEADER_ID, AppHeader } from './AppHeader';
import { MAIN_CONTENT_ID } from './SkipLink';

const NAV_ITEMS: SideNavigationProps.Item[] = [
  { type: 'link', text: FRAME.nav.dashboard, href: '/app' },
  { type: 'link', text: FRAME.nav.builder, href: '/builder' },
  { type: 'link', text: FRAME.nav.deployments, href: '/deployments' },
  { type: 'link', text: FRAME.nav.accounts, href: '/aws-accounts' },
  { type: 'link', text: FRAME.nav.compliance, href: '/compliance' },
  { type: 'divider' },
  { type: 'link', text: FRAME.nav.billing, href: '/billing' },
  // The header's Settings link is hidden on narrow screens; this drawer is then the way there.
  { type: 'link', text: FRAME.nav.settings, href: '/settings' },
  { type: 'link', text: FRAME.nav.pricing, href: '/pricing' },
];

/** The signed-in, subscribed frame: header, side navigation, toasts, and the page. */
export function AppShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const [navigationOpen, setNavigationOpen] = useState(true);
  return (
    <>
      <AppHeader />
      <AppLayout
        headerSelector={`#${APP_HEADER_ID}`}
        navigationOpen={navigationOpen}
        onNavigationChange={(event) => setNavigationOpen(event.detail.open)}
        navigation={
          <SideNavigation
            header={{ text: PRODUCT_NAME, href: '/app' }}
            activeHref={location.pathname}
            items={NAV_ITEMS}
            onFollow={(event) => {
              if (event.detail.external) return;
              event.preventDefault();
              // On narrow screens the navigation is a drawer over the page: close it on the way.
              if (window.matchMedia('(max-width: 688px)').matches) setNavigationOpen(false);
              void navigate(event.detail.href);
            }}
          />
        }
        notifications={<Notifications />}
        toolsHide
        ariaLabels={APP_LAYOUT_LABELS}
        content={
          <div id={MAIN_CONTENT_ID} tabIndex={-1} className="sahab-main-content">
            <Outlet />
          </div>
        }
      />
    </>
  );
}
