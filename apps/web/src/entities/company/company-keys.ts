/** The query key of the signed-in user's company (settings, number ranges, wage rates, logo). */
export const companyKeys = {
  detail: ['company'] as const,
};
