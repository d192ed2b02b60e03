/** Charts (spec 03 "Charts"): the dashboard's figures for the staff's own site. */
import { type CHART_PERIODS, chartQuerySchema } from '@ridedesk/domain/charts/chart-periods';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { ChartsService } from './charts.service.ts';

const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const staff = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const periodQuery = z.intersection(chartQuerySchema, z.object({ siteId }));
const request = (q: {
  chartperiod: (typeof CHART_PERIODS)[number];
  chartType?: 'pickup' | 'created';
  chartFromDate?: string;
  chartToDate?: string;
}) => ({
  period: q.chartperiod,
  type: q.chartType,
  from: q.chartFromDate,
  to: q.chartToDate,
});

/** The three period charts: each answers its rows and the period it covers. */
const PERIOD_CHARTS = {
  getbookingchartdetails: 'bookingChart',
  getspuserchartdetails: 'staffChart',
  // Revenue is read by chartperiod (spec 03); a custom period takes its dates, chartType is not used.
  getrevenuechartdetails: 'revenueChart',
} as const;

export const chartsRoutes: FastifyPluginAsyncZod<{ charts: ChartsService }> = async (app, { charts }) => {
  for (const [path, chart] of Object.entries(PERIOD_CHARTS))
    app.get(
      `/api/booking/${path}`,
      { schema: { tags: ['charts'], querystring: periodQuery }, preHandler: staff },
      async (req) => {
        const { rows, period } = await charts[chart](staffCtxOf(req, req.query.siteId), request(req.query));
        return results(rows as unknown[], period);
      },
    );

  const siteQuery = { schema: { tags: ['charts'], querystring: z.object({ siteId }) }, preHandler: staff };
  app.get('/api/VehicleType/getbookedVehicletypechartdetails', siteQuery, async (req) =>
    results(await charts.bookedVehicleTypes(staffCtxOf(req, req.query.siteId))),
  );
};
