#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 581:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _commands_command_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(386);
/* harmony import */ var _commands_index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(698);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(916);
/**
 * The arbor-gate CLI. Parses the command line, runs one command, and is the one place that turns an
 * error into a message and an exit code: a user error prints its message alone (exit 2), anything
 * else is an infrastructure failure (exit 3). Octokit is never imported here, so the CLI starts fast.
 */





function topLevelHelp() {
    const width = Math.max(..._commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.map((c) => c.name.length));
    return [
        'arbor-gate: merge Arbor experiment branches into trunk only when the held-out score improves.',
        '',
        'Usage: arbor-gate <command> [options]',
        '',
        'Commands:',
        ..._commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        '',
        'Run arbor-gate <command> --help for its options.',
        '',
    ].join('\n');
}
function findCommand(name) {
    const command = _commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.find((c) => c.name === name);
    if (!command) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(name === undefined
            ? `no command given\n\n${topLevelHelp()}`
            : `unknown command ${JSON.stringify(name)}; commands: ${_commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.map((c) => c.name).join(', ')}`);
    }
    return command;
}
async function main(argv, io) {
    try {
        const [name, ...rest] = argv;
        if (name === '--help' || name === '-h' || name === 'help') {
            io.stdout(topLevelHelp());
            return 0;
        }
        if (name === '--version') {
            io.stdout(`${process.env.npm_package_version ?? 'arbor-gate'}\n`);
            return 0;
        }
        const command = findCommand(name);
        const args = (0,_commands_command_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(command, rest);
        if (args.values.help === true) {
            io.stdout(`${command.usage.trimEnd()}\n`);
            return 0;
        }
        return await command.run(args, io);
    }
    catch (error) {
        const code = (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .exitCodeOf */ .FO)(error);
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`arbor-gate: ${code === 2 ? '' : 'error: '}${message}\n`);
        if (code === 3 && process.env.ARBOR_GATE_DEBUG && error instanceof Error && error.stack) {
            io.stderr(`${error.stack}\n`);
        }
        return code;
    }
}
function isEntryPoint() {
    try {
        return process.argv[1] !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1]) === (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url);
    }
    catch {
        return false;
    }
}
if (isEntryPoint()) {
    const io = {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        interactive: process.stderr.isTTY === true && process.env.CI !== 'true',
        env: process.env,
        cwd: process.cwd(),
    };
    process.exitCode = await main(process.argv.slice(2), io);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 386:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Qx: () => (/* binding */ parseCommandArgs)
});

// UNUSED EXPORTS: COMMON_OPTIONS, boolFlag, listFlag, stringFlag

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(916);
;// CONCATENATED MODULE: ./src/commands/command.ts
/** What every CLI command provides; src/cli.ts parses argv with `options` and calls `run`. */


/** Options every command accepts (DESIGN.md "Commands"). */
const COMMON_OPTIONS = {
    cwd: { type: 'string' },
    'run-name': { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
function parseCommandArgs(command, argv) {
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({
            args: argv,
            options: { ...COMMON_OPTIONS, ...command.options },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (error) {
        // node's messages name the flag ("Unknown option '--x'", "Option '--y <value>' argument missing").
        throw new errors/* UserError */.yo(`${error.message.replace(/\. To specify .*$/s, '')}\nSee: arbor-gate ${command.name} --help`);
    }
    if (parsed.positionals.length > command.maxPositionals) {
        throw new errors/* UserError */.yo(`arbor-gate ${command.name} takes at most ${command.maxPositionals} argument(s), got: ${parsed.positionals.join(' ')}`);
    }
    return parsed;
}
/** Reads a string flag; `undefined` when absent. */
function stringFlag(args, name) {
    const value = args.values[name];
    return typeof value === 'string' ? value : undefined;
}
function listFlag(args, name) {
    const value = args.values[name];
    return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
}
function boolFlag(args, name) {
    return args.values[name] === true;
}


/***/ }),

/***/ 698:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ COMMANDS)
/* harmony export */ });
const COMMANDS = [];


/***/ }),

/***/ 916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/* unused harmony export InfraError */
/**
 * Errors are thrown deep and caught once at the top (CLI or Action). The class decides the exit code;
 * a UserError's message is shown alone (no stack trace), because it is about the user's input.
 */
class UserError extends Error {
    exitCode = 2;
    name = 'UserError';
}
/** git, the file system or the GitHub API failed in a way the user's input did not cause. */
class InfraError extends (/* unused pure expression or super */ null && (Error)) {
    exitCode = 3;
    name = 'InfraError';
}
function exitCodeOf(error) {
    return error instanceof UserError ? 2 : 3;
}


/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ export { __webpack_exports__main as main };
/******/ 
