/** Longest name the API accepts, so one request cannot fill the memory. */
const MAX_NAME_LENGTH = 80;

export async function POST(request: Request): Promise<Response> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return Response.json({ error: 'Send the body as application/json.' }, { status: 415 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: 'The body is not valid JSON.' }, { status: 400 });
  }
  const raw = (body as { name?: unknown } | null)?.name;
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '' || [...name].length > MAX_NAME_LENGTH) {
    return Response.json(
      { error: `"name" must be a string of 1 to ${MAX_NAME_LENGTH} characters.` },
      { status: 400 },
    );
  }
  return Response.json({ message: `Hello, ${name}!` }, { status: 201 });
}
