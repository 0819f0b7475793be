import { Link } from 'react-router';
import { Icon } from './Icon';
import { CALL_TO_ACTION, SECTION_IDS } from './landing-content';
import { scrollToSection } from './scroll-to-section';

/** Closing band that repeats the two main actions. */
export default function CallToAction() {
  return (
    <section className="lp-cta" aria-labelledby="lp-cta-title">
      <div className="lp-container lp-cta__inner">
        <div>
          <h2 id="lp-cta-title" className="lp-cta__title">
            {CALL_TO_ACTION.heading}
          </h2>
          <p className="lp-cta__body">{CALL_TO_ACTION.body}</p>
        </div>
        <div className="lp-cta__actions">
          <Link to="/pricing" className="lp-btn lp-btn--light">
            Choose your plan
            <Icon name="arrowRight" size={18} />
          </Link>
          <button
            type="button"
            className="lp-btn lp-btn--ghost"
            onClick={() => scrollToSection(SECTION_IDS.howItWorks)}
          >
            How it works
          </button>
        </div>
      </div>
    </section>
  );
}
