/** An ISO date as documents and messages write it: "2026-03-12" → "12.03.2026". */
export const germanDate = (isoDate: string) =>
  `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;
