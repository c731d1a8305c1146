import { beforeEach } from 'vitest';
import { freezeForScreenshots } from './freeze';

beforeEach(() => freezeForScreenshots());
