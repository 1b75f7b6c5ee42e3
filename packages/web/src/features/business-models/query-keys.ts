/** The business model (`GET /api/business_model/{id}`). */
export const businessModelKeys = {
  all: ['business-models'] as const,
  detail: (id: string) => ['business-models', 'detail', id] as const,
};
