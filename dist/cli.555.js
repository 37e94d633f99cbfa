export const id = 555;
export const ids = [555];
export const modules = {

/***/ 58555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GitAdapter: () => (/* binding */ GitAdapter),
  iR: () => (/* reexport */ GitCommandError),
  kL: () => (/* binding */ defaultGitFactory),
  zA: () => (/* binding */ refuseOptionLike)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/git/process.ts
/**
 * One git process, run to its end: spawned directly with exactly the arguments and environment the
 * adapter (src/git/adapter.ts) gives, no shell, and what it left (exit code, both streams).
 */


class GitCommandError extends errors/* InfraError */.Ri {
    args;
    gitExitCode;
    stdout;
    stderr;
    name = 'GitCommandError';
    constructor(args, gitExitCode, stdout, stderr) {
        super(`git ${args.join(' ')} failed (exit ${gitExitCode}): ${(stderr || stdout).trim().split('\n').slice(-3).join(' | ')}`);
        this.args = args;
        this.gitExitCode = gitExitCode;
        this.stdout = stdout;
        this.stderr = stderr;
    }
}
/**
 * Runs one git process to its end. Directly, not through a wrapper library: simple-git waits 50 ms more
 * for every command that prints nothing (update-ref, merge-base --is-ancestor, worktree remove...).
 */
function spawnGit(args, cwd, env, options = {}) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)('git', args, {
            cwd,
            env,
            stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
            windowsHide: true,
            ...(options.signal === undefined ? {} : { signal: options.signal }),
        });
        const stdout = [];
        const stderr = [];
        child.stdout?.on('data', (chunk) => stdout.push(chunk));
        child.stderr?.on('data', (chunk) => stderr.push(chunk));
        // A spawn failure (git missing, cwd gone) or an abort has no exit code.
        child.on('error', (error) => resolve({ code: -1, stdout: Buffer.alloc(0), stderr: error.message }));
        child.on('close', (code) => resolve({
            code: code ?? -1,
            stdout: Buffer.concat(stdout),
            stderr: Buffer.concat(stderr).toString('utf8'),
        }));
        if (child.stdin !== null) {
            // git may exit before reading all of its input (EPIPE): its exit code and stderr say why.
            child.stdin.on('error', () => undefined);
            child.stdin.end(options.input);
        }
    });
}

// EXTERNAL MODULE: ./src/git/known.ts
var known = __webpack_require__(33183);
// EXTERNAL MODULE: ./src/git/parse.ts
var parse = __webpack_require__(73507);
;// CONCATENATED MODULE: ./src/git/invocation.ts
/**
 * How the gate invokes git (src/git/adapter.ts runs every command with these): the environment, the
 * options before every command, and what is still taken from the user's global and system config.
 */

/**
 * The environment git runs with: what it needs to find its credentials agent and proxies, in the C
 * locale (messages are parsed), never prompting. Only this allowlist is passed: no inherited GIT_*
 * variable, editor, pager or askpass reaches git.
 */
const PASSED_ENV = [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'TMPDIR',
    'TEMP',
    'TMP',
    'SYSTEMROOT',
    'USERPROFILE',
    'APPDATA',
    'XDG_CONFIG_HOME',
    'SSH_AUTH_SOCK',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
];
/**
 * What every git command of the gate ignores, because the evaluated code runs as a worktree of this
 * repository (and, without eval isolation, as the same user) and could have written it: replace refs
 * (`refs/replace/*` would swap any object, e.g. trunk's tree, for another), grafts (`info/grafts`
 * rewrites parents), and the global and system git config (`~/.gitconfig`, `$XDG_CONFIG_HOME/git/config`,
 * `/etc/gitconfig`: a credential helper, `url.*.insteadOf` or `core.sshCommand` there runs on push).
 * The repository's own config is trusted: the credential guard puts it back byte for byte after each
 * evaluation (src/gate/credential-guard.ts), and puts back what cannot simply be ignored (alternates,
 * shallow, attributes: src/gate/git-state.ts).
 */
