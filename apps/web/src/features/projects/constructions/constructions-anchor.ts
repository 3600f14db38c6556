/** The element id of the project page's "Bauteile" section: the project's area links jump there. */
export const CONSTRUCTIONS_ANCHOR = 'constructions';
