import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { seedBlocksSql } from './blocks-seed.ts';
import { seedFormsSql } from './forms/seed.ts';

/** Where the dev API keeps its SQLite file unless `SS_DATA_PATH` says otherwise. */
export const DEFAULT_DATA_PATH = '.data/dev-api.sqlite';

export function dataPathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.SS_DATA_PATH?.trim() || DEFAULT_DATA_PATH;
}

const MIGRATIONS = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     event TEXT NOT NULL,
     data TEXT NOT NULL,
     page_url TEXT
   )`,
  `CREATE TABLE blocks (
     id TEXT PRIMARY KEY,
     settings TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE error_reports (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     event_name TEXT NOT NULL,
     message TEXT,
     url TEXT,
     entry TEXT NOT NULL
   )`,
  `CREATE TABLE traces (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     page_url TEXT,
     type TEXT,
     data TEXT NOT NULL
   )`,
  `CREATE TABLE track_hits (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     landing TEXT,
     query TEXT NOT NULL
   )`,
  `CREATE TABLE schema_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     schema_name TEXT,
     analytics_id TEXT,
     common_data TEXT NOT NULL,
     custom_data TEXT NOT NULL
   )`,
  `CREATE TABLE perf_records (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     pathname TEXT,
     record TEXT NOT NULL
   )`,
  // Forms: definitions (JSON of core/forms FormDefinition), single-use submission keys, and
  // submissions (`fields` is the JSON of the shaped values, `request` the call as it was sent).
  `CREATE TABLE forms (
     id TEXT PRIMARY KEY,
     definition TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   )`,
  `CREATE TABLE form_keys (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     key TEXT NOT NULL UNIQUE,
     issued_at INTEGER NOT NULL,
     used_at INTEGER
   )`,
  `CREATE TABLE form_submissions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at INTEGER NOT NULL,
     form_id TEXT NOT NULL REFERENCES forms (id),
     key TEXT NOT NULL UNIQUE REFERENCES form_keys (key),
     fields TEXT NOT NULL,
     page_title TEXT,
     page_id TEXT,
     content_source TEXT,
     page_path TEXT,
     page_permission_type_value,
     captcha_key TEXT,
     client_ip TEXT NOT NULL,
     request TEXT NOT NULL
   );
   CREATE INDEX form_submissions_rate ON form_submissions (form_id, client_ip, received_at)`,
  // The demo's contact and newsletter forms, once per database.
  seedFormsSql(),
  // The demo's blocks with their default settings, once per database.
  seedBlocksSql(),
];

export type DevDatabase = Database.Database;

/** Opens (creating when needed) the database and brings its schema up to date. */
export function openDatabase(path: string): DevDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  db.transaction(() => {
    MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
  return db;
}

/** The secret crumbs are signed with, created once per database. */
export function crumbSecret(db: DevDatabase): string {
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'crumb-secret'`).get() as
    { value: string } | undefined;
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  db.prepare(`INSERT INTO meta (key, value) VALUES ('crumb-secret', ?)`).run(secret);
  return secret;
}

/** The tables an owner can browse in the demo, newest rows first. */
export const BROWSABLE_TABLES = [
  'events',
  'blocks',
  'error_reports',
  'traces',
  'track_hits',
  'schema_events',
  'perf_records',
  'forms',
  'form_keys',
  'form_submissions',
] as const;
