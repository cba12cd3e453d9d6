import { defineConfig } from 'vitest/config';

// Three projects: the demo server in node, and every widget/runtime test twice, once on
// React and once on preact/compat, so both builds are held to the same behaviour.
const preactAliases = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
};
const domTests = ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'];
// Contract tests run the widgets' request functions against the demo shop, in node.
const contractTests = 'src/**/*.demo.test.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'server', environment: 'node', include: ['demo-server/**/*.test.ts', contractTests] } },
      { test: { name: 'react', environment: 'jsdom', include: domTests, exclude: [contractTests], setupFiles: ['src/test/setup.ts'] } },
      {
        resolve: { alias: preactAliases },
        test: {
          name: 'preact',
          environment: 'jsdom',
          include: domTests,
          exclude: [contractTests],
          setupFiles: ['src/test/setup.ts'],
          server: { deps: { inline: ['@r2wc/core', 'zustand', '@testing-library/react'] } },
        },
      },
    ],
  },
});
