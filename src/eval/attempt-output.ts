/**
 * One attempt's output (stdout and stderr as one pipe): every byte goes to the log file, with
 * backpressure, and to the bounded head + tail excerpt; decoded lines go to the score scanner and the
 * live log until the cut, when the evaluated command's main process has exited. Output after the cut
 * is only logged, after a marker: it does not count.
 */
import type { WriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { InfraError } from '../errors.js';
import { HeadTailLog, type LineSplitter } from './capture.js';
import { scoringSplitter, type ScoreScanner } from './score.js';

const LOG_HEAD_BYTES = 16 * 1024;
const LOG_TAIL_BYTES = 48 * 1024;
const CUT_MARKER = Buffer.from(
  '\n[arbor-gate: the evaluated command had exited; the output below came after it and is not scored]\n',
);

/** Output that suggests a failure worth retrying (rate limits, network trouble, overloaded services). */
const TRANSIENT_MARKER =
  /\b429\b|rate[ _-]?limit|too many requests|timeout|timed out|temporarily unavailable|connection (?:reset|aborted)|service unavailable/i;

export function isTransientOutput(line: string): boolean {
  return TRANSIENT_MARKER.test(line);
}

export class AttemptOutput {
  /** A line before the cut showed a transient marker. */
  transient = false;
  private bytes = 0;
  private lastOutputAt = performance.now();
  private isCut = false;
  private marked = false;
  private closed = false;
  private fileError: Error | null = null;
  private readonly waitingForDisk = new Set<Readable>();
  private readonly excerpt = new HeadTailLog(LOG_HEAD_BYTES, LOG_TAIL_BYTES);
  private readonly decoder = new StringDecoder('utf8');
  private readonly splitter: LineSplitter;
  private closedPromise: Promise<boolean> = Promise.resolve(true);

  private constructor(
    private readonly file: WriteStream,
    readonly logPath: string,
    scanner: ScoreScanner,
    onLine: ((line: string) => void) | undefined,
  ) {
    this.splitter = scoringSplitter(scanner, (line) => {
      if (isTransientOutput(line)) this.transient = true;
      onLine?.(line);
    });
    // Backpressure: a slow disk pauses the pipe instead of letting the output pile up in memory. A failed
    // disk resumes it, so the command is never blocked on a log that cannot be written.
    file.on('drain', () => this.resumeAll());
    file.on('error', (error) => {
      this.fileError = error;
      this.resumeAll();
    });
  }

  /** The log is the gate's alone (0600): an isolated evaluation, another user, must not read it. */
  static async open(
    logPath: string,
    scanner: ScoreScanner,
    onLine?: (line: string) => void,
  ): Promise<AttemptOutput> {
    try {
      return new AttemptOutput(
        (await open(logPath, 'w', 0o600)).createWriteStream(),
        logPath,
        scanner,
        onLine,
      );
    } catch (error) {
      throw new InfraError(`could not write the evaluation log ${logPath}: ${(error as Error).message}`);
    }
  }

  /** Reads the command's output pipe. */
  attach(stream: Readable): void {
    stream.on('data', (chunk: Buffer) => {
      this.bytes += chunk.length;
      this.lastOutputAt = performance.now();
      if (this.isCut && !this.marked) {
        this.marked = true;
        this.write(CUT_MARKER, stream);
      }
      this.write(chunk, stream);
      if (!this.isCut) this.splitter.push(this.decoder.write(chunk));
    });
    stream.on('error', () => undefined);
    this.closedPromise = new Promise((resolve) => stream.once('close', () => resolve(true)));
    void this.closedPromise.then(() => (this.closed = true));
  }

  /**
   * Reads until a whole interval passed without output, once the group is frozen (only a process that
   * left it can still write); false when output kept arriving for `maxMs`.
   */
  async settle(intervalMs: number, maxMs: number): Promise<boolean> {
    const deadline = performance.now() + maxMs;
    for (let seen = -1; ;) {
      if (this.closed) return true;
      if (this.bytes === seen && this.waitingForDisk.size === 0) return true;
      if (performance.now() >= deadline) return false;
      seen = this.bytes;
      await delay(intervalMs);
      // One more turn of the event loop after the timer, so that what is in the pipe has been read.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Ends scoring: the line in progress is scanned as the last one; later output is only logged. */
  cut(): void {
    if (this.isCut) return;
    this.isCut = true;
    this.splitter.push(this.decoder.end());
    this.splitter.end();
  }

  /** Reads what is left until the pipe closes or stays quiet for `idleMs`, for at most `maxMs`. */
  async drain(idleMs: number, maxMs: number): Promise<void> {
    for (const deadline = performance.now() + maxMs; performance.now() < deadline;) {
      if (await Promise.race([this.closedPromise, delay(idleMs, false)])) return;
      if (this.waitingForDisk.size === 0 && performance.now() - this.lastOutputAt >= idleMs) return;
    }
  }

  /** Closes the log file; an InfraError when it could not be written. */
  async close(): Promise<void> {
    const fail = (error: Error): never => {
      throw new InfraError(`could not write the evaluation log ${this.logPath}: ${error.message}`);
    };
    if (this.fileError) {
      this.file.destroy();
      fail(this.fileError);
    }
    await new Promise<void>((resolve, reject) => {
      this.file.once('error', reject);
      this.file.end(resolve);
    }).catch(fail);
  }

  /** Closes the log file without waiting, when the attempt could not start. */
  discard(): void {
    this.file.destroy();
  }

  /** The bounded head + tail of the output, for the verdict. */
  text(): string {
    return this.excerpt.text();
  }

  private write(chunk: Buffer, stream: Readable): void {
    this.excerpt.append(chunk);
    if (!this.fileError && !this.file.write(chunk)) {
      stream.pause();
      this.waitingForDisk.add(stream);
    }
  }

  private resumeAll(): void {
    for (const stream of this.waitingForDisk) stream.resume();
    this.waitingForDisk.clear();
  }
}
