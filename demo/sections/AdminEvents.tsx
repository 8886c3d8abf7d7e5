import { useEffect, useState } from 'react';
import { AdminChannel, type AdminEvent } from '../../core/tracking/index.ts';
import { ADMIN_PREVIEW_HREF } from '../signed-in.ts';

/** The most events the list keeps. */
const KEPT = 20;

/**
 * What the site's pages post on the admin event broadcast channel, as it arrives: a page signed
 * in as the admin, open in another tab, tells of its widget use, errors and consent changes.
 */
export function AdminEvents() {
  const [seen, setSeen] = useState<AdminEvent[]>([]);
  useEffect(() => {
    const channel = new AdminChannel();
    const stop = channel.listen((event) => setSeen((list) => [event, ...list].slice(0, KEPT)));
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
          published site signed in as the admin
        </a>{' '}
        in another tab: its slide changes, lightbox openings, video plays, errors and consent
        changes show here as they happen. Nothing of it is stored or sent.
      </p>
      <ol aria-live="polite" data-testid="admin-events">
        {seen.map((event) => (
          <li key={`${event.at}-${event.type}-${JSON.stringify(event.detail)}`}>
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
