/**
 * Every mail template's subject, in each mail language: what a company would send, naming the
 * company ({{siteTitle}}) and, for a booking, its reference and the pickup's own day
 * ({{pickupDay}}, in the pickup's time zone). Placeholders as in the bodies, never HTML.
 */
import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';

/** Mail templates the product sends, by unique name (db/seed/*-content.ts hold their bodies). */
export const MAIL_TEMPLATES = {
  emailVerification: TEMPLATE_NAMES.emailVerification,
  updateUsername: TEMPLATE_NAMES.updateUsername,
  forgotPassword: TEMPLATE_NAMES.forgotPassword,
  emailChangeRequested: 'EmailChangeRequested_Template',
  passwordChanged: 'PasswordChanged_Template',
  bookingConfirmation: 'BookingConfirmation_Template',
  newBooking: 'NewBooking_Template',
  unavailableArea: 'UnavailableArea_Template',
  bookingConfirmed: 'BookingConfirmed_Template',
  bookingAssigned: 'BookingAssigned_Template',
  bookingCancelled: 'BookingCancelled_Template',
  bookingCancelledByTraveller: 'BookingCancelledByTraveller_Template',
  bookingCancelledToProvider: 'BookingCancelledToProvider_Template',
  bookingCompleted: 'BookingCompleted_Template',
  paymentReceipt: 'PaymentReceipt_Template',
  complaintAnswer: 'ComplaintAnswer_Template',
  newComplaint: 'NewComplaint_Template',
  staffInvitation: 'StaffInvitation_Template',
  chauffeurInvitation: 'ChauffeurInvitation_Template',
  rideAccepted: 'RideAccepted_Template',
  rideOnTheWay: 'RideOnTheWay_Template',
  rideArrived: 'RideArrived_Template',
  rideGivenToChauffeur: 'RideGivenToChauffeur_Template',
  rideTakenFromChauffeur: 'RideTakenFromChauffeur_Template',
  flightPickupMoved: 'FlightPickupMoved_Template',
  chauffeurPickupMoved: 'ChauffeurPickupMoved_Template',
} as const;

const T = MAIL_TEMPLATES;

