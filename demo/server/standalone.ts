import { createServer } from 'node:http';
import { createDevApi } from './api.ts';
import { dataPathFromEnv } from './database.ts';

/** The dev API alone (`npm run server`), on PORT or 8787. */
const api = createDevApi(dataPathFromEnv());
const port = Number(process.env.PORT) || 8787;
const server = createServer((request, response) =>
  api.middleware(request, response, () => {
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: 'Not found' }));
  }),
);
server.listen(port, '127.0.0.1', () => {
  console.log(`dev API at http://127.0.0.1:${port}/api/health (SQLite at ${api.dataPath})`);
});
const stop = () => server.close(() => api.close());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
