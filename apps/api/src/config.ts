import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default, so `npm start` serves nothing to the network; deployments set it (0.0.0.0). */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica: fleet search and the back-office lists read from it (docs/scaling.md). */
  DATABASE_READ_URL: z.string().url().optional(),
  /** A direct (session) connection for LISTEN when DATABASE_URL goes through PgBouncer in transaction mode. */
  DATABASE_LISTEN_URL: z.string().url().optional(),
  /** Limiters count in Redis when set, so every replica refuses at the same count (docs/scaling.md). */
  REDIS_URL: z.string().url().optional(),
  /** 'off' makes a replica serve HTTP only: it runs no queued or scheduled jobs. */
  JOBS: z.enum(['on', 'off']).optional(),
  DATA_DIR: z.string().default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** A MapLibre style for the dispatch map (issue 21); unset: the board draws positions on a plain SVG. */
  MAP_STYLE_URL: z.string().url().optional(),
  /** 'off' lifts the per-address limits, for load benchmarks from one loopback address only. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('RideDesk <no-reply@ridedesk.localhost>'),
  OIDC_ISSUER_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_MAPS_BASE_URL: z.string().url().default('https://maps.googleapis.com'),
  PAYMENTS_ENCRYPTION_KEY: z.string().min(1).optional(),
  AUTHORIZENET_BASE_URL: z.string().url().optional(),
  SQUARE_BASE_URL: z.string().url().optional(),
  PAYPAL_BASE_URL: z.string().url().optional(),
  PAYMENTS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(30_000),
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_BASE_URL: z.string().url().default('https://api.stripe.com'),
  /** Text messages go out through Twilio when all three are set; otherwise they stay local (/dev/sms). */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: an E.164 number, or a Messaging Service SID (MG...). */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** Airport pickups follow their flight through FlightAware AeroAPI when set (decision 0031). */
  FLIGHTAWARE_API_KEY: z.string().min(1).optional(),
  FLIGHTAWARE_BASE_URL: z.string().url().default('https://aeroapi.flightaware.com/aeroapi'),
  /** Scales the flights' poll intervals (0.1: ten times as often), for a demo. */
  FLIGHT_POLL_FACTOR: z.coerce.number().min(0.01).max(10).optional(),
  /** 'off': development without a key follows flights by hand instead of through the local flight server. */
  LOCAL_FLIGHTS: z.enum(['on', 'off']).default('on'),
  /** The local flight server's scenario: the demo flight's delay, announced this many seconds after the start. */
  DEMO_FLIGHT_DELAY_MINUTES: z.coerce.number().int().min(0).max(600).default(50),
  DEMO_FLIGHT_ANNOUNCE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(180),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl?: string;
  /** Reads that may lag a moment (search, back-office lists) go here when set; the primary otherwise. */
  databaseReadUrl?: string;
  /** Where the event bus LISTENs (a session connection, never PgBouncer's transaction pool); DATABASE_URL by default. */
  databaseListenUrl?: string;
  /** Where limiters count across replicas; in memory when absent. */
  redisUrl?: string;
  /** Whether this instance works the job queue (mail, month-end invoices, trial lapses); off in tests unless JOBS=on. */
  jobs: boolean;
  dataDir: string;
  logLevel: string;
  trustProxy: boolean;
  webDist?: string;
  publicUrl?: string;
  seedDemo: boolean;
  rateLimits: boolean;
  /** Seconds a search's candidates (master data) are kept; 30 in production, 0 elsewhere. */
  searchCacheSeconds: number;
  /** The dispatch map's MapLibre style URL; undefined draws the plain SVG map. */
  mapStyleUrl?: string;
  /** Signing key for access tokens (a JWK); generated into the data dir when absent. */
  jwtPrivateJwk?: string;
  /** Mail goes out over SMTP when set; otherwise it stays in the outbox (the dev mailbox). */
  smtpUrl?: string;
  mailFrom: string;
  /** External sign-in: any OpenID Connect issuer (Google by default); off without a client. */
  oidc?: { issuerUrl: string; clientId: string; clientSecret: string };
  /** Geography uses Google Maps when a key is set; otherwise the offline gazetteer. */
  googleMapsApiKey?: string;
  googleMapsBaseUrl: string;
  /** Booking payments: gateway credentials are encrypted with the key; vendor sandboxes outside production. */
  payments: {
    encryptionKey?: string;
    authorizeNetBaseUrl: string;
    squareBaseUrl: string;
    paypalBaseUrl: string;
    timeoutMs: number;
    /** Sites without gateway credentials charge through the sandbox gateway (off in production). */
    sandboxEnabled: boolean;
  };
  /** Subscription checkout: Stripe Checkout when a secret key is set, else the sandbox checkout page. */
  stripe?: { secretKey: string; webhookSecret?: string; baseUrl: string };
  /** Text messages: Twilio's Messages API when credentials are set, else kept locally (decision 0030). */
  twilio?: { accountSid: string; authToken: string; from: string; baseUrl: string };
  /**
   * Flight status (decision 0031): AeroAPI when a key is set (server.ts sets the local flight
   * server's in development); without one, flights are followed by hand (manual).
   */
  flightAware?: { apiKey: string; baseUrl: string };
  flights: {
    pollFactor: number;
    /** Development without a key starts the local flight server (server.ts). */
    localServer: boolean;
    demoDelayMinutes: number;
    demoAnnounceSeconds: number;
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.parse(env);
  const localFlights =
    parsed.NODE_ENV === 'development' && !parsed.FLIGHTAWARE_API_KEY && parsed.LOCAL_FLIGHTS === 'on';
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    databaseReadUrl: parsed.DATABASE_URL ? parsed.DATABASE_READ_URL : undefined,
    databaseListenUrl: parsed.DATABASE_URL ? (parsed.DATABASE_LISTEN_URL ?? parsed.DATABASE_URL) : undefined,
    redisUrl: parsed.REDIS_URL,
    jobs: (parsed.JOBS ?? (parsed.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    dataDir: path.resolve(parsed.DATA_DIR),
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    webDist: parsed.WEB_DIST,
    publicUrl: parsed.PUBLIC_URL,
    seedDemo: parsed.NODE_ENV !== 'production' && parsed.SEED_DEMO === 'auto',
    rateLimits: parsed.RATE_LIMITS === 'on',
    searchCacheSeconds: parsed.SEARCH_CACHE_SECONDS ?? (parsed.NODE_ENV === 'production' ? 30 : 0),
    mapStyleUrl: parsed.MAP_STYLE_URL,
    jwtPrivateJwk: env.JWT_PRIVATE_JWK,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    googleMapsApiKey: parsed.GOOGLE_MAPS_API_KEY,
    googleMapsBaseUrl: parsed.GOOGLE_MAPS_BASE_URL,
    payments: {
      encryptionKey: parsed.PAYMENTS_ENCRYPTION_KEY,
      authorizeNetBaseUrl:
        parsed.AUTHORIZENET_BASE_URL ??
        (parsed.NODE_ENV === 'production' ? 'https://api.authorize.net' : 'https://apitest.authorize.net'),
      squareBaseUrl:
        parsed.SQUARE_BASE_URL ??
        (parsed.NODE_ENV === 'production' ? 'https://connect.squareup.com' : 'https://connect.squareupsandbox.com'),
      paypalBaseUrl:
        parsed.PAYPAL_BASE_URL ??
        (parsed.NODE_ENV === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
      timeoutMs: parsed.PAYMENTS_GATEWAY_TIMEOUT_MS,
      sandboxEnabled: (parsed.PAYMENTS_SANDBOX ?? (parsed.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    },
    stripe: parsed.STRIPE_SECRET_KEY
      ? {
          secretKey: parsed.STRIPE_SECRET_KEY,
          webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
          baseUrl: parsed.STRIPE_BASE_URL,
        }
      : undefined,
    twilio:
      parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN && parsed.TWILIO_FROM
        ? {
            accountSid: parsed.TWILIO_ACCOUNT_SID,
            authToken: parsed.TWILIO_AUTH_TOKEN,
            from: parsed.TWILIO_FROM,
            baseUrl: parsed.TWILIO_BASE_URL,
          }
        : undefined,
    flightAware: parsed.FLIGHTAWARE_API_KEY
      ? { apiKey: parsed.FLIGHTAWARE_API_KEY, baseUrl: parsed.FLIGHTAWARE_BASE_URL }
      : undefined,
    flights: {
      // The local flight server's demo is asked five times as often (its delay shows within minutes).
      pollFactor: parsed.FLIGHT_POLL_FACTOR ?? (localFlights ? 0.2 : 1),
      localServer: localFlights,
      demoDelayMinutes: parsed.DEMO_FLIGHT_DELAY_MINUTES,
      demoAnnounceSeconds: parsed.DEMO_FLIGHT_ANNOUNCE_SECONDS,
    },
    oidc:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? {
            issuerUrl: parsed.OIDC_ISSUER_URL ?? 'https://accounts.google.com',
            clientId: parsed.GOOGLE_CLIENT_ID,
            clientSecret: parsed.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
  };
};
