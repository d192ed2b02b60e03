/** Error codes the API answers with; the web branches on them, never on message text. */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  duplicateHost: 'DUPLICATE_HOST',
  duplicateVin: 'DUPLICATE_VIN',
  /** 409: another live price definition already applies to the fleet for the service and user type. */
  priceAlreadyApplies: 'PRICE_ALREADY_APPLIES',
  businessRule: 'BUSINESS_RULE',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  tokenReused: 'TOKEN_REUSED',
  internal: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The body of every error answer (DESIGN.md section 3). */
export type ErrorBody = {
  errorId: string;
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
};
