import type { ReactNode } from 'react';

export const metadata = {
  title: 'Next.js on the platform',
  description: 'A server-rendered page and an API route.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
