import { useEffect, useRef } from 'react';
import type { FatalErrorDetail } from '../core/data/index.ts';

/**
 * The platform's full-screen error (part 1 §8), for a call the page cannot do without: the
 * catalogue's title and message, and the one way on, trying again.
 */
export function FatalError({ detail }: { detail: FatalErrorDetail }) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div
      className="fatal"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="fatal-title"
      aria-describedby="fatal-message"
      data-testid="fatal-error"
    >
      <h2 id="fatal-title">{detail.title}</h2>
      <p id="fatal-message">{detail.message}</p>
      <button ref={retry} type="button" onClick={() => location.reload()}>
        Try again
      </button>
    </div>
  );
}
