/**
 * Chromium features Playwright itself turns off (its `--disable-features` list, as of Playwright 1.65).
 * Chromium keeps only the last `--disable-features` it is given, and ours comes after Playwright's:
 * ours must repeat these or they come back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The full browser keeps its address bar's suggestion popup as a page of its own, in a renderer that
 * works on every navigation of every test; no test uses the address bar. Turning it off halved the
 * renderers' CPU time and took the browser tests from 572 s to 395 s in /usr/bin/chromium.
 */
const ADDRESS_BAR_POPUP = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** How every browser test starts Chromium: the system's own (`CHROME_PATH` overrides), never a downloaded one. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP].join(",")}`,
  ],
};
