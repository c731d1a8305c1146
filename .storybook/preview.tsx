import { handlers, seed } from '@prospect/mock-server';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { ConfirmDialog } from '../packages/ui/src/primitives/ConfirmDialog';
import { Modal } from '../packages/ui/src/primitives/Modal';
import { preloadToasts, ToastProvider } from '../packages/ui/src/primitives/Toast';
import { ComponentDocsPage } from './ComponentDocsPage';

const preview: Preview = {
  // Data-bound stories read from the mock backend; a story overrides one handler for its state.
  // Anything not mocked is an error, so no story can quietly depend on the network.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'error', quiet: true });
      return worker;
    }),
    // The app fetches dialogs and toasts when idle; a story has them from its first frame.
    () => Promise.all([Modal.preload(), ConfirmDialog.preload(), preloadToasts()]),
  ],
  // Every story starts from the same demo agency. A story of a printed page sets `parameters.media:
  // 'print'`: a story run renders it as on paper (in Storybook itself, emulate print in the devtools).
  beforeEach: async ({ parameters }) => {
    await seed();
    if (parameters.media === 'print') await globalThis.emulateStoryMedia?.('print');
  },
  decorators: [
    (Story) => (
      <ProspectThemeProvider>
        {/* Success toasts stay in stories so the screenshot taken after the play function shows them. */}
        <ToastProvider successDuration={Infinity}>
          <Story />
        </ToastProvider>
      </ProspectThemeProvider>
    ),
  ],
  // Phone first (390 px); a story about the desktop layout sets `globals: { viewport: { value: 'desktop' } }`,
  // one of a screen zoomed in `globals: { viewport: { value: 'phoneZoomed' } }`.
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        phone: { name: 'Téléphone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        // The same phone zoomed to 200 % (WCAG 1.4.10, reflow): each screen has a story at this width.
        phoneZoomed: {
          name: 'Téléphone, zoom 200 % (195 px)',
          styles: { width: '195px', height: '422px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Ordinateur (1024 px)',
          styles: { width: '1024px', height: '768px' },
          type: 'desktop',
        },
        // A sheet of A4 at 96 dpi, for the printed pages' stories.
        a4: { name: 'Feuille A4 (794 px)', styles: { width: '794px', height: '1123px' }, type: 'other' },
      },
    },
    // Every story is checked by axe; a violation fails its test.
    a11y: { test: 'error' },
    docs: { page: ComponentDocsPage },
    // The written pages first: where a designer starts, then the components by area.
    options: { storySort: { order: ['Introduction', 'Fondations', 'Principes', '*'] } },
  },
  tags: ['autodocs'],
};

export default preview;
