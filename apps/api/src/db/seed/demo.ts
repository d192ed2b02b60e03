import { count } from 'drizzle-orm';
import { syncOtherLanguagesSetting } from '../../modules/settings/settings.service.ts';
import { insertServiceProvider, insertSite } from '../../modules/sites/sites.repository.ts';
import { insertUser } from '../../modules/users/users.repository.ts';
import { users } from '../../modules/users/users.schema.ts';
import { hashPassword } from '../../modules/users/users.service.ts';
import type { Tx } from '../client.ts';
import { DEMO_CHAUFFEURS } from './demo-ride-day.ts';
import { seedDemoSmsSetting } from './sms-content.ts';

export const DEMO_PASSWORD = 'ridedesk-demo';

export const DEMO_PROVIDERS = [
  {
    host: 'citylimo.localhost',
    name: 'City Limo',
    title: 'City Limo — Chicago chauffeurs',
    color: '#1B2A41,#C9A227',
    otherLanguageIds: [2],
    provider: {
      name: 'City Limo LLC',
      ein: '36-4829137',
      zipCode: '60601',
      phone: '312-555-0142',
      email: 'dispatch@citylimo.example',
    },
  },
  {
    host: 'baychauffeurs.localhost',
    name: 'Bay Chauffeurs',
    title: 'Bay Chauffeurs — San Francisco',
    color: '#0B6E4F,#E8F1EE',
    otherLanguageIds: [2],
    provider: {
      name: 'Bay Chauffeurs Inc.',
      ein: '94-3318270',
      zipCode: '94105',
      phone: '415-555-0178',
      email: 'rides@baychauffeurs.example',
    },
  },
  {
    host: 'lonestarcars.localhost',
    name: 'Lone Star Cars',
    title: 'Lone Star Cars — Austin & Dallas',
    color: '#8C1C13,#F4E9D8',
    otherLanguageIds: [],
    provider: {
      name: 'Lone Star Cars Co.',
      ein: '74-2093351',
      zipCode: '78701',
      phone: '512-555-0119',
      email: 'book@lonestarcars.example',
    },
  },
];

export type DemoAccount = { userName: string; role: string; site: string };

/**
 * Demo data for a fresh database: three provider sites on *.localhost hosts and the sign-in
 * accounts of the README. Never loaded in production (the caller checks).
 */
export const seedDemoData = async (db: Tx): Promise<DemoAccount[] | null> => {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: DemoAccount[] = [];

  await insertUser(db, {
    siteId: 4,
    roleId: 1,
    userName: 'superadmin',
    email: 'superadmin@ridedesk.example',
    passwordHash,
    firstName: 'Sam',
    lastName: 'Admin',
    phone: '555-010-2025',
    preferredTimezone: 'America/Chicago',
    emailVerified: true,
  });
  accounts.push({ userName: 'superadmin', role: 'SuperAdmin', site: 'localhost/admin' });

  const siteIds: number[] = [];
  for (const [index, demo] of DEMO_PROVIDERS.entries()) {
    const siteId = await insertSite(db, {
      name: demo.name,
      host: demo.host,
      typeId: 2,
      title: demo.title,
      color: demo.color,
      preferredLanguageId: 1,
      otherLanguageIds: demo.otherLanguageIds,
      createdBy: 1,
    });
    siteIds.push(siteId);
    await syncOtherLanguagesSetting(db, siteId, demo.otherLanguageIds, null);
    await insertServiceProvider(db, { siteId, ...demo.provider, registrationStatus: 'Approved' });
    const userName = index === 0 ? 'provider' : `provider${index + 1}`;
    await insertUser(db, {
      siteId,
      roleId: 2,
      userName,
      email: `${userName}@${demo.host.split('.')[0]}.example`,
      passwordHash,
      firstName: ['Olivia', 'Marcus', 'Rosa'][index],
      lastName: ['Grant', 'Chen', 'Alvarez'][index],
      phone: demo.provider.phone,
      preferredTimezone: ['America/Chicago', 'America/Los_Angeles', 'America/Chicago'][index],
      emailVerified: true,
    });
    accounts.push({ userName, role: 'SPAdmin', site: `${demo.host}/admin` });
  }

  await insertUser(db, {
    siteId: siteIds[0],
    roleId: 3,
    userName: 'dispatcher',
    email: 'dispatcher@citylimo.example',
    passwordHash,
    firstName: 'Dana',
    lastName: 'Brooks',
    phone: '312-555-0190',
    preferredTimezone: 'America/Chicago',
    emailVerified: true,
  });
  accounts.push({ userName: 'dispatcher', role: 'SPUser', site: 'citylimo.localhost/admin' });
  // City Limo texts its travellers (issue 22); the other demo sites keep the default (off).
  await seedDemoSmsSetting(db, siteIds[0]);

  await insertUser(db, {
    siteId: siteIds[0],
    roleId: 4,
    userName: 'customer',
    email: 'customer@ridedesk.example',
    passwordHash,
    firstName: 'Chris',
    lastName: 'Traveler',
    phone: '312-555-0111',
    preferredTimezone: 'America/Chicago',
    emailVerified: true,
  });
  accounts.push({ userName: 'customer', role: 'Customer', site: 'citylimo.localhost' });
  // City Limo's chauffeurs (demo-ride-day.ts makes them, with their hours and today's rides).
  for (const c of DEMO_CHAUFFEURS)
    accounts.push({ userName: c.userName, role: 'Chauffeur', site: 'citylimo.localhost/driver' });
  return accounts;
};
