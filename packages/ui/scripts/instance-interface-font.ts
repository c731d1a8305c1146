// Makes the interface's one font file from Inter's variable font (@fontsource-variable/inter): its
// weight axis cut to the 400-700 the theme uses, its Latin characters and every layout feature kept.
// One 30 KB file in place of three static weights (72 KB) that every first screen waited for.
// Runs after each install (this package's postinstall, and scripts/toolchain.sh); the file is not committed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  INTERFACE_FONT_FILE,
  INTERFACE_FONT_WEIGHTS,
  latinCharacters,
} from '../src/theme/interface-font/range.ts';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = path.join(import.meta.dirname, '../src/theme/interface-font', INTERFACE_FONT_FILE);

const font = await subsetFont(readFileSync(source), latinCharacters(), {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: INTERFACE_FONT_WEIGHTS.min, max: INTERFACE_FONT_WEIGHTS.max } },
});
// Rewriting an identical file would wake every running dev server's watcher for nothing.
if (!existsSync(target) || !readFileSync(target).equals(font)) writeFileSync(target, font);
