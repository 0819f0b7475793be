import type { LegalSection } from './content/types';

interface LegalSectionViewProps {
  section: LegalSection;
  number: number;
}

/** One numbered section: strings become paragraphs, string arrays become bulleted lists. */
export default function LegalSectionView({ section, number }: LegalSectionViewProps) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="lg-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className="lg-section__number">{number}.</span> {section.heading}
      </h2>
      {section.body.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{block}</p>
        ) : (
          <ul key={block.join('|')}>
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}
