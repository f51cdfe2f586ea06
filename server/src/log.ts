import pino from 'pino';

/**
 * The console's log options: its level, and the redaction that keeps secrets out of every line
 * (cookies, tokens, credentials, and partner secrets should an object carrying one be logged).
 */
export function logOptions(level: string): pino.LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers.requestverificationtoken',
        'res.headers["set-cookie"]',
        // Partner secrets (kit/secrets.ts).
        '*.password',
        '*.apiKey',
        '*.clientSecret',
        '*.refreshToken',
        '*.secrets',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * One destination for every logger of a process. Each pino logger made without one opens its own
 * asynchronous writer on stdout, and two writers' lines reach the file in whichever order their
 * writes finish: a start's steps (its own logger) and the app's lines came out of order.
 */
export function logDestination(): pino.DestinationStream {
  return pino.destination(1);
}
