import { vi } from 'vitest';

/** jsdom has no matchMedia: a stub whose lists match the queries `matches` accepts (none by default),
 * e.g. `stubMatchMedia((query) => query.includes('reduce'))` for a visitor who asked for less motion.
 * The carousel (embla) asks for media queries too. Undone after every test by setup.ts. */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

/** A visitor who asked the system for less motion (`prefers-reduced-motion: reduce`). */
export const stubReducedMotion = () =>
  stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));

/** jsdom has no ResizeObserver or IntersectionObserver: stubs that never report, for components
 * (the carousel) that only need them to exist. */
export function stubLayoutObservers() {
  for (const observer of ['ResizeObserver', 'IntersectionObserver']) {
    vi.stubGlobal(
      observer,
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
  }
}

/** An IntersectionObserver stub that reports when the test says so: `scrollIntoView(element)` tells
 * each observer watching `element` that it has come into view, as a browser does once the visitor
 * scrolls near it. */
export function stubIntersectionObserver() {
  const observers = new Set<{
    callback: IntersectionObserverCallback;
    targets: Set<Element>;
    self: IntersectionObserver;
  }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set<Element>(), self: this as never };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.entry.targets.delete(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
      takeRecords() {
        return [];
      }
    },
  );
  return {
    /** How many observers watch `element` now. */
    watching: (element: Element) =>
      [...observers].filter((observer) => observer.targets.has(element)).length,
    scrollIntoView(element: Element) {
      for (const { callback, targets, self } of [...observers]) {
        if (!targets.has(element)) continue;
        const entry = { target: element, isIntersecting: true, intersectionRatio: 1 };
        callback([entry as unknown as IntersectionObserverEntry], self);
      }
    },
  };
}

/** jsdom lays nothing out, so the carousel (embla) would find no slide to move to: every element
 * `widthPx` wide, and the slides (`data-testid="carousel-slide"`) side by side, as a browser lays
 * them out. Undone after every test by setup.ts (vi.restoreAllMocks). */
export function stubCarouselLayout(widthPx = 1000) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(widthPx);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(widthPx / 2);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.dataset.testid !== 'carousel-slide' || !this.parentElement) return 0;
    return [...this.parentElement.children].indexOf(this) * widthPx;
  });
}
