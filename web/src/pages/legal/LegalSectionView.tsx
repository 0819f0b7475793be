import type { LegalListItem, LegalSection } from './content/types';

const itemKey = (item: LegalListItem) => (typeof item === 'string' ? item : item.term);

interface LegalSectionViewProps {
  section: LegalSection;
  number: number;
}

/** One numbered section: strings become paragraphs, arrays become bulleted lists. */
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
          <ul key={block.map(itemKey).join('|')}>
            {block.map((item) =>
              typeof item === 'string' ? (
                <li key={item}>{item}</li>
              ) : (
                <li key={item.term}>
                  <strong>{item.term}:</strong> {item.text}
                </li>
              ),
            )}
          </ul>
        ),
      )}
    </section>
  );
}