export const MAIL_SUBJECTS: Record<string, Record<'en' | 'es', string>> = {
  [T.emailVerification]: {
    en: 'Your {{siteTitle}} verification code',
    es: 'Su código de verificación de {{siteTitle}}',
  },
  [T.updateUsername]: {
    en: 'Confirm your new e-mail address for {{siteTitle}}',
    es: 'Confirme su nueva dirección de correo electrónico en {{siteTitle}}',
  },
  [T.forgotPassword]: {
    en: 'Reset your {{siteTitle}} password',
    es: 'Restablezca su contraseña de {{siteTitle}}',
  },
  [T.emailChangeRequested]: {
    en: 'The e-mail address of your {{siteTitle}} account is being changed',
    es: 'Se está cambiando el correo electrónico de su cuenta de {{siteTitle}}',
  },
  [T.passwordChanged]: {
    en: 'Your {{siteTitle}} password was changed',
    es: 'Se cambió su contraseña de {{siteTitle}}',
  },
  [T.bookingConfirmation]: {
    en: 'Your {{siteTitle}} ride {{referenceId}} on {{pickupDay}} is confirmed',
    es: 'Su viaje {{referenceId}} con {{siteTitle}} el {{pickupDay}} está confirmado',
  },
  [T.newBooking]: {
    en: 'New booking {{referenceId}} on {{pickupDay}} at {{siteTitle}}',
    es: 'Nueva reserva {{referenceId}} el {{pickupDay}} en {{siteTitle}}',
  },
  [T.unavailableArea]: {
    en: 'A ride request outside the {{siteTitle}} service area, for {{pickupDateTime}}',
    es: 'Una solicitud de viaje fuera del área de servicio de {{siteTitle}}, para el {{pickupDateTime}}',
  },
  [T.bookingConfirmed]: {
    en: '{{siteTitle}} has confirmed your ride {{referenceId}} on {{pickupDay}}',
    es: '{{siteTitle}} ha confirmado su viaje {{referenceId}} del {{pickupDay}}',
  },
  [T.bookingAssigned]: {
    en: 'Your {{siteTitle}} chauffeur for ride {{referenceId}} on {{pickupDay}}',
    es: 'Su chofer de {{siteTitle}} para el viaje {{referenceId}} del {{pickupDay}}',
  },
  [T.bookingCancelled]: {
    en: '{{siteTitle}} has cancelled your ride {{referenceId}} on {{pickupDay}}',
    es: '{{siteTitle}} ha cancelado su viaje {{referenceId}} del {{pickupDay}}',
  },
  [T.bookingCancelledByTraveller]: {
    en: 'Your {{siteTitle}} ride {{referenceId}} on {{pickupDay}} is cancelled, as you asked',
    es: 'Su viaje {{referenceId}} con {{siteTitle}} del {{pickupDay}} está cancelado, como lo pidió',
  },
  [T.bookingCancelledToProvider]: {
    en: 'The traveller cancelled booking {{referenceId}} on {{pickupDay}} at {{siteTitle}}',
    es: 'El viajero canceló la reserva {{referenceId}} del {{pickupDay}} en {{siteTitle}}',
  },
  [T.bookingCompleted]: {
    en: 'Thank you for riding with {{siteTitle}}: ride {{referenceId}} on {{pickupDay}}',
    es: 'Gracias por viajar con {{siteTitle}}: viaje {{referenceId}} del {{pickupDay}}',
  },
  [T.paymentReceipt]: {
    en: 'Your {{siteTitle}} receipt for ride {{referenceId}} on {{pickupDay}}',
    es: 'Su recibo de {{siteTitle}} del viaje {{referenceId}} del {{pickupDay}}',
  },
  [T.complaintAnswer]: {
    en: '{{siteTitle}} has answered your message "{{subject}}"',
    es: '{{siteTitle}} ha respondido a su mensaje "{{subject}}"',
  },
  [T.newComplaint]: {
    en: 'New {{complaintType}} from {{customerName}} at {{siteTitle}}',
    es: 'Nuevo mensaje ({{complaintType}}) de {{customerName}} en {{siteTitle}}',
  },
  [T.staffInvitation]: {
    en: 'Your {{siteTitle}} back office account: set your password',
    es: 'Su cuenta del back office de {{siteTitle}}: establezca su contraseña',
  },
  [T.chauffeurInvitation]: {
    en: 'Drive with {{siteTitle}}: set your password for the chauffeur app',
    es: 'Conduzca con {{siteTitle}}: establezca su contraseña para la app del chofer',
  },
  [T.rideAccepted]: {
    en: 'Your {{siteTitle}} chauffeur {{chauffeurName}} has accepted ride {{referenceId}} on {{pickupDay}}',
    es: 'Su chofer de {{siteTitle}}, {{chauffeurName}}, ha aceptado el viaje {{referenceId}} del {{pickupDay}}',
  },
  [T.rideOnTheWay]: {
    en: 'Your chauffeur is on the way: ride {{referenceId}} with {{siteTitle}}',
    es: 'Su chofer está en camino: viaje {{referenceId}} con {{siteTitle}}',
  },
  [T.rideArrived]: {
    en: 'Your chauffeur has arrived: ride {{referenceId}} with {{siteTitle}}',
    es: 'Su chofer ha llegado: viaje {{referenceId}} con {{siteTitle}}',
  },
  [T.rideGivenToChauffeur]: {
    en: 'Ride {{referenceId}} on {{pickupDay}} is now yours ({{siteTitle}})',
    es: 'El viaje {{referenceId}} del {{pickupDay}} ahora es suyo ({{siteTitle}})',
  },
  [T.rideTakenFromChauffeur]: {
    en: 'Ride {{referenceId}} on {{pickupDay}} goes to another chauffeur ({{siteTitle}})',
    es: 'El viaje {{referenceId}} del {{pickupDay}} pasa a otro chofer ({{siteTitle}})',
  },
  [T.flightPickupMoved]: {
    en: 'New pickup time for your {{siteTitle}} ride {{referenceId}} on {{pickupDay}}: flight {{flightLabel}} has moved',
    es: 'Nueva hora de recogida de su viaje {{referenceId}} con {{siteTitle}} del {{pickupDay}}: el vuelo {{flightLabel}} ha cambiado',
  },
  [T.chauffeurPickupMoved]: {
    en: 'Ride {{referenceId}} on {{pickupDay}} picks up at a new time: flight {{flightLabel}} moved ({{siteTitle}})',
    es: 'El viaje {{referenceId}} del {{pickupDay}} recoge a otra hora: el vuelo {{flightLabel}} cambió ({{siteTitle}})',
  },
};
