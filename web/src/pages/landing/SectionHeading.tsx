interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  tone?: 'light' | 'dark';
}

/** The eyebrow, title and lead paragraph that open each landing section. */
export default function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  tone = 'light',
}: SectionHeadingProps) {
  return (
    <div className={`lp-heading lp-heading--${tone}`}>
      <p className="lp-heading__eyebrow">{eyebrow}</p>
      <h2 id={id} className="lp-heading__title">
        {title}
      </h2>
      {description && <p className="lp-heading__description">{description}</p>}
    </div>
  );
}
