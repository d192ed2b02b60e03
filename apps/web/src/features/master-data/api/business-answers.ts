/**
 * A duplicate name or VIN (409) or a shared record (422) is the person's to fix, not a fault:
 * its message is shown as the API wrote it instead of the generic failure text.
 */
export const BUSINESS_ANSWERS = { keepMessageFor: [409, 422] } as const;
