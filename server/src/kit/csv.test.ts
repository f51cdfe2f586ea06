import { describe, expect, it } from 'vitest';
import { csvTextOf, readyCsvStream } from './csv.ts';

const columns = [{ field: 'name', caption: 'Name' }];

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let out = '';
  for await (const piece of stream) out += String(piece);
  return out;
}

describe('a CSV answer', () => {
  it('fails before its header when its first batch cannot be read (no 200 and a cut file)', async () => {
    async function* failing(): AsyncGenerator<{ name: string }[]> {
      yield* [];
      throw new Error('the database refused the period');
    }
    await expect(readyCsvStream(columns, failing())).rejects.toThrow('the database refused the period');
  });

  it('streams the header and every batch once the first is read', async () => {
    let reads = 0;
    async function* batches(): AsyncGenerator<{ name: string }[]> {
      reads += 1;
      yield [{ name: 'Ann' }];
      reads += 1;
      yield [{ name: 'Bob' }];
    }
    const stream = await readyCsvStream(columns, batches());
    expect(reads).toBe(1);
    expect(await text(stream)).toBe('Name\r\nAnn\r\nBob\r\n');
  });

  it('is a header alone when there is no row', async () => {
    async function* none(): AsyncGenerator<{ name: string }[]> {
      yield* [];
    }
    expect(await text(await readyCsvStream(columns, none()))).toBe('Name\r\n');
  });
});

describe("a CSV stream's text", () => {
  it('keeps a character whole when a chunk of bytes ends inside it', async () => {
    const bytes = Buffer.from('Zoë,Ünal\r\n');
    const cut = bytes.indexOf(Buffer.from('ë')) + 1;
    const pieces: string[] = [];
    for await (const piece of csvTextOf(
      toAsync(['Name,Last\r\n', bytes.subarray(0, cut), bytes.subarray(cut)]),
    )) {
      pieces.push(piece);
    }
    expect(pieces.join('')).toBe('Name,Last\r\nZoë,Ünal\r\n');
  });
});

async function* toAsync<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}
