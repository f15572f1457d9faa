/** A JSON answer as the API gives one, for tests that stand in for the network with a stubbed `fetch`. */
export const jsonResponse = (body: unknown, status = 200): Promise<Response> =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
