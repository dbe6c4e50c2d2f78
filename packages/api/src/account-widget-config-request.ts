// The request alone, apart from the configuration's schemas: the standalone loader sends it and stays small.

/** Asks a host's endpoint for its widget configuration (the standalone loader does this as soon as a dialog is asked for). */
export function requestAccountWidgetConfig(fetch: typeof globalThis.fetch, url: string): Promise<Response> {
  return fetch(url, { headers: { accept: 'application/json' } });
}
