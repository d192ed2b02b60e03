/**
 * One price per fleet (issue 17, decision 0018): at most one published, enabled price definition
 * applies to a fleet for a service type and service user type. A definition naming no fleets
 * applies to every fleet of its vehicle type; one naming no service user type, to every service
 * user type.
 */
export const onePriceMessage = (clash: {
  /** The live price in the way. */
  name: string;
  /** The fleet both would price, or null when the price in the way covers every fleet of the type. */
  fleetName: string | null;
  vehicleType: string;
  serviceType: string;
  /** Its service user type, or null when it prices every service user type. */
  serviceUserType: string | null;
}) =>
  `The published price "${clash.name}" already applies to ${
    clash.fleetName ? `the fleet ${clash.fleetName}` : `every ${clash.vehicleType}`
  } for ${clash.serviceType} (${clash.serviceUserType ?? 'every service user type'}). A fleet has one published price per service type and service user type: disable that price first, or choose other fleets or another service user type.`;
