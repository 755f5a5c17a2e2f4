import CodeBlock from '@theme/CodeBlock';
import { brand } from '@site/src/data/brand';
import { agentAccess } from '@site/src/data/site';

/**
 * What a reader pastes into an editor's or assistant's MCP settings (`mcpServers`, as Claude
 * Code's `.mcp.json` and Cursor's `mcp.json` read it): the docs' MCP server (packages/server).
 */
export const mcpConfig = {
  mcpServers: {
    [`${brand.name.toLowerCase()}-docs`]: {
      type: 'http',
      url: `${brand.docsUrl}${agentAccess.mcpPath}`,
    },
  },
};

export default function McpConfig() {
  return <CodeBlock language="json">{JSON.stringify(mcpConfig, null, 2)}</CodeBlock>;
}