const GIT_ENV_FIXED = {
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    // An abbreviated option is an error, so no value can be read as a longer option than the one written.
    GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: 'true',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_GRAFT_FILE: '/dev/null',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
};
function gitEnvironment() {
    const env = { ...GIT_ENV_FIXED };
    for (const key of PASSED_ENV) {
        const value = process.env[key];
        if (value !== undefined)
            env[key] = value;
    }
    return env;
}
/**
 * Options before every command. Paths are literal: a file named `:(exclude)x` or `*` never acts as a
 * pathspec. Hooks are off: with a relative core.hooksPath (husky and the like), `worktree add` would
 * run the post-checkout hook from the branch under evaluation, outside the evaluation's sandbox; the
 * shared hooks folder is writable by the evaluation. fsmonitor is off (it runs a command on every
 * index read), the commit-graph is not read (a planted one rewrites parents like grafts do) and neither
 * is the global attributes file (merge drivers such as `merge=ours` change what a merge produces).
 */
const GLOBAL_OPTIONS = [
    '--literal-pathspecs',
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.commitGraph=false',
    '-c',
    'core.attributesFile=/dev/null',
];
/** Parses `git config --list --null --show-scope`: `scope\0key\nvalue\0` records (`scope\0key\0` for a bare boolean). */
function parseScopedConfig(output) {
    const fields = output.split('\0');
    const entries = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        entries.push({ scope: fields[i], ...(0,parse/* parseConfigRecord */.pT)(fields[i + 1]) });
    }
    return entries;
}
/** The settings kept from the global and system scopes (later entries win, as in git). Pure. */
function userConfigFrom(entries) {
    const user = entries.filter((e) => e.scope === 'global' || e.scope === 'system');
    const last = (key) => user.filter((e) => e.key.toLowerCase() === key).pop()?.value ?? null;
    const safeDirectories = [];
    for (const entry of user) {
        if (entry.key.toLowerCase() !== 'safe.directory' || entry.value === null)
            continue;
        // An empty value resets the list, as git reads it.
        if (entry.value === '')
            safeDirectories.length = 0;
        else
            safeDirectories.push(entry.value);
    }
    const name = last('user.name');
    const email = last('user.email');
    return { safeDirectories, identity: name && email ? { name, email } : null };
}

;// CONCATENATED MODULE: ./src/git/adapter.ts
/**
 * The one git adapter: every git command the gate runs goes through this class (like actions/checkout's
 * GitCommandManager), so the rules live in one place:
 * - a user-supplied ref is only ever resolved by `resolveCommit` (`rev-parse --verify --end-of-options`),
 *   refusing names that begin with '-'; everything after works on full SHAs and `refs/heads/` names;
 * - git is spawned directly with exactly the arguments and environment given here (no shell), and
 *   every non-zero exit is an error carrying the exit code and both streams;
 * - pushes are plain (never forced), and a non-fast-forward rejection is reported, not thrown;
 * - messages are parsed in the C locale and git never prompts for credentials;
 * - nothing the evaluated code could have planted is read (src/git/invocation.ts).
 */









