import { percentOf, toCents, toDollars } from '@ridedesk/domain/booking/money';
import { discountAmount } from '@ridedesk/domain/booking/pricing';
import { applySaveAction, type SaveFlags, saveActionOf } from '@ridedesk/domain/master-data/draft-publish';
import {
  DISCOUNT_CODE_MAX,
  DISCOUNT_MESSAGES,
  type DiscountForm,
  type DiscountKind,
  normalizeDiscountCode,
} from '@ridedesk/domain/pricing/discount-form';
import { discountStatusOn, parsePickupDate } from '@ridedesk/domain/pricing/discount-rules';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, businessRule, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import * as record from '../../lib/record-state.ts';
import { publicScopeOf } from '../../lib/site-scope.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findPriceDefinitionInScope } from '../price-definitions/price-definitions.service.ts';
import * as repo from './discounts.repository.ts';

const NOT_FOUND = 'The promo code was not found';

const toDiscountDto = (row: repo.DiscountRow) => ({
  id: row.id,
  siteId: row.siteId,
  code: row.code,
  description: row.description,
  kind: row.kind as DiscountKind,
  value: Number(row.value),
  validFrom: row.validFrom,
  validTo: row.validTo,
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  remainingUses: row.usageLimit === null ? null : Math.max(0, row.usageLimit - row.usedCount),
  ...record.recordStateOf(row),
});
export type DiscountDto = ReturnType<typeof toDiscountDto>;

/** A redeemed code: what the booking needs to compute its discount with the money rules. */
export type RedeemedDiscount = { id: number; code: string; kind: DiscountKind; value: number };

/**
 * Inside the booking transaction: checks the code again for the pickup day and counts one use,
 * atomically (the usage limit can never be passed, even by simultaneous bookings). pickupDate
 * is YYYY-MM-DD (a time after it is ignored). A discount id of 0 means no promo code and
 * answers null. Throws 422 'Invalid Promo Code !!' when the
 * code no longer applies.
 */
export const redeemDiscount = async (
  tx: Tx,
  siteId: number,
  discountId: number,
  pickupDate: string,
): Promise<RedeemedDiscount | null> => {
  if (discountId === 0) return null;
  const day = parsePickupDate(pickupDate);
  const row = day ? await repo.redeem(tx, siteId, discountId, day) : undefined;
  if (!row) throw businessRule(DISCOUNT_MESSAGES.invalid);
  return { id: row.id, code: row.code, kind: row.kind as DiscountKind, value: Number(row.value) };
};

/** How many promo codes a site has (setup checklist). */
export const countDiscounts = (db: Tx, siteId: number) => repo.countDiscounts(db, siteId);

const RECORDS = 'promo codes';
/** What a read needs of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;
/** A traveller's read: one site, or every provider site (siteId null). */
type PublicCtx = Pick<UseCaseContext<Actor | null, number | null>, 'siteId'>;

const duplicateCode = () => conflict(DISCOUNT_MESSAGES.duplicateCode);

