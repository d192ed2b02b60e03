type Person = { firstName?: string | null } | null;

/** A state (and optionally a city) the site serves, as api/ServiceLocation answers it. */
export type ServiceLocation = {
  id: number;
  siteId: number;
  /** Two-letter state code. */
  state: string;
  stateName: string;
  /** Null: the whole state. */
  city: string | null;
  isEnabled: boolean;
  createdOn: string | null;
  createdBy: Person;
  updatedOn: string | null;
  updatedBy: Person;
};

/** The order the list shows: by state name, the whole state before its cities, then by city. */
export const byStateThenCity = (a: ServiceLocation, b: ServiceLocation) =>
  a.stateName.localeCompare(b.stateName) || (a.city === null ? -1 : b.city === null ? 1 : a.city.localeCompare(b.city));
