import { localPickupDate, localPickupTime, twelveHourLabel } from '@ridedesk/domain/booking/booking-calendar';
import { bookingPeriodOf } from '@ridedesk/domain/booking/booking-periods';
import type { BookingStatus, PaymentStatus } from '@ridedesk/domain/booking/booking-status';
import {
  allowedNextPaymentStatuses,
  nextStatusesFor,
  paidThroughGateway,
} from '@ridedesk/domain/booking/booking-updates';
import type {
  BookingBilling,
  BookingView,
  StaffMember,
  TravellerBookingView,
} from '@ridedesk/domain/booking/booking-view';
import { cancellationRule, checkTravellerCancellation } from '@ridedesk/domain/booking/cancellation';
import { fleetImageUrl } from '../fleets/fleets.service.ts';
import type * as repo from './booking-management.read-model.ts';
import type { BookingViewRow } from './booking-management.read-model.ts';

const money = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * A booking as the lists, the calendar and the detail answer it. Field names follow the spec's
 * booking payload (bookingFromDate, pickuptimetodisplay, pickUpLocation, bookedPrice...); dates
 * and times are the pickup's own wall clock, with the UTC instants beside them.
 */
export const toBookingDto = (row: BookingViewRow, now: Date): BookingView => {
  const bookingStatus = row.bookingStatus as BookingStatus;
  const paymentStatus = row.paymentStatus as PaymentStatus;
  const pickupTime = localPickupTime(row.pickupAt, row.pickupOffset);
  const dropoffTime = localPickupTime(row.dropoffAt, row.pickupOffset);
  return {
    id: row.id,
    siteId: row.siteId,
    referenceId: row.referenceId,
    bookingStatus,
    paymentStatus,
    paymentType: row.paymentType,
    transactionType: row.transactionType,
    period: bookingPeriodOf({ pickupAt: row.pickupAt, bookingStatus }, now),
    bookingFromDate: localPickupDate(row.pickupAt, row.pickupOffset),
    pickupTime,
    pickuptimetodisplay: twelveHourLabel(pickupTime),
    bookingToDate: localPickupDate(row.dropoffAt, row.pickupOffset),
    dropoffTime,
    dropofftimetodisplay: twelveHourLabel(dropoffTime),
    pickupAt: row.pickupAt.toISOString(),
    dropoffAt: row.dropoffAt.toISOString(),
    pickupoffset: row.pickupOffset,
    pickUpLocation: row.pickUpLocation,
    dropOffLocation: row.dropOffLocation,
    pickupcity: row.pickupCity,
    pickupstate: row.pickupState,
    pickuplocationState: row.pickupStateName,
    noOfPassengers: row.noOfPassengers,
    noOfLuggages: row.noOfLuggages,
    EstimatedDurationInMins: row.estimatedDurationInMins,
    EstimatedDistanceInKM: money(row.estimatedDistanceInKm),
    bookedPrice: money(row.bookedPrice),
    discountPrice: money(row.discountPrice),
    taxPercentage: Number(row.taxPercentage),
    taxPrice: money(row.taxPrice),
    gratuityPrice: money(row.gratuityPrice),
    totalPrice: money(row.totalPrice),
    discountId: row.discountId ?? 0,
    priceDefinitionId: row.priceDefinitionId,
    comments: row.comments,
    smsConsent: row.smsConsent,
    flightAirline: row.flightAirline,
    flightNumber: row.flightNumber,
    isPublicBooking: row.isPublicBooking,
    customer: {
      userId: row.userId,
      guestUserId: row.guestUserId,
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      emailaddress: row.customerEmail,
      mobilenumber: row.customerMobile,
      isGuestUser: row.userId === null,
    },
    fleetId: row.fleetId,
    fleet: {
      id: row.fleetId,
      nickName: row.fleetNickName,
      vin: row.fleetVin,
      make: row.fleetMake,
      model: row.fleetModel,
      year: row.fleetYear,
      color: row.fleetColor,
      seater: row.fleetSeater,
      imageUrl: row.fleetImageFileName ? fleetImageUrl(row.siteId, row.fleetImageFileName) : null,
    },
    vehicleType: {
      id: row.vehicleTypeId,
      name: row.vehicleTypeName,
      imageFileName: row.vehicleTypeImageFileName,
    },
    serviceType: row.serviceTypeId ? { id: row.serviceTypeId, name: row.serviceTypeName } : null,
    assignedTo: row.assignedTo,
    assignedToUser:
      row.assignedTo !== null
        ? {
            id: row.assignedTo,
            firstName: row.chauffeurFirstName ?? '',
            lastName: row.chauffeurLastName ?? '',
            phone: row.chauffeurPhone,
          }
        : null,
    site: {
      id: row.siteId,
      title: row.siteTitle || row.siteName,
      serviceProvider: { name: row.providerName ?? row.siteName, phone: row.providerPhone, email: row.providerEmail },
    },
    allowedNextStatuses: nextStatusesFor({ bookingStatus, assignedTo: row.assignedTo }),
    allowedNextPaymentStatuses: allowedNextPaymentStatuses(paymentStatus, paidThroughGateway(row.transactionType)),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn?.toISOString() ?? null,
  };
};
export type BookingDto = BookingView;

/** The traveller's view adds whether, and until when, they may cancel it themselves. */
export const withCancellation = <T extends BookingView>(
  dto: T,
  row: BookingViewRow,
  now: Date,
  noticeHours: number,
  cancellationFee = 0,
): T & Pick<TravellerBookingView, 'cancellation'> => {
  const check = checkTravellerCancellation({
    bookingStatus: dto.bookingStatus,
    pickupAt: row.pickupAt,
    now,
    noticeHours,
  });
  return {
    ...dto,
    cancellation: {
      allowed: check.ok,
      cancelUntil: check.cancelUntil.toISOString(),
      noticeHours,
      rule: cancellationRule(noticeHours),
      reason: check.ok ? null : check.reason,
      cancellationFee,
    },
  };
};

export const toBillingDto = (row: NonNullable<Awaited<ReturnType<typeof repo.findBilling>>>): BookingBilling => ({
  id: row.id,
  bookingId: row.bookingId,
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  address: row.address,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  emailAddress: row.emailAddress,
  phone: row.phone,
});

export const toStaffDto = (row: Awaited<ReturnType<typeof repo.siteStaff>>[number]): StaffMember => ({
  id: row.id,
  siteId: row.siteId,
  userName: row.userName,
  firstName: row.firstName,
  lastName: row.lastName,
  emailAddress: row.email,
  phone: row.phone,
  role: row.role,
});
