import { DEMO_BLOCKS } from '../blocks.ts';

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The migration that stores the demo's blocks with their default settings, as a real site holds
 * its blocks once they are added: the demo's pages then find every block they read. A block
 * stored already (saved by its owner) is kept as it is. Like the forms' seed, it runs once per
 * database: later edits of the defaults reach new databases only.
 */
export function seedBlocksSql(blocks = DEMO_BLOCKS): string {
  const now = `CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER)`;
  return blocks
    .map(
      ([id, settings]) =>
        `INSERT OR IGNORE INTO blocks (id, settings, updated_at)
         VALUES (${sqlText(id)}, ${sqlText(JSON.stringify(settings))}, ${now});`,
    )
    .join('\n');
}
