import { Link } from 'react-router';
import HeroPreview from './HeroPreview';
import { Icon } from './Icon';
import { HERO, SECTION_IDS } from './landing-content';
import { scrollToSection } from './scroll-to-section';

/** The opening section: promise, two calls to action and an illustration of a design session. */
export default function HeroSection() {
  return (
    <section className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero__inner">
        <div className="lp-hero__copy">
          <p className="lp-hero__eyebrow">{HERO.eyebrow}</p>
          <h1 id="lp-hero-title" className="lp-hero__title">
            {HERO.headline} <span className="lp-hero__highlight">{HERO.headlineHighlight}</span>
          </h1>
          <p className="lp-hero__subtitle">{HERO.subheadline}</p>
          <div className="lp-hero__actions">
            <Link to="/pricing" className="lp-btn lp-btn--primary">
              View Pricing
              <Icon name="arrowRight" size={18} />
            </Link>
            <button
              type="button"
              className="lp-btn lp-btn--ghost"
              onClick={() => scrollToSection(SECTION_IDS.howItWorks)}
            >
              See How It Works
            </button>
          </div>
          <ul className="lp-hero__frameworks" aria-label="Frameworks checked">
            {HERO.frameworks.map((framework) => (
              <li key={framework}>
                <Icon name="check" size={16} />
                {framework}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
