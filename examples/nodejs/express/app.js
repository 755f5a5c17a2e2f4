import express from 'express';

/** Longest name the API accepts, so one request cannot fill the memory. */
const MAX_NAME_LENGTH = 80;

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '10kb' }));

  // The platform's health check calls this path before traffic switches over.
  app.get('/', (_req, res) => {
    res.json({ service: 'express-example', status: 'ok' });
  });

  app.post('/api/greetings', (req, res) => {
    if (!req.is('application/json')) {
      return res.status(415).json({ error: 'Send the body as application/json.' });
    }
    const name = typeof req.body?.name === 'string' ? req.body.name.trim() : '';
    if (name === '' || [...name].length > MAX_NAME_LENGTH) {
      return res
        .status(400)
        .json({ error: `"name" must be a string of 1 to ${MAX_NAME_LENGTH} characters.` });
    }
    return res.status(201).json({ message: `Hello, ${name}!` });
  });

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });

  // Malformed JSON and oversized bodies arrive here with a 4xx status from express.json().
  app.use((err, _req, res, _next) => {
    const status = err.status >= 400 && err.status < 500 ? err.status : 500;
    res.status(status).json({ error: status === 500 ? 'Internal error.' : err.message });
  });

  return app;
}
