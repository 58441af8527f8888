// The accessibility statement's facts (docs/product/languages.md#accessibility-page): what the portal aims at
// and when it was last reviewed. Changing the review date is part of a review.

/** The conformance target the portal is built and reviewed against. */
export const conformanceTarget = 'WCAG 2.2 AA';

/** The day of the last review, YYYY-MM-DD (shown MM/DD/YYYY in both languages). */
export const lastReview = '2026-11-28';
