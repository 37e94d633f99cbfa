/**
 * Python environments with a real dependency (numpy) for evaluations, made here without a package
 * index (PyPI is out of reach on these machines): a virtualenv of the system Python, with numpy's
 * installed files copied in from a Python on PATH that has them (root's pyenv on these machines).
 * The evaluation then needs exactly what a user's venv needs: its interpreter, the Python that
 * pyvenv.cfg names, and its site-packages.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The system Python the venvs are made of: outside every HOME, readable by every user. */
export const SYSTEM_PYTHON = '/usr/bin/python3';

/** The site-packages folder holding numpy in a Python on PATH, or null (the tests then say so and skip). */
export function numpySitePackages(): string | null {
  const found = spawnSync(
    'python3',
    ['-c', 'import numpy, os; print(os.path.dirname(os.path.dirname(numpy.__file__)))'],
    {
      encoding: 'utf8',
    },
  );
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Why no numpy venv can be made here (null: one can). */
export function numpyVenvMissing(): string | null {
  if (!existsSync(SYSTEM_PYTHON)) return `${SYSTEM_PYTHON} is missing`;
  const probe = spawnSync(SYSTEM_PYTHON, ['-c', 'import venv'], { encoding: 'utf8' });
  if (probe.status !== 0) return `${SYSTEM_PYTHON} has no venv module`;
  return numpySitePackages() === null ? 'no python3 on PATH imports numpy' : null;
}

/**
 * A virtualenv at `dir` whose interpreter imports numpy (numpy and its bundled libraries copied in),
 * owned by `owner` when given. Returns the venv's python.
 */
export function makeNumpyVenv(dir: string, owner?: { uid: number; gid: number }): string {
  const source = numpySitePackages();
  if (source === null) throw new Error('no python3 on PATH imports numpy');
  execFileSync(SYSTEM_PYTHON, ['-m', 'venv', '--without-pip', dir]);
  const version = execFileSync(
    SYSTEM_PYTHON,
    ['-c', 'import sys; print(f"python{sys.version_info[0]}.{sys.version_info[1]}")'],
    {
      encoding: 'utf8',
    },
  ).trim();
  const target = join(dir, 'lib', version, 'site-packages');
  for (const entry of readdirSync(source).filter((name) => name.startsWith('numpy')))
    cpSync(join(source, entry), join(target, entry), { recursive: true });
  if (owner !== undefined) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  return join(dir, 'bin', 'python');
}
