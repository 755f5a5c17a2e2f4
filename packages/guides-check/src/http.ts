/** POSTs a JSON-ish body with the given content type and returns status and parsed JSON. */
export async function postBody(
  url: string,
  body: string,
  contentType: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

export async function getJson(
  url: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
