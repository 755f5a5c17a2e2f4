import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Prism's GitHub theme with darker token colours: its comments, strings,
 * numbers, keywords and functions fall below 4.5:1 on the code background
 * (WCAG AA, axe color-contrast). Each colour here keeps at least 5.6:1 there
 * and 4.5:1 even on a highlighted line.
 */
const darker: Record<string, string> = {
  '#999988': '#5c5c4f',
  '#e3116c': '#b00f55',
  '#36acaa': '#1a6e6c',
  '#00a4db': '#00648a',
  '#d73a49': '#b52433',
};

export const accessibleGithubTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color;
    if (color !== undefined && color in darker) {
      return { ...entry, style: { ...entry.style, color: darker[color] } };
    }
    // Namespaces (Rust's `std::`) are faded with opacity 0.7, which fails the contrast too.
    if (entry.style.opacity !== undefined)
      return { ...entry, style: { ...entry.style, opacity: 1 } };
    return entry;
  }),
};
