/**
 * A file read forward through one reused buffer: `buffer[start, end)` holds what is read and not yet
 * consumed. Readers cut what they can use from that window, move `start` past it, and ask for `more`,
 * which moves the rest to the front and reads after it; the buffer grows only when the rest fills it
 * (a line or a node longer than one read), so memory follows the longest piece, not the file.
 */
import type { FileHandle } from 'node:fs/promises';

export class ChunkReader {
  buffer: Buffer;
  /** Start of the bytes not yet consumed. */
  start = 0;
  /** End of the bytes read: bytes past it are left from earlier reads. */
  end = 0;
  /** The last `more` read nothing: the file is read whole. */
  atEnd = false;

  constructor(
    private readonly file: FileHandle,
    chunkBytes: number,
  ) {
    this.buffer = Buffer.allocUnsafe(chunkBytes);
  }

  /** Moves the unconsumed bytes to the front (growing the buffer when they fill it) and reads more. */
  async more(): Promise<void> {
    if (this.start > 0) {
      this.buffer.copy(this.buffer, 0, this.start, this.end);
      this.end -= this.start;
      this.start = 0;
    }
    if (this.end === this.buffer.length) {
      const larger = Buffer.allocUnsafe(this.buffer.length * 2);
      this.buffer.copy(larger, 0, 0, this.end);
      this.buffer = larger;
    }
    const { bytesRead } = await this.file.read(this.buffer, this.end, this.buffer.length - this.end, null);
    if (bytesRead === 0) this.atEnd = true;
    this.end += bytesRead;
  }

  /** A copy of bytes [from, to), which the next `more` may overwrite. */
  copy(from: number, to: number): Buffer {
    return Buffer.from(this.buffer.subarray(from, to));
  }
}
