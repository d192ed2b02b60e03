/** Charts (spec 03 "Charts"): the dashboard's figures for the staff's own site. */
import { type CHART_PERIODS, chartQuerySchema } from '@ridedesk/domain/charts/chart-periods';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
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

export const chartsRoutes: FastifyPluginAsyncZod<{ charts: ChartsService }> = async (app, { charts }) => {
  app.get(
    '/api/booking/getbookingchartdetails',
    { schema: { tags: ['charts'], querystring: periodQuery }, preHandler: staff },
    async (req) => {
      const { rows, period } = await charts.bookingChart(scopedSiteId(req, req.query.siteId), request(req.query));
      return results(rows, period);
    },
  );

  app.get(
    '/api/booking/getspuserchartdetails',
    { schema: { tags: ['charts'], querystring: periodQuery }, preHandler: staff },
    async (req) => {
      const { rows, period } = await charts.staffChart(scopedSiteId(req, req.query.siteId), request(req.query));
      return results(rows, period);
    },
  );

  app.get(
    '/api/booking/getrevenuechartdetails',
    {
      schema: {
        tags: ['charts'],
        // Revenue is read by chartperiod (spec 03); a custom period takes its dates, chartType is not used.
        querystring: periodQuery,
      },
      preHandler: staff,
    },
    async (req) => {
      const { rows, period } = await charts.revenueChart(scopedSiteId(req, req.query.siteId), request(req.query));
      return results(rows, period);
    },
  );

  const siteQuery = { schema: { tags: ['charts'], querystring: z.object({ siteId }) }, preHandler: staff };
  app.get('/api/VehicleType/getbookedVehicletypechartdetails', siteQuery, async (req) =>
    results(await charts.bookedVehicleTypes(scopedSiteId(req, req.query.siteId))),
  );
};
