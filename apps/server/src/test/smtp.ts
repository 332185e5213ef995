import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback: the mail really crosses the wire, as it would to a mail host. */
export function startSmtpServer(received: Received[]) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    smtp.listen(0, '127.0.0.1', () => {
      const { port } = smtp.server.address() as AddressInfo;
      resolve({ port, close: () => new Promise((done) => smtp.close(() => done())) });
    });
  });
}
