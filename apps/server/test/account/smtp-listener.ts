import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

export type SmtpListener = {
  /** smtp://127.0.0.1:{port} for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail (received or to come) to `to` not yet taken, within `timeoutMs`. */
  nextMail: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Just enough MIME for our own mails: headers, and the text/plain part (single part or multipart). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let text = decodePart(headers, body);
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const end = part.indexOf('\r\n\r\n');
      if (end < 0) continue;
      const partHeaders = part.slice(0, end);
      if (/content-type:\s*text\/plain/i.test(partHeaders)) text = decodePart(partHeaders, part.slice(end + 4));
    }
  }
  return { to, subject, text: text.trim(), raw };
}

/** A real SMTP server on an ephemeral port that keeps every mail it receives. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // its built-in certificate has expired (DESIGN §2)
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const mail = mails.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
    if (mail) taken.add(mail);
    return mail;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMail: (to, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const found = take(to);
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const mail = take(to);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `/{kind}/{code}` in a mail. */
export function linkIn(mail: ReceivedMail, kind: 'confirmaccount' | 'forgotpassword'): { url: string; code: string } {
  const match = new RegExp(`(https?://\\S+?/${kind}/([A-Za-z0-9_-]+))`).exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no ${kind} link in: ${mail.text}`);
  return { url: match[1], code: match[2] };
}
