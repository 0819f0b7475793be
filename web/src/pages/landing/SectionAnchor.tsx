import type { ReactNode } from 'react';
import { scrollToSection } from './scroll-to-section';

interface SectionAnchorProps {
  sectionId: string;
  className?: string;
  children: ReactNode;
  /** called after scrolling starts, e.g. to close the mobile menu */
  onNavigate?: () => void;
}

/**
 * A real in-page link (works without JavaScript and in "copy link") whose click smooth-scrolls
 * instead of jumping. The hash is not written to the address bar on purpose: the sign-in
 * callback is detected from the hash, so the landing page keeps it clean.
 */
export default function SectionAnchor({ sectionId, className, children, onNavigate }: SectionAnchorProps) {
  return (
    <a
      href={`#${sectionId}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        scrollToSection(sectionId);
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}
