import { createApp } from './app.js';

// The platform passes the port in PORT; HOST lets you bind to loopback locally.
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const server = createApp().listen(port, host, () => {
  console.log(`listening on http://${host}:${port}`);
});

// On a new deployment the platform sends SIGTERM: finish open requests, then exit.
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
});
