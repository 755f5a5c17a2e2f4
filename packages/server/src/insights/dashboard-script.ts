/**
 * /_insights/app.js: draws the dashboard's charts with Chart.js (served by
 * the same route, loaded before this file) from the page's JSON data block,
 * and reloads the page every few minutes while it is visible. An external
 * file, so the page's CSP needs no inline script.
 */
export const dashboardScript = `'use strict';
(function () {
  var block = document.getElementById('insights-data');
  if (!block || typeof window.Chart !== 'function') return;
  var data = JSON.parse(block.textContent || '{}');
  var labels = data.labels || {};
  var blue = '#2563eb';
  var amber = '#f59e0b';
  var green = '#15803d';
  var red = '#b91c1c';
  // Axis numbers as the page's language writes them (German 1.000, English 1,000).
  var common = { responsive: true, maintainAspectRatio: false, animation: false, locale: document.documentElement.lang };
  function draw(id, config) {
    var canvas = document.getElementById(id);
    if (canvas) new window.Chart(canvas, config);
  }
  var days = (data.daily || []).map(function (d) { return d.day; });
  function daily(id, bars, line) {
    draw(id, {
      data: {
        labels: days,
        datasets: [
          { type: 'bar', label: labels[bars], data: data.daily.map(function (d) { return d[bars]; }), backgroundColor: blue, order: 2 },
          { type: 'line', label: labels[line], data: data.daily.map(function (d) { return d[line]; }), borderColor: amber, backgroundColor: amber, order: 1 },
        ],
      },
      options: Object.assign({ scales: { y: { beginAtZero: true } } }, common),
    });
  }
  daily('chart-daily-views', 'pageViews', 'visitors');
  daily('chart-daily-searches', 'searches', 'zeroResultSearches');
  var pages = data.helpfulness || [];
  draw('chart-helpfulness', {
    type: 'bar',
    data: {
      labels: pages.map(function (p) { return p.pathname; }),
      datasets: [
        { label: labels.yes, data: pages.map(function (p) { return p.yes; }), backgroundColor: green },
        { label: labels.no, data: pages.map(function (p) { return p.no; }), backgroundColor: red },
      ],
    },
    options: Object.assign({ indexAxis: 'y', scales: { x: { stacked: true, beginAtZero: true }, y: { stacked: true } } }, common),
  });
  // Live: fresh numbers every five minutes while someone looks.
  setInterval(function () {
    if (document.visibilityState === 'visible') location.reload();
  }, 5 * 60 * 1000);
})();
`;
