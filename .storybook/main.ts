import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for the Schaufenster widgets: every widget on the shop's server markup, in every
 * state, with a fake shop (stories/mock-shop.ts) so no story talks to a real server.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A Docs page for every stories file (autodocs, tagged in preview.tsx), rendered by
  // widget-docs.tsx: the widget's markup, attributes and events above its stories.
  docs: { defaultName: 'Docs' },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The dev server otherwise serves React's CommonJS entries unbundled
      // ("does not provide an export named 'default'"); `storybook build` does not need it.
      optimizeDeps: { include: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
    });
  },
};

export default config;
