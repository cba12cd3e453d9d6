import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// The demo shop's theme first, then the widgets' own styles, as the shop's <head> links them.
import '../demo-server/public/theme.css';
import '../src/styles/schaufenster.css';
import './preview.css';
import { installMockShop, type ShopParameters } from '../stories/mock-shop';
import { blockNavigation, preparePage, resetShopPage, setPageGlobals, type PageParameters } from '../stories/shop-page';
import { PHONE_VIEWPORT } from '../stories/story-helpers';

// The shop is German; Storybook's iframe says lang="en".
document.documentElement.lang = 'de';
// What the consent blocker does first on a shop's page: scripts run here (the stylesheet shows
// the banner's collapsed description and its 'Mehr anzeigen' only then).
document.documentElement.classList.add('sf-js');

// Play functions wait for conditions, never for time; testing-library's 1 s default turned that
// into a wall-clock limit that the busy 2-core CI machine (stories beside the browser tests)
// sometimes missed (a checkout story's upgrade). Within stories/check-stories-axe.mjs's 15 s per story.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // Every stories file gets a Docs page (`…--docs`), its widgets' spec above its stories.
  tags: ['autodocs'],
  parameters: {
    docs: { renderer: async () => (await import('./widget-docs')).widgetDocsRenderer },
    layout: 'padded',
    controls: { disable: true },
    // Every story must pass axe; stories/check-stories-axe.mjs checks the built Storybook.
    a11y: { test: 'error' },
    viewport: {
      options: {
        [PHONE_VIEWPORT]: { name: 'Smartphone 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 834 px', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  /**
   * Per story: the shop's page globals, a fake shop in place of window.fetch, no cart left over
   * from the story before, and no navigation away from the story.
   */
  beforeEach({ parameters }) {
    const page = (parameters.page ?? {}) as PageParameters;
    resetShopPage();
    setPageGlobals(page);
    preparePage(page);
    const uninstallShop = installMockShop((parameters.shop ?? {}) as ShopParameters);
    const unblock = blockNavigation();
    return async () => {
      await uninstallShop();
      unblock();
      resetShopPage();
    };
  },
  decorators: [
    (Story, { title, name }) => (
      <main className="sf-story site-main" lang="de">
        <h1 className="screen-reader-text">{`${title.split('/').pop()}: ${name}`}</h1>
        <Story />
      </main>
    ),
  ],
};

export default preview;
