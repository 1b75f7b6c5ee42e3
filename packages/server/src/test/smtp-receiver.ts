import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the receiving server saw it: the envelope, the raw DATA and its decoded parts. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The SMTP user the client signed in as, when it did. */
  user: string | undefined;
  raw: string;
  /** Header names in lower case, values unfolded and with RFC 2047 words decoded. */
  headers: Map<string, string>;
  text: string;
  html: string | undefined;
}

export interface SmtpReceiver {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Server hooks on top of the receiver's own (STARTTLS off, plain auth allowed, no log). */
export type ReceiverHooks = Pick<SMTPServerOptions, 'onAuth' | 'onRcptTo' | 'authOptional'> & {
  /** Runs before the message is accepted; a rejection refuses it. */
  beforeAccept?: () => Promise<void>;
};

/** A real SMTP server on a loopback port (0: any free one) that keeps what it receives. */
export async function startSmtpReceiver(hooks: ReceiverHooks = {}, port = 0): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const { beforeAccept, ...serverHooks } = hooks;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    ...serverHooks,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        (beforeAccept ?? (async () => {}))().then(
          () => {
            received.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              user: typeof session.user === 'string' ? session.user : undefined,
              raw,
              ...parseMessage(raw),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago (to start a receiver on later). */
export async function freePort(): Promise<number> {
  const probe = await startSmtpReceiver();
  await probe.close();
  return probe.port;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: Map<string, string>;
  text: string;
  html: string | undefined;
}

/** Enough MIME for nodemailer's output: headers, multipart/alternative, quoted-printable and base64. */
function parseMessage(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary !== undefined) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseMessage(part.replace(/^\r\n/, '')));
    return {
      headers,
      text: parts.find((part) => part.text !== '')?.text ?? '',
      html: parts.find((part) => part.html !== undefined)?.html,
    };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return type.startsWith('text/html')
    ? { headers, text: '', html: decoded }
    : { headers, text: decoded.replace(/\r\n/g, '\n'), html: undefined };
}
