import type { Config } from '../../config.ts';
import type { GeoProvider } from './geo-provider.ts';
import { createGoogleMaps } from './google-maps.ts';
import { createOfflineGazetteer } from './offline-gazetteer.ts';

/** Google Maps when GOOGLE_MAPS_API_KEY is set, else the offline gazetteer. */
export const geoProviderFromConfig = (config: Pick<Config, 'googleMapsApiKey' | 'googleMapsBaseUrl'>): GeoProvider =>
  config.googleMapsApiKey
    ? createGoogleMaps({ apiKey: config.googleMapsApiKey, baseUrl: config.googleMapsBaseUrl })
    : createOfflineGazetteer();
