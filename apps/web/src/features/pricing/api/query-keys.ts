/** Cache keys of the pricing feature; the site is part of each key (the administrator may switch sites). */
export const pricingKeys = {
  all: ['pricing'] as const,
  priceDefinitions: (siteId: number | undefined) => ['pricing', 'price-definitions', siteId ?? 0] as const,
  priceDefinitionList: (siteId: number | undefined, isPublished: boolean) =>
    ['pricing', 'price-definitions', siteId ?? 0, 'list', isPublished] as const,
  priceDefinition: (siteId: number | undefined, id: number) =>
    ['pricing', 'price-definitions', siteId ?? 0, 'detail', id] as const,
  discounts: (siteId: number | undefined) => ['pricing', 'discounts', siteId ?? 0] as const,
  discountList: (siteId: number | undefined, isPublished: boolean) =>
    ['pricing', 'discounts', siteId ?? 0, 'list', isPublished] as const,
  discount: (siteId: number | undefined, id: number) => ['pricing', 'discounts', siteId ?? 0, 'detail', id] as const,
  choices: (siteId: number | undefined, kind: string) => ['pricing', 'choices', siteId ?? 0, kind] as const,
  fleets: (siteId: number | undefined) => ['pricing', 'fleets', siteId ?? 0] as const,
};
