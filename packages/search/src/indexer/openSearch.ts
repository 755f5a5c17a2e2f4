import { escapeHtml } from '../results.js';

export interface OpenSearchOptions {
  /** The site's name. */
  title: string;
  /** "Search {title}" in the locale's language. */
  description: string;
  language: string;
  /** The locale's site, e.g. "https://docs.example.com/de/". */
  site: string;
  /** The search page's absolute URL; the query is appended as `?q=`. */
  searchPage: string;
  /** The site's icon: its absolute URL or a data: URI. */
  image: string;
}

/** The locale's `opensearch.xml`: how a browser adds the site search to its own. */
export const openSearchXml = (
  o: OpenSearchOptions,
): string => `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeHtml(o.title)}</ShortName>
  <Description>${escapeHtml(o.description)}</Description>
  <Language>${o.language}</Language>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${escapeHtml(o.image)}</Image>
  <Url type="text/html" method="get" template="${o.searchPage}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${o.site}opensearch.xml"/>
</OpenSearchDescription>
`;
