import { defineConfig } from "@playwright/test";

// Run by TableInBrowserTest (services/table), which starts the services and the table and passes
// TABLE_URL and CHROMIUM. The browser is the machine's Chromium: Playwright downloads none.
export default defineConfig({
  testDir: "e2e",
  outputDir: "../target/e2e/results",
  reporter: [["list"]],
  workers: 1,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: process.env.TABLE_URL ?? "http://127.0.0.1:8088",
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      // a closed network: no background calls home, no GPU, no sandbox (the tests may run as root)
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync"],
    },
  },
});
