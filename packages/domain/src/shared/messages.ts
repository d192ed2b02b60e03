/** Texts the spec fixes; reproduced exactly. */
export const MESSAGES = {
  genericFailure: 'Something went wrong!! please try later',
  duplicateHost: 'Duplicate Host Name !!',
  duplicateServiceProvider: 'Duplicate ServiceProvider ID!!',
  siteSaved: 'Saved Site details !!',
  profileSaved: 'Saved Changes!!',
  noRefreshToken: 'No refresh token available',
  refreshMissingAccessToken: 'Refresh response missing accessToken',
  chooseSubscription: 'Please choose the subscription!!',
  choosePaymentMode: 'Please choose the Payment mode!!',
  phoneRule: 'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)',
  siteTitleTooltip: 'Maximum of 50 characters allowed',
  defaultSiteTitle: 'Online Booking for your rides',
} as const;

export const formatStoredError = (errorId: string | number, message: string) => `ErrorId:${errorId} - ${message}`;
