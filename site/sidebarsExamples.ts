import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** One category per technology, each opening on its index page. */
const categories: Array<[label: string, dir: string, guides: string[]]> = [
  ['AI', 'ai', ['hg-image']],
  ['Audio', 'audio', ['whisper']],
  ['Go', 'golang', ['gin']],
  ['Node.js', 'nodejs', ['express', 'nextjs']],
  ['Python', 'python', ['django', 'fastapi', 'flask']],
  ['Rust', 'rust', ['auxm']],
  ['Headless browsers', 'testing', ['playwright', 'puppeteer']],
  ['Video', 'video', ['ffmpeg']],
];

const sidebars: SidebarsConfig = {
  examples: [
    'index',
    ...categories.map(([label, dir, guides]) => ({
      type: 'category' as const,
      label,
      link: { type: 'doc' as const, id: `${dir}/index` },
      items: guides.map((guide) => `${dir}/${guide}`),
    })),
  ],
};

export default sidebars;
