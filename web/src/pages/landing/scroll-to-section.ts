/**
 * Smoothly scrolls a landing section into view (instantly for readers who ask for reduced motion).
 * The sticky top navigation is accounted for by each section's CSS scroll-margin-top.
 */
export function scrollToSection(sectionId: string): void {
  const target = document.getElementById(sectionId);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
