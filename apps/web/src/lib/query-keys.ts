/**
 * Cache keys that more than one feature uses. Features never import each other, so a key that
 * one feature reads and another must refresh lives here.
 */
export const sharedQueryKeys = {
  /**
   * The setup mapping counts (api/fleet/mappingCount) behind the dashboard checklist. A create
   * that answers setupStatus 'completed' (the site's first item of a kind) invalidates it.
   */
  mappingCount: ['setup', 'mapping-count'] as const,
};
