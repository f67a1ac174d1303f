// What browser tests of a screen share: showing it in the light or dark system theme, axe-core's
// serious findings in both, the toast (finding one, closing one), and scrolling a part under the header.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/**
 * The system theme, as the app shows it. Only home's header mounts the theme toggle that follows a live
 * change of the system setting, so on other screens the class the app would apply is set here too.
 */
export async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, scheme === 'dark');
  await page.waitForTimeout(250);
}

/** axe-core's serious and critical findings (WCAG 2.1 A and AA), light then dark; the page is left light. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') found.push(`${scheme} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
    }
  }
  await setScheme(page, 'light');
  return found;
}

export const toastText = (page: Page, text: string): Locator => page.locator('.toast-root').getByText(text, { exact: true });

/** Closes the open toast, so it covers nothing; by event, since an open dialog hides the rest of the page from pointers. */
export async function closeToast(page: Page): Promise<void> {
  const close = page.locator('.toast-root[data-state="open"] button[aria-label="Close"]');
  if (await close.count()) {
    await close.first().dispatchEvent('click');
    await page.locator('.toast-root[data-state="open"]').waitFor({ state: 'detached' });
  }
}

/** Screenshots of the page as it is into `dir`, as `{name}-light.png` and `{name}-dark.png`; `fullPage` for a long list. */
export async function shootLightAndDark(page: Page, dir: string, name: string, fullPage = false): Promise<void> {
  await page.mouse.move(2, 420);
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await page.screenshot({ path: `${dir}/${name}-${scheme}.png`, fullPage });
  }
  await setScheme(page, 'light');
}

/** Scrolls `target` to just under the sticky header. */
export async function underHeader(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -((document.querySelector('header')?.getBoundingClientRect().height ?? 0) + 12));
  });
}
