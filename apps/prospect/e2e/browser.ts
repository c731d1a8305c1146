import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../test/browser';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
