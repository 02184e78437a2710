import { chromium } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), never a downloaded browser, as the browser tests run it. */
export async function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** A page signed in through the console's sign-in form, as a user signs in. */
export async function signedInPage(browser, url, username, password) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1600, height: 1000 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username (email)').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await signedInShell(page);
  return page;
}

/** Resolves once the console's signed-in shell shows (the side menu, or its button on a narrow page). */
export function signedInShell(page) {
  return page
    .getByTestId('side-menu')
    .or(page.getByRole('button', { name: 'Menu', exact: true }))
    .first()
    .waitFor();
}

/**
 * Opens the home page between runs and waits until the console has read the signed-in user: leaving the page while
 * that read is under way aborts it, and the console takes the failed read for a lost session and forgets its tokens.
 */
export async function openHome(page) {
  await page.goto('/home');
  await signedInShell(page);
}

/** Milliseconds since the page's navigation started, after the browser painted twice more. */
export function paintedAt(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))),
  );
}

/** The page's JavaScript heap in use, in bytes, after a full garbage collection (Chrome DevTools Protocol). */
export async function usedHeapBytes(page) {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = await session.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await session.detach();
  }
}
