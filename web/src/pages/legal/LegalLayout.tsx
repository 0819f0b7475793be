import { useEffect } from 'react';
import { Link } from 'react-router';
import { LightButton } from '../../components/LightButton';
import { SahabLogo } from '../../components/SahabLogo';
import { useReaderClock } from '../../components/use-hydrated';
import type { LegalDocument } from './content/types';
import { formatLegalDate, toIsoCalendarDate } from './format-legal-date';
import LegalFooter from './LegalFooter';
import LegalSectionView from './LegalSectionView';
import './legal.css';

interface LegalLayoutProps {
  document: LegalDocument;
}

/** The one layout every legal page shares: header, title with today's date, contents, footer. */
export default function LegalLayout({ document: legalDocument }: LegalLayoutProps) {
  // The spec wants the 'last updated' date and the copyright year computed at render time.
  const clock = useReaderClock();
  const today = clock.now;

  useEffect(() => {
    document.title = `${legalDocument.title} | Sahab`;
  }, [legalDocument]);

  return (
    <div className="lg-page">
      <header className="lg-header">
        <div className="lg-header__inner">
          <Link to="/" className="lg-brand" aria-label="Sahab home">
            <SahabLogo size={28} />
            Sahab
          </Link>
          <LightButton to="/" icon="arrow-left">
            Back to Home
          </LightButton>
        </div>
      </header>

      <div className="lg-intro">
        <div className="lg-intro__inner">
          <p className="lg-eyebrow">Legal</p>
          <h1 className="lg-title">{legalDocument.title}</h1>
          <p className="lg-updated" data-testid="last-updated">
            Last updated:{' '}
            <time key={clock.key} dateTime={toIsoCalendarDate(today)} suppressHydrationWarning>
              {formatLegalDate(today)}
            </time>
          </p>
          <p className="lg-summary">{legalDocument.summary}</p>
        </div>
      </div>

      <main className="lg-body">
        <nav className="lg-toc" aria-label="On this page">
          <p className="lg-toc__title">On this page</p>
          <ol>
            {legalDocument.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="lg-article">
          {legalDocument.sections.map((section, index) => (
            <LegalSectionView key={section.id} section={section} number={index + 1} />
          ))}
        </article>
      </main>

      <LegalFooter key={clock.key} year={today.getFullYear()} />
    </div>
  );
}
