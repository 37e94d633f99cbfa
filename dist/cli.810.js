export const id = 810;
export const ids = [810];
export const modules = {

/***/ 28810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ reportedRun),
/* harmony export */   runGate: () => (/* binding */ runGate)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _gate_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93654);
/* harmony import */ var _git_adapter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58555);
/* harmony import */ var _report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96602);
/* harmony import */ var _util_atomic_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63827);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50767);
/**
 * The gate as every face runs it (the CLI, the Action, the MCP server): `runGate` judges (and lands,
 * for merge) through the procedure in gate/run.ts, which writes no report, then writes REPORT.md's
 * gate section from the verdict (report/gate-report.ts). `reportedRun` does the same for any
 * procedure that ends in a verdict, the sharded aggregate among them.
 */







/**
 * An explicit --report that leads through a symbolic link in the checkout is refused before anything
 * runs (exit 2, nothing judged or merged); the default places are checked when written.
 */
async function refuseLinkedReportPath(input, placesOf) {
    if (input.reportPath === undefined || input.reportPath === '')
        return;
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(input.cwd ?? process.cwd());
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(cwd) || (await placesOf(cwd)) === null)
        return; // the procedure says what is wrong
    const target = await (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .reportTarget */ .E6)(input, { cwd, sessionDir: null }, placesOf);
    await (0,_util_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .refuseSymlinks */ .jX)(target.path, target.noSymlinksBelow);
}
/**
 * The gate as the faces run it: judge (and land, for merge), then REPORT.md from the verdict. The
 * verdict comes back with every text redacted, before any face escapes it: an escaped secret
 * (`abc\-def`) would no longer be found by redacting the rendered page.
 */
async function runGate(input, deps) {
    return (await reportedRun(input, deps, () => (0,_gate_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runGateProcedure */ .c)(input, deps))).verdict;
}
/**
 * Any procedure that ends in a verdict, run as `runGate` runs the gate (the sharded aggregate too): an
 * explicit --report through a link refused before it runs, then the verdict redacted and written to
 * REPORT.md. An outcome `reports` says is not a verdict yet (an aggregate's next wave) comes back as is.
 */
async function reportedRun(input, deps, procedure, reports = () => true) {
    const placesOf = (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .repositoryPlaces */ .xO)(deps.git ?? _git_adapter_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultGitFactory */ .kL);
    await refuseLinkedReportPath(input, placesOf);
    const redact = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .createRedactor */ .lY)(deps.env ?? process.env);
    const outcome = await procedure();
    if (!reports(outcome))
        return outcome;
    const redacted = { ...outcome, verdict: (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redactStrings */ .eT)(outcome.verdict, redact) };
    try {
        return { ...outcome, verdict: await (0,_report_gate_report_js__WEBPACK_IMPORTED_MODULE_4__/* .writeVerdictReport */ .pF)(input, redacted, redact, placesOf) };
    }
    catch (error) {
        // Once trunk moved the verdict stands: a report that cannot be written is a warning beside it.
        if (redacted.verdict.decision !== 'merged')
            throw error;
        const warning = redact(`REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`);
        deps.log?.(`warning: ${warning}`);
        return {
            ...outcome,
            verdict: { ...redacted.verdict, warnings: [...redacted.verdict.warnings, warning] },
        };
    }
}


/***/ })

};
