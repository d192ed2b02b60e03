/** A site as the site list and api/site/{id} answer it (spec 01 section 3). */
export type Site = {
  id: number;
  name: string;
  host: string;
  hostName?: string;
  type: { id: number; name: string };
  title: string | null;
  color: string | null;
  logo?: string | null;
  preferredLanguageId: number;
  otherLanguageIds: number[];
  otherlanguageids?: string;
  createdBy: { id?: number; firstName?: string | null } | null;
  createdOn: string | null;
  updatedBy: { id?: number; firstName?: string | null } | null;
  updatedOn: string | null;
};

/** A site setting with this site's value (api/sitesetting/mappingBySiteId). */
export type SiteSetting = {
  SettingId: number;
  name: string;
  groupName?: string | null;
  description?: string | null;
  defaultValue: string | null;
  value: string | null;
  siteSetting: { id: number; value: string | null } | null;
};

/** The site properties page of a site (reached from the Settings action). */
export const sitePropertiesPath = (siteId: number) => `/admin/sites/manage/${siteId}/properties`;
