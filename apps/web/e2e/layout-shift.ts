/**
 * The browser's own record of layout shifts, for the walks that check no page moves under its
 * reader as it loads (decision 053): the site's pages in site-pages.spec.ts, the signed-in and
 * staff pages in site-layout-shift.spec.ts.
 */
import { expect, type Page, type Request } from '@playwright/test';

export interface Shift {
  value: number;
  controls: string[];
}

/** What a link, button, field or slider is: a shift that moves one of these moves it from under a pointer. */
export const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="slider"], [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Records the page's layout shifts from its very start (not those right after the person's own
 * input), with the controls each moved. A control counts once it has been drawn on the page for
 * 100 ms, about the quickest a person reacts: one that appears with the shift was never under a
 * pointer.
 */
export async function recordShifts(page: Page) {
  await page.addInitScript((controls: string) => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    // When each control was first painted: the frame after it came into the document, whose
    // animation-frame callbacks run before it is drawn. Timed from its arrival in the document
    // instead, a control a busy page drew only with the shift itself (its frame came late) was
    // counted as moved from under a pointer it had never been under.
    const shownAt = new WeakMap<Element, number>();
    new MutationObserver((records) => {
      const added: Element[] = [];
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const el of [node, ...node.querySelectorAll(controls)]) if (!shownAt.has(el)) added.push(el);
        }
      }
      if (added.length === 0) return;
      requestAnimationFrame(() => {
        const painted = performance.now();
        for (const el of added) if (!shownAt.has(el)) shownAt.set(el, painted);
      });
    }).observe(document, { childList: true, subtree: true });
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        const moved: string[] = [];
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (!(node instanceof Element)) continue;
          for (const control of [node, ...node.querySelectorAll(controls)]) {
            // a control not drawn yet (its frame is this one) was never under a pointer
            if (control.matches(controls) && (shownAt.get(control) ?? Infinity) < entry.startTime - 100)
              moved.push(`${describe(control)} in ${describe(node)}`);
          }
        }
        shifts.push({ value: entry.value, controls: moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, CONTROLS);
}

/**
 * What moved on the page now open: each shift that moved a control, and the total past 0.1; on a
 * page that must stay `still` (a screen projected for a class, read from the back of the room), any
 * shift at all.
 */
export async function shiftProblems(page: Page, url: string, { still = false } = {}): Promise<string[]> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  if (still && total > 0) return [`${url}: a projected screen moved as it came (layout shifts of ${total.toFixed(3)})`];
  const problems = shifts
    .filter((s) => s.controls.length > 0)
    .map(
      (s) =>
        `${url}: a shift of ${s.value.toFixed(3)} moved ${s.controls.slice(0, 2).join(', ')}${s.controls.length > 2 ? ` and ${s.controls.length - 2} more` : ''}`,
    );
  if (total > 0.1) problems.push(`${url}: layout shifts add up to ${total.toFixed(3)}`);
  return problems;
}

/**
 * Follows the page's requests (its event streams aside, which stay open) so a walk can wait until
 * a page has settled: nothing in flight across two painted frames, so what the last answer or
 * lazily loaded part brought is laid out and its shifts are recorded. A condition, not a fixed
 * wait: a busy machine only takes longer to meet it. Call before the first page opens.
 */
export function followRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource') open.add(r);
  });
  const done = (r: Request) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      for (;;) {
        await expect.poll(() => open.size, { timeout: 30_000, message: 'requests still in flight' }).toBe(0);
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
        if (open.size === 0) return;
      }
    },
  };
}
