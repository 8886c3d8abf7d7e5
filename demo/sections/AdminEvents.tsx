import { useEffect, useRef, useState } from 'react';
import { AdminChannel, type AdminEvent } from '../../core/tracking/index.ts';
import { ADMIN_PREVIEW_HREF } from '../signed-in.ts';

/** The most events the list keeps. */
const KEPT = 20;

/**
 * What the site's pages post on the admin event broadcast channel, as it arrives: a page signed
 * in as the admin, open in another tab, tells of its widget use, errors and consent changes.
 */
export function AdminEvents() {
  const [seen, setSeen] = useState<Array<AdminEvent & { key: number }>>([]);
  const received = useRef(0);
  useEffect(() => {
    const channel = new AdminChannel();
    const stop = channel.listen((event) => {
      const key = ++received.current;
      setSeen((list) => [{ ...event, key }, ...list].slice(0, KEPT));
    });
    return () => {
      stop();
      channel.close();
    };
  }, []);

  return (
    <section className="demo" aria-labelledby="admin-events-title">
      <h2 id="admin-events-title">Live admin events</h2>
      <p>
        Open the{' '}
        <a href={ADMIN_PREVIEW_HREF} target="_blank" rel="noopener">
          published site signed in as the admin (opens in a new tab)
        </a>
        : its slide changes, lightbox openings, video plays, errors and consent changes show here as
        they happen. Nothing of it is stored or sent.
      </p>
      <p role="status">
        {seen.length > 0 && `${seen[0]!.key} received; the latest: ${seen[0]!.type}.`}
      </p>
      <ol data-testid="admin-events">
        {seen.map((event) => (
          <li key={event.key}>
            <time dateTime={new Date(event.at).toISOString()}>
              {new Date(event.at).toLocaleTimeString()}
            </time>{' '}
            <strong>{event.type}</strong> <code>{JSON.stringify(event.detail)}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
