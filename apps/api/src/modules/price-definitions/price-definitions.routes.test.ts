import { describe, expect, it } from 'vitest';
import { addExisting, demoCatalog, newProviderSite } from '../../../test/fixtures/pricing-catalog.ts';
import { expectOnlyFirstCompletes, setupCount } from '../../../test/master-data.ts';
import {
  catalog,
  create,
  fleets,
  get,
  id,
  otherSiteFleetId,
  PUBLISH,
  perMile,
  post,
  startPriceDefinitionsApp,
  t,
  tokens,
} from '../../../test/suites/price-definitions-suite.ts';

startPriceDefinitionsApp();

describe('creating a price definition', () => {
  it('When a provider publishes a per mile price, then it answers 201 with the names, basis and rates', async () => {
    const body = perMile({ ...PUBLISH, serviceTypeId: id(catalog.serviceTypes, 'Corporate Roadshow') });
    const res = await post('/api/priceDefinition/create', tokens.provider, body);
    expect(res.statusCode).toBe(201);
    const row = res.json().results[0];
    expect(row).toMatchObject({
      name: body.name,
      vehicleType: 'Sedan',
      serviceType: 'Corporate Roadshow',
      serviceUserType: 'Individual',
      priceType: 'Per Mile',
      basis: 'per mile',
      baseFare: 15,
      perMileRate: 3.25,
      perHourRate: 0,
      minimumHours: 0,
      minimumFare: 45,
      taxPercentage: 10.25,
      fleetIds: [],
      fleets: [],
      appliesToAllFleets: true,
      isDraft: false,
      isPublished: true,
      isEnabled: true,
      createdBy: { firstName: 'Olivia' },
    });
    expect(res.json().setupStatus).toBeUndefined();
  });

  it('When fleets of its vehicle type are named, then the price applies to those fleets only', async () => {
    const suvs = fleets.filter((f) => f.vehicleTypeId === id(catalog.vehicleTypes, 'Executive SUV'));
    expect(suvs.length).toBeGreaterThan(0);
    const row = await create(
      perMile({
        vehicleTypeId: id(catalog.vehicleTypes, 'Executive SUV'),
        fleetIds: [{ id: suvs[0].id }, suvs[0].id],
      }),
    );
    expect(row.fleetIds).toEqual([suvs[0].id]);
    expect(row.fleets).toEqual([expect.objectContaining({ id: suvs[0].id, nickName: suvs[0].nickName })]);
    expect(row.appliesToAllFleets).toBe(false);
  });

  it('When the price is per hour, then the hour rate and minimum hours are kept', async () => {
    const row = await create(
      perMile({
        priceTypeId: id(catalog.priceTypes, 'Per Hour'),
        serviceTypeId: id(catalog.serviceTypes, 'Hourly Charter'),
        baseFare: 0,
        perMileRate: null,
        perHourRate: '85.00',
        minimumHours: '2',
        minimumFare: 170,
      }),
    );
    expect(row).toMatchObject({ basis: 'per hour', perHourRate: 85, minimumHours: 2, perMileRate: 0 });
  });

  it('When the tax has three decimals (8.625 %), then it is kept to the thousandth', async () => {
    const row = await create(perMile({ taxPercentage: 8.625 }));
    expect(row.taxPercentage).toBe(8.625);
  });

  it.each([
    ['name', { name: '  ' }, 'Please enter the price definition name'],
    ['vehicleTypeId', { vehicleTypeId: 0 }, 'Please choose the vehicle type'],
    ['serviceTypeId', { serviceTypeId: undefined }, 'Please choose the service type'],
    ['priceTypeId', { priceTypeId: '' }, 'Please choose the price type'],
    ['baseFare', { baseFare: -1 }, 'Please enter a number of 0 or more'],
    ['perMileRate', { perMileRate: -0.5 }, 'Please enter a number of 0 or more'],
    ['minimumFare', { minimumFare: 'abc' }, 'Please enter a number'],
    ['taxPercentage', { taxPercentage: 100.5 }, 'Please enter a tax percentage between 0 and 100'],
    ['taxPercentage', { taxPercentage: -1 }, 'Please enter a tax percentage between 0 and 100'],
    ['minimumHours', { minimumHours: 25 }, 'Please enter minimum hours between 0 and 24'],
  ])('When %s is invalid (%j), then it answers 400 with its message', async (field, over, message) => {
    const res = await post('/api/priceDefinition/create', tokens.provider, perMile(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it.each([
    ['Per Mile', { perMileRate: null }, 'perMileRate', 'Please enter the per mile rate'],
    ['Per Mile', { perMileRate: 0 }, 'perMileRate', 'Please enter the per mile rate'],
    ['Per Hour', { perHourRate: '' }, 'perHourRate', 'Please enter the per hour rate'],
    ['Flat Rate', { baseFare: 0 }, 'baseFare', 'Please enter the base fare'],
  ])(
    'When the basis is %s and %j, then it answers 400: the rate the basis needs',
    async (type, over, field, message) => {
      const res = await post(
        '/api/priceDefinition/create',
        tokens.provider,
        perMile({ priceTypeId: id(catalog.priceTypes, type), ...over }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    },
  );

  it('When the vehicle type is not mapped to the site, then it answers 400 Please choose the vehicle type', async () => {
    const bay = await demoCatalog(t, tokens.provider2);
    const minivan = id(bay.vehicleTypes, 'Minivan');
    expect(catalog.vehicleTypes.has('Minivan')).toBe(false);
    const res = await post('/api/priceDefinition/create', tokens.provider, perMile({ vehicleTypeId: minivan }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ vehicleTypeId: 'Please choose the vehicle type' });
  });

  it('When a service type id names a vehicle type (another kind), then it answers 400', async () => {
    const res = await post(
      '/api/priceDefinition/create',
      tokens.provider,
      perMile({ serviceTypeId: id(catalog.vehicleTypes, 'Sedan') }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ serviceTypeId: 'Please choose the service type' });
  });

  it('When the service type mapping is disabled for the site, then it answers 400 until it is enabled again', async () => {
    const mappings = (await get('/api/serviceType/mappingBySiteId', tokens.provider)).json().results as {
      id: number;
      serviceType: { name: string };
    }[];
    const wedding = mappings.find((m) => m.serviceType.name === 'Wedding')!;
    const toggle = (isEnabled: boolean) =>
      post('/api/serviceType/enableDisableServiceTypeSiteMapping', tokens.provider, { id: wedding.id, isEnabled });
    expect((await toggle(false)).statusCode).toBe(200);
    const body = perMile({ serviceTypeId: id(catalog.serviceTypes, 'Wedding') });
    const refused = await post('/api/priceDefinition/create', tokens.provider, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ serviceTypeId: 'Please choose the service type' });
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await post('/api/priceDefinition/create', tokens.provider, body)).statusCode).toBe(201);
  });

  it('When a fleet of another site is named, then it answers 404 and nothing is stored', async () => {
    const body = perMile({ fleetIds: [otherSiteFleetId] });
    const res = await post('/api/priceDefinition/create', tokens.provider, body);
    expect(res.statusCode).toBe(404);
    const list = (await get('/api/priceDefinition/mappingBySiteId', tokens.provider)).json().results;
    expect(list.some((d: { name: string }) => d.name === body.name)).toBe(false);
  });

  it('When a fleet of another vehicle type is named, then it answers 400', async () => {
    const notSedan = fleets.find((f) => f.vehicleTypeId !== id(catalog.vehicleTypes, 'Sedan'))!;
    const res = await post('/api/priceDefinition/create', tokens.provider, perMile({ fleetIds: [notSedan.id] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.fleetIds).toContain('is not of the chosen vehicle type');
  });

  it('When the name is already used on the site (any case), then it answers 409', async () => {
    const first = await create(perMile());
    const res = await post('/api/priceDefinition/create', tokens.provider, perMile({ name: first.name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`A price definition named "${first.name.toUpperCase()}" is already on this site`);
  });

  it('When another provider uses the same name on its own site, then both are kept', async () => {
    const bay = await demoCatalog(t, tokens.provider2);
    const mine = await create(perMile());
    const theirs = await create(
      perMile({
        name: mine.name,
        vehicleTypeId: id(bay.vehicleTypes, 'Sedan'),
        serviceTypeId: id(bay.serviceTypes, 'Point to Point'),
        serviceUserTypeId: null,
        priceTypeId: id(bay.priceTypes, 'Per Mile'),
      }),
      tokens.provider2,
    );
    expect(theirs.siteId).not.toBe(mine.siteId);
  });

  it('When the first price definition of a site is created, then it answers setupStatus completed and the count is 1', async () => {
    const { siteId } = await newProviderSite(t, tokens.superadmin);
    const masters = [
      id(catalog.vehicleTypes, 'Sedan'),
      id(catalog.serviceTypes, 'Point to Point'),
      id(catalog.priceTypes, 'Flat Rate'),
    ];
    await addExisting(t, tokens.superadmin, 'VehicleType', 'vehicleType', siteId, [masters[0]]);
    await addExisting(t, tokens.superadmin, 'ServiceType', 'serviceType', siteId, [masters[1]]);
    await addExisting(t, tokens.superadmin, 'PriceType', 'priceType', siteId, [masters[2]]);
    expect(await setupCount(t, tokens.superadmin, siteId, 'countPriceDefinition')).toBe(0);
    const body = {
      siteId,
      name: 'Airport flat',
      vehicleTypeId: masters[0],
      serviceTypeId: masters[1],
      priceTypeId: masters[2],
      baseFare: 75,
      isPublished: true,
    };
    const first = await expectOnlyFirstCompletes('countPriceDefinition', (nth) =>
      post(
        '/api/priceDefinition/create',
        tokens.superadmin,
        nth === 1 ? body : { ...body, name: 'Airport flat 2', isPublished: false, isDraft: true },
      ),
    );
    expect(first.json().results[0]).toMatchObject({ siteId, basis: 'flat', serviceUserType: null });
    expect(await setupCount(t, tokens.superadmin, siteId, 'countPriceDefinition')).toBe(1);
  });

  it('When the platform administrator creates on the product site, then it answers 422', async () => {
    const res = await post('/api/priceDefinition/create', tokens.superadmin, perMile());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please choose a provider site first');
  });
});
