const HERE = 'http://same-site.invalid';

/** A `returnUrl` is followed only when it is a path on this site ('/admin'), never another origin ('//evil', 'https:'). */
export function safeReturnUrl(value: string | null, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // The URL parser drops tabs and newlines ('/\t/evil.com' is '//evil.com'): ask it where the path leads.
  try {
    return new URL(value, HERE).origin === HERE ? value : fallback;
  } catch {
    return fallback; // '/\t/%%' is '//%%', no valid host
  }
}

/** '/login?returnUrl=/admin' */
export const loginUrl = (returnUrl: string): string =>
  `/login?returnUrl=${encodeURIComponent(returnUrl).replace(/%2F/gi, '/')}`; // slashes are fine in a query
