/**
 * Coarse user-agent families for counting agent fetches of Markdown twins: the AI
 * crawlers and assistants' fetchers by the name they send, everything else
 * "other". Only the family is kept, never the user-agent string or an IP.
 */
export const agentFamilies = [
  // OpenAI
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  // Anthropic
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'Claude-Web',
  'anthropic-ai',
  // Perplexity
  'PerplexityBot',
  'Perplexity-User',
  // Google's AI products (Google-Extended is a robots.txt token; fetchers that send it count too)
  'Google-Extended',
  'Google-CloudVertexBot',
  'GoogleOther',
  // Common Crawl, the corpus most models train on
  'CCBot',
  // Others that crawl for AI training or answers
  'Applebot-Extended',
  'Amazonbot',
  'Bytespider',
  'Meta-ExternalAgent',
  'Meta-ExternalFetcher',
  'cohere-ai',
  'cohere-training-data-crawler',
  'MistralAI-User',
  'DuckAssistBot',
  'YouBot',
  'AI2Bot',
  'Diffbot',
  'Timpibot',
] as const;

export type AgentFamily = (typeof agentFamilies)[number] | 'other';

const byLowerCase = new Map(agentFamilies.map((name) => [name.toLowerCase(), name]));
// Longest names first, so "Claude-SearchBot" is not read as a shorter name it contains.
const pattern = new RegExp(
  `(?:^|[^a-z0-9-])(${[...byLowerCase.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![a-z0-9-])`,
  'i',
);

/** The family of a User-Agent header: a known AI crawler's name, else "other". */
export function agentFamily(userAgent: string | string[] | undefined): AgentFamily {
  const value = Array.isArray(userAgent) ? userAgent.join(' ') : (userAgent ?? '');
  const match = pattern.exec(value);
  return match ? (byLowerCase.get(match[1]!.toLowerCase()) ?? 'other') : 'other';
}
