import { SECTION_IDS, STEPS } from './landing-content';
import SectionHeading from './SectionHeading';

/** The four steps from brief to running stack. */
export default function HowItWorksSection() {
  return (
    <section
      id={SECTION_IDS.howItWorks}
      className="lp-section lp-section--tinted"
      aria-labelledby="lp-how-title"
    >
      <div className="lp-container">
        <SectionHeading
          id="lp-how-title"
          eyebrow="How It Works"
          title="Four steps from brief to production"
          description="You stay in control at every step: nothing reaches your account until you press deploy."
        />
        <ol className="lp-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="lp-step">
              <span className="lp-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="lp-step__title">{step.title}</h3>
              <p className="lp-step__description">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
