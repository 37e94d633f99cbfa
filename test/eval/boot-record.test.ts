/**
 * A probe's per-boot record (boot-record.ts, used by the overlay and the launch probes): trusted only
 * as the gate writes it (its owner, writable by no one else, one link, not a symlink) and only for
 * exactly the facts it records.
 */
import { chmodSync, chownSync, linkSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootContext, recordedThisBoot, recordThisBoot } from '../../src/eval/isolation/boot-record.js';

const uid = process.geteuid?.() ?? 0;
const NAME = 'launch-probe';
let parent: string;
let facts: string;
beforeEach(async () => {
  parent = mkdtempSync(join(tmpdir(), 'boot-record-'));
  const context = await bootContext();
  if (context === null) throw new Error('this kernel gives no boot id or namespaces');
  facts = `${context} 999:995 /usr/bin`;
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const recordFile = () => join(parent, NAME);

it('a record holds for the facts it records, and for no others', async () => {
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(false);
  await recordThisBoot(parent, NAME, facts);
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(true);
  expect(await recordedThisBoot(parent, NAME, uid, `${facts}:/elsewhere`)).toBe(false);
  expect(await recordedThisBoot(parent, 'overlay-probe', uid, facts)).toBe(false);
});

it('the context names the boot, the kernel, the capabilities and the namespaces', async () => {
  expect(await bootContext()).toMatch(
    /^[0-9a-f-]{36} \S+ CapPrm:.*CapEff:.*CapBnd:.*user:\[\d+\] pid:\[\d+\] mnt:\[\d+\]$/,
  );
});

it('a record another could have written is not trusted: mode, link count, symlink, owner', async () => {
  await recordThisBoot(parent, NAME, facts);
  chmodSync(recordFile(), 0o620);
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(false);
  chmodSync(recordFile(), 0o602);
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(false);
  chmodSync(recordFile(), 0o600);
  linkSync(recordFile(), join(parent, 'second-link'));
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(false);
  rmSync(join(parent, 'second-link'));
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(true);
  expect(await recordedThisBoot(parent, NAME, uid + 1, facts)).toBe(false);
  const real = join(parent, 'real');
  writeFileSync(real, facts, { mode: 0o600 });
  rmSync(recordFile());
  symlinkSync(real, recordFile());
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(false);
});

(uid === 0 ? it : it.skip)('a record owned by the evaluation account is not trusted', async () => {
  await recordThisBoot(parent, NAME, facts);
  chownSync(recordFile(), 999, 995);
  expect(await recordedThisBoot(parent, NAME, uid, facts)).toBe(false);
});
