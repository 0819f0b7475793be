import { Icon } from './Icon';

/** Illustrative agent run shown in the hero; decorative, so hidden from assistive technology. */
const AGENT_STEPS = [
  { agent: 'Chief architect', result: 'Requirements captured' },
  { agent: 'Solutions architect', result: 'VPC, ALB, ECS and Aurora planned' },
  { agent: 'Security review', result: 'Encryption and logging enforced' },
  { agent: 'Cost optimization', result: 'Right-sized for steady traffic' },
];

const FRAMEWORK_CHECKS = ['SAMA', 'NCA-ECC', 'CITC'];

export default function HeroPreview() {
  return (
    <div className="lp-preview" aria-hidden="true">
      <div className="lp-preview__bar">
        <span className="lp-preview__dot" />
        <span className="lp-preview__dot" />
        <span className="lp-preview__dot" />
        <span className="lp-preview__url">New design</span>
      </div>
      <div className="lp-preview__body">
        <p className="lp-preview__label">Your brief</p>
        <p className="lp-preview__prompt">
          Customer portal for a payments start-up in Riyadh: containers behind a load balancer, an encrypted
          PostgreSQL database, logs kept for a year.
        </p>
        <ul className="lp-preview__steps">
          {AGENT_STEPS.map((step) => (
            <li key={step.agent}>
              <span className="lp-preview__check">
                <Icon name="check" size={14} />
              </span>
              <span className="lp-preview__agent">{step.agent}</span>
              <span className="lp-preview__result">{step.result}</span>
            </li>
          ))}
        </ul>
        <div className="lp-preview__footer">
          <div className="lp-preview__frameworks">
            {FRAMEWORK_CHECKS.map((framework) => (
              <span key={framework} className="lp-preview__chip">
                <Icon name="shield" size={14} />
                {framework}
              </span>
            ))}
          </div>
          <span className="lp-preview__deploy">
            <Icon name="deploy" size={16} />
            Deploy to AWS
          </span>
        </div>
      </div>
    </div>
  );
}
