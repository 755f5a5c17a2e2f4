import { createApp } from './app.js';

// The platform passes the port in PORT; HOST lets you bind to loopback locally.
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const server = createApp().listen(port, host, () => {
  console.log(`listening on http://${host}:${port}`);
});

// The platform sends SIGTERM once the instance has drained (no new requests, the running
// ones ended or out of time): close what is left and exit within the grace period.
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
});
