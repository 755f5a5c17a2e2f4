// Lighthouse settings for bench/budgets/lighthouse.mjs: the default audits
// (mobile preset), and the German 404 page audited although it answers 404.
export default {
  extends: 'lighthouse:default',
  settings: { ignoreStatusCode: true },
};