const ZERO_SHA = '0000000000000000000000000000000000000000';
const SHA = /^[0-9a-f]{40}$/;
/** An object id the gate computed; anything else is a bug, never handed to git as an argument. */
function requireSha(value) {
    if (!SHA.test(value))
        throw new errors/* InfraError */.Ri(`internal: ${JSON.stringify(value)} is not an object id`);
    return value;
}
/** Who commits when neither the repository nor the user's global git config names anyone (CI runners). */
const FALLBACK_IDENTITY = { name: 'arbor-gate', email: 'arbor-gate@users.noreply.github.com' };
/** The user's global and system settings the gate keeps (see UserConfig), read once per process. */
let userConfig;
/** A user value that git could read as an option is refused before it reaches git. */
function refuseOptionLike(value, what) {
    if (value.startsWith('-'))
        throw new errors/* UserError */.yo(`${what} must not begin with '-' (got ${JSON.stringify(value)})`);
    if (value === '' || /[\0\n\r]/.test(value))
        throw new errors/* UserError */.yo(`${what} must be a non-empty single-line value`);
    return value;
}
const defaultGitFactory = (dir) => new GitAdapter(dir);
class GitAdapter {
    dir;
    signal;
    constructor(dir, options = {}) {
        this.dir = dir;
        this.signal = options.signal;
    }
    /** The same repository through an adapter whose git processes are ended when `signal` aborts. */
    abortable(signal) {
        return new GitAdapter(this.dir, { signal });
    }
    /** Runs git with these exact arguments; a non-zero exit throws GitCommandError. */
    async run(args, env = {}) {
        return (await this.runBytes(args, { env })).toString('utf8');
    }
    /** Like run, with the output as bytes and optionally an input on stdin. */
    async runBytes(args, options = {}) {
        const safe = (await this.userConfig()).safeDirectories.flatMap((dir) => ['-c', `safe.directory=${dir}`]);
        const exit = await spawnGit([...GLOBAL_OPTIONS, ...safe, ...args], this.dir, { ...gitEnvironment(), ...options.env }, {
            ...(options.input === undefined ? {} : { input: options.input }),
            ...(this.signal === undefined ? {} : { signal: this.signal }),
        });
        if (exit.code !== 0)
            throw new GitCommandError(args, exit.code, exit.stdout.toString('utf8'), exit.stderr);
        return exit.stdout;
    }
    /** The global and system settings the gate keeps (see UserConfig), read once per process. */
    userConfig() {
        userConfig ??= (async () => {
            const { GIT_CONFIG_GLOBAL: _global, GIT_CONFIG_NOSYSTEM: _system, ...env } = gitEnvironment();
            const args = [...GLOBAL_OPTIONS, 'config', '--list', '--null', '--includes', '--show-scope'];
            const exit = await spawnGit(args, this.dir, env);
            return userConfigFrom(parseScopedConfig(exit.code === 0 ? exit.stdout.toString('utf8') : ''));
        })();
        return userConfig;
    }
    /** Like run, but an exit code listed in `okCodes` returns null instead of throwing. */
    async runAllowing(args, okCodes) {
        try {
            return await this.run(args);
        }
        catch (error) {
            if (error instanceof GitCommandError && okCodes.includes(error.gitExitCode))
                return null;
            throw error;
        }
    }
    /**
     * Where `dir` is: the top-level folder of its repository, and `dir` relative to it with a trailing
     * '/' (empty at the top level); null when `dir` is not in a repository. One git process for both.
     */
    whereInRepository() {
        const args = ['rev-parse', '--show-toplevel', '--show-prefix'];
        return (0,known/* askedOnce */.mb)(`where\0${this.dir}`, async () => (0,parse/* parseWhere */.ro)(await this.runAllowing(args, [128])));
    }
    /** The top-level folder of the repository that holds `dir`, or null when `dir` is not in a repository. */
    async topLevel() {
        return (await this.whereInRepository())?.top ?? null;
    }
    /** The repository's shared git folder, absolute: the main checkout's `.git`, shared by its worktrees. */
    commonDir() {
        const args = ['rev-parse', '--path-format=absolute', '--git-common-dir'];
        return (0,known/* askedOnce */.mb)(`common-dir\0${this.dir}`, async () => (await this.run(args)).trim());
    }
    /** Whether the repository is a shallow clone (history cut off, so merge bases may be missing). */
    async isShallow() {
        return (await this.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
    }
    /** The commit a user-given ref names, or null when it names none. */
    async resolveCommit(ref, what = 'ref') {
        refuseOptionLike(ref, what);
        const out = await this.runAllowing(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], [1, 128]);
        return out === null ? null : out.trim();
    }
    /** The commit a fully qualified ref (`refs/heads/x`, `refs/remotes/o/x`) points at, or null. */
    async refCommit(fullRef) {
        if (!fullRef.startsWith('refs/'))
            throw new errors/* InfraError */.Ri(`internal: ${fullRef} is not a full ref name`);
        return this.resolveCommit(fullRef);
    }
    /** Whether `name` is a valid branch name for git (check-ref-format --branch). */
    async isValidBranchName(name) {
        if (name.startsWith('-'))
            return false;
        return (await this.runAllowing(['check-ref-format', '--branch', name], [1, 128])) !== null;
    }
    async mergeBase(a, b) {
        const out = await this.runAllowing(['merge-base', '--end-of-options', a, b], [1]);
        return out === null ? null : out.trim().split('\n')[0] || null;
    }
    /** True when commit `ancestor` is reachable from `descendant` (or is it). */
    async isAncestor(ancestor, descendant) {
        return ((await this.runAllowing(['merge-base', '--is-ancestor', '--end-of-options', ancestor, descendant], [1])) !== null);
    }
    /**
     * Every path that differs between two commits, with renames detected (both paths kept), modes on
     * both sides (type changes, symlinks, submodules) and full blob ids.
     */
    async diffRaw(from, to) {
        const out = await this.run([
            'diff',
            '--raw',
            '-z',
            '-M',
            '--no-abbrev',
            '--no-ext-diff',
            '--ignore-submodules=none',
            from,
            to,
            '--',
        ]);
        return (0,parse/* parseRawDiff */.LP)(out);
    }
    /** A file's bytes at a commit, or null when the path is not a file (blob) there. */
    async showFile(commit, path) {
        const entry = await this.lsTreeEntry(commit, path);
        if (entry === null || entry.type !== 'blob')
            return null;
        return this.readBlob(entry.sha);
    }
    async readBlob(sha) {
        if (!SHA.test(sha))
            throw new errors/* InfraError */.Ri(`internal: ${sha} is not a blob id`);
        return this.runBytes(['cat-file', 'blob', sha]);
    }
    /**
     * The bytes of many blobs from one `git cat-file --batch`: one process whatever their number (one
     * `cat-file` per symlink made the protected-path check quadratic on large changes).
     */
    async readBlobs(shas, 
    /** `skipMissing`: a blob the repository lacks is left out of the map instead of refused. */
    { skipMissing = false } = {}) {
        const wanted = [...new Set(shas)];
        if (wanted.length === 0)
            return new Map();
        for (const sha of wanted)
            if (!SHA.test(sha))
                throw new errors/* InfraError */.Ri(`internal: ${sha} is not a blob id`);
        return (0,parse/* parseCatFileBatch */["if"])(await this.runBytes(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n` }), { type: 'blob', skipMissing });
    }
    /** The tree entry for one path at a commit, or null when there is none. */
    async lsTreeEntry(commit, path) {
        const out = await this.run(['ls-tree', '-z', '--full-tree', commit, '--', path]);
        const entries = (0,parse/* parseLsTree */.$v)(out);
        return entries.find((e) => e.path === path.replace(/\/+$/, '')) ?? null;
    }
    /** The entries directly inside a folder at a commit (empty when the folder does not exist). */
    async lsTreeDir(commit, dir) {
        const out = await this.run(['ls-tree', '-z', '--full-tree', commit, '--', `${dir.replace(/\/+$/, '')}/`]);
        return (0,parse/* parseLsTree */.$v)(out);
    }
    /** Every file, symlink and submodule pointer (recursively) at a commit, with its mode and object id. */
    async listTree(commit) {
        return (0,parse/* parseLsTree */.$v)(await this.run(['ls-tree', '-r', '-z', '--full-tree', commit]));
    }
    /** Whether a path is tracked in this checkout's index. */
    async isTracked(path) {
        return (await this.runAllowing(['ls-files', '--error-unmatch', '--', path], [1])) !== null;
    }
    /**
     * Adds an empty detached worktree at `commit` (HEAD set, no index, no files): src/git/checkout.ts
     * fills it.
     */
    async worktreeAddEmpty(path, commit) {
        const add = ['worktree', 'add', '--detach', '--no-checkout', '--quiet', '--end-of-options'];
        await this.run([...add, path, commit]);
    }
    /**
     * Removes a worktree (its folder and git's record of it); false when git could not (what is left,
     * git forgets at `worktreePrune` once the folder is gone).
     */
    async worktreeRemove(path) {
        const args = ['worktree', 'remove', '--force', '--force', '--end-of-options', path];
        return (await this.runAllowing(args, [128])) !== null;
    }
    /** Forgets worktrees whose folder is gone. */
    async worktreePrune() {
        await this.run(['worktree', 'prune']);
    }
    async worktreeList() {
        return (0,parse/* parseWorktreeList */.JE)(await this.run(['worktree', 'list', '--porcelain', '-z']));
    }
    /** The version of git that runs, as numbers (`git version 2.39.5` -> [2, 39, 5]). */
    async version() {
        const out = (await this.run(['version'])).trim();
        const version = (0,parse/* parseVersion */.ot)(out);
        if (version === null)
            throw new errors/* InfraError */.Ri(`cannot read the git version from ${JSON.stringify(out)}`);
        return version;
    }
    /** The tree of a commit. */
    async treeOf(commit) {
        const args = ['rev-parse', '--verify', `${requireSha(commit)}^{tree}`];
        return (0,known/* rememberTree */.e5)(commit, (0,known/* knownTree */.Qh)(commit) ?? (await this.run(args)).trim());
    }
    /**
     * The merge of two commits as git's in-memory merge (`merge-tree --write-tree`, the ort strategy of
     * `git merge`) computes it: no worktree, no index, no ref. A conflict is reported with git's messages.
     */
    async mergeTree(ours, theirs) {
        try {
            const out = await this.run([
                'merge-tree',
                '--write-tree',
                '--name-only',
                requireSha(ours),
                requireSha(theirs),
            ]);
            return { merged: true, tree: requireSha(out.trim()) };
        }
        catch (error) {
            if (error instanceof GitCommandError && error.gitExitCode === 1) {
                return { merged: false, conflict: error.stdout.trim() };
            }
            throw error;
        }
    }
    /**
     * Makes a commit object of `tree` with these parents and message; no ref moves. `sign: false` for a
     * scratch commit that never lands, so a configured commit.gpgSign cannot prompt for it.
     */
    async commitTree(tree, parents, message, options = { sign: true }) {
        const args = ['commit-tree', requireSha(tree), ...parents.flatMap((p) => ['-p', requireSha(p)])];
        if (!options.sign)
            args.push('--no-gpg-sign');
        const commit = requireSha((await this.run([...args, '-m', message], await this.commitIdentity())).trim());
        (0,known/* rememberTree */.e5)(commit, tree);
        return commit;
    }
    /** Stores bytes as a blob (no filters: the bytes are the content) and returns its id. */
    async writeBlob(content) {
        return this.withScratch(async (dir) => {
            const file = (0,external_node_path_.join)(dir, 'blob');
            await (0,promises_.writeFile)(file, content);
            return requireSha((await this.run(['hash-object', '-w', '--no-filters', '--', file])).trim());
        });
    }
    /**
     * `tree` with these files replaced (or added) by their blobs, all in one scratch index, so no
     * checkout, index or ref of the user's is touched.
     */
    async treeWithFiles(tree, files) {
        return this.withScratch(async (dir) => {
            const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
            await this.run(['read-tree', requireSha(tree)], env);
            const entries = files.flatMap(({ path, blob, mode = '100644' }) => [
                '--cacheinfo',
                `${mode},${requireSha(blob)},${path}`,
            ]);
            if (entries.length > 0)
                await this.run(['update-index', '--add', ...entries], env);
            return requireSha((await this.run(['write-tree'], env)).trim());
        });
    }
    /** Tracked paths of this checkout that differ from its HEAD (untracked files are not listed). */
    async changedTrackedPaths() {
        // --no-optional-locks: asking must not take the index lock a user's own git command may need.
        const args = ['status', '--porcelain=v1', '-z', '--untracked-files=no', '--ignore-submodules=none'];
        return (0,parse/* parseStatus */.i$)(await this.run(['--no-optional-locks', ...args]));
    }
    /**
     * Brings this checkout's index and files from commit `from` to commit `to` after its branch moved
     * there, the way `git merge --ff-only` would (`read-tree -m -u`): local changes to paths the move does
     * not touch are kept, and git refuses (throws) rather than overwrite a change or an untracked file.
     */
    async fastForwardCheckout(from, to) {
        // As git merge does first: stat data gone stale (a touched, unchanged file) is not an edit.
        await this.runAllowing(['update-index', '-q', '--refresh'], [1]);
        await this.run(['read-tree', '-m', '-u', requireSha(from), requireSha(to)]);
    }
    async withScratch(work) {
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'arbor-gate-git-'));
        try {
            return await work(dir);
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
    /**
     * Moves a branch to `next` only if it still points at `expected` (null: only if it does not exist),
     * so a concurrent change is detected instead of overwritten. Returns false when it had moved.
     */
    async updateBranch(branch, next, expected, reason) {
        const ref = `refs/heads/${branch}`;
        const out = await this.runAllowing(['update-ref', '-m', reason, ref, next, expected ?? ZERO_SHA], [128]);
        return out !== null;
    }
    async remoteExists(remote) {
        refuseOptionLike(remote, 'remote');
        const remotes = (await this.run(['remote'])).split('\n').map((r) => r.trim());
        return remotes.includes(remote);
    }
    /** Fetches one branch into its remote-tracking ref; returns its commit, or null when the remote has no such branch. */
    async fetchBranch(remote, branch) {
        const tracking = `refs/remotes/${remote}/${branch}`;
        const out = await this.runAllowing(['fetch', '--no-tags', '--quiet', remote, `+refs/heads/${branch}:${tracking}`], [128]);
        if (out === null) {
            const listed = await this.run(['ls-remote', '--heads', remote, `refs/heads/${branch}`]);
            if (listed.trim() === '')
                return null;
            throw new errors/* InfraError */.Ri(`could not fetch ${branch} from ${remote}`);
        }
        return this.refCommit(tracking);
    }
    /** Plain push of a commit to a remote branch: never forced; a non-fast-forward rejection is returned. */
    async push(remote, commit, branch) {
        try {
            await this.run(['push', '--porcelain', '--quiet', remote, `${commit}:refs/heads/${branch}`]);
            return { pushed: true };
        }
        catch (error) {
            if (error instanceof GitCommandError &&
                // A concurrent push shows as a rejected non-fast-forward, or, when two pushes reach the remote at
                // once, as the remote failing to lock the ref ("cannot lock ref ... is at X but expected Y"), a
                // line apart from the "[remote rejected]" line. A hook's refusal is neither: it is thrown.
                /\[rejected\]|non-fast-forward|fetch first|cannot lock ref|stale info/i.test(error.stdout + error.stderr)) {
                return { pushed: false, reason: 'non-fast-forward', message: (error.stdout + error.stderr).trim() };
            }
            throw error;
        }
    }
    /** Asked once per adapter: the candidate and the landed commit both need it. */
    identity;
    /**
     * Commit identity: the repository's own config (git reads it), else the user's global identity as it
     * was before anything ran, else arbor-gate's own.
     */
    commitIdentity() {
        this.identity ??= this.readIdentity();
        return this.identity;
    }
    async readIdentity() {
        const email = await this.runAllowing(['config', '--get', 'user.email'], [1]);
        if (email !== null && email.trim() !== '')
            return {};
        const { name, email: address } = (await this.userConfig()).identity ?? FALLBACK_IDENTITY;
        return {
            GIT_AUTHOR_NAME: name,
            GIT_AUTHOR_EMAIL: address,
            GIT_COMMITTER_NAME: name,
            GIT_COMMITTER_EMAIL: address,
        };
    }
}


/***/ }),

/***/ 33183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ knownTree),
/* harmony export */   e5: () => (/* binding */ rememberTree),
/* harmony export */   mb: () => (/* binding */ askedOnce)
/* harmony export */ });
/**
 * Answers of git that do not change while a gate runs, asked once per process and shared by every
 * adapter (a run makes several for the same folder: the report's check, prepare, the tree cache, the
 * credential guard each asked again before):
 * - where a folder is in its repository, and the repository's shared git folder: a folder's repository
 *   does not move under a running gate; only answers are kept (a folder outside a repository is asked
 *   again: it may be made one);
 * - a commit's tree: a commit's id names its content, and the gate's git reads neither replace refs nor
 *   grafts (src/git/invocation.ts), so nothing can give the same commit another tree.
 */
/** The most commit trees kept: a long-lived process (the MCP server) judges branch after branch. */
const MOST_TREES = 10_000;
const trees = new Map();
/** The tree of `commit` when it is known. */
function knownTree(commit) {
    return trees.get(commit);
}
/** Records that `commit`'s tree is `tree` (read from git, or the tree a commit was just made of). */
function rememberTree(commit, tree) {
    if (trees.size >= MOST_TREES)
        trees.clear();
    trees.set(commit, tree);
    return tree;
}
const asked = new Map();
/**
 * `ask()`'s answer for `key`, from the first call that had it; a failed or null answer is not kept.
 * `key` names the question and the folder (`common-dir\0/path`).
 */
function askedOnce(key, ask) {
    const known = asked.get(key);
    if (known !== undefined)
        return known;
    const answer = ask();
    asked.set(key, answer);
    answer.then((value) => {
        if (value === null)
            asked.delete(key);
    }, () => asked.delete(key));
    return answer;
}


/***/ }),

/***/ 73507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ parseLsTree),
/* harmony export */   JE: () => (/* binding */ parseWorktreeList),
/* harmony export */   LP: () => (/* binding */ parseRawDiff),
/* harmony export */   Qp: () => (/* binding */ treeIdWithout),
/* harmony export */   Ze: () => (/* binding */ isRegularFile),
/* harmony export */   i$: () => (/* binding */ parseStatus),
/* harmony export */   "if": () => (/* binding */ parseCatFileBatch),
/* harmony export */   ot: () => (/* binding */ parseVersion),
/* harmony export */   pT: () => (/* binding */ parseConfigRecord),
/* harmony export */   ro: () => (/* binding */ parseWhere)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/**
 * What git prints, read into data: the machine formats (`-z`, `--porcelain`, `cat-file --batch`) the
 * adapter asks for. Pure: bytes or text in, values out.
 */


/** `git version 2.39.5` -> [2, 39, 5]; null when the text is not a version line. */
function parseVersion(text) {
    const match = /^git version (\d+)\.(\d+)(?:\.(\d+))?/.exec(text.trim());
    return match === null ? null : match.slice(1).map((n) => Number(n ?? 0));
}
/** `git worktree list --porcelain -z`. */
function parseWorktreeList(out) {
    const list = [];
    let current = null;
    for (const field of out.split('\0')) {
        if (field.startsWith('worktree ')) {
            current = { path: field.slice('worktree '.length), head: null, branch: null };
            list.push(current);
        }
        else if (current && field.startsWith('HEAD '))
            current.head = field.slice(5);
        else if (current && field.startsWith('branch '))
            current.branch = field.slice(7);
    }
    return list;
}
/** `git status --porcelain=v1 -z`: each entry's status and path (a rename's source is skipped). */
function parseStatus(out) {
    const changed = [];
    const fields = out.split('\0');
    for (let i = 0; i < fields.length; i++) {
        const field = fields[i] ?? '';
        if (field.length < 4)
            continue;
        const status = field.slice(0, 2);
        changed.push({ status, path: field.slice(3) });
        // a rename or copy is followed by its source path
        if (status.includes('R') || status.includes('C'))
            i++;
    }
    return changed;
}
function parseRawDiff(out) {
    const fields = out.split('\0');
    const entries = [];
    for (let i = 0; i < fields.length; i++) {
        const header = fields[i];
        if (header === undefined || !header.startsWith(':'))
            continue;
        const [oldMode, newMode, oldSha, newSha, statusField] = header.slice(1).split(' ');
        const status = (statusField ?? 'X').charAt(0);
        const first = fields[++i] ?? '';
        const twoPaths = status === 'R' || status === 'C';
        const second = twoPaths ? (fields[++i] ?? '') : null;
        entries.push({
            status,
            oldMode: oldMode ?? '000000',
            newMode: newMode ?? '000000',
            oldSha: oldSha ?? '',
            newSha: newSha ?? '',
            path: second ?? first,
            oldPath: twoPaths ? first : null,
        });
    }
    return entries;
}
/** `git cat-file --batch` output: per object `<sha> <type> <size>\\n<content>\\n`, or `<sha> missing\\n`. */
function parseCatFileBatch(out, 
/** The objects' type; `missing` ones are skipped when `skipMissing`, else refused. */
expect = { type: 'blob', skipMissing: false }) {
    const blobs = new Map();
    const fail = (what) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InfraError */ .Ri(`git cat-file --batch: unexpected output: ${what}`);
    };
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        if (eol === -1)
            fail('a header without a newline');
        const header = out.toString('utf8', at, eol);
        const [sha, type, size] = header.split(' ');
        if (expect.skipMissing && type === 'missing' && size === undefined) {
            at = eol + 1;
            continue;
        }
        if (sha === undefined || type !== expect.type || size === undefined || !/^\d+$/.test(size))
            fail(header);
        const start = eol + 1;
        const end = start + Number(size);
        if (out[end] !== 0x0a)
            fail(`${header} (content cut short)`);
        blobs.set(sha, out.subarray(start, end));
        at = end + 1;
    }
    return blobs;
}
/** One `--null` config record: `key\nvalue`, or `key` alone for a bare boolean. */
function parseConfigRecord(record) {
    const newline = record.indexOf('\n');
    return newline === -1
        ? { key: record, value: null }
        : { key: record.slice(0, newline), value: record.slice(newline + 1) };
}
/** A regular file (not a symlink, a submodule or a folder): mode 100644 or 100755. */
function isRegularFile(entry) {
    return entry.mode === '100644' || entry.mode === '100755';
}
function parseLsTree(out) {
    return out
        .split('\0')
        .filter((line) => line !== '')
        .map((line) => {
        const tab = line.indexOf('\t');
        const [mode, type, sha] = line.slice(0, tab).split(' ');
        return { mode: mode ?? '', type: type, sha: sha ?? '', path: line.slice(tab + 1) };
    });
}
/**
 * The id of a raw tree object (SHA-1) with its top-level entry `name` left out: what `git mktree`
 * would give for the rest, computed here so that many trees take no process each. Null when the tree
 * has no such entry. Entries are `<mode> <name>\0<20-byte id>`, in git's order, which leaving one out keeps.
 */
function treeIdWithout(raw, name) {
    let at = 0;
    while (at < raw.length) {
        const space = raw.indexOf(0x20, at);
        const nul = raw.indexOf(0, space);
        if (space === -1 || nul === -1 || nul + 21 > raw.length) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InfraError */ .Ri('git cat-file: a tree object cut short');
        }
        const end = nul + 21;
        if (raw.toString('utf8', space + 1, nul) === name) {
            const body = Buffer.concat([raw.subarray(0, at), raw.subarray(end)]);
            return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`tree ${body.length}\0`).update(body).digest('hex');
        }
        at = end;
    }
    return null;
}
/** Reads `rev-parse --show-toplevel --show-prefix` (null: not in a repository). Pure. */
function parseWhere(out) {
    if (out === null)
        return null;
    const [top = '', prefix = ''] = out.split('\n');
    return { top, prefix };
}


/***/ })

};
