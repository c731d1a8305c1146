// Draws the app's icons (the favicon of index.html: a white 'P' on the brand blue) and rasterises
// them with Debian's Chromium into public-app/, the production build's public folder.
//   node apps/prospect/scripts/render-icons.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../test/browser.ts';

const BRAND = '#1d4ed8';
/** The favicon's letter, on its 32 × 32 grid. */
const LETTER = 'M10 24V8h7a5 5 0 0 1 0 10h-4v6z';
const outDir = path.resolve(import.meta.dirname, '../public-app');

interface Icon {
  file: string;
  size: number;
  /** 'rounded': the favicon's rounded square on transparency, for launchers that show icons as they are. */
  shape: 'rounded' | 'full-bleed';
  /** The letter's scale around the centre: maskable icons keep it inside the central safe circle. */
  letterScale: number;
}

const icons: Icon[] = [
  { file: 'icon-192.png', size: 192, shape: 'rounded', letterScale: 1 },
  { file: 'icon-512.png', size: 512, shape: 'rounded', letterScale: 1 },
  // The platform crops maskable icons (circle, squircle…) to as little as the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, shape: 'full-bleed', letterScale: 0.8 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, shape: 'full-bleed', letterScale: 0.9 },
];

function svg({ size, shape, letterScale }: Icon): string {
  const radius = shape === 'rounded' ? 6 : 0;
  const letter = `translate(16 16) scale(${letterScale}) translate(-16 -16)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${radius}" fill="${BRAND}"/>
  <path d="${LETTER}" transform="${letter}" fill="white"/>
</svg>`;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    process.stdout.write(`  ${icon.file} (${icon.size} × ${icon.size})\n`);
  }
} finally {
  await browser.close();
}
