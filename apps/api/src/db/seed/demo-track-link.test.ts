import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoTrackLinkPath } from './demo-track-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the start banner's tracking link", () => {
  it("opens the demo's ride on the way on City Limo's host, with the car's position", async () => {
    const link = await t.db.transaction((tx) => demoTrackLinkPath(tx, new Date()));
    expect(link?.host).toBe('citylimo.localhost');
    const res = await t.app.inject({ url: `/api${link?.path}`, headers: { host: 'citylimo.localhost' } });
    expect(res.statusCode).toBe(200);
    const state = res.json().results[0];
    expect(state.status).toBe('en route');
    expect(state.position).not.toBeNull();
    // Another provider's host does not open it.
    const elsewhere = await t.app.inject({ url: `/api${link?.path}`, headers: { host: 'baychauffeurs.localhost' } });
    expect(elsewhere.statusCode).toBe(404);
  });
});
