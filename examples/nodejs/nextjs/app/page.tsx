// Rendered on every request, so the page shows live values from the server.
export const dynamic = 'force-dynamic';

export default function HomePage() {
  const region = process.env.NUBIVA_REGION ?? 'local';
  return (
    <main>
      <h1>Hello from Next.js</h1>
      <p>This page was rendered on the server in region {region}.</p>
    </main>
  );
}
