import { useCallback, useEffect, useState } from 'react';
import { loadHealth, loadStored, type StoredTables } from '../api.ts';

/** What the dev API has stored, table by table, newest first, kept current. */
export function StoredRecords() {
  const [stored, setStored] = useState<StoredTables>();
  const [health, setHealth] = useState('');
  const refresh = useCallback(() => {
    // A failure shows the full-screen error (see App).
    loadStored().then(setStored, () => undefined);
    loadHealth().then((h) => setHealth(`SQLite ${h.sqliteVersion} at ${h.dataPath}`));
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
                      {Object.values(row).map((value, column) => (
                        <td key={column}>{String(value)}</td>
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
