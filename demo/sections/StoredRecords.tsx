import { useCallback, useEffect, useState } from 'react';
import { loadHealth, loadStored, type StoredTables } from '../api.ts';

/** A cell as the owner reads it: a time stored in ms since the epoch (`…_at`) as a date and time. */
const cellText = (column: string, value: unknown): string =>
  column.endsWith('_at') && typeof value === 'number'
    ? new Date(value).toLocaleString()
    : String(value);

/** What the dev API has stored, table by table, newest first, kept current. */
export function StoredRecords() {
  const [stored, setStored] = useState<StoredTables>();
  const [health, setHealth] = useState('');
  const refresh = useCallback(() => {
    // A failure shows the full-screen error (see App).
    loadStored().then(setStored, () => undefined);
    loadHealth().then(
      (h) => setHealth(`SQLite ${h.sqliteVersion} at ${h.dataPath}`),
      () => setHealth('The dev API does not answer.'),
    );
  }, []);
  // Records show as they arrive: the list is read again every 2 seconds.
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, 2000);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <section className="demo" aria-labelledby="stored-title">
      <h2 id="stored-title">Stored by the dev API</h2>
      <p>
        {health} <button onClick={refresh}>Refresh</button>
      </p>
      {stored &&
        Object.entries(stored.tables).map(([table, { count, rows }]) => (
          <div key={table}>
            <h3>
              {table} ({count})
            </h3>
            {rows.length > 0 && (
              <table>
                <thead>
                  <tr>
                    {Object.keys(rows[0]!).map((column) => (
                      <th key={column}>{column}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index}>
                      {Object.entries(row).map(([column, value]) => (
                        <td key={column}>{cellText(column, value)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
    </section>
  );
}
