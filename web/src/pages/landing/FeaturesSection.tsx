import { Icon } from './Icon';
import { FEATURES, SECTION_IDS } from './landing-content';
import SectionHeading from './SectionHeading';

/** Six feature cards in a responsive grid. */
export default function FeaturesSection() {
  return (
    <section id={SECTION_IDS.features} className="lp-section" aria-labelledby="lp-features-title">
      <div className="lp-container">
        <SectionHeading
          id="lp-features-title"
          eyebrow="Features"
          title="Everything between the idea and the running stack"
          description="Design, review, configure, deploy and audit in one place, built around the controls Saudi regulators expect."
        />
        <ul className="lp-features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="lp-card lp-feature">
              <span className="lp-feature__icon">
                <Icon name={feature.icon} />
              </span>
              <h3 className="lp-feature__title">{feature.title}</h3>
              <p className="lp-feature__description">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
