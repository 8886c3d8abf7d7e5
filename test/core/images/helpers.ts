import type {
  DecodeImage,
  ImageEnvironment,
  IntersectionObserverConstructor,
} from '../../../core/images/index.ts';

/** The test server's own origin: every address the tests load stays on it (no network). */
export const ORIGIN = location.origin;
export const PAGE = `${ORIGIN}/test/core/images/page.html`;
/** A real image on the test server; any query string serves it too. */
export const PHOTO = `${ORIGIN}/test/core/images/fixtures/photo.png`;

export interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error?: unknown): void;
}

export function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error?: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A decoder whose loads settle when the test says so, remembering each address asked for. */
export interface ManualDecoder {
  decode: DecodeImage;
  urls: string[];
  pending: Deferred[];
}

export function manualDecoder(): ManualDecoder {
  const urls: string[] = [];
  const pending: Deferred[] = [];
  const decode: DecodeImage = (url) => {
    urls.push(url);
    const load = deferred();
    pending.push(load);
    return load.promise;
  };
  return { decode, urls, pending };
}

/** Lets every pending promise callback run. */
export const settle = async (rounds = 10) => {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
};

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports `target` as intersecting (or not). */
  report(target: Element, isIntersecting = true) {
    this.callback(
      [{ target, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

export const FakeObserver = FakeIntersectionObserver as unknown as IntersectionObserverConstructor;

/** A desktop environment at pixel ratio 1 on PAGE, decoding through `decode`. */
export function fakeEnvironment(
  overrides: Partial<ImageEnvironment> = {},
): Partial<ImageEnvironment> & {
  warnings: string[];
} {
  const warnings: string[] = [];
  return {
    window: { devicePixelRatio: 1, location: { href: PAGE } },
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    IntersectionObserver: FakeObserver,
    decode: () => Promise.resolve(),
    warn: (message: string) => warnings.push(message),
    ...overrides,
    warnings,
  };
}

/** An `<img>` with the given attributes (not attached). */
export function image(attributes: Record<string, string> = {}): HTMLImageElement {
  const img = document.createElement('img');
  img.alt = 'A photograph';
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  return img;
}

const mounted: HTMLElement[] = [];

/** An `<img>` with a data-src of PHOTO and the given attributes, attached in a box of its own. */
export function attached(attributes: Record<string, string> = {}): HTMLImageElement {
  const img = image({ 'data-src': PHOTO, ...attributes });
  const box = document.createElement('div');
  box.append(img);
  document.body.append(box);
  mounted.push(box);
  return img;
}

/** Removes what `attached` put in the document (call in afterEach). */
export function detachAll(): void {
  for (const box of mounted.splice(0)) box.remove();
}
