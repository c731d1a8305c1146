import { describe, expect, it } from 'vitest';
import { FRANCE_CENTER } from './constants';
import { latLngToPoint, pointToLatLng, resolveMapView } from './viewport';

describe('resolveMapView', () => {
  it('keeps a given centre at zoom 13', () => {
    expect(resolveMapView({ center: [47.28, -2.39] })).toEqual({
      center: [47.28, -2.39],
      zoom: 13,
      source: 'given',
    });
  });

  it('prefers a given centre to the user position', () => {
    expect(resolveMapView({ center: [47.28, -2.39], userPosition: [48, -1], zoom: 15 }).center).toEqual([
      47.28, -2.39,
    ]);
  });

  it('centres on the user at zoom 13 when no centre is given', () => {
    expect(resolveMapView({ userPosition: [47.1, -2.2] })).toEqual({
      center: [47.1, -2.2],
      zoom: 13,
      source: 'user',
    });
  });

  it('falls back to France two zoom levels wider without a position', () => {
    expect(resolveMapView({})).toEqual({ center: FRANCE_CENTER, zoom: 11, source: 'fallback' });
  });

  it('never widens below zoom 5', () => {
    expect(resolveMapView({ zoom: 6 }).zoom).toBe(5);
    expect(resolveMapView({ zoom: 3 }).zoom).toBe(5);
  });

  it('uses the screen fallback centre when there is one', () => {
    expect(resolveMapView({ fallbackCenter: [47.35, -2.41] }).center).toEqual([47.35, -2.41]);
  });
});

describe('points', () => {
  it('turns GeoJSON [lng, lat] into Leaflet [lat, lng] and back', () => {
    expect(pointToLatLng({ type: 'Point', coordinates: [-2.39, 47.28] })).toEqual([47.28, -2.39]);
    expect(latLngToPoint({ lat: 47.28, lng: -2.39 })).toEqual({ type: 'Point', coordinates: [-2.39, 47.28] });
  });

  it('reads a missing or broken point as no point', () => {
    expect(pointToLatLng(null)).toBeNull();
    expect(pointToLatLng({ type: 'Point', coordinates: [Number.NaN, 2] })).toBeNull();
  });
});
