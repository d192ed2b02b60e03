import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';

/** The footer's template pages (spec 01 "Header, footer and sign-in"): label, route, template. */
export const FOOTER_TEMPLATE_LINKS = [
  { label: 'Travellers FAQ', to: '/faq', template: TEMPLATE_NAMES.faq },
  { label: 'About Us', to: '/aboutus', template: TEMPLATE_NAMES.about },
  { label: 'Privacy Policy', to: '/privacypolicy', template: TEMPLATE_NAMES.privacy },
  { label: 'Terms And Conditions', to: '/termsofservice', template: TEMPLATE_NAMES.terms },
  { label: 'Contact Us', to: '/support', template: TEMPLATE_NAMES.contact },
] as const;

/** Send Feedback opens the complaint form in a new tab. */
export const SEND_FEEDBACK_LINK = { label: 'Send Feedback', to: '/usercompliants/addusercompliant' } as const;

/** RideDesk's own social accounts, shown on the product site (site 4) only. */
export const PRODUCT_SOCIAL_LINKS = [
  { network: 'facebook', href: 'https://www.facebook.com/ridedesk' },
  { network: 'instagram', href: 'https://www.instagram.com/ridedesk' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/ridedesk' },
  { network: 'x', href: 'https://x.com/ridedesk' },
] as const;
