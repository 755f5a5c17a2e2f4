import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** The docs sidebar ("Dokumente" in the navbar); labels are translated in i18n/<locale>/…/current.json. */
const sidebars: SidebarsConfig = {
  docs: [
    'index',
    'overview',
    'serverless-vs-persistent',
    '12factors',
    {
      type: 'category',
      label: 'Services',
      link: { type: 'doc', id: 'service/index' },
      items: [
        'service/connect-to-github',
        'service/continuous-deployments',
        'service/domain',
        'service/path-based',
        'service/async',
        'service/observability',
        'service/troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Databases',
      items: ['postgresql', 'redis/index'],
    },
    {
      type: 'category',
      label: 'Plans and help',
      items: ['limit', 'fair-use', 'support', 'contact'],
    },
    {
      type: 'category',
      label: 'Legal',
      items: ['acceptable', 'term', 'privacy'],
    },
  ],
};

export default sidebars;
