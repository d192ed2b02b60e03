import { toCents } from '@ridedesk/domain/booking/money';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import {
  isTrialPlan,
  PLAN_MESSAGES,
  type SubscriptionPlanForm,
} from '@ridedesk/domain/subscriptions/subscription-plans';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditOf } from '../../lib/record-state.ts';
import type { PlatformContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import * as repo from './subscriptions.repository.ts';

const toPlanDto = (row: repo.PlanRow) => {
  const cost = Number(row.cost);
  return {
    id: row.id,
    name: row.name,
    cost,
    noOfUsers: row.noOfUsers,
    noOfBookings: row.noOfBookings,
    features: row.features,
    isTrial: isTrialPlan({ name: row.name, cost }),
    isEnabled: row.isEnabled,
    ...auditOf(row),
  };
};

export type PlanDto = ReturnType<typeof toPlanDto>;

const duplicateName = () =>
  new AppError(ERROR_CODES.conflict, 409, PLAN_MESSAGES.duplicateName, { name: PLAN_MESSAGES.duplicateName });

const planValues = (form: SubscriptionPlanForm): repo.PlanValues => ({
  name: form.name,
  cost: (toCents(form.cost) / 100).toFixed(2),
  noOfUsers: form.noOfUsers,
  noOfBookings: form.noOfBookings,
  features: form.features,
});

/** The platform's plans (spec 01 section 9): the list, one plan, create, edit, enable or disable. */
export const createPlanUseCases = ({ db }: { db: Db }) => {
  const requirePlan = async (id: number) => {
    const row = await repo.findPlan(db, id);
    if (!row) throw notFound('Subscription plan not found');
    return row;
  };

  return {
    /** api/subscriptionPlan/get: every plan for the platform administrator, the enabled ones for others. */
    listPlans: async (
      { actor }: PlatformContext<Actor | null>,
      query: { name?: string; page?: number; pageSize?: number },
    ) => {
      const all = actor?.role === ROLES.superAdmin;
      const paged = query.page !== undefined;
      const pageSize = query.pageSize ?? 10;
      const { rows, total } = await repo.listPlans(db, {
        enabledOnly: !all,
        name: query.name,
        offset: paged ? ((query.page ?? 1) - 1) * pageSize : undefined,
        limit: paged ? pageSize : undefined,
      });
      return { plans: rows.map(toPlanDto), total };
    },

    getPlan: async (_ctx: PlatformContext<Actor | null>, { id }: { id: number }) => toPlanDto(await requirePlan(id)),

    createPlan: async ({ actor }: PlatformContext, form: SubscriptionPlanForm) => {
      if (await repo.isPlanNameTaken(db, form.name)) throw duplicateName();
      const id = await repo.insertPlan(db, planValues(form), actor.userId);
      return toPlanDto(await requirePlan(id));
    },

    updatePlan: async ({ actor }: PlatformContext, { id, ...form }: SubscriptionPlanForm & { id: number }) => {
      await requirePlan(id);
      if (await repo.isPlanNameTaken(db, form.name, id)) throw duplicateName();
      await repo.updatePlan(db, id, planValues(form), actor.userId);
      return toPlanDto(await requirePlan(id));
    },

    setPlanEnabled: async ({ actor }: PlatformContext, { id, isEnabled }: { id: number; isEnabled: boolean }) => {
      await requirePlan(id);
      await repo.updatePlan(db, id, { isEnabled }, actor.userId);
      return toPlanDto(await requirePlan(id));
    },
  };
};