/** Promo codes of a site: list, draft and publish, enable and disable; the traveller's checks. */
export const createDiscountsService = (db: Db) => {
  const discountOrNotFound = async (tx: Tx, siteId: number, id: number) => {
    const row = await repo.findDiscount(tx, siteId, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  const valuesOf = (form: DiscountForm): repo.DiscountValues => ({
    code: form.code,
    description: form.description,
    kind: form.kind,
    value: form.value,
    validFrom: form.validFrom,
    validTo: form.validTo,
    usageLimit: form.usageLimit,
  });

  /** The unique index on (site, upper(code)) is the final word when two saves race. */
  const codeRace = (error: unknown): never => {
    if (isUniqueViolation(error, 'discounts_site_code_uq')) throw duplicateCode();
    throw error;
  };

  return {
    list: async ({ siteId }: Ctx, filter: { isPublished?: boolean } = {}) =>
      (await repo.listDiscounts(db, siteId, filter)).map(toDiscountDto),

    get: async ({ siteId }: Ctx, { id }: { id: number }) => toDiscountDto(await discountOrNotFound(db, siteId, id)),

    create: async (
      ctx: record.ChangeCtx,
      form: DiscountForm & SaveFlags & { isEnabled?: boolean },
    ): Promise<{ discount: DiscountDto; wasFirst: boolean }> => {
      record.assertCanAdd(ctx, RECORDS);
      const { siteId, actor } = ctx;
      return db
        .transaction(async (tx) => {
          if (await repo.isCodeTaken(tx, siteId, form.code)) throw duplicateCode();
          const wasFirst = (await repo.countDiscounts(tx, siteId)) === 0;
          const id = await repo.insertDiscount(tx, siteId, {
            ...valuesOf(form),
            ...applySaveAction(null, saveActionOf(form)),
            isEnabled: form.isEnabled ?? true,
            createdBy: actor.userId,
          });
          return { discount: toDiscountDto(await discountOrNotFound(tx, siteId, id)), wasFirst };
        })
        .catch(codeRace);
    },

    update: async ({ siteId, actor }: record.ChangeCtx, form: DiscountForm & SaveFlags & { id: number }) => {
      record.assertSiteAdmin(actor, RECORDS);
      const { id } = form;
      return db
        .transaction(async (tx) => {
          const row = await discountOrNotFound(tx, siteId, id);
          if (await repo.isCodeTaken(tx, siteId, form.code, id)) throw duplicateCode();
          if (form.usageLimit !== null && form.usageLimit < row.usedCount)
            throw badRequest(DISCOUNT_MESSAGES.usageBelowUsed, { usageLimit: DISCOUNT_MESSAGES.usageBelowUsed });
          await repo.updateDiscount(tx, siteId, id, {
            ...valuesOf(form),
            ...applySaveAction(row, saveActionOf(form)),
            updatedBy: actor.userId,
          });
          return toDiscountDto(await discountOrNotFound(tx, siteId, id));
        })
        .catch(codeRace);
    },

    /** Enable or disable (toggles without a flag); netUserId records who did it. */
    setEnabled: async ({ siteId, actor }: record.ChangeCtx, { id, isEnabled }: record.EnableChange) => {
      record.assertSiteAdmin(actor, RECORDS);
      return db.transaction(async (tx) => {
        const row = await discountOrNotFound(tx, siteId, id);
        await repo.updateDiscount(tx, siteId, id, record.enabledChange(actor, row, isEnabled));
        return toDiscountDto(await discountOrNotFound(tx, siteId, id));
      });
    },

    /**
     * isValidDiscount: the id of the site's code when it applies to a ride on pickupDate, else 0
     * (unknown code, not published or enabled, outside its dates, usage limit reached). Without
     * one site (the product site with no provider named) no code applies.
     */
    validDiscountId: async ({ siteId }: PublicCtx, { code, pickupDate }: { code: string; pickupDate: string }) => {
      if (siteId === null) return 0;
      const normalised = normalizeDiscountCode(code);
      if (!normalised || normalised.length > DISCOUNT_CODE_MAX) return 0;
      const row = await repo.findDiscountByCode(db, siteId, normalised);
      if (!row) return 0;
      return discountStatusOn(row, pickupDate) === 'valid' ? row.id : 0;
    },

    /**
     * getRateDetailsOfRide: the discount on a ride of this cost and the tax percentage of its
     * price definition, in cents by the money rules and answered in dollars. The price
     * definition must be one the caller may be quoted (404 otherwise) and the code one of its
     * site's (404); a code that no longer applies is refused (422).
     */
    rateDetails: async (
      ctx: PublicCtx,
      { priceDefinitionId, discountId, cost }: { priceDefinitionId: number; discountId: number; cost: number },
    ) => {
      const definition = await findPriceDefinitionInScope(db, publicScopeOf(ctx), priceDefinitionId);
      if (!definition) throw notFound('The price definition was not found');
      const costCents = toCents(cost);
      let discountCents = 0;
      if (discountId !== 0) {
        const row = await repo.findDiscount(db, definition.siteId, discountId);
        if (!row) throw notFound(NOT_FOUND);
        if (!row.isPublished || !row.isEnabled || (row.usageLimit !== null && row.usedCount >= row.usageLimit))
          throw businessRule(DISCOUNT_MESSAGES.invalid);
        discountCents = discountAmount(costCents, { kind: row.kind as DiscountKind, value: Number(row.value) });
      }
      const taxCents = percentOf(costCents - discountCents, definition.taxPercentage);
      return {
        id: discountId,
        priceDefinitionId: definition.id,
        cost: toDollars(costCents),
        discountAmount: toDollars(discountCents),
        taxPercentage: definition.taxPercentage,
        taxAmount: toDollars(taxCents),
      };
    },
  };
};

export type DiscountsService = ReturnType<typeof createDiscountsService>;
