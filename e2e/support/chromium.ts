/**
 * How every browser run of the project starts Debian's Chromium (browser tests, the story
 * axe check, benchmarks). Test tools must never download a browser of their own here.
 */
import { existsSync } from 'node:fs';

/**
 * Chromium features Playwright turns off at launch (its `--disable-features` switch). Chromium reads
 * only the last `--disable-features` on its command line, so ours must repeat Playwright's list;
 * e2e/chromium-flags.test.ts checks it against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium still builds the omnibox's popup as WebUI pages: two renderer processes for
 * every window, which nobody sees in a test. On a machine whose cores the tests fill, those
 * processes are a large part of what a new context and each navigation cost.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'OmniboxWebUIPopup', 'WebUIOmniboxAimPopup'];

/** Flags measured on this machine kind (TOOLCHAIN.md): no sandbox as root, no network noise. */
export const CHROMIUM_ARGS = [
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`);
  }
  return path;
}

/** The browser every Playwright config of the project drives: Debian's Chromium, a German visitor at 1280 px. */
export function chromiumUse() {
  return {
    browserName: 'chromium' as const,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off' as const,
    screenshot: 'off' as const,
    video: 'off' as const,
  };
}
