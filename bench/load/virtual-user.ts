import http from 'node:http';
import { type Answer, call, type GuestFlow, pick, runGuestFlow, StepFailed, sleep } from '../faults/harness.ts';
import { BENCH_STAFF_PASSWORD, BENCH_STATES } from '../search/generate.ts';
import { randomDayAhead, randomPickupTime, randomSearchPathIn, rideIn } from '../search/rides.ts';
import { PORT, RUN, THINK_MS, TIMEOUT_MS } from './load-settings.ts';

export type Site = { id: number; host: string; state: (typeof BENCH_STATES)[number] };
export type Kind = 'search' | 'booking' | 'back office';
/** One measured request; a booking or sign-in is several requests, each measured. */
export type Sample = { kind: Kind; step: string; ms: number; ok: boolean; status: string; at: number };

/** A virtual user: its own keep-alive connection, its provider site, and its staff token once signed in. */
export class VirtualUser {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  token?: string;
  refreshToken?: string;
  signedInAt = 0;
  /** Pauses between requests (a person) or not (a client at full speed). */
  thinking = false;
  /** Sees every measured answer (the cluster benchmark keeps each booking a 201 told of). */
  onAnswer?: (step: string, a: Answer) => void;
  constructor(
    readonly site: Site,
    readonly sites: Site[],
    readonly vehicleTypes: number[],
    readonly record: (s: Sample) => void,
  ) {}

  /** A person's pause before the next request: exponential, mean THINK_MS (many short, a few long). */
  readonly think = async () => {
    if (this.thinking && THINK_MS > 0) await sleep(-Math.log(1 - Math.random()) * THINK_MS);
  };

  private measure(kind: Kind, step: string, a: Answer, okStatuses = [200, 201]) {
    this.onAnswer?.(step, a);
    this.record({
      kind,
      step,
      ms: a.ms,
      ok: okStatuses.includes(a.status),
      status: a.failure ?? String(a.status),
      at: Date.now(),
    });
    return a;
  }

  async search() {
    // Half on a provider's own host (its state), half on the product site across a state's providers.
    const own = Math.random() < 0.5;
    const site = pick(this.sites);
    const state = own ? site.state : pick(BENCH_STATES);
    const a = await call(PORT, {
      path: randomSearchPathIn(state, pick(this.vehicleTypes)),
      host: own ? site.host : 'localhost',
      agent: this.agent,
      timeoutMs: TIMEOUT_MS,
    });
    this.measure('search', 'search', a);
  }

  async booking() {
    const site = pick(this.sites);
    const flow: GuestFlow = {
      host: site.host,
      ride: rideIn(site.state),
      date: randomDayAhead(2, 150),
      time: randomPickupTime(),
      email: `load-${RUN}-${Math.random().toString(36).slice(2, 10)}@example.com`,
    };
    try {
      await runGuestFlow(PORT, flow, {
        payment: 'COD',
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
        // 409 on the booking call: another traveller took the car first; an answer, not an error.
        observe: (step, a) => this.measure('booking', step, a, step === 'booking' ? [201, 409] : [200, 201]),
        pause: this.think,
      });
    } catch (e) {
      if (!(e instanceof StepFailed)) throw e;
    }
  }

  /** Signs in as the site's SPAdmin through the API (getredirecturl, then gettoken), as the back office does. */
  async signIn() {
    const redirect = this.measure(
      'back office',
      'sign-in',
      await call(PORT, {
        method: 'POST',
        path: '/api/account/getredirecturl',
        host: this.site.host,
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
        body: {
          userName: this.site.host.replace('.localhost', '-admin'),
          password: BENCH_STAFF_PASSWORD,
          clientId: 'admin-portal',
        },
      }),
    );
    const code = redirect.json()?.results?.[0]?.code;
    if (!code) return;
    const token = this.measure(
      'back office',
      'sign-in',
      await call(PORT, {
        path: `/api/auth/gettoken?code=${encodeURIComponent(code)}`,
        host: this.site.host,
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    this.keep(token.json()?.results?.[0]);
  }

  private keep(tokens?: { access_token?: string; refresh_token?: string }) {
    if (!tokens?.access_token) return;
    this.token = tokens.access_token;
    this.refreshToken = tokens.refresh_token;
    this.signedInAt = Date.now();
  }

  /** Access tokens live 15 minutes: refreshed after 12, with rotation, as the web app does. */
  private async refreshIfDue() {
    if (!this.refreshToken || Date.now() - this.signedInAt < 12 * 60_000) return;
    const a = this.measure(
      'back office',
      'token refresh',
      await call(PORT, {
        method: 'POST',
        path: `/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=${encodeURIComponent(this.refreshToken)}`,
        host: this.site.host,
        agent: this.agent,
        timeoutMs: TIMEOUT_MS,
      }),
    );
    this.keep(a.json()?.results?.[0]);
  }

  async backOffice() {
    if (!this.token) await this.signIn();
    if (!this.token) return;
    await this.refreshIfDue();
    const now = new Date();
    const [step, p] = pick([
      ['bookings list', `/api/booking/getbookingbysiteid?page=${1 + Math.floor(Math.random() * 3)}&pageSize=10`],
      [
        'calendar',
        `/api/booking/getBookingForCalendarBySiteId?MonthNumber=${now.getUTCMonth() + 1}&YearNumber=${now.getUTCFullYear()}`,
      ],
      ['fleet list', '/api/fleet/mappingBySiteId'],
      ['dashboard counts', '/api/fleet/mappingCount'],
    ] as const);
    const a = await call(PORT, {
      path: p,
      host: this.site.host,
      token: this.token,
      agent: this.agent,
      timeoutMs: TIMEOUT_MS,
    });
    this.measure('back office', step, a);
  }

  async once() {
    const r = Math.random();
    if (r < 0.7) await this.search();
    else if (r < 0.8) await this.booking();
    else await this.backOffice();
    await this.think();
  }
}
