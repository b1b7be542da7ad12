// Helpers for the UI tests: a minimal renderer (no @testing-library) that mounts into jsdom, acts,
// finds and fires events. What a helper needs (an element to click, a field to fill, a state to
// wait for) it asserts, so a test using it fails with the reason.
import { act, type ReactNode } from 'react';
import { assert } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  root: Root;
  unmount(): void;
}

const mounted: Mounted[] = [];

export async function render(node: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(node);
  });
  const m = {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.push(m);
  return m;
}

export function cleanup() {
  while (mounted.length) mounted.pop()!.unmount();
}

export async function click(el: Element | null | undefined) {
  assert(el, 'nothing to click');
  await act(async () => {
    // An SVG element (a map target) has no click(): a bubbling click event does what a person's does.
    if (typeof (el as HTMLElement).click === 'function') (el as HTMLElement).click();
    else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Sets a controlled input's or select's value the way a person would. */
export async function changeValue(el: Element | null | undefined, value: string) {
  assert(el, 'no field');
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

export async function toggle(el: Element | null | undefined) {
  await click(el);
}

export function byText(container: ParentNode, selector: string, text: string | RegExp): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).find((e) =>
    typeof text === 'string' ? e.textContent?.trim() === text : text.test(e.textContent ?? ''),
  );
}

/** Lets pending timers and promises run (lazy imports, Local master updates). */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

export async function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 4000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    assert(Date.now() - start <= timeoutMs, 'waitFor timed out');
    await settle(20);
  }
}

/**
 * The name a screen reader announces for a form control, in the order the accessible-name rules
 * try them (aria-labelledby, aria-label, then its label), which is enough for the app's controls.
 * The label's text leaves out the control's own content, such as a select's options.
 */
export function accessibleName(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) return labelledBy.split(/\s+/).map((id) => el.ownerDocument.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  const ariaLabel = el.getAttribute('aria-label');
  if (ariaLabel) return ariaLabel.trim();
  const label = (el as HTMLInputElement).labels?.[0];
  if (!label) return '';
  const copy = label.cloneNode(true) as Element;
  copy.querySelectorAll('select, input, textarea').forEach((c) => c.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
