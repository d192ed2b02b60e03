/** America/ time zones offered in My Profile, with their abbreviations. */
export const TIME_ZONE_ABBREVIATIONS: Record<string, string> = {
  'America/New_York': 'EST',
  'America/Detroit': 'EST',
  'America/Indiana/Indianapolis': 'EST',
  'America/Kentucky/Louisville': 'EST',
  'America/Chicago': 'CST',
  'America/Indiana/Knox': 'CST',
  'America/Menominee': 'CST',
  'America/North_Dakota/Center': 'CST',
  'America/Denver': 'MST',
  'America/Boise': 'MST',
  'America/Phoenix': 'MST',
  'America/Los_Angeles': 'PST',
  'America/Anchorage': 'AKST',
  'America/Juneau': 'AKST',
  'America/Adak': 'HST',
  'America/Puerto_Rico': 'AST',
};

export const TIME_ZONES = Object.entries(TIME_ZONE_ABBREVIATIONS).map(([zone, abbreviation]) => ({
  value: zone,
  label: `${zone} (${abbreviation})`,
}));
