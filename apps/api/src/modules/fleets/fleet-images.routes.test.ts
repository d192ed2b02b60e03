import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: DemoTokens;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridedesk-images-'));

beforeAll(async () => ({ t, tokens } = await appWithDemoRoles({ env: { DATA_DIR: dataDir } })));
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(32),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(16)]);
const bmp = () => {
  const data = Buffer.alloc(70);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(70, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  return data;
};
const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="5" fill="#123"/></svg>';

const upload = (fileName: string, data: Buffer | string, token: string | null = tokens.provider, query = '') => {
  const boundary = `----ridedesk${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/fleet/uploadimage${query}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? t.bearer(token) : {}) },
    payload,
  });
};

describe('fleet image upload', () => {
  it('When a provider uploads a PNG, then it answers Valid File!!!! and the picture is served back as image/png', async () => {
    const res = await upload('Escalade Front.PNG', PNG);
    expect(res.statusCode).toBe(200);
    const result = res.json().results[0];
    expect(result).toMatchObject({ message: 'Valid File!!!!' });
    expect(result.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(result.url).toBe(`/api/fleet/image/5/${result.fileName}`);
    expect(existsSync(path.join(dataDir, 'uploads', 'fleets', '5', result.fileName))).toBe(true);

    const image = await t.app.inject({ url: result.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
  });

  it('When JPEG, JIF, GIF and BMP pictures are uploaded, then each is accepted with its content type', async () => {
    for (const [name, data, type] of [
      ['car.jpg', JPEG, 'image/jpeg'],
      ['car.jpeg', JPEG, 'image/jpeg'],
      ['car.jif', JPEG, 'image/jpeg'],
      ['car.gif', GIF, 'image/gif'],
      ['car.bmp', bmp(), 'image/bmp'],
    ] as const) {
      const res = await upload(name, data);
      expect(res.statusCode, name).toBe(200);
      const image = await t.app.inject({ url: res.json().results[0].url });
      expect(image.headers['content-type']).toBe(type);
    }
  });

  it('When a fleet is saved with the uploaded picture, then it answers the picture’s address', async () => {
    const fileName = (await upload('car.png', PNG)).json().results[0].fileName;
    const types = (
      await t.app.inject({ url: '/api/vehicleType/mappingBySiteId', headers: t.bearer(tokens.provider) })
    ).json().results;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fleet/create',
      headers: t.bearer(tokens.provider),
      payload: {
        vehicleTypeId: types[0].vehicleType.id,
        nickName: 'Pictured',
        vin: 'PHT00000000000001',
        color: 'Blue',
        make: 'Ford',
        model: 'Transit',
        year: 2021,
        seater: 12,
        amenties: 'WiFi',
        imageFileName: fileName,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({
      imageFileName: fileName,
      imageUrl: `/api/fleet/image/5/${fileName}`,
    });
  });

  it('When an SVG without script is uploaded, then it is kept, sanitized, and served as image/svg+xml', async () => {
    const svg = SVG.replace('?>', '?><!-- drawn by hand -->').replace('<rect', '<metadata>x</metadata><rect');
    const res = await upload('logo.svg', svg);
    expect(res.statusCode).toBe(200);
    const image = await t.app.inject({ url: res.json().results[0].url });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<rect');
    expect(image.body).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it('When an SVG holds a script, an event handler or a javascript link, then it answers Only images allowed!!', async () => {
    for (const svg of [
      SVG.replace('<rect', '<script>alert(1)</script><rect'),
      SVG.replace('<svg ', '<svg onload="alert(1)" '),
      SVG.replace('<rect', '<a href="javascript:alert(1)"><text>x</text></a><rect'),
      SVG.replace('<rect', '<foreignObject><div>x</div></foreignObject><rect'),
      `<!DOCTYPE svg [<!ENTITY x "y">]>${SVG.replace('<?xml version="1.0"?>', '')}`,
    ]) {
      const res = await upload('evil.svg', svg);
      expect(res.statusCode, svg).toBe(400);
      expect(res.json().message).toBe('Only images allowed!!');
    }
  });

  it('When the type is not allowed or the bytes are not what the name says, then it answers Only images allowed!!', async () => {
    for (const [name, data] of [
      ['notes.pdf', Buffer.from('%PDF-1.7')],
      ['photo.png', JPEG],
      ['photo.jpg', Buffer.from('just text')],
      ['photo.svg', PNG],
      ['noextension', PNG],
      ['page.svg', '<html><body><svg></svg></body></html>'],
    ] as const) {
      const res = await upload(name, data);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Only images allowed!!', code: 'VALIDATION' });
    }
  });

  it('When the picture is larger than 5 MB, then it is refused and nothing is stored', async () => {
    const before = readdirSync(path.join(dataDir, 'uploads', 'fleets', '5')).length;
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('huge.png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image must be 5 MB or smaller');
    expect(readdirSync(path.join(dataDir, 'uploads', 'fleets', '5')).length).toBe(before);
  });

  it('When the body is not multipart, then it asks for an image file', async () => {
    const res = await t.send('POST', '/api/fleet/uploadimage', tokens.provider, { file: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose an image file');
  });

  it('When a standard user, a customer or nobody uploads, then 403, 403 and 401', async () => {
    expect((await upload('car.png', PNG, tokens.dispatcher)).statusCode).toBe(403);
    expect((await upload('car.png', PNG, tokens.customer)).statusCode).toBe(403);
    expect((await upload('car.png', PNG, null)).statusCode).toBe(401);
  });

  it('When a provider names another site, then the upload answers 404', async () => {
    expect((await upload('car.png', PNG, tokens.provider, '?siteId=6')).statusCode).toBe(404);
  });

  it('When an image name is unknown or not a stored name, then it answers 404 or 400', async () => {
    expect((await t.app.inject({ url: `/api/fleet/image/5/${randomUUID()}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/fleet/image/6/${randomUUID()}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/fleet/image/5/..%2F..%2Fkeys%2Fkey.png' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/fleet/image/5/passwd' })).statusCode).toBe(400);
  });
});
