import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctOcrLines, readMrz } from '../../modules/manual-validation/checks/mrz.ts';
import { MIN_SIDE } from './decode.ts';
import { scoreOfDistance } from './faces.ts';
import { mrzLinesIn } from './mrz-ocr.ts';
import { EnginesBusy, EvidencePool } from './pool.ts';
import { documentImage, encodeJpeg, groupPhoto, portraitOf, SAMPLE_TD3, turnedQuarter } from './testing.ts';

/*
 * The engines on real images, in a worker thread as the job runs them: one pool for the file, so
 * the models load once (about a second) and each case below costs inference on a small image.
 */

const pool = new EvidencePool(1);
beforeAll(() => pool.warm(), 60_000);
afterAll(() => pool.close());

const THRESHOLD = 80;

describe('face match', () => {
  it('scores two photos of one person above the threshold, and another person far below', async () => {
    const same = await pool.compareFaces(
      { bytes: portraitOf('blondeA'), label: 'portrait' },
      { bytes: portraitOf('blondeB'), label: 'selfie' },
    );
    expect(same.reason).toBeNull();
    expect(same.model).toMatch(/^face-api 1\.7\.\d+/);
    expect(same.score).toBeGreaterThanOrEqual(THRESHOLD);
    expect(same.images.map((image) => image.faces.length)).toEqual([1, 1]);
    const other = await pool.compareFaces(
      { bytes: portraitOf('blondeA'), label: 'portrait' },
      { bytes: portraitOf('other'), label: 'selfie' },
    );
    expect(other.reason).toBeNull();
    expect(other.score).toBeLessThan(THRESHOLD - 10);
  });

  it('finds the face of a photo turned a quarter, and says where it is in the image as sent', async () => {
    const portrait = portraitOf('blondeA');
    const turned = await pool.compareFaces(
      { bytes: portrait, label: 'portrait' },
      { bytes: turnedQuarter(portraitOf('blondeB')), label: 'selfie' },
    );
    expect(turned.reason).toBeNull();
    expect(turned.score).toBeGreaterThanOrEqual(THRESHOLD);
    const selfie = turned.images[1];
    const box = selfie?.faces[0];
    expect(selfie?.rotated).toBe(270);
    // The box is given in the image as sent (the turned one), and lies inside it.
    expect(box && selfie && box.x + box.width <= selfie.width && box.y + box.height <= selfie.height).toBe(
      true,
    );
  });

  it('answers why there is no score: no face, several faces, an image too small', async () => {
    const document = await documentImage(SAMPLE_TD3);
    const noFace = await pool.compareFaces(
      { bytes: portraitOf('blondeA'), label: 'portrait' },
      { bytes: document, label: 'selfie' },
    );
    expect(noFace).toMatchObject({ score: null, reason: 'No face was found in the selfie' });
    const several = await pool.compareFaces(
      { bytes: groupPhoto(1), label: 'portrait' },
      { bytes: portraitOf('blondeA'), label: 'selfie' },
    );
    expect(several.score).toBeNull();
    expect(several.reason).toBe('3 faces were found in the portrait; the match needs one');
    expect(several.images[0]?.faces).toHaveLength(3);
    const tiny = encodeJpeg({ width: 40, height: 40, data: new Uint8Array(40 * 40 * 3).fill(128) });
    const small = await pool.compareFaces(
      { bytes: tiny, label: 'portrait' },
      { bytes: portraitOf('blondeA'), label: 'selfie' },
    );
    expect(small.reason).toBe(`The image is too small (40×40; at least ${MIN_SIDE} px a side)`);
    const garbage = await pool.compareFaces(
      { bytes: Buffer.from('not an image'), label: 'portrait' },
      { bytes: portraitOf('blondeA'), label: 'selfie' },
    );
    expect(garbage.reason).toBe('The image is neither PNG nor JPEG');
  });

  it('maps the distance to a score with 0.5 at 80', () => {
    expect(scoreOfDistance(0)).toBe(100);
    expect(scoreOfDistance(0.5)).toBe(80);
    expect(scoreOfDistance(0.75)).toBe(40);
    expect(scoreOfDistance(1.4)).toBe(0);
  });
});

