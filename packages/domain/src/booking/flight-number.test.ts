import { describe, expect, it } from 'vitest';
import { checkFlightFields, FLIGHT_MESSAGES, flightIdent, flightLabel } from './flight-number.ts';

const ORD = "Chicago O'Hare International Airport (ORD), Chicago, IL, USA";

describe('an airport pickup flight', () => {
  it('takes IATA and ICAO airline codes and numbers with a suffix, normalised', () => {
    expect(checkFlightFields(ORD, ' ua ', '0295')).toEqual({ flight: { airline: 'UA', flightNumber: '295' } });
    expect(checkFlightFields(ORD, 'B6', '12a')).toEqual({ flight: { airline: 'B6', flightNumber: '12A' } });
    expect(checkFlightFields(ORD, 'AAL', '7')).toEqual({ flight: { airline: 'AAL', flightNumber: '7' } });
    expect(checkFlightFields(ORD, '9K', '0')).toEqual({ flight: { airline: '9K', flightNumber: '0' } });
  });

  it('answers nothing when neither is given, and one message per problem', () => {
    expect(checkFlightFields(ORD, '', '  ')).toEqual({ flight: null });
    expect(checkFlightFields(ORD, 'UA', '')).toEqual({ error: FLIGHT_MESSAGES.both });
    expect(checkFlightFields(ORD, 'U', '12')).toEqual({ error: FLIGHT_MESSAGES.airline });
    expect(checkFlightFields(ORD, '12', '12')).toEqual({ error: FLIGHT_MESSAGES.airline });
    expect(checkFlightFields(ORD, 'UA', '12345')).toEqual({ error: FLIGHT_MESSAGES.number });
    expect(checkFlightFields(ORD, 'UA', 'AB')).toEqual({ error: FLIGHT_MESSAGES.number });
    expect(checkFlightFields('233 S Wacker Dr, Chicago, IL 60606', 'UA', '12')).toEqual({
      error: FLIGHT_MESSAGES.notAirport,
    });
  });

  it('reads as a designator and a label', () => {
    const flight = { airline: 'UA', flightNumber: '1234' };
    expect(flightIdent(flight)).toBe('UA1234');
    expect(flightLabel(flight)).toBe('UA 1234');
  });
});
