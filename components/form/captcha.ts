/**
 * What a form needs from a captcha service: show the challenge, read the visitor's answer, and
 * start over after a failed submission. The real service's script loads only when a form that
 * is bound to a captcha shows.
 */
export interface CaptchaProvider {
  /** Shows the challenge in `container`; `onChange` is called when the answer changes. */
  render(container: HTMLElement, onChange: () => void): Promise<void>;
  /** The visitor's answer, or undefined while the challenge is not done. */
  response(): string | undefined;
  reset(): void;
}

export interface ScriptCaptchaOptions {
  /** The service's script address. */
  scriptUrl: string;
  /** The site key the service issued. */
  siteKey: string;
  /** The global the script defines, with `render(container, options)`, `getResponse(id)`, `reset(id)`. */
  globalName: string;
  /** Milliseconds before a script that does not load counts as failed. */
  timeoutMs?: number;
}

interface CaptchaGlobal {
  render(container: HTMLElement, options: Record<string, unknown>): unknown;
  getResponse(id?: unknown): string;
  reset(id?: unknown): void;
}

const loading = new Map<string, Promise<void>>();

function loadScript(url: string, timeoutMs: number): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(
        () => reject(new Error(`The captcha script did not load: ${url}`)),
        timeoutMs,
      );
      script.src = url;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error(`The captcha script did not load: ${url}`));
      };
      document.head.append(script);
    });
    loading.set(url, pending);
    pending.catch(() => loading.delete(url));
  }
  return pending;
}

/** A provider for a checkbox-style captcha service whose script defines a global API. */
export function scriptCaptcha(options: ScriptCaptchaOptions): CaptchaProvider {
  let widget: unknown;
  let api: CaptchaGlobal | undefined;
  return {
    async render(container, onChange) {
      await loadScript(options.scriptUrl, options.timeoutMs ?? 10_000);
      api = (globalThis as unknown as Record<string, CaptchaGlobal | undefined>)[
        options.globalName
      ];
      if (!api) throw new Error(`The captcha script did not define ${options.globalName}.`);
      widget = api.render(container, {
        sitekey: options.siteKey,
        callback: onChange,
        'expired-callback': onChange,
      });
    },
    response: () => api?.getResponse(widget) || undefined,
    reset: () => api?.reset(widget),
  };
}

/** A provider for tests and the demo: `solve()` answers the challenge. */
export class TestCaptcha implements CaptchaProvider {
  answer: string | undefined;
  resets = 0;
  private onChange: (() => void) | undefined;

  async render(container: HTMLElement, onChange: () => void): Promise<void> {
    this.onChange = onChange;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = "I'm not a robot";
    button.addEventListener('click', () => this.solve());
    container.replaceChildren(button);
  }

  solve(answer = 'test-captcha-answer'): void {
    this.answer = answer;
    this.onChange?.();
  }

  response(): string | undefined {
    return this.answer;
  }

  reset(): void {
    this.resets++;
    this.answer = undefined;
    this.onChange?.();
  }
}
