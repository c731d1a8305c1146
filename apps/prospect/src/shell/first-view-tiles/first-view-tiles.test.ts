import { memoryStorage } from '@prospect/api-client';
import { describe, expect, it } from 'vitest';
import { forgetFirstViewTiles, rememberFirstViewTiles } from './remember';
import { rememberedFirstViewTiles } from './stored';

const base = 'https://app.agence.fr';
const tiles = ['/tiles/8/126/89.png', '/tiles/8/126/90.png'];

describe('first-view tiles', () => {
  it('gives back the tiles remembered for the same page only', () => {
    const storage = memoryStorage();
    rememberFirstViewTiles(storage, '/dashboard', tiles, base);
    expect(rememberedFirstViewTiles(storage, '/dashboard', base)).toEqual(tiles);
    expect(rememberedFirstViewTiles(storage, '/sectors/1', base)).toEqual([]);
  });

  it('replaces a page’s tiles with its latest view', () => {
    const storage = memoryStorage();
    rememberFirstViewTiles(storage, '/dashboard', tiles, base);
    rememberFirstViewTiles(storage, '/dashboard', ['/tiles/9/1/1.png'], base);
    expect(rememberedFirstViewTiles(storage, '/dashboard', base)).toEqual(['/tiles/9/1/1.png']);
  });

  it('keeps the eight pages viewed last', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 10; id += 1) rememberFirstViewTiles(storage, `/sectors/${id}`, tiles, base);
    expect(rememberedFirstViewTiles(storage, '/sectors/2', base)).toEqual([]);
    expect(rememberedFirstViewTiles(storage, '/sectors/3', base)).toEqual(tiles);
    expect(rememberedFirstViewTiles(storage, '/sectors/10', base)).toEqual(tiles);
  });

  it('never hands out what is not an http(s) address, whatever the storage holds', () => {
    const storage = memoryStorage({
      'prospect.first-view-tiles': JSON.stringify({
        '/dashboard': [
          'javascript:alert(1)',
          'data:image/png;base64,AAAA',
          42,
          'https://tiles.example/8/1/1.png',
        ],
        'no-slash': ['/tiles/1/1/1.png'],
      }),
    });
    expect(rememberedFirstViewTiles(storage, '/dashboard', base)).toEqual([
      'https://tiles.example/8/1/1.png',
    ]);
    expect(rememberedFirstViewTiles(storage, 'no-slash', base)).toEqual([]);
  });

  it('reads a broken or foreign value as nothing remembered', () => {
    for (const value of ['{', 'null', '[1,2]', '"text"', '{"/dashboard":"x"}']) {
      const storage = memoryStorage({ 'prospect.first-view-tiles': value });
      expect(rememberedFirstViewTiles(storage, '/dashboard', base)).toEqual([]);
    }
  });

  it('keeps the other pages when remembering one, and drops what is not a page of tiles', () => {
    const storage = memoryStorage({
      'prospect.first-view-tiles': JSON.stringify({
        '/sectors/4': tiles,
        'no-slash': tiles,
        '/zones/2': ['javascript:alert(1)'],
        '/zones/3': 'x',
      }),
    });
    rememberFirstViewTiles(storage, '/dashboard', tiles, base);
    expect(Object.keys(JSON.parse(storage.getItem('prospect.first-view-tiles') ?? '{}'))).toEqual([
      '/sectors/4',
      '/dashboard',
    ]);
  });

  it('keeps at most sixteen tiles a page', () => {
    const storage = memoryStorage();
    const many = Array.from({ length: 30 }, (_, x) => `/tiles/12/${x}/1.png`);
    rememberFirstViewTiles(storage, '/dashboard', many, base);
    expect(rememberedFirstViewTiles(storage, '/dashboard', base)).toEqual(many.slice(0, 16));
  });

  it('is forgotten on sign-out', () => {
    const storage = memoryStorage();
    rememberFirstViewTiles(storage, '/dashboard', tiles, base);
    forgetFirstViewTiles(storage);
    expect(rememberedFirstViewTiles(storage, '/dashboard', base)).toEqual([]);
  });
});
