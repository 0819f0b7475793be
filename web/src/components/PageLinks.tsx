import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { PAGE_LINKS } from '#shared/messages';

export type PageLinkName = keyof typeof PAGE_LINKS;

/**
 * A follow handler for a Cloudscape Button or Link with an `href`: the app's router moves, not a
 * full page load, while the link stays a real link (new tab, copy address).
 */
export function useGo(): (to: string) => (event: CustomEvent) => void {
  const navigate = useNavigate();
  return (to) => (event) => {
    event.preventDefault();
    void navigate(to);
  };
}

/**
 * The buttons to the app's other pages in a page header, in the order given; `primary` stands out.
 * They are spaced here: a header's SpaceBetween sees this component as one child, so buttons
 * returned in a fragment sat edge to edge.
 */
export function PageLinks({ to, primary }: { to: readonly PageLinkName[]; primary?: PageLinkName }) {
  const go = useGo();
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {to.map((name) => {
        const { href, label } = PAGE_LINKS[name];
        return (
          <Button
            key={name}
            href={href}
            variant={name === primary ? 'primary' : 'normal'}
            onFollow={go(href)}
          >
            {label}
          </Button>
        );
      })}
    </SpaceBetween>
  );
}
