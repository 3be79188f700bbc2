/**
 * What a browser does with cookies, for tests that run the client in Node against a real server:
 * keep what `Set-Cookie` gives, send it back, let scripts read the non-httpOnly ones.
 */
export interface CookieJar {
  fetch: typeof globalThis.fetch;
  /** Script-visible cookies only (not httpOnly), like `document.cookie`. */
  read: (name: string) => string | undefined;
  /** Every cookie, httpOnly included (what the browser would send). */
  all: () => Map<string, { value: string; httpOnly: boolean; attributes: string[] }>;
  clear: () => void;
}

export function createCookieJar(): CookieJar {
  const cookies = new Map<string, { value: string; httpOnly: boolean; attributes: string[] }>();
  const fetchWithCookies: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (cookies.size > 0 && request.credentials !== 'omit') {
      const header = [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
      request.headers.set('Cookie', header);
    }
    const response = await globalThis.fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else
        cookies.set(name, {
          value,
          httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
          attributes,
        });
    }
    return response;
  };
  return {
    fetch: fetchWithCookies,
    read(name) {
      const cookie = cookies.get(name);
      if (!cookie || cookie.httpOnly) return undefined;
      return decodeURIComponent(cookie.value);
    },
    all: () => cookies,
    clear: () => {
      cookies.clear();
    },
  };
}
