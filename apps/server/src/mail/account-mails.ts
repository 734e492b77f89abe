import { RESET_CODE_LIFETIME_MS } from '@earshot/shared/constants';
import { TEXTS, confirmMailText, resetMailText } from '@earshot/shared/texts';
import type { Mail } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The plain text as HTML paragraphs, with the link made clickable. */
function toHtml(text: string, link: string): string {
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  return text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll(escapeHtml(link), anchor).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

/** Link to /confirmaccount/{code} (SPEC §2). */
export function confirmAccountMail(publicUrl: string, to: string, code: string): Mail {
  const link = `${publicUrl}/confirmaccount/${encodeURIComponent(code)}`;
  const text = confirmMailText(link);
  return { to, subject: TEXTS.confirmMailSubject, text, html: toHtml(text, link) };
}

/** Link to /forgotpassword/{code} (SPEC §2); the code works once, for RESET_CODE_LIFETIME_MS. */
export function resetPasswordMail(publicUrl: string, to: string, code: string): Mail {
  const link = `${publicUrl}/forgotpassword/${encodeURIComponent(code)}`;
  const text = resetMailText(link, Math.round(RESET_CODE_LIFETIME_MS / 60_000));
  return { to, subject: TEXTS.resetMailSubject, text, html: toHtml(text, link) };
}
