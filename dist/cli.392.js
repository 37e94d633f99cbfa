export const id = 392;
export const ids = [392];
export const modules = {

/***/ 11392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ pendingUserQuestion),
/* harmony export */   J3: () => (/* binding */ clearInflightExecutors),
/* harmony export */   kC: () => (/* binding */ inflightExecutors),
/* harmony export */   sE: () => (/* binding */ pendingUserNodeId)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74976);
/* harmony import */ var _json_patch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86147);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95216);
/**
 * Arbor's `checkpoint.json` (schema_version 1): run name, cycle, phase, git state, in-flight executors,
 * cache anchors and a pending human gate. arbor-gate only clears in-flight executors on resume and
 * keeps every other byte as written.
 */



function inflightExecutors(checkpoint) {
    const list = checkpoint.inflight_executors;
    if (!Array.isArray(list))
        return [];
    return list.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G).map((entry) => ({
        node_id: String(entry.node_id ?? ''),
        branch: typeof entry.branch === 'string' ? entry.branch : null,
        started_at: typeof entry.started_at === 'string' ? entry.started_at : null,
    }));
}
/**
 * The question of a pending human gate (`pending_user`), or null when none is pending. Arbor stores
 * either the question itself or an object holding it.
 */
function pendingUserQuestion(checkpoint) {
    const pending = checkpoint.pending_user;
    if (pending === null || pending === undefined || pending === false || pending === '')
        return null;
    if (typeof pending === 'string')
        return pending;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(pending)) {
        for (const key of ['question', 'prompt', 'message', 'text']) {
            const value = pending[key];
            if (typeof value === 'string' && value !== '')
                return value;
        }
    }
    return JSON.stringify(pending);
}
/** The node a pending human gate is about (`pending_user.node_id`), when it names one. */
function pendingUserNodeId(checkpoint) {
    const pending = checkpoint.pending_user;
    const nodeId = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(pending) ? pending.node_id : undefined;
    return typeof nodeId === 'string' && nodeId.trim() !== '' ? nodeId.trim() : null;
}
/**
 * The checkpoint's text with in-flight executors cleared and every other byte as Arbor wrote it, or
 * null when it has none to clear (or is not a JSON object).
 */
function clearInflightExecutors(text) {
    let checkpoint;
    try {
        checkpoint = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePythonJson */ .S6)(text);
    }
    catch {
        return null;
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(checkpoint) || inflightExecutors(checkpoint).length === 0)
        return null;
    return (0,_json_patch_js__WEBPACK_IMPORTED_MODULE_0__/* .patchJson */ .pb)(text, { ...checkpoint, inflight_executors: [] });
}


/***/ })

};
