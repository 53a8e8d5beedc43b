// The API as the browser reaches it: JSON calls through the shell's /api proxy.

/**
 * A JSON call; throws with the status and body on anything but 2xx.
 * @param {{ url: string }} app
 * @param {string} path
 * @param {{ method?: string, body?: unknown, token?: string }} [options]
 */
export async function api(app, path, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** 'yyyy-MM-dd' of an instant in a zone. */
export const dayIn = (instant, timeZone) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
