import { STATS } from './landing-content';

/** Four headline figures, overlapping the bottom edge of the hero. */
export default function StatsSection() {
  return (
    <section className="lp-stats" aria-label="Sahab in numbers">
      <div className="lp-container">
        <dl className="lp-stats__grid">
          {STATS.map((stat) => (
            <div key={stat.value} className="lp-stats__item">
              <dt className="lp-stats__value">{stat.value}</dt>
              <dd className="lp-stats__caption">{stat.caption}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
