/** @type {import('next').NextConfig} */
const nextConfig = {
  // No "X-Powered-By: Next.js" header in responses.
  poweredByHeader: false,
};

export default nextConfig;