describe('a caller waiting on the pool (TaskBound)', () => {
  const pair = (side: number) =>
    [
      { bytes: portraitOf('blondeA', side), label: 'portrait' },
      { bytes: portraitOf('blondeB', side), label: 'selfie' },
    ] as const;

  it('is refused at once when every thread is busy and the line of callers is full', async () => {
    // Images no task has seen (the engine keeps the last ones' faces), so the thread is busy a while.
    const running = pool.compareFaces(...pair(400));
    await expect(pool.compareFaces(...pair(480), { deadlineMs: 60_000, maxWaiting: 0 })).rejects.toThrow(
      EnginesBusy,
    );
    expect((await running).reason).toBeNull();
  });

  it('goes ahead of the tasks of jobs, and stops waiting at its deadline', async () => {
    const finished: string[] = [];
    const track = (name: string, task: Promise<unknown>) =>
      task.then(
        () => finished.push(name),
        (error: Error) => finished.push(`${name}: ${error.constructor.name}`),
      );
    const all = Promise.all([
      track('job 1', pool.compareFaces(...pair(360))),
      track('job 2', pool.compareFaces(...pair(480))),
      track('caller', pool.compareFaces(...pair(480), { deadlineMs: 60_000, maxWaiting: 1 })),
      // Its deadline passes while it waits behind the thread's task: it leaves the line.
      track('late caller', pool.compareFaces(...pair(320), { deadlineMs: 1, maxWaiting: 2 })),
    ]);
    await all;
    expect(finished).toEqual(['late caller: EnginesTimedOut', 'job 1', 'caller', 'job 2']);
  });
});

describe('MRZ read from the image', () => {
  it('reads the printed zone, and the parser finds every check digit right', async () => {
    const read = await pool.readMrzLines(await documentImage(SAMPLE_TD3));
    expect(read.reason).toBeNull();
    expect(read.engine).toMatch(/^tesseract\.js 7\./);
    // The OCR reads the nationality's O as a zero; the parser's correction by field type puts it right.
    const lines = correctOcrLines(read.lines);
    expect(lines).toEqual(SAMPLE_TD3);
    const parsed = readMrz(lines, '2026-01-01');
    expect(parsed.ok && parsed.mrz).toMatchObject({
      format: 'TD3',
      lastName: 'ERIKSSON',
      firstName: 'ANNA MARIA',
      documentNumber: 'L898902C3',
      badCheckDigits: [],
    });
  });

  it('catches a wrong check digit from the image alone', async () => {
    // The birth date's check digit 2 printed as 3.
    const forged = [SAMPLE_TD3[0], SAMPLE_TD3[1].replace('7408122F', '7408123F')];
    const read = await pool.readMrzLines(await documentImage(forged));
    const lines = correctOcrLines(read.lines);
    expect(lines[1]).toBe(forged[1]);
    const parsed = readMrz(lines, '2026-01-01');
    expect(parsed.ok && parsed.mrz.badCheckDigits).toContain('birthDateCheckDigit');
  });

  it('says so when an image has no zone', async () => {
    const read = await pool.readMrzLines(portraitOf('other', 200));
    expect(read.lines).toEqual([]);
    expect(read.reason).toMatch(/^No machine-readable zone was found/);
  });

  it('picks the zone out of OCR text: the last run of lines of one format, fillers put back', () => {
    const text = `PASSPORT\nSURNAME\n${SAMPLE_TD3[0].slice(0, 42)}\n${SAMPLE_TD3[1]}\n`;
    expect(mrzLinesIn(text)).toEqual([...SAMPLE_TD3]);
    expect(mrzLinesIn('NOTHING HERE')).toEqual([]);
  });
});
