import net from 'node:net';

/**
 * A real SMTP server on a free local port that keeps every message it is given, raw (headers and
 * MIME parts as sent): enough of RFC 5321 for nodemailer, no authentication, no TLS.
 */
export type SmtpSink = { url: string; messages: string[]; close: () => Promise<void> };

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffered = '';
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 sink.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffered.slice(0, end).replace(/\r\n\.\./g, '\r\n.'));
          buffered = buffered.slice(end + 5);
          inData = false;
          socket.write('250 kept\r\n');
          continue;
        }
        const lineEnd = buffered.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffered.slice(0, lineEnd).toUpperCase();
        buffered = buffered.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 sink.test\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A message's MIME leaf parts, each with its content type and body decoded to text. */
export function mimeParts(raw: string): { contentType: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const encoded = rest.join('\r\n\r\n').trimEnd();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      const bytes =
        encoding === 'base64'
          ? Buffer.from(encoded, 'base64')
          : encoding === 'quoted-printable'
            ? Buffer.from(
                encoded
                  .replace(/=\r\n/g, '')
                  .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                'latin1',
              )
            : Buffer.from(encoded, 'utf8');
      return { contentType: /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1] ?? '', body: bytes.toString('utf8') };
    });
}
