import { DEFAULT_COLOR, DEFAULT_SITE_ID, ROLES, SITE_TITLE_MAX } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { SITE_ADDRESS_MESSAGES, siteHostOf, siteLabelOf } from '@ridedesk/domain/site/site-address';
import { joinColors, normaliseHost, type SiteForm } from '@ridedesk/domain/site/site-form';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { ALL_SITES, oneSite } from '../../lib/site-scope.ts';
import type { PlatformContext, UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';

/** A use case on one site: the site it reads or changes, and who does it. */
type SiteCtx = UseCaseContext<Actor>;

import { pageWindow } from '../../lib/paged-query.ts';
import { auditOf } from '../../lib/record-state.ts';
import type { RequestSite } from '../../plugins/tenant.ts';
import { languageExists } from '../languages/languages.service.ts';
import { syncOtherLanguagesSetting } from '../settings/settings.service.ts';
import * as repo from './sites.repository.ts';

type SiteRow = NonNullable<repo.SiteRow>;

/** A provider's company and registration (payment) status, for the subscriptions module. */
export const serviceProviderOfSite = (db: Tx, siteId: number) => repo.findServiceProviderBySite(db, siteId);
/** A provider by company name and ZIP code (getSubscriptionIdByServiceproviderZipcode). */
export const findServiceProviderByNameAndZip = (db: Tx, name: string, zipCode: string) =>
  repo.findServiceProviderByNameAndZip(db, name, zipCode);
/** Sets a provider's registration (payment) status (subscriptions: trial, approval, lapse). */
export const setProviderRegistrationStatus = (db: Tx, siteId: number, status: string) =>
  repo.setRegistrationStatus(db, siteId, status);

/** Records a provider's EIN (subscriptions: asked before the first paid plan). */
export const setProviderEin = (db: Tx, siteId: number, ein: string) => repo.setProviderEin(db, siteId, ein);

/** Records the phone, e-mail and address travellers see on the site (setup: the first-run guide), in the caller's transaction. */
export const setProviderContact = (
  db: Tx,
  siteId: number,
  contact: { phone: string; email: string; address: string },
) => repo.setProviderContact(db, siteId, contact);

export const toSiteDto = (
  row: SiteRow,
  extra: { serviceProvider?: unknown; serviceProviderLicense?: unknown } = {},
) => ({
  id: row.id,
  name: row.name,
  host: row.host,
  hostName: row.host,
  type: { id: row.typeId, name: row.typeName },
  title: row.title,
  color: row.color,
  logo: row.logo,
  preferredLanguageId: row.preferredLanguageId,
  otherlanguageids: row.otherLanguageIds.join(','),
  otherLanguageIds: row.otherLanguageIds,
  isEnabled: row.isEnabled,
  ...auditOf(row),
  serviceProvider: extra.serviceProvider ?? null,
  serviceProviderLicense: extra.serviceProviderLicense ?? null,
});

const toRequestSite = (row: SiteRow): RequestSite => ({
  id: row.id,
  name: row.name,
  host: row.host,
  title: row.title,
  color: row.color,
  logo: row.logo,
  preferredLanguageId: row.preferredLanguageId,
  otherLanguageIds: row.otherLanguageIds,
});

const HOST_CACHE_MS = 30_000;
const PROVIDER_SITE_TYPE_ID = 2;
const DEFAULT_LANGUAGE_ID = 1;

/** Sites: tenancy by host, the site list and form, licences. */
export const createSitesService = (db: Db) => {
  const hostCache = new Map<string, { site: RequestSite; at: number }>();
  /** The same sites by id (mail, links): kept as long as by host, forgotten together on every save. */
  const idCache = new Map<number, { site: RequestSite; at: number }>();
  const forgetSites = () => {
    hostCache.clear();
    idCache.clear();
  };

  const resolveSite = async (hostname: string): Promise<RequestSite> => {
    const host = normaliseHost(hostname || '');
    const cached = hostCache.get(host);
    if (cached && Date.now() - cached.at < HOST_CACHE_MS) return cached.site;
    const row = (host && (await repo.findSiteByHost(db, host))) || (await repo.findSiteById(db, DEFAULT_SITE_ID));
    if (!row) throw new Error('The default site 4 is missing: reference data was not loaded');
    const site = toRequestSite(row);
    if (hostCache.size > 10_000) hostCache.clear();
    hostCache.set(host, { site, at: Date.now() });
    return site;
  };

  /** Which site an actor may manage: the platform administrator any, staff only their own. */
  const assertCanManage = (actor: Actor, siteId: number) => {
    if (actor.role === ROLES.superAdmin) return;
    if ((actor.role === ROLES.spAdmin || actor.role === ROLES.spUser) && actor.siteId === siteId) return;
    throw notFound('Site not found');
  };

  const detail = async (row: SiteRow) => {
    const [provider, licenses] = await Promise.all([
      repo.findServiceProviderBySite(db, row.id),
      repo.listLicenses(db, row.id),
    ]);
    return toSiteDto(row, {
      serviceProvider: provider
        ? {
            id: provider.id,
            name: provider.name,
            phone: provider.phone,
            email: provider.email,
            address: provider.address,
            zipCode: provider.zipCode,
            ein: provider.ein,
            registrationStatus: provider.registrationStatus,
          }
        : null,
      serviceProviderLicense: licenses,
    });
  };

  const validateLanguages = async (form: SiteForm) => {
    if (!(await languageExists(db, form.preferredLanguageId)))
      throw badRequest('Please choose the preferred language', {
        preferredLanguageId: 'Please choose the preferred language',
      });
    for (const id of form.otherLanguageIds)
      if (!(await languageExists(db, id)))
        throw badRequest('Unknown language', { otherLanguageIds: 'Unknown language' });
  };

  /** Licences are recorded by the site's administrator or the platform's. */
  const assertRecordsLicences = (actor: Actor, siteId: number) => {
    assertCanManage(actor, siteId);
    if (actor.role === ROLES.spUser) throw forbidden('Only an administrator records licences');
  };

  const duplicateHost = () => new AppError(ERROR_CODES.duplicateHost, 409, MESSAGES.duplicateHost);

  return {
    resolveSite,
    invalidateHosts: () => forgetSites(),

    listSites: async ({ actor }: PlatformContext, query: { host?: string; page: number; pageSize: number }) => {
      // The platform administrator lists every site; anyone else their own (never "no filter").
      const scope = actor.role === ROLES.superAdmin ? ALL_SITES : oneSite(actor.siteId);
      const { rows, total } = await repo.listSites(db, {
        scope,
        host: query.host,
        ...pageWindow(query),
      });
      return { sites: rows.map((r) => toSiteDto(r)), total };
    },

    /** The context's site in detail, for its staff and the platform administrator (404 for others). */
    getSite: async ({ actor, siteId: id }: Pick<SiteCtx, 'actor' | 'siteId'>) => {
      assertCanManage(actor, id);
      const row = await repo.findSiteById(db, id);
      if (!row) throw notFound('Site not found');
      return detail(row);
    },

    createSite: async ({ actor }: PlatformContext, form: SiteForm) => {
      if (actor.role !== ROLES.superAdmin) throw forbidden('Only the platform administrator creates sites');
      await validateLanguages(form);
      return db.transaction(async (tx) => {
        if (await repo.isHostTaken(tx, form.host)) throw duplicateHost();
        const id = await repo.insertSite(tx, {
          name: form.name,
          host: form.host,
          typeId: form.typeId,
          title: form.title,
          color: joinColors(form.headerColor, form.bodyColor),
          preferredLanguageId: form.preferredLanguageId,
          otherLanguageIds: form.otherLanguageIds,
          createdBy: actor.userId,
        });
        await syncOtherLanguagesSetting(tx, id, form.otherLanguageIds, actor.userId);
        forgetSites();
        const row = await repo.findSiteById(tx, id);
        return toSiteDto(row as SiteRow);
      });
    },

    updateSite: async ({ actor, siteId: id }: SiteCtx, form: SiteForm) => {
      assertCanManage(actor, id);
      if (actor.role === ROLES.spUser) throw forbidden('Only an administrator changes the site');
      await validateLanguages(form);
      return db.transaction(async (tx) => {
        const existing = await repo.findSiteById(tx, id);
        if (!existing) throw notFound('Site not found');
        if (await repo.isHostTaken(tx, form.host, id)) throw duplicateHost();
        await repo.updateSite(tx, id, {
          name: form.name,
          host: form.host,
          // Only the platform decides what kind of site it is.
          typeId: actor.role === ROLES.superAdmin ? form.typeId : existing.typeId,
          title: form.title,
          color: joinColors(form.headerColor, form.bodyColor),
          preferredLanguageId: form.preferredLanguageId,
          otherLanguageIds: form.otherLanguageIds,
          updatedBy: actor.userId,
        });
        await syncOtherLanguagesSetting(tx, id, form.otherLanguageIds, actor.userId);
        forgetSites();
        return toSiteDto((await repo.findSiteById(tx, id)) as SiteRow);
      });
    },

    isDuplicateHost: async (hostName: string, exceptSiteId?: number) =>
      repo.isHostTaken(db, normaliseHost(hostName), exceptSiteId),

    /** getSiteIdOfClient: the site the request's host resolved to, with what themes the page. */
    clientSite: async (site: RequestSite) => {
      const provider = site.id > DEFAULT_SITE_ID ? await repo.findServiceProviderBySite(db, site.id) : undefined;
      return {
        site_id: site.id,
        site_color: site.color,
        site_title: site.title,
        site_name: site.name,
        logo: site.logo,
        preferred_language_id: site.preferredLanguageId,
        other_language_ids: site.otherLanguageIds,
        serviceProvider: provider
          ? { name: provider.name, phone: provider.phone, email: provider.email, address: provider.address }
          : null,
      };
    },

    createLicense: async ({ actor, siteId }: SiteCtx, values: repo.LicenseValues) => {
      assertRecordsLicences(actor, siteId);
      return repo.insertLicense(db, siteId, values, actor.userId);
    },

    updateLicense: async ({ actor, siteId }: SiteCtx, { id, ...values }: repo.LicenseValues & { id: number }) => {
      assertRecordsLicences(actor, siteId);
      const row = await repo.updateLicense(db, siteId, id, values, actor.userId);
      if (!row) throw notFound('Licence not found');
      return row;
    },

    serviceProviderOf: (siteId: number) => repo.findServiceProviderBySite(db, siteId),

    /** What of a site decides whether it takes bookings: enabled, and its provider's registration status. */
    registrationOf: async (siteId: number) => {
      const [row, provider] = await Promise.all([
        repo.findSiteById(db, siteId),
        repo.findServiceProviderBySite(db, siteId),
      ]);
      if (!row) return undefined;
      return { isEnabled: row.isEnabled, registrationStatus: provider?.registrationStatus ?? null };
    },

    /**
     * A registering provider's site and company, in the caller's transaction. The host is the one
     * the provider chose (409 when taken), else `<label of the company>.localhost` made unique; the
     * title is the company name, colours default.
     */
    createProviderSite: async (
      tx: Tx,
      input: {
        companyName: string;
        ein: string | null;
        zipCode: string | null;
        email: string;
        subscriptionPlanId: number | null;
        /** The chosen host (already validated), or null to make one from the company name. */
        host?: string | null;
      },
    ) => {
      let host: string;
      if (input.host) {
        if (await repo.isHostTaken(tx, input.host))
          throw new AppError(ERROR_CODES.duplicateHost, 409, SITE_ADDRESS_MESSAGES.taken, {
            siteHost: SITE_ADDRESS_MESSAGES.taken,
          });
        host = input.host;
      } else {
        const label = siteLabelOf(input.companyName) || 'provider';
        host = siteHostOf(label);
        for (let n = 2; await repo.isHostTaken(tx, host); n++) host = siteHostOf(`${label}-${n}`);
      }
      const title = input.companyName.trim().slice(0, SITE_TITLE_MAX).trim();
      const id = await repo.insertSite(tx, {
        name: input.companyName.trim(),
        host,
        typeId: PROVIDER_SITE_TYPE_ID,
        title,
        color: joinColors(DEFAULT_COLOR, DEFAULT_COLOR),
        preferredLanguageId: DEFAULT_LANGUAGE_ID,
        otherLanguageIds: [],
        createdBy: null,
      });
      await syncOtherLanguagesSetting(tx, id, [], null);
      const provider = await repo.insertServiceProvider(tx, {
        siteId: id,
        name: input.companyName.trim(),
        ein: input.ein,
        zipCode: input.zipCode,
        email: input.email,
        registrationStatus: 'Subscription Pending',
        subscriptionPlanId: input.subscriptionPlanId,
      });
      forgetSites();
      return { siteId: id, host, title, registrationStatus: provider.registrationStatus };
    },

    /** A site by id with what themes it (title, colours, languages), for mail and links. */
    findSite: async (siteId: number) => {
      const cached = idCache.get(siteId);
      if (cached && Date.now() - cached.at < HOST_CACHE_MS) return cached.site;
      const row = await repo.findSiteById(db, siteId);
      if (!row) return undefined;
      const site = toRequestSite(row);
      if (idCache.size > 10_000) idCache.clear();
      idCache.set(siteId, { site, at: Date.now() });
      return site;
    },

    assertCanManage,
  };
};

export type SitesService = ReturnType<typeof createSitesService>;
