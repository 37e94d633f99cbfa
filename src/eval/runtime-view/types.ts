/**
 * The runtime view: what an isolated evaluation may read beyond its worktree and the system folders
 * (the toolchain its command resolves on the caller's PATH, the `eval-read` paths, device nodes), as
 * data. runtime-view/ computes it; each isolation mode applies it in its own mount namespace (the
 * evaluation account's, or bubblewrap's in the rootless mode).
 */

/** A host path shown read-only at `target` inside the evaluation's mount namespace. */
export interface ViewBind {
  source: string;
  target: string;
}

export interface RuntimeView {
  /** Read-only binds, parents before children. */
  readonly readOnly: readonly ViewBind[];
  /** Paths inside those binds the evaluation must not see (an empty read-only mount over each). */
  readonly masked: readonly string[];
  /** Device nodes passed through at their own path (GPUs: /dev/nvidia*, /dev/dri, /dev/kfd). */
  readonly devices: readonly string[];
  /** Variables the evaluation gets on top of its fresh environment (PATH, PYENV_ROOT, CUDA_VISIBLE_DEVICES...). */
  readonly env: Readonly<Record<string, string>>;
}

/** The view of an evaluation that reads nothing beyond its worktree and the system folders. */
export const EMPTY_VIEW: RuntimeView = { readOnly: [], masked: [], devices: [], env: {} };
