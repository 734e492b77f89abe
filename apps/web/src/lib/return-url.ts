/** A `returnUrl` is followed only when it is a path on this site ('/admin'), never another origin ('//evil', 'https:'). */
export function safeReturnUrl(value: string | null, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** '/login?returnUrl=/admin' */
export const loginUrl = (returnUrl: string): string =>
  `/login?returnUrl=${encodeURIComponent(returnUrl).replace(/%2F/gi, '/')}`; // slashes are fine in a query
