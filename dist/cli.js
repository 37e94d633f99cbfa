#!/usr/bin/env node
import { fileURLToPath as __arborGateFileURLToPath } from "node:url";
const __filename = __arborGateFileURLToPath(import.meta.url);
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3964:
/***/ ((module) => {



module.exports = clone

var getPrototypeOf = Object.getPrototypeOf || function (obj) {
  return obj.__proto__
}

function clone (obj) {
  if (obj === null || typeof obj !== 'object')
    return obj

  if (obj instanceof Object)
    var copy = { __proto__: getPrototypeOf(obj) }
  else
    var copy = Object.create(null)

  Object.getOwnPropertyNames(obj).forEach(function (key) {
    Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(obj, key))
  })

  return copy
}


/***/ }),

/***/ 5744:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var fs = __nccwpck_require__(9896)
var polyfills = __nccwpck_require__(3501)
var legacy = __nccwpck_require__(2270)
var clone = __nccwpck_require__(3964)

var util = __nccwpck_require__(9023)

/* istanbul ignore next - node 0.x polyfill */
var gracefulQueue
var previousSymbol

/* istanbul ignore else - node 0.x polyfill */
if (typeof Symbol === 'function' && typeof Symbol.for === 'function') {
  gracefulQueue = Symbol.for('graceful-fs.queue')
  // This is used in testing by future versions
  previousSymbol = Symbol.for('graceful-fs.previous')
} else {
  gracefulQueue = '___graceful-fs.queue'
  previousSymbol = '___graceful-fs.previous'
}

function noop () {}

function publishQueue(context, queue) {
  Object.defineProperty(context, gracefulQueue, {
    get: function() {
      return queue
    }
  })
}

var debug = noop
if (util.debuglog)
  debug = util.debuglog('gfs4')
else if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || ''))
  debug = function() {
    var m = util.format.apply(util, arguments)
    m = 'GFS4: ' + m.split(/\n/).join('\nGFS4: ')
    console.error(m)
  }

// Once time initialization
if (!fs[gracefulQueue]) {
  // This queue can be shared by multiple loaded instances
  var queue = global[gracefulQueue] || []
  publishQueue(fs, queue)

  // Patch fs.close/closeSync to shared queue version, because we need
  // to retry() whenever a close happens *anywhere* in the program.
  // This is essential when multiple graceful-fs instances are
  // in play at the same time.
  fs.close = (function (fs$close) {
    function close (fd, cb) {
      return fs$close.call(fs, fd, function (err) {
        // This function uses the graceful-fs shared queue
        if (!err) {
          resetQueue()
        }

        if (typeof cb === 'function')
          cb.apply(this, arguments)
      })
    }

    Object.defineProperty(close, previousSymbol, {
      value: fs$close
    })
    return close
  })(fs.close)

  fs.closeSync = (function (fs$closeSync) {
    function closeSync (fd) {
      // This function uses the graceful-fs shared queue
      fs$closeSync.apply(fs, arguments)
      resetQueue()
    }

    Object.defineProperty(closeSync, previousSymbol, {
      value: fs$closeSync
    })
    return closeSync
  })(fs.closeSync)

  if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || '')) {
    process.on('exit', function() {
      debug(fs[gracefulQueue])
      __nccwpck_require__(2613).equal(fs[gracefulQueue].length, 0)
    })
  }
}

if (!global[gracefulQueue]) {
  publishQueue(global, fs[gracefulQueue]);
}

module.exports = patch(clone(fs))
if (process.env.TEST_GRACEFUL_FS_GLOBAL_PATCH && !fs.__patched) {
    module.exports = patch(fs)
    fs.__patched = true;
}

function patch (fs) {
  // Everything that references the open() function needs to be in here
  polyfills(fs)
  fs.gracefulify = patch

  fs.createReadStream = createReadStream
  fs.createWriteStream = createWriteStream
  var fs$readFile = fs.readFile
  fs.readFile = readFile
  function readFile (path, options, cb) {
    if (typeof options === 'function')
      cb = options, options = null

    return go$readFile(path, options, cb)

    function go$readFile (path, options, cb, startTime) {
      return fs$readFile(path, options, function (err) {
        if (err && (err.code === 'EMFILE' || err.code === 'ENFILE'))
          enqueue([go$readFile, [path, options, cb], err, startTime || Date.now(), Date.now()])
        else {
          if (typeof cb === 'function')
            cb.apply(this, arguments)
        }
      })
    }
  }

  var fs$writeFile = fs.writeFile
  fs.writeFile = writeFile
  function writeFile (path, data, options, cb) {
    if (typeof options === 'function')
      cb = options, options = null

    return go$writeFile(path, data, options, cb)

    function go$writeFile (path, data, options, cb, startTime) {
      return fs$writeFile(path, data, options, function (err) {
        if (err && (err.code === 'EMFILE' || err.code === 'ENFILE'))
          enqueue([go$writeFile, [path, data, options, cb], err, startTime || Date.now(), Date.now()])
        else {
          if (typeof cb === 'function')
            cb.apply(this, arguments)
        }
      })
    }
  }

  var fs$appendFile = fs.appendFile
  if (fs$appendFile)
    fs.appendFile = appendFile
  function appendFile (path, data, options, cb) {
    if (typeof options === 'function')
      cb = options, options = null

    return go$appendFile(path, data, options, cb)

    function go$appendFile (path, data, options, cb, startTime) {
      return fs$appendFile(path, data, options, function (err) {
        if (err && (err.code === 'EMFILE' || err.code === 'ENFILE'))
          enqueue([go$appendFile, [path, data, options, cb], err, startTime || Date.now(), Date.now()])
        else {
          if (typeof cb === 'function')
            cb.apply(this, arguments)
        }
      })
    }
  }

  var fs$copyFile = fs.copyFile
  if (fs$copyFile)
    fs.copyFile = copyFile
  function copyFile (src, dest, flags, cb) {
    if (typeof flags === 'function') {
      cb = flags
      flags = 0
    }
    return go$copyFile(src, dest, flags, cb)

    function go$copyFile (src, dest, flags, cb, startTime) {
      return fs$copyFile(src, dest, flags, function (err) {
        if (err && (err.code === 'EMFILE' || err.code === 'ENFILE'))
          enqueue([go$copyFile, [src, dest, flags, cb], err, startTime || Date.now(), Date.now()])
        else {
          if (typeof cb === 'function')
            cb.apply(this, arguments)
        }
      })
    }
  }

  var fs$readdir = fs.readdir
  fs.readdir = readdir
  var noReaddirOptionVersions = /^v[0-5]\./
  function readdir (path, options, cb) {
    if (typeof options === 'function')
      cb = options, options = null

    var go$readdir = noReaddirOptionVersions.test(process.version)
      ? function go$readdir (path, options, cb, startTime) {
        return fs$readdir(path, fs$readdirCallback(
          path, options, cb, startTime
        ))
      }
      : function go$readdir (path, options, cb, startTime) {
        return fs$readdir(path, options, fs$readdirCallback(
          path, options, cb, startTime
        ))
      }

    return go$readdir(path, options, cb)

    function fs$readdirCallback (path, options, cb, startTime) {
      return function (err, files) {
        if (err && (err.code === 'EMFILE' || err.code === 'ENFILE'))
          enqueue([
            go$readdir,
            [path, options, cb],
            err,
            startTime || Date.now(),
            Date.now()
          ])
        else {
          if (files && files.sort)
            files.sort()

          if (typeof cb === 'function')
            cb.call(this, err, files)
        }
      }
    }
  }

  if (process.version.substr(0, 4) === 'v0.8') {
    var legStreams = legacy(fs)
    ReadStream = legStreams.ReadStream
    WriteStream = legStreams.WriteStream
  }

  var fs$ReadStream = fs.ReadStream
  if (fs$ReadStream) {
    ReadStream.prototype = Object.create(fs$ReadStream.prototype)
    ReadStream.prototype.open = ReadStream$open
  }

  var fs$WriteStream = fs.WriteStream
  if (fs$WriteStream) {
    WriteStream.prototype = Object.create(fs$WriteStream.prototype)
    WriteStream.prototype.open = WriteStream$open
  }

  Object.defineProperty(fs, 'ReadStream', {
    get: function () {
      return ReadStream
    },
    set: function (val) {
      ReadStream = val
    },
    enumerable: true,
    configurable: true
  })
  Object.defineProperty(fs, 'WriteStream', {
    get: function () {
      return WriteStream
    },
    set: function (val) {
      WriteStream = val
    },
    enumerable: true,
    configurable: true
  })

  // legacy names
  var FileReadStream = ReadStream
  Object.defineProperty(fs, 'FileReadStream', {
    get: function () {
      return FileReadStream
    },
    set: function (val) {
      FileReadStream = val
    },
    enumerable: true,
    configurable: true
  })
  var FileWriteStream = WriteStream
  Object.defineProperty(fs, 'FileWriteStream', {
    get: function () {
      return FileWriteStream
    },
    set: function (val) {
      FileWriteStream = val
    },
    enumerable: true,
    configurable: true
  })

  function ReadStream (path, options) {
    if (this instanceof ReadStream)
      return fs$ReadStream.apply(this, arguments), this
    else
      return ReadStream.apply(Object.create(ReadStream.prototype), arguments)
  }

  function ReadStream$open () {
    var that = this
    open(that.path, that.flags, that.mode, function (err, fd) {
      if (err) {
        if (that.autoClose)
          that.destroy()

        that.emit('error', err)
      } else {
        that.fd = fd
        that.emit('open', fd)
        that.read()
      }
    })
  }

  function WriteStream (path, options) {
    if (this instanceof WriteStream)
      return fs$WriteStream.apply(this, arguments), this
    else
      return WriteStream.apply(Object.create(WriteStream.prototype), arguments)
  }

  function WriteStream$open () {
    var that = this
    open(that.path, that.flags, that.mode, function (err, fd) {
      if (err) {
        that.destroy()
        that.emit('error', err)
      } else {
        that.fd = fd
        that.emit('open', fd)
      }
    })
  }

  function createReadStream (path, options) {
    return new fs.ReadStream(path, options)
  }

  function createWriteStream (path, options) {
    return new fs.WriteStream(path, options)
  }

  var fs$open = fs.open
  fs.open = open
  function open (path, flags, mode, cb) {
    if (typeof mode === 'function')
      cb = mode, mode = null

    return go$open(path, flags, mode, cb)

    function go$open (path, flags, mode, cb, startTime) {
      return fs$open(path, flags, mode, function (err, fd) {
        if (err && (err.code === 'EMFILE' || err.code === 'ENFILE'))
          enqueue([go$open, [path, flags, mode, cb], err, startTime || Date.now(), Date.now()])
        else {
          if (typeof cb === 'function')
            cb.apply(this, arguments)
        }
      })
    }
  }

  return fs
}

function enqueue (elem) {
  debug('ENQUEUE', elem[0].name, elem[1])
  fs[gracefulQueue].push(elem)
  retry()
}

// keep track of the timeout between retry() calls
var retryTimer

// reset the startTime and lastTime to now
// this resets the start of the 60 second overall timeout as well as the
// delay between attempts so that we'll retry these jobs sooner
function resetQueue () {
  var now = Date.now()
  for (var i = 0; i < fs[gracefulQueue].length; ++i) {
    // entries that are only a length of 2 are from an older version, don't
    // bother modifying those since they'll be retried anyway.
    if (fs[gracefulQueue][i].length > 2) {
      fs[gracefulQueue][i][3] = now // startTime
      fs[gracefulQueue][i][4] = now // lastTime
    }
  }
  // call retry to make sure we're actively processing the queue
  retry()
}

function retry () {
  // clear the timer and remove it to help prevent unintended concurrency
  clearTimeout(retryTimer)
  retryTimer = undefined

  if (fs[gracefulQueue].length === 0)
    return

  var elem = fs[gracefulQueue].shift()
  var fn = elem[0]
  var args = elem[1]
  // these items may be unset if they were added by an older graceful-fs
  var err = elem[2]
  var startTime = elem[3]
  var lastTime = elem[4]

  // if we don't have a startTime we have no way of knowing if we've waited
  // long enough, so go ahead and retry this item now
  if (startTime === undefined) {
    debug('RETRY', fn.name, args)
    fn.apply(null, args)
  } else if (Date.now() - startTime >= 60000) {
    // it's been more than 60 seconds total, bail now
    debug('TIMEOUT', fn.name, args)
    var cb = args.pop()
    if (typeof cb === 'function')
      cb.call(null, err)
  } else {
    // the amount of time between the last attempt and right now
    var sinceAttempt = Date.now() - lastTime
    // the amount of time between when we first tried, and when we last tried
    // rounded up to at least 1
    var sinceStart = Math.max(lastTime - startTime, 1)
    // backoff. wait longer than the total time we've been retrying, but only
    // up to a maximum of 100ms
    var desiredDelay = Math.min(sinceStart * 1.2, 100)
    // it's been long enough since the last retry, do it again
    if (sinceAttempt >= desiredDelay) {
      debug('RETRY', fn.name, args)
      fn.apply(null, args.concat([startTime]))
    } else {
      // if we can't do this job yet, push it to the end of the queue
      // and let the next iteration check again
      fs[gracefulQueue].push(elem)
    }
  }

  // schedule our next run if one isn't already scheduled
  if (retryTimer === undefined) {
    retryTimer = setTimeout(retry, 0)
  }
}


/***/ }),

/***/ 2270:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var Stream = (__nccwpck_require__(2203).Stream)

module.exports = legacy

function legacy (fs) {
  return {
    ReadStream: ReadStream,
    WriteStream: WriteStream
  }

  function ReadStream (path, options) {
    if (!(this instanceof ReadStream)) return new ReadStream(path, options);

    Stream.call(this);

    var self = this;

    this.path = path;
    this.fd = null;
    this.readable = true;
    this.paused = false;

    this.flags = 'r';
    this.mode = 438; /*=0666*/
    this.bufferSize = 64 * 1024;

    options = options || {};

    // Mixin options into this
    var keys = Object.keys(options);
    for (var index = 0, length = keys.length; index < length; index++) {
      var key = keys[index];
      this[key] = options[key];
    }

    if (this.encoding) this.setEncoding(this.encoding);

    if (this.start !== undefined) {
      if ('number' !== typeof this.start) {
        throw TypeError('start must be a Number');
      }
      if (this.end === undefined) {
        this.end = Infinity;
      } else if ('number' !== typeof this.end) {
        throw TypeError('end must be a Number');
      }

      if (this.start > this.end) {
        throw new Error('start must be <= end');
      }

      this.pos = this.start;
    }

    if (this.fd !== null) {
      process.nextTick(function() {
        self._read();
      });
      return;
    }

    fs.open(this.path, this.flags, this.mode, function (err, fd) {
      if (err) {
        self.emit('error', err);
        self.readable = false;
        return;
      }

      self.fd = fd;
      self.emit('open', fd);
      self._read();
    })
  }

  function WriteStream (path, options) {
    if (!(this instanceof WriteStream)) return new WriteStream(path, options);

    Stream.call(this);

    this.path = path;
    this.fd = null;
    this.writable = true;

    this.flags = 'w';
    this.encoding = 'binary';
    this.mode = 438; /*=0666*/
    this.bytesWritten = 0;

    options = options || {};

    // Mixin options into this
    var keys = Object.keys(options);
    for (var index = 0, length = keys.length; index < length; index++) {
      var key = keys[index];
      this[key] = options[key];
    }

    if (this.start !== undefined) {
      if ('number' !== typeof this.start) {
        throw TypeError('start must be a Number');
      }
      if (this.start < 0) {
        throw new Error('start must be >= zero');
      }

      this.pos = this.start;
    }

    this.busy = false;
    this._queue = [];

    if (this.fd === null) {
      this._open = fs.open;
      this._queue.push([this._open, this.path, this.flags, this.mode, undefined]);
      this.flush();
    }
  }
}


/***/ }),

/***/ 3501:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var constants = __nccwpck_require__(9140)

var origCwd = process.cwd
var cwd = null

var platform = process.env.GRACEFUL_FS_PLATFORM || process.platform

process.cwd = function() {
  if (!cwd)
    cwd = origCwd.call(process)
  return cwd
}
try {
  process.cwd()
} catch (er) {}

// This check is needed until node.js 12 is required
if (typeof process.chdir === 'function') {
  var chdir = process.chdir
  process.chdir = function (d) {
    cwd = null
    chdir.call(process, d)
  }
  if (Object.setPrototypeOf) Object.setPrototypeOf(process.chdir, chdir)
}

module.exports = patch

function patch (fs) {
  // (re-)implement some things that are known busted or missing.

  // lchmod, broken prior to 0.6.2
  // back-port the fix here.
  if (constants.hasOwnProperty('O_SYMLINK') &&
      process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)) {
    patchLchmod(fs)
  }

  // lutimes implementation, or no-op
  if (!fs.lutimes) {
    patchLutimes(fs)
  }

  // https://github.com/isaacs/node-graceful-fs/issues/4
  // Chown should not fail on einval or eperm if non-root.
  // It should not fail on enosys ever, as this just indicates
  // that a fs doesn't support the intended operation.

  fs.chown = chownFix(fs.chown)
  fs.fchown = chownFix(fs.fchown)
  fs.lchown = chownFix(fs.lchown)

  fs.chmod = chmodFix(fs.chmod)
  fs.fchmod = chmodFix(fs.fchmod)
  fs.lchmod = chmodFix(fs.lchmod)

  fs.chownSync = chownFixSync(fs.chownSync)
  fs.fchownSync = chownFixSync(fs.fchownSync)
  fs.lchownSync = chownFixSync(fs.lchownSync)

  fs.chmodSync = chmodFixSync(fs.chmodSync)
  fs.fchmodSync = chmodFixSync(fs.fchmodSync)
  fs.lchmodSync = chmodFixSync(fs.lchmodSync)

  fs.stat = statFix(fs.stat)
  fs.fstat = statFix(fs.fstat)
  fs.lstat = statFix(fs.lstat)

  fs.statSync = statFixSync(fs.statSync)
  fs.fstatSync = statFixSync(fs.fstatSync)
  fs.lstatSync = statFixSync(fs.lstatSync)

  // if lchmod/lchown do not exist, then make them no-ops
  if (fs.chmod && !fs.lchmod) {
    fs.lchmod = function (path, mode, cb) {
      if (cb) process.nextTick(cb)
    }
    fs.lchmodSync = function () {}
  }
  if (fs.chown && !fs.lchown) {
    fs.lchown = function (path, uid, gid, cb) {
      if (cb) process.nextTick(cb)
    }
    fs.lchownSync = function () {}
  }

  // on Windows, A/V software can lock the directory, causing this
  // to fail with an EACCES or EPERM if the directory contains newly
  // created files.  Try again on failure, for up to 60 seconds.

  // Set the timeout this long because some Windows Anti-Virus, such as Parity
  // bit9, may lock files for up to a minute, causing npm package install
  // failures. Also, take care to yield the scheduler. Windows scheduling gives
  // CPU to a busy looping process, which can cause the program causing the lock
  // contention to be starved of CPU by node, so the contention doesn't resolve.
  if (platform === "win32") {
    fs.rename = typeof fs.rename !== 'function' ? fs.rename
    : (function (fs$rename) {
      function rename (from, to, cb) {
        var start = Date.now()
        var backoff = 0;
        fs$rename(from, to, function CB (er) {
          if (er
              && (er.code === "EACCES" || er.code === "EPERM" || er.code === "EBUSY")
              && Date.now() - start < 60000) {
            setTimeout(function() {
              fs.stat(to, function (stater, st) {
                if (stater && stater.code === "ENOENT")
                  fs$rename(from, to, CB);
                else
                  cb(er)
              })
            }, backoff)
            if (backoff < 100)
              backoff += 10;
            return;
          }
          if (cb) cb(er)
        })
      }
      if (Object.setPrototypeOf) Object.setPrototypeOf(rename, fs$rename)
      return rename
    })(fs.rename)
  }

  // if read() returns EAGAIN, then just try it again.
  fs.read = typeof fs.read !== 'function' ? fs.read
  : (function (fs$read) {
    function read (fd, buffer, offset, length, position, callback_) {
      var callback
      if (callback_ && typeof callback_ === 'function') {
        var eagCounter = 0
        callback = function (er, _, __) {
          if (er && er.code === 'EAGAIN' && eagCounter < 10) {
            eagCounter ++
            return fs$read.call(fs, fd, buffer, offset, length, position, callback)
          }
          callback_.apply(this, arguments)
        }
      }
      return fs$read.call(fs, fd, buffer, offset, length, position, callback)
    }

    // This ensures `util.promisify` works as it does for native `fs.read`.
    if (Object.setPrototypeOf) Object.setPrototypeOf(read, fs$read)
    return read
  })(fs.read)

  fs.readSync = typeof fs.readSync !== 'function' ? fs.readSync
  : (function (fs$readSync) { return function (fd, buffer, offset, length, position) {
    var eagCounter = 0
    while (true) {
      try {
        return fs$readSync.call(fs, fd, buffer, offset, length, position)
      } catch (er) {
        if (er.code === 'EAGAIN' && eagCounter < 10) {
          eagCounter ++
          continue
        }
        throw er
      }
    }
  }})(fs.readSync)

  function patchLchmod (fs) {
    fs.lchmod = function (path, mode, callback) {
      fs.open( path
             , constants.O_WRONLY | constants.O_SYMLINK
             , mode
             , function (err, fd) {
        if (err) {
          if (callback) callback(err)
          return
        }
        // prefer to return the chmod error, if one occurs,
        // but still try to close, and report closing errors if they occur.
        fs.fchmod(fd, mode, function (err) {
          fs.close(fd, function(err2) {
            if (callback) callback(err || err2)
          })
        })
      })
    }

    fs.lchmodSync = function (path, mode) {
      var fd = fs.openSync(path, constants.O_WRONLY | constants.O_SYMLINK, mode)

      // prefer to return the chmod error, if one occurs,
      // but still try to close, and report closing errors if they occur.
      var threw = true
      var ret
      try {
        ret = fs.fchmodSync(fd, mode)
        threw = false
      } finally {
        if (threw) {
          try {
            fs.closeSync(fd)
          } catch (er) {}
        } else {
          fs.closeSync(fd)
        }
      }
      return ret
    }
  }

  function patchLutimes (fs) {
    if (constants.hasOwnProperty("O_SYMLINK") && fs.futimes) {
      fs.lutimes = function (path, at, mt, cb) {
        fs.open(path, constants.O_SYMLINK, function (er, fd) {
          if (er) {
            if (cb) cb(er)
            return
          }
          fs.futimes(fd, at, mt, function (er) {
            fs.close(fd, function (er2) {
              if (cb) cb(er || er2)
            })
          })
        })
      }

      fs.lutimesSync = function (path, at, mt) {
        var fd = fs.openSync(path, constants.O_SYMLINK)
        var ret
        var threw = true
        try {
          ret = fs.futimesSync(fd, at, mt)
          threw = false
        } finally {
          if (threw) {
            try {
              fs.closeSync(fd)
            } catch (er) {}
          } else {
            fs.closeSync(fd)
          }
        }
        return ret
      }

    } else if (fs.futimes) {
      fs.lutimes = function (_a, _b, _c, cb) { if (cb) process.nextTick(cb) }
      fs.lutimesSync = function () {}
    }
  }

  function chmodFix (orig) {
    if (!orig) return orig
    return function (target, mode, cb) {
      return orig.call(fs, target, mode, function (er) {
        if (chownErOk(er)) er = null
        if (cb) cb.apply(this, arguments)
      })
    }
  }

  function chmodFixSync (orig) {
    if (!orig) return orig
    return function (target, mode) {
      try {
        return orig.call(fs, target, mode)
      } catch (er) {
        if (!chownErOk(er)) throw er
      }
    }
  }


  function chownFix (orig) {
    if (!orig) return orig
    return function (target, uid, gid, cb) {
      return orig.call(fs, target, uid, gid, function (er) {
        if (chownErOk(er)) er = null
        if (cb) cb.apply(this, arguments)
      })
    }
  }

  function chownFixSync (orig) {
    if (!orig) return orig
    return function (target, uid, gid) {
      try {
        return orig.call(fs, target, uid, gid)
      } catch (er) {
        if (!chownErOk(er)) throw er
      }
    }
  }

  function statFix (orig) {
    if (!orig) return orig
    // Older versions of Node erroneously returned signed integers for
    // uid + gid.
    return function (target, options, cb) {
      if (typeof options === 'function') {
        cb = options
        options = null
      }
      function callback (er, stats) {
        if (stats) {
          if (stats.uid < 0) stats.uid += 0x100000000
          if (stats.gid < 0) stats.gid += 0x100000000
        }
        if (cb) cb.apply(this, arguments)
      }
      return options ? orig.call(fs, target, options, callback)
        : orig.call(fs, target, callback)
    }
  }

  function statFixSync (orig) {
    if (!orig) return orig
    // Older versions of Node erroneously returned signed integers for
    // uid + gid.
    return function (target, options) {
      var stats = options ? orig.call(fs, target, options)
        : orig.call(fs, target)
      if (stats) {
        if (stats.uid < 0) stats.uid += 0x100000000
        if (stats.gid < 0) stats.gid += 0x100000000
      }
      return stats;
    }
  }

  // ENOSYS means that the fs doesn't support the op. Just ignore
  // that, because it doesn't matter.
  //
  // if there's no getuid, or if getuid() is something other
  // than 0, and the error is EINVAL or EPERM, then just ignore
  // it.
  //
  // This specific case is a silent failure in cp, install, tar,
  // and most other unix tools that manage permissions.
  //
  // When running as root, or if other types of errors are
  // encountered, then it's strict.
  function chownErOk (er) {
    if (!er)
      return true

    if (er.code === "ENOSYS")
      return true

    var nonroot = !process.getuid || process.getuid() !== 0
    if (nonroot) {
      if (er.code === "EINVAL" || er.code === "EPERM")
        return true
    }

    return false
  }
}


/***/ }),

/***/ 2024:
/***/ ((module) => {

/**
 * @preserve
 * JS Implementation of incremental MurmurHash3 (r150) (as of May 10, 2013)
 *
 * @author <a href="mailto:jensyt@gmail.com">Jens Taylor</a>
 * @see http://github.com/homebrewing/brauhaus-diff
 * @author <a href="mailto:gary.court@gmail.com">Gary Court</a>
 * @see http://github.com/garycourt/murmurhash-js
 * @author <a href="mailto:aappleby@gmail.com">Austin Appleby</a>
 * @see http://sites.google.com/site/murmurhash/
 */
(function(){
    var cache;

    // Call this function without `new` to use the cached object (good for
    // single-threaded environments), or with `new` to create a new object.
    //
    // @param {string} key A UTF-16 or ASCII string
    // @param {number} seed An optional positive integer
    // @return {object} A MurmurHash3 object for incremental hashing
    function MurmurHash3(key, seed) {
        var m = this instanceof MurmurHash3 ? this : cache;
        m.reset(seed)
        if (typeof key === 'string' && key.length > 0) {
            m.hash(key);
        }

        if (m !== this) {
            return m;
        }
    };

    // Incrementally add a string to this hash
    //
    // @param {string} key A UTF-16 or ASCII string
    // @return {object} this
    MurmurHash3.prototype.hash = function(key) {
        var h1, k1, i, top, len;

        len = key.length;
        this.len += len;

        k1 = this.k1;
        i = 0;
        switch (this.rem) {
            case 0: k1 ^= len > i ? (key.charCodeAt(i++) & 0xffff) : 0;
            case 1: k1 ^= len > i ? (key.charCodeAt(i++) & 0xffff) << 8 : 0;
            case 2: k1 ^= len > i ? (key.charCodeAt(i++) & 0xffff) << 16 : 0;
            case 3:
                k1 ^= len > i ? (key.charCodeAt(i) & 0xff) << 24 : 0;
                k1 ^= len > i ? (key.charCodeAt(i++) & 0xff00) >> 8 : 0;
        }

        this.rem = (len + this.rem) & 3; // & 3 is same as % 4
        len -= this.rem;
        if (len > 0) {
            h1 = this.h1;
            while (1) {
                k1 = (k1 * 0x2d51 + (k1 & 0xffff) * 0xcc9e0000) & 0xffffffff;
                k1 = (k1 << 15) | (k1 >>> 17);
                k1 = (k1 * 0x3593 + (k1 & 0xffff) * 0x1b870000) & 0xffffffff;

                h1 ^= k1;
                h1 = (h1 << 13) | (h1 >>> 19);
                h1 = (h1 * 5 + 0xe6546b64) & 0xffffffff;

                if (i >= len) {
                    break;
                }

                k1 = ((key.charCodeAt(i++) & 0xffff)) ^
                     ((key.charCodeAt(i++) & 0xffff) << 8) ^
                     ((key.charCodeAt(i++) & 0xffff) << 16);
                top = key.charCodeAt(i++);
                k1 ^= ((top & 0xff) << 24) ^
                      ((top & 0xff00) >> 8);
            }

            k1 = 0;
            switch (this.rem) {
                case 3: k1 ^= (key.charCodeAt(i + 2) & 0xffff) << 16;
                case 2: k1 ^= (key.charCodeAt(i + 1) & 0xffff) << 8;
                case 1: k1 ^= (key.charCodeAt(i) & 0xffff);
            }

            this.h1 = h1;
        }

        this.k1 = k1;
        return this;
    };

    // Get the result of this hash
    //
    // @return {number} The 32-bit hash
    MurmurHash3.prototype.result = function() {
        var k1, h1;
        
        k1 = this.k1;
        h1 = this.h1;

        if (k1 > 0) {
            k1 = (k1 * 0x2d51 + (k1 & 0xffff) * 0xcc9e0000) & 0xffffffff;
            k1 = (k1 << 15) | (k1 >>> 17);
            k1 = (k1 * 0x3593 + (k1 & 0xffff) * 0x1b870000) & 0xffffffff;
            h1 ^= k1;
        }

        h1 ^= this.len;

        h1 ^= h1 >>> 16;
        h1 = (h1 * 0xca6b + (h1 & 0xffff) * 0x85eb0000) & 0xffffffff;
        h1 ^= h1 >>> 13;
        h1 = (h1 * 0xae35 + (h1 & 0xffff) * 0xc2b20000) & 0xffffffff;
        h1 ^= h1 >>> 16;

        return h1 >>> 0;
    };

    // Reset the hash object for reuse
    //
    // @param {number} seed An optional positive integer
    MurmurHash3.prototype.reset = function(seed) {
        this.h1 = typeof seed === 'number' ? seed : 0;
        this.rem = this.k1 = this.len = 0;
        return this;
    };

    // A cached object to use. This can be safely used if you're in a single-
    // threaded environment, otherwise you need to create new hashes to use.
    cache = new MurmurHash3();

    if (true) {
        module.exports = MurmurHash3;
    } else {}
}());


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 3648:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const lockfile = __nccwpck_require__(743);
const { toPromise, toSync, toSyncOptions } = __nccwpck_require__(3271);

async function lock(file, options) {
    const release = await toPromise(lockfile.lock)(file, options);

    return toPromise(release);
}

function lockSync(file, options) {
    const release = toSync(lockfile.lock)(file, toSyncOptions(options));

    return toSync(release);
}

function unlock(file, options) {
    return toPromise(lockfile.unlock)(file, options);
}

function unlockSync(file, options) {
    return toSync(lockfile.unlock)(file, toSyncOptions(options));
}

function check(file, options) {
    return toPromise(lockfile.check)(file, options);
}

function checkSync(file, options) {
    return toSync(lockfile.check)(file, toSyncOptions(options));
}

module.exports = lock;
module.exports.lock = lock;
module.exports.unlock = unlock;
module.exports.lockSync = lockSync;
module.exports.unlockSync = unlockSync;
module.exports.check = check;
module.exports.checkSync = checkSync;


/***/ }),

/***/ 3271:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const fs = __nccwpck_require__(5744);

function createSyncFs(fs) {
    const methods = ['mkdir', 'realpath', 'stat', 'rmdir', 'utimes'];
    const newFs = { ...fs };

    methods.forEach((method) => {
        newFs[method] = (...args) => {
            const callback = args.pop();
            let ret;

            try {
                ret = fs[`${method}Sync`](...args);
            } catch (err) {
                return callback(err);
            }

            callback(null, ret);
        };
    });

    return newFs;
}

// ----------------------------------------------------------

function toPromise(method) {
    return (...args) => new Promise((resolve, reject) => {
        args.push((err, result) => {
            if (err) {
                reject(err);
            } else {
                resolve(result);
            }
        });

        method(...args);
    });
}

function toSync(method) {
    return (...args) => {
        let err;
        let result;

        args.push((_err, _result) => {
            err = _err;
            result = _result;
        });

        method(...args);

        if (err) {
            throw err;
        }

        return result;
    };
}

function toSyncOptions(options) {
    // Shallow clone options because we are oging to mutate them
    options = { ...options };

    // Transform fs to use the sync methods instead
    options.fs = createSyncFs(options.fs || fs);

    // Retries are not allowed because it requires the flow to be sync
    if (
        (typeof options.retries === 'number' && options.retries > 0) ||
        (options.retries && typeof options.retries.retries === 'number' && options.retries.retries > 0)
    ) {
        throw Object.assign(new Error('Cannot use retries with the sync api'), { code: 'ESYNC' });
    }

    return options;
}

module.exports = {
    toPromise,
    toSync,
    toSyncOptions,
};


/***/ }),

/***/ 743:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const path = __nccwpck_require__(6928);
const fs = __nccwpck_require__(5744);
const retry = __nccwpck_require__(5546);
const onExit = __nccwpck_require__(6627);
const mtimePrecision = __nccwpck_require__(4747);

const locks = {};

function getLockFile(file, options) {
    return options.lockfilePath || `${file}.lock`;
}

function resolveCanonicalPath(file, options, callback) {
    if (!options.realpath) {
        return callback(null, path.resolve(file));
    }

    // Use realpath to resolve symlinks
    // It also resolves relative paths
    options.fs.realpath(file, callback);
}

function acquireLock(file, options, callback) {
    const lockfilePath = getLockFile(file, options);

    // Use mkdir to create the lockfile (atomic operation)
    options.fs.mkdir(lockfilePath, (err) => {
        if (!err) {
            // At this point, we acquired the lock!
            // Probe the mtime precision
            return mtimePrecision.probe(lockfilePath, options.fs, (err, mtime, mtimePrecision) => {
                // If it failed, try to remove the lock..
                /* istanbul ignore if */
                if (err) {
                    options.fs.rmdir(lockfilePath, () => {});

                    return callback(err);
                }

                callback(null, mtime, mtimePrecision);
            });
        }

        // If error is not EEXIST then some other error occurred while locking
        if (err.code !== 'EEXIST') {
            return callback(err);
        }

        // Otherwise, check if lock is stale by analyzing the file mtime
        if (options.stale <= 0) {
            return callback(Object.assign(new Error('Lock file is already being held'), { code: 'ELOCKED', file }));
        }

        options.fs.stat(lockfilePath, (err, stat) => {
            if (err) {
                // Retry if the lockfile has been removed (meanwhile)
                // Skip stale check to avoid recursiveness
                if (err.code === 'ENOENT') {
                    return acquireLock(file, { ...options, stale: 0 }, callback);
                }

                return callback(err);
            }

            if (!isLockStale(stat, options)) {
                return callback(Object.assign(new Error('Lock file is already being held'), { code: 'ELOCKED', file }));
            }

            // If it's stale, remove it and try again!
            // Skip stale check to avoid recursiveness
            removeLock(file, options, (err) => {
                if (err) {
                    return callback(err);
                }

                acquireLock(file, { ...options, stale: 0 }, callback);
            });
        });
    });
}

function isLockStale(stat, options) {
    return stat.mtime.getTime() < Date.now() - options.stale;
}

function removeLock(file, options, callback) {
    // Remove lockfile, ignoring ENOENT errors
    options.fs.rmdir(getLockFile(file, options), (err) => {
        if (err && err.code !== 'ENOENT') {
            return callback(err);
        }

        callback();
    });
}

function updateLock(file, options) {
    const lock = locks[file];

    // Just for safety, should never happen
    /* istanbul ignore if */
    if (lock.updateTimeout) {
        return;
    }

    lock.updateDelay = lock.updateDelay || options.update;
    lock.updateTimeout = setTimeout(() => {
        lock.updateTimeout = null;

        // Stat the file to check if mtime is still ours
        // If it is, we can still recover from a system sleep or a busy event loop
        options.fs.stat(lock.lockfilePath, (err, stat) => {
            const isOverThreshold = lock.lastUpdate + options.stale < Date.now();

            // If it failed to update the lockfile, keep trying unless
            // the lockfile was deleted or we are over the threshold
            if (err) {
                if (err.code === 'ENOENT' || isOverThreshold) {
                    return setLockAsCompromised(file, lock, Object.assign(err, { code: 'ECOMPROMISED' }));
                }

                lock.updateDelay = 1000;

                return updateLock(file, options);
            }

            const isMtimeOurs = lock.mtime.getTime() === stat.mtime.getTime();

            if (!isMtimeOurs) {
                return setLockAsCompromised(
                    file,
                    lock,
                    Object.assign(
                        new Error('Unable to update lock within the stale threshold'),
                        { code: 'ECOMPROMISED' }
                    ));
            }

            const mtime = mtimePrecision.getMtime(lock.mtimePrecision);

            options.fs.utimes(lock.lockfilePath, mtime, mtime, (err) => {
                const isOverThreshold = lock.lastUpdate + options.stale < Date.now();

                // Ignore if the lock was released
                if (lock.released) {
                    return;
                }

                // If it failed to update the lockfile, keep trying unless
                // the lockfile was deleted or we are over the threshold
                if (err) {
                    if (err.code === 'ENOENT' || isOverThreshold) {
                        return setLockAsCompromised(file, lock, Object.assign(err, { code: 'ECOMPROMISED' }));
                    }

                    lock.updateDelay = 1000;

                    return updateLock(file, options);
                }

                // All ok, keep updating..
                lock.mtime = mtime;
                lock.lastUpdate = Date.now();
                lock.updateDelay = null;
                updateLock(file, options);
            });
        });
    }, lock.updateDelay);

    // Unref the timer so that the nodejs process can exit freely
    // This is safe because all acquired locks will be automatically released
    // on process exit

    // We first check that `lock.updateTimeout.unref` exists because some users
    // may be using this module outside of NodeJS (e.g., in an electron app),
    // and in those cases `setTimeout` return an integer.
    /* istanbul ignore else */
    if (lock.updateTimeout.unref) {
        lock.updateTimeout.unref();
    }
}

function setLockAsCompromised(file, lock, err) {
    // Signal the lock has been released
    lock.released = true;

    // Cancel lock mtime update
    // Just for safety, at this point updateTimeout should be null
    /* istanbul ignore if */
    if (lock.updateTimeout) {
        clearTimeout(lock.updateTimeout);
    }

    if (locks[file] === lock) {
        delete locks[file];
    }

    lock.options.onCompromised(err);
}

// ----------------------------------------------------------

function lock(file, options, callback) {
    /* istanbul ignore next */
    options = {
        stale: 10000,
        update: null,
        realpath: true,
        retries: 0,
        fs,
        onCompromised: (err) => { throw err; },
        ...options,
    };

    options.retries = options.retries || 0;
    options.retries = typeof options.retries === 'number' ? { retries: options.retries } : options.retries;
    options.stale = Math.max(options.stale || 0, 2000);
    options.update = options.update == null ? options.stale / 2 : options.update || 0;
    options.update = Math.max(Math.min(options.update, options.stale / 2), 1000);

    // Resolve to a canonical file path
    resolveCanonicalPath(file, options, (err, file) => {
        if (err) {
            return callback(err);
        }

        // Attempt to acquire the lock
        const operation = retry.operation(options.retries);

        operation.attempt(() => {
            acquireLock(file, options, (err, mtime, mtimePrecision) => {
                if (operation.retry(err)) {
                    return;
                }

                if (err) {
                    return callback(operation.mainError());
                }

                // We now own the lock
                const lock = locks[file] = {
                    lockfilePath: getLockFile(file, options),
                    mtime,
                    mtimePrecision,
                    options,
                    lastUpdate: Date.now(),
                };

                // We must keep the lock fresh to avoid staleness
                updateLock(file, options);

                callback(null, (releasedCallback) => {
                    if (lock.released) {
                        return releasedCallback &&
                            releasedCallback(Object.assign(new Error('Lock is already released'), { code: 'ERELEASED' }));
                    }

                    // Not necessary to use realpath twice when unlocking
                    unlock(file, { ...options, realpath: false }, releasedCallback);
                });
            });
        });
    });
}

function unlock(file, options, callback) {
    options = {
        fs,
        realpath: true,
        ...options,
    };

    // Resolve to a canonical file path
    resolveCanonicalPath(file, options, (err, file) => {
        if (err) {
            return callback(err);
        }

        // Skip if the lock is not acquired
        const lock = locks[file];

        if (!lock) {
            return callback(Object.assign(new Error('Lock is not acquired/owned by you'), { code: 'ENOTACQUIRED' }));
        }

        lock.updateTimeout && clearTimeout(lock.updateTimeout); // Cancel lock mtime update
        lock.released = true; // Signal the lock has been released
        delete locks[file]; // Delete from locks

        removeLock(file, options, callback);
    });
}

function check(file, options, callback) {
    options = {
        stale: 10000,
        realpath: true,
        fs,
        ...options,
    };

    options.stale = Math.max(options.stale || 0, 2000);

    // Resolve to a canonical file path
    resolveCanonicalPath(file, options, (err, file) => {
        if (err) {
            return callback(err);
        }

        // Check if lockfile exists
        options.fs.stat(getLockFile(file, options), (err, stat) => {
            if (err) {
                // If does not exist, file is not locked. Otherwise, callback with error
                return err.code === 'ENOENT' ? callback(null, false) : callback(err);
            }

            // Otherwise, check if lock is stale by analyzing the file mtime
            return callback(null, !isLockStale(stat, options));
        });
    });
}

function getLocks() {
    return locks;
}

// Remove acquired locks on exit
/* istanbul ignore next */
onExit(() => {
    for (const file in locks) {
        const options = locks[file].options;

        try { options.fs.rmdirSync(getLockFile(file, options)); } catch (e) { /* Empty */ }
    }
});

module.exports.lock = lock;
module.exports.unlock = unlock;
module.exports.check = check;
module.exports.getLocks = getLocks;


/***/ }),

/***/ 4747:
/***/ ((module) => {



const cacheSymbol = Symbol();

function probe(file, fs, callback) {
    const cachedPrecision = fs[cacheSymbol];

    if (cachedPrecision) {
        return fs.stat(file, (err, stat) => {
            /* istanbul ignore if */
            if (err) {
                return callback(err);
            }

            callback(null, stat.mtime, cachedPrecision);
        });
    }

    // Set mtime by ceiling Date.now() to seconds + 5ms so that it's "not on the second"
    const mtime = new Date((Math.ceil(Date.now() / 1000) * 1000) + 5);

    fs.utimes(file, mtime, mtime, (err) => {
        /* istanbul ignore if */
        if (err) {
            return callback(err);
        }

        fs.stat(file, (err, stat) => {
            /* istanbul ignore if */
            if (err) {
                return callback(err);
            }

            const precision = stat.mtime.getTime() % 1000 === 0 ? 's' : 'ms';

            // Cache the precision in a non-enumerable way
            Object.defineProperty(fs, cacheSymbol, { value: precision });

            callback(null, stat.mtime, precision);
        });
    });
}

function getMtime(precision) {
    let now = Date.now();

    if (precision === 's') {
        now = Math.ceil(now / 1000) * 1000;
    }

    return new Date(now);
}

module.exports.probe = probe;
module.exports.getMtime = getMtime;


/***/ }),

/***/ 5546:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(7084);

/***/ }),

/***/ 7084:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var RetryOperation = __nccwpck_require__(9538);

exports.operation = function(options) {
  var timeouts = exports.timeouts(options);
  return new RetryOperation(timeouts, {
      forever: options && options.forever,
      unref: options && options.unref,
      maxRetryTime: options && options.maxRetryTime
  });
};

exports.timeouts = function(options) {
  if (options instanceof Array) {
    return [].concat(options);
  }

  var opts = {
    retries: 10,
    factor: 2,
    minTimeout: 1 * 1000,
    maxTimeout: Infinity,
    randomize: false
  };
  for (var key in options) {
    opts[key] = options[key];
  }

  if (opts.minTimeout > opts.maxTimeout) {
    throw new Error('minTimeout is greater than maxTimeout');
  }

  var timeouts = [];
  for (var i = 0; i < opts.retries; i++) {
    timeouts.push(this.createTimeout(i, opts));
  }

  if (options && options.forever && !timeouts.length) {
    timeouts.push(this.createTimeout(i, opts));
  }

  // sort the array numerically ascending
  timeouts.sort(function(a,b) {
    return a - b;
  });

  return timeouts;
};

exports.createTimeout = function(attempt, opts) {
  var random = (opts.randomize)
    ? (Math.random() + 1)
    : 1;

  var timeout = Math.round(random * opts.minTimeout * Math.pow(opts.factor, attempt));
  timeout = Math.min(timeout, opts.maxTimeout);

  return timeout;
};

exports.wrap = function(obj, options, methods) {
  if (options instanceof Array) {
    methods = options;
    options = null;
  }

  if (!methods) {
    methods = [];
    for (var key in obj) {
      if (typeof obj[key] === 'function') {
        methods.push(key);
      }
    }
  }

  for (var i = 0; i < methods.length; i++) {
    var method   = methods[i];
    var original = obj[method];

    obj[method] = function retryWrapper(original) {
      var op       = exports.operation(options);
      var args     = Array.prototype.slice.call(arguments, 1);
      var callback = args.pop();

      args.push(function(err) {
        if (op.retry(err)) {
          return;
        }
        if (err) {
          arguments[0] = op.mainError();
        }
        callback.apply(this, arguments);
      });

      op.attempt(function() {
        original.apply(obj, args);
      });
    }.bind(obj, original);
    obj[method].options = options;
  }
};


/***/ }),

/***/ 9538:
/***/ ((module) => {

function RetryOperation(timeouts, options) {
  // Compatibility for the old (timeouts, retryForever) signature
  if (typeof options === 'boolean') {
    options = { forever: options };
  }

  this._originalTimeouts = JSON.parse(JSON.stringify(timeouts));
  this._timeouts = timeouts;
  this._options = options || {};
  this._maxRetryTime = options && options.maxRetryTime || Infinity;
  this._fn = null;
  this._errors = [];
  this._attempts = 1;
  this._operationTimeout = null;
  this._operationTimeoutCb = null;
  this._timeout = null;
  this._operationStart = null;

  if (this._options.forever) {
    this._cachedTimeouts = this._timeouts.slice(0);
  }
}
module.exports = RetryOperation;

RetryOperation.prototype.reset = function() {
  this._attempts = 1;
  this._timeouts = this._originalTimeouts;
}

RetryOperation.prototype.stop = function() {
  if (this._timeout) {
    clearTimeout(this._timeout);
  }

  this._timeouts       = [];
  this._cachedTimeouts = null;
};

RetryOperation.prototype.retry = function(err) {
  if (this._timeout) {
    clearTimeout(this._timeout);
  }

  if (!err) {
    return false;
  }
  var currentTime = new Date().getTime();
  if (err && currentTime - this._operationStart >= this._maxRetryTime) {
    this._errors.unshift(new Error('RetryOperation timeout occurred'));
    return false;
  }

  this._errors.push(err);

  var timeout = this._timeouts.shift();
  if (timeout === undefined) {
    if (this._cachedTimeouts) {
      // retry forever, only keep last error
      this._errors.splice(this._errors.length - 1, this._errors.length);
      this._timeouts = this._cachedTimeouts.slice(0);
      timeout = this._timeouts.shift();
    } else {
      return false;
    }
  }

  var self = this;
  var timer = setTimeout(function() {
    self._attempts++;

    if (self._operationTimeoutCb) {
      self._timeout = setTimeout(function() {
        self._operationTimeoutCb(self._attempts);
      }, self._operationTimeout);

      if (self._options.unref) {
          self._timeout.unref();
      }
    }

    self._fn(self._attempts);
  }, timeout);

  if (this._options.unref) {
      timer.unref();
  }

  return true;
};

RetryOperation.prototype.attempt = function(fn, timeoutOps) {
  this._fn = fn;

  if (timeoutOps) {
    if (timeoutOps.timeout) {
      this._operationTimeout = timeoutOps.timeout;
    }
    if (timeoutOps.cb) {
      this._operationTimeoutCb = timeoutOps.cb;
    }
  }

  var self = this;
  if (this._operationTimeoutCb) {
    this._timeout = setTimeout(function() {
      self._operationTimeoutCb();
    }, self._operationTimeout);
  }

  this._operationStart = new Date().getTime();

  this._fn(this._attempts);
};

RetryOperation.prototype.try = function(fn) {
  console.log('Using RetryOperation.try() is deprecated');
  this.attempt(fn);
};

RetryOperation.prototype.start = function(fn) {
  console.log('Using RetryOperation.start() is deprecated');
  this.attempt(fn);
};

RetryOperation.prototype.start = RetryOperation.prototype.try;

RetryOperation.prototype.errors = function() {
  return this._errors;
};

RetryOperation.prototype.attempts = function() {
  return this._attempts;
};

RetryOperation.prototype.mainError = function() {
  if (this._errors.length === 0) {
    return null;
  }

  var counts = {};
  var mainError = null;
  var mainErrorCount = 0;

  for (var i = 0; i < this._errors.length; i++) {
    var error = this._errors[i];
    var message = error.message;
    var count = (counts[message] || 0) + 1;

    counts[message] = count;

    if (count >= mainErrorCount) {
      mainError = error;
      mainErrorCount = count;
    }
  }

  return mainError;
};


/***/ }),

/***/ 6627:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

// Note: since nyc uses this module to output coverage, any lines
// that are in the direct sync flow of nyc's outputCoverage are
// ignored, since we can never get coverage for them.
// grab a reference to node's real process object right away
var process = global.process

const processOk = function (process) {
  return process &&
    typeof process === 'object' &&
    typeof process.removeListener === 'function' &&
    typeof process.emit === 'function' &&
    typeof process.reallyExit === 'function' &&
    typeof process.listeners === 'function' &&
    typeof process.kill === 'function' &&
    typeof process.pid === 'number' &&
    typeof process.on === 'function'
}

// some kind of non-node environment, just no-op
/* istanbul ignore if */
if (!processOk(process)) {
  module.exports = function () {
    return function () {}
  }
} else {
  var assert = __nccwpck_require__(2613)
  var signals = __nccwpck_require__(1430)
  var isWin = /^win/i.test(process.platform)

  var EE = __nccwpck_require__(4434)
  /* istanbul ignore if */
  if (typeof EE !== 'function') {
    EE = EE.EventEmitter
  }

  var emitter
  if (process.__signal_exit_emitter__) {
    emitter = process.__signal_exit_emitter__
  } else {
    emitter = process.__signal_exit_emitter__ = new EE()
    emitter.count = 0
    emitter.emitted = {}
  }

  // Because this emitter is a global, we have to check to see if a
  // previous version of this library failed to enable infinite listeners.
  // I know what you're about to say.  But literally everything about
  // signal-exit is a compromise with evil.  Get used to it.
  if (!emitter.infinite) {
    emitter.setMaxListeners(Infinity)
    emitter.infinite = true
  }

  module.exports = function (cb, opts) {
    /* istanbul ignore if */
    if (!processOk(global.process)) {
      return function () {}
    }
    assert.equal(typeof cb, 'function', 'a callback must be provided for exit handler')

    if (loaded === false) {
      load()
    }

    var ev = 'exit'
    if (opts && opts.alwaysLast) {
      ev = 'afterexit'
    }

    var remove = function () {
      emitter.removeListener(ev, cb)
      if (emitter.listeners('exit').length === 0 &&
          emitter.listeners('afterexit').length === 0) {
        unload()
      }
    }
    emitter.on(ev, cb)

    return remove
  }

  var unload = function unload () {
    if (!loaded || !processOk(global.process)) {
      return
    }
    loaded = false

    signals.forEach(function (sig) {
      try {
        process.removeListener(sig, sigListeners[sig])
      } catch (er) {}
    })
    process.emit = originalProcessEmit
    process.reallyExit = originalProcessReallyExit
    emitter.count -= 1
  }
  module.exports.unload = unload

  var emit = function emit (event, code, signal) {
    /* istanbul ignore if */
    if (emitter.emitted[event]) {
      return
    }
    emitter.emitted[event] = true
    emitter.emit(event, code, signal)
  }

  // { <signal>: <listener fn>, ... }
  var sigListeners = {}
  signals.forEach(function (sig) {
    sigListeners[sig] = function listener () {
      /* istanbul ignore if */
      if (!processOk(global.process)) {
        return
      }
      // If there are no other listeners, an exit is coming!
      // Simplest way: remove us and then re-send the signal.
      // We know that this will kill the process, so we can
      // safely emit now.
      var listeners = process.listeners(sig)
      if (listeners.length === emitter.count) {
        unload()
        emit('exit', null, sig)
        /* istanbul ignore next */
        emit('afterexit', null, sig)
        /* istanbul ignore next */
        if (isWin && sig === 'SIGHUP') {
          // "SIGHUP" throws an `ENOSYS` error on Windows,
          // so use a supported signal instead
          sig = 'SIGINT'
        }
        /* istanbul ignore next */
        process.kill(process.pid, sig)
      }
    }
  })

  module.exports.signals = function () {
    return signals
  }

  var loaded = false

  var load = function load () {
    if (loaded || !processOk(global.process)) {
      return
    }
    loaded = true

    // This is the number of onSignalExit's that are in play.
    // It's important so that we can count the correct number of
    // listeners on signals, and don't wait for the other one to
    // handle it instead of us.
    emitter.count += 1

    signals = signals.filter(function (sig) {
      try {
        process.on(sig, sigListeners[sig])
        return true
      } catch (er) {
        return false
      }
    })

    process.emit = processEmit
    process.reallyExit = processReallyExit
  }
  module.exports.load = load

  var originalProcessReallyExit = process.reallyExit
  var processReallyExit = function processReallyExit (code) {
    /* istanbul ignore if */
    if (!processOk(global.process)) {
      return
    }
    process.exitCode = code || /* istanbul ignore next */ 0
    emit('exit', process.exitCode, null)
    /* istanbul ignore next */
    emit('afterexit', process.exitCode, null)
    /* istanbul ignore next */
    originalProcessReallyExit.call(process, process.exitCode)
  }

  var originalProcessEmit = process.emit
  var processEmit = function processEmit (ev, arg) {
    if (ev === 'exit' && processOk(global.process)) {
      /* istanbul ignore else */
      if (arg !== undefined) {
        process.exitCode = arg
      }
      var ret = originalProcessEmit.apply(this, arguments)
      /* istanbul ignore next */
      emit('exit', process.exitCode, null)
      /* istanbul ignore next */
      emit('afterexit', process.exitCode, null)
      /* istanbul ignore next */
      return ret
    } else {
      return originalProcessEmit.apply(this, arguments)
    }
  }
}


/***/ }),

/***/ 1430:
/***/ ((module) => {

// This is not the set of all possible signals.
//
// It IS, however, the set of all signals that trigger
// an exit on either Linux or BSD systems.  Linux is a
// superset of the signal names supported on BSD, and
// the unknown signals just fail to register, so we can
// catch that easily enough.
//
// Don't bother with SIGKILL.  It's uncatchable, which
// means that we can't fire any callbacks anyway.
//
// If a user does happen to register a handler on a non-
// fatal signal like SIGWINCH or something, and then
// exit, it'll end up firing `process.emit('exit')`, so
// the handler will be fired anyway.
//
// SIGBUS, SIGFPE, SIGSEGV and SIGILL, when not raised
// artificially, inherently leave the process in a
// state from which it is not safe to try and enter JS
// listeners.
module.exports = [
  'SIGABRT',
  'SIGALRM',
  'SIGHUP',
  'SIGINT',
  'SIGTERM'
]

if (process.platform !== 'win32') {
  module.exports.push(
    'SIGVTALRM',
    'SIGXCPU',
    'SIGXFSZ',
    'SIGUSR2',
    'SIGTRAP',
    'SIGSYS',
    'SIGQUIT',
    'SIGIOT'
    // should detect profiler and enable/disable accordingly.
    // see #21
    // 'SIGPROF'
  )
}

if (process.platform === 'linux') {
  module.exports.push(
    'SIGIO',
    'SIGPOLL',
    'SIGPWR',
    'SIGSTKFLT',
    'SIGUNUSED'
  )
}


/***/ }),

/***/ 238:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


module.exports = writeFile
module.exports.sync = writeFileSync
module.exports._getTmpname = getTmpname // for testing
module.exports._cleanupOnExit = cleanupOnExit

const fs = __nccwpck_require__(9896)
const MurmurHash3 = __nccwpck_require__(2024)
const { onExit } = __nccwpck_require__(8608)
const path = __nccwpck_require__(6928)
const { promisify } = __nccwpck_require__(9023)
const activeFiles = {}

// if we run inside of a worker_thread, `process.pid` is not unique
/* istanbul ignore next */
const threadId = (function getId () {
  try {
    const workerThreads = __nccwpck_require__(8167)

    /// if we are in main thread, this is set to `0`
    return workerThreads.threadId
  } catch (e) {
    // worker_threads are not available, fallback to 0
    return 0
  }
})()

let invocations = 0
function getTmpname (filename) {
  return filename + '.' +
    MurmurHash3(__filename)
      .hash(String(process.pid))
      .hash(String(threadId))
      .hash(String(++invocations))
      .result()
}

function cleanupOnExit (tmpfile) {
  return () => {
    try {
      fs.unlinkSync(typeof tmpfile === 'function' ? tmpfile() : tmpfile)
    } catch {
      // ignore errors
    }
  }
}

function serializeActiveFile (absoluteName) {
  return new Promise(resolve => {
    // make a queue if it doesn't already exist
    if (!activeFiles[absoluteName]) {
      activeFiles[absoluteName] = []
    }

    activeFiles[absoluteName].push(resolve) // add this job to the queue
    if (activeFiles[absoluteName].length === 1) {
      resolve()
    } // kick off the first one
  })
}

// https://github.com/isaacs/node-graceful-fs/blob/master/polyfills.js#L315-L342
function isChownErrOk (err) {
  if (err.code === 'ENOSYS') {
    return true
  }

  const nonroot = !process.getuid || process.getuid() !== 0
  if (nonroot) {
    if (err.code === 'EINVAL' || err.code === 'EPERM') {
      return true
    }
  }

  return false
}

async function writeFileAsync (filename, data, options = {}) {
  if (typeof options === 'string') {
    options = { encoding: options }
  }

  let fd
  let tmpfile
  /* istanbul ignore next -- The closure only gets called when onExit triggers */
  const removeOnExitHandler = onExit(cleanupOnExit(() => tmpfile))
  const absoluteName = path.resolve(filename)

  try {
    await serializeActiveFile(absoluteName)
    const truename = await promisify(fs.realpath)(filename).catch(() => filename)
    tmpfile = getTmpname(truename)

    if (!options.mode || !options.chown) {
      // Either mode or chown is not explicitly set
      // Default behavior is to copy it from original file
      const stats = await promisify(fs.stat)(truename).catch(() => {})
      if (stats) {
        if (options.mode == null) {
          options.mode = stats.mode
        }

        if (options.chown == null && process.getuid) {
          options.chown = { uid: stats.uid, gid: stats.gid }
        }
      }
    }

    fd = await promisify(fs.open)(tmpfile, 'w', options.mode)
    if (options.tmpfileCreated) {
      await options.tmpfileCreated(tmpfile)
    }
    if (ArrayBuffer.isView(data)) {
      await promisify(fs.write)(fd, data, 0, data.length, 0)
    } else if (data != null) {
      await promisify(fs.write)(fd, String(data), 0, String(options.encoding || 'utf8'))
    }

    if (options.fsync !== false) {
      await promisify(fs.fsync)(fd)
    }

    await promisify(fs.close)(fd)
    fd = null

    if (options.chown) {
      await promisify(fs.chown)(tmpfile, options.chown.uid, options.chown.gid).catch(err => {
        if (!isChownErrOk(err)) {
          throw err
        }
      })
    }

    if (options.mode) {
      await promisify(fs.chmod)(tmpfile, options.mode).catch(err => {
        if (!isChownErrOk(err)) {
          throw err
        }
      })
    }

    await promisify(fs.rename)(tmpfile, truename)
  } finally {
    if (fd) {
      await promisify(fs.close)(fd).catch(
        /* istanbul ignore next */
        () => {}
      )
    }
    removeOnExitHandler()
    await promisify(fs.unlink)(tmpfile).catch(() => {})
    activeFiles[absoluteName].shift() // remove the element added by serializeSameFile
    if (activeFiles[absoluteName].length > 0) {
      activeFiles[absoluteName][0]() // start next job if one is pending
    } else {
      delete activeFiles[absoluteName]
    }
  }
}

async function writeFile (filename, data, options, callback) {
  if (options instanceof Function) {
    callback = options
    options = {}
  }

  const promise = writeFileAsync(filename, data, options)
  if (callback) {
    try {
      const result = await promise
      return callback(result)
    } catch (err) {
      return callback(err)
    }
  }

  return promise
}

function writeFileSync (filename, data, options) {
  if (typeof options === 'string') {
    options = { encoding: options }
  } else if (!options) {
    options = {}
  }
  try {
    filename = fs.realpathSync(filename)
  } catch (ex) {
    // it's ok, it'll happen on a not yet existing file
  }
  const tmpfile = getTmpname(filename)

  if (!options.mode || !options.chown) {
    // Either mode or chown is not explicitly set
    // Default behavior is to copy it from original file
    try {
      const stats = fs.statSync(filename)
      options = Object.assign({}, options)
      if (!options.mode) {
        options.mode = stats.mode
      }
      if (!options.chown && process.getuid) {
        options.chown = { uid: stats.uid, gid: stats.gid }
      }
    } catch (ex) {
      // ignore stat errors
    }
  }

  let fd
  const cleanup = cleanupOnExit(tmpfile)
  const removeOnExitHandler = onExit(cleanup)

  let threw = true
  try {
    fd = fs.openSync(tmpfile, 'w', options.mode || 0o666)
    if (options.tmpfileCreated) {
      options.tmpfileCreated(tmpfile)
    }
    if (ArrayBuffer.isView(data)) {
      fs.writeSync(fd, data, 0, data.length, 0)
    } else if (data != null) {
      fs.writeSync(fd, String(data), 0, String(options.encoding || 'utf8'))
    }
    if (options.fsync !== false) {
      fs.fsyncSync(fd)
    }

    fs.closeSync(fd)
    fd = null

    if (options.chown) {
      try {
        fs.chownSync(tmpfile, options.chown.uid, options.chown.gid)
      } catch (err) {
        if (!isChownErrOk(err)) {
          throw err
        }
      }
    }

    if (options.mode) {
      try {
        fs.chmodSync(tmpfile, options.mode)
      } catch (err) {
        if (!isChownErrOk(err)) {
          throw err
        }
      }
    }

    fs.renameSync(tmpfile, filename)
    threw = false
  } finally {
    if (fd) {
      try {
        fs.closeSync(fd)
      } catch (ex) {
        // ignore close errors at this stage, error may have closed fd already.
      }
    }
    removeOnExitHandler()
    if (threw) {
      cleanup()
    }
  }
}


/***/ }),

/***/ 5581:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _commands_command_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3155);
/* harmony import */ var _commands_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9024);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(3916);
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4702);
/**
 * The arbor-gate CLI. Parses the command line, runs one command, and is the one place that turns an
 * error into a message and an exit code: a user error prints its message alone (exit 2), anything
 * else is an infrastructure failure (exit 3). Octokit is never imported here, so the CLI starts fast.
 */







function topLevelHelp() {
    const width = Math.max(..._commands_index_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .L.map((c) => c.name.length));
    return [
        'arbor-gate: merge Arbor experiment branches into trunk only when the held-out score improves.',
        '',
        'Usage: arbor-gate <command> [options]',
        '',
        'Commands:',
        ..._commands_index_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .L.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
        '',
        'Run arbor-gate <command> --help (or arbor-gate help <command>) for its options.',
        '',
    ].join('\n');
}
/**
 * This package's version, from the nearest package.json above this file that is arbor-gate's: the
 * one beside dist/ (in a clone or under node_modules when run by npx), src/ or a build folder; never
 * the project's that `npx arbor-gate` runs in (npm_package_version). The folder is found at run time,
 * so the bundler leaves the file where it is rather than copying it into dist/.
 */
function packageVersion() {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file)) {
            const manifest = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
            if (manifest.name === 'arbor-gate' && typeof manifest.version === 'string')
                return manifest.version;
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InfraError */ .Ri('no package.json of arbor-gate above the CLI');
    }
}
function findCommand(name) {
    const command = _commands_index_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .L.find((c) => c.name === name);
    if (!command) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(name === undefined
            ? `no command given\n\n${topLevelHelp()}`
            : `unknown command ${JSON.stringify(name)}; commands: ${_commands_index_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMANDS */ .L.map((c) => c.name).join(', ')}`);
    }
    return command;
}
function printUsage(command, io) {
    io.stdout(`${command.usage.trimEnd()}\n`);
    return 0;
}
async function main(argv, io) {
    try {
        const [name, ...rest] = argv;
        if (name === 'help' && rest.length > 0) {
            // `arbor-gate help merge` is `arbor-gate merge --help`.
            const [topic, ...extra] = rest;
            if (extra.length > 0)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`arbor-gate help takes one command, got: ${rest.join(' ')}`);
            return printUsage(findCommand(topic), io);
        }
        if (name === '--help' || name === '-h' || name === 'help') {
            io.stdout(topLevelHelp());
            return 0;
        }
        if (name === '--version') {
            io.stdout(`${packageVersion()}\n`);
            return 0;
        }
        const command = findCommand(name);
        const args = (0,_commands_command_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Qx)(command, rest);
        if (args.values.help === true)
            return printUsage(command, io);
        return await command.run(args, io);
    }
    catch (error) {
        const code = (0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .exitCodeOf */ .FO)(error);
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
        return process.argv[1] !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1]) === (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
    }
    catch {
        return false;
    }
}
if (isEntryPoint()) {
    const io = {
        // The one sink of everything the CLI prints: untrusted names and output never drive the terminal.
        stdout: (text) => process.stdout.write((0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalSafe */ .kJ)(text)),
        stderr: (text) => process.stderr.write((0,_util_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .terminalSafe */ .kJ)(text)),
        interactive: process.stderr.isTTY === true && process.env.CI !== 'true',
        env: process.env,
        cwd: process.cwd(),
    };
    process.exitCode = await main(process.argv.slice(2), io);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3155:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   lB: () => (/* binding */ boolFlag),
/* harmony export */   v6: () => (/* binding */ listFlag)
/* harmony export */ });
/* unused harmony export COMMON_OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3916);
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9874);
/* harmony import */ var _setting_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4300);
/** What every CLI command provides; src/cli.ts parses argv with `options` and calls `run`. */




/** Options every command accepts: where the session is (--cwd, --run-name), --json and --help. */
const COMMON_OPTIONS = {
    ...(0,_setting_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .settingOptions */ .Xk)([(0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .settingOf */ .y7)('cwd'), (0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__/* .settingOf */ .y7)('runName')]),
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
const NEGATIVE_NUMBER = /^-\.?\d/;
/**
 * `--flag -0.35` as `--flag=-0.35` for the numeric options: parseArgs refuses a value that starts with
 * a dash unless it is attached, but a negative number is how users type it (and no option looks so).
 */
function attachNegativeNumbers(argv, numeric) {
    const args = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--')
            return [...args, ...argv.slice(i)];
        const next = argv[i + 1];
        if (arg.startsWith('--') &&
            numeric.includes(arg.slice(2)) &&
            next !== undefined &&
            NEGATIVE_NUMBER.test(next)) {
            args.push(`${arg}=${next}`);
            i++;
        }
        else
            args.push(arg);
    }
    return args;
}
function parseCommandArgs(command, argv) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: attachNegativeNumbers(argv, command.numericOptions ?? []),
            options: { ...COMMON_OPTIONS, ...command.options },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (error) {
        // node's messages name the flag ("Unknown option '--x'", "Option '--y <value>' argument missing"),
        // some over several lines: kept on one, without node's advice on where to put dashed values.
        const message = error.message.replace(/\s*\n\s*/g, ' ').replace(/\. To specify .*$/s, '');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${message}\nSee: arbor-gate ${command.name} --help`);
    }
    if (parsed.positionals.length > command.maxPositionals) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`arbor-gate ${command.name} takes at most ${command.maxPositionals} argument(s), got: ${parsed.positionals.join(' ')}`);
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

/***/ 9024:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L: () => (/* binding */ COMMANDS)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/util/redact.ts
/**
 * Secret redaction for any text that leaves the process: REPORT.md, PR comments, job summaries, logs.
 * Two sources of secrets: strings shaped like well-known credentials (found by pattern), and the
 * secrets the gate knows (the values of credential variables in the environment, and the token it was
 * given). A known secret is found verbatim and in the cheap encodings code prints it in to get it past
 * a verbatim match: base64 (HTTP basic auth and git's extraheader carry tokens so), hex, reversed,
 * URL-encoded, and split by separators (`g.h.p._.x`) or in another letter case. An encoding not listed
 * here, encryption, or a leak a few characters at a time is not caught: SECURITY.md says so.
 */
const REDACTED = '[REDACTED]';
/** Environment variables that hold credentials whatever their value looks like. */
const CREDENTIAL_VARIABLES = new Set([
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'INPUT_GITHUB-TOKEN',
    'INPUT_GITHUB_TOKEN',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
]);
/** Any variable named like a credential counts when its value is long enough to be one. */
const CREDENTIAL_NAME = /(?:_|^)(?:TOKEN|SECRET|PASSWORD|KEY)$/i;
const MIN_SECRET_LENGTH = 8;
const TOKEN_PATTERNS = [
    { kind: 'github token', pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}/g },
    { kind: 'github fine-grained token', pattern: /\bgithub_pat_[A-Za-z0-9_]{20,}/g },
    { kind: 'bearer token', pattern: /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/gi, keepGroup: 1 },
    { kind: 'api key (sk-)', pattern: /\bsk-[A-Za-z0-9_-]{16,}/g },
    { kind: 'aws access key', pattern: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g },
    { kind: 'slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
    { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
    {
        kind: 'credential assignment',
        pattern: /\b([A-Za-z0-9_-]*(?:token|password|passwd|secret|api[_-]?key)["']?\s*[:=]\s*["']?)([A-Za-z0-9+/_.~-]{16,})/gi,
        keepGroup: 1,
    },
];
/** Bits per character; random tokens score well above words, numbers and paths. */
function shannonEntropy(text) {
    const counts = new Map();
    for (const ch of text)
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
    let entropy = 0;
    for (const count of counts.values()) {
        const p = count / text.length;
        entropy -= p * Math.log2(p);
    }
    return entropy;
}
/** The value after "token=" etc. is a secret only when it looks random (mixed classes, high entropy). */
function looksRandom(value) {
    const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(value)).length;
    return classes >= 2 && shannonEntropy(value) >= 3.5;
}
/** The values of the credential variables in an environment (long enough to be secrets). */
function credentialValues(env) {
    const values = [];
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || value.length < MIN_SECRET_LENGTH)
            continue;
        if (CREDENTIAL_VARIABLES.has(name.toUpperCase()) || CREDENTIAL_NAME.test(name))
            values.push(value);
    }
    return values;
}
/** A secret and the encodings of it that are redacted verbatim like the secret itself. */
function encodedForms(secret) {
    const hex = Buffer.from(secret, 'utf8').toString('hex');
    const percentEncoded = hex.replace(/../g, '%$&');
    const forms = [
        secret,
        hex,
        hex.toUpperCase(),
        [...secret].reverse().join(''),
        encodeURIComponent(secret),
        percentEncoded,
        percentEncoded.toUpperCase(),
        Buffer.from(secret, 'utf8').toString('base64url'),
    ];
    for (const encoded of [secret, `x-access-token:${secret}`]) {
        const base64 = Buffer.from(encoded, 'utf8').toString('base64');
        forms.push(base64, base64.replace(/=+$/, ''));
    }
    return forms;
}
/** Sorted longest first, so a form that contains another is replaced whole. */
function longestFirst(values) {
    return [...new Set(values)].sort((a, b) => b.length - a.length);
}
/** The credential values found in an environment, with their encoded forms, longest first. */
function secretsFromEnv(env) {
    return longestFirst(credentialValues(env).flatMap(encodedForms));
}
/**
 * The secret's letters and digits in order, in any letter case, with a few other characters between any
 * two (up to three per character of the secret in between, and those characters themselves):
 * `g.h.p._.x`, `g-h-p`, `["g","h","p"]`, the secret upper-cased. Letters and digits never match the
 * separator class, so matching stays linear. Null when the secret has too few of them.
 */
function separatedPattern(secret) {
    const parts = [];
    let between = 0;
    for (const ch of secret) {
        if (!/[A-Za-z0-9]/.test(ch)) {
            between++;
            continue;
        }
        if (parts.length > 0)
            parts.push(`[^A-Za-z0-9]{0,${3 * (between + 1) + between}}`);
        parts.push(ch);
        between = 0;
    }
    if ((parts.length + 1) / 2 < MIN_SECRET_LENGTH)
        return null;
    return new RegExp(parts.join(''), 'gi');
}
function replaceLiterals(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= MIN_SECRET_LENGTH && out.includes(secret))
            out = out.split(secret).join(REDACTED);
    }
    return out;
}
function replaceSeparated(text, patterns) {
    let out = text;
    for (const pattern of patterns)
        out = out.replace(pattern, REDACTED);
    return out;
}
function replacePatterns(text) {
    let out = text;
    for (const { kind, pattern, keepGroup } of TOKEN_PATTERNS) {
        out = out.replace(pattern, (match, ...groups) => {
            const kept = keepGroup === undefined ? '' : String(groups[keepGroup - 1] ?? '');
            if (kind === 'credential assignment' && !looksRandom(match.slice(kept.length)))
                return match;
            return `${kept}${REDACTED}`;
        });
    }
    return out;
}
/**
 * A redactor bound to one environment: computing the secret list once keeps redaction of many small
 * texts (every hypothesis in a report) cheap.
 */
function createRedactor(env, extraSecrets = []) {
    const extras = extraSecrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
    const literals = longestFirst([...extras.flatMap(encodedForms), ...secretsFromEnv(env)]);
    const separated = [...new Set([...extras, ...credentialValues(env)])]
        .map(separatedPattern)
        .filter((pattern) => pattern !== null);
    return (text) => replacePatterns(replaceSeparated(replaceLiterals(text, literals), separated));
}
/** Removes token-shaped strings and the current environment's credential values from `text`. */
function redactSecrets(text, extraSecrets = []) {
    return createRedactor(process.env, extraSecrets)(text);
}
/** The kinds of token-shaped strings in `text` (empty when none): for checks that must not echo secrets. */
function findTokenShapedStrings(text) {
    const kinds = [];
    for (const { kind, pattern, keepGroup } of TOKEN_PATTERNS) {
        for (const match of text.matchAll(pattern)) {
            const kept = keepGroup === undefined ? '' : (match[keepGroup] ?? '');
            if (kind === 'credential assignment' && !looksRandom(match[0].slice(kept.length)))
                continue;
            kinds.push(kind);
        }
    }
    return kinds;
}

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
;// CONCATENATED MODULE: ./src/session/jsonl.ts
/**
 * Tolerant, streaming JSONL reading: one line at a time (files can hold millions of events), blank
 * lines ignored, torn or malformed lines skipped and counted instead of failing the whole read.
 *
 * Lines are cut from one reused byte buffer and decoded one by one, so the only heap objects per line
 * are the line's string and its parsed value, both dead before the next line. Decoding whole chunks
 * into one big string instead (what a utf8 read stream plus readline does) keeps that string alive
 * across garbage collections, which makes V8 grow its young generation, and so peak memory, with
 * the length of the file.
 */


const SKIPPED_LINES_KEPT = 20;
/** Bytes read at a time; the buffer only grows to hold a single line longer than this. */
const READ_CHUNK_BYTES = 256 * 1024;
const LF = 0x0a;
const CR = 0x0d;
/**
 * Calls `visit` with every line that parses as JSON. `visit` returns false to count the line as
 * skipped (valid JSON of the wrong shape). Line breaks are "\n", "\r\n" and a lone "\r", as in
 * node:readline. Throws only when the file cannot be opened or read, or when `visit` throws.
 */
async function readJsonl(path, visit) {
    const stats = { lines: 0, skipped: 0, skippedLineNumbers: [] };
    let lineNumber = 0;
    const take = (text) => {
        lineNumber += 1;
        if (text.trim() === '')
            return;
        stats.lines += 1;
        let value;
        let ok = true;
        try {
            value = JSON.parse(text);
        }
        catch {
            ok = false;
        }
        if (ok && visit(value, lineNumber, text) === false)
            ok = false;
        if (!ok) {
            stats.skipped += 1;
            if (stats.skippedLineNumbers.length < SKIPPED_LINES_KEPT)
                stats.skippedLineNumbers.push(lineNumber);
        }
    };
    /** A "\n"-terminated piece that holds a carriage return is split on it (rare; never on the fast path). */
    const takeWithCarriageReturns = (text) => {
        const pieces = text.split('\r');
        // "a\r" + "\n" is one "\r\n" break, not a break followed by an empty line.
        if (pieces.length > 1 && pieces[pieces.length - 1] === '')
            pieces.pop();
        for (const piece of pieces)
            take(piece);
    };
    const file = await (0,promises_.open)(path, 'r');
    try {
        let buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
        let filled = 0;
        for (;;) {
            if (filled === buffer.length) {
                // One line longer than the buffer: grow it (memory follows the longest line, not the file).
                const larger = Buffer.allocUnsafe(buffer.length * 2);
                buffer.copy(larger, 0, 0, filled);
                buffer = larger;
            }
            const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, null);
            const end = filled + bytesRead;
            const atEnd = bytesRead === 0;
            // Bytes [0, complete) are whole lines: up to the last "\n", or everything at the end of the file.
            // Cutting at "\n" never splits a multi-byte UTF-8 character.
            const complete = atEnd ? end : buffer.lastIndexOf(LF, end - 1) + 1;
            if (complete > 0) {
                const region = buffer.subarray(0, complete);
                const encoding = (0,external_node_buffer_namespaceObject.isAscii)(region) ? 'latin1' : 'utf8';
                const hasCarriageReturn = region.includes(CR);
                let start = 0;
                while (start < complete) {
                    let stop = buffer.indexOf(LF, start);
                    if (stop === -1 || stop > complete)
                        stop = complete;
                    const text = buffer.toString(encoding, start, stop);
                    if (hasCarriageReturn && text.includes('\r'))
                        takeWithCarriageReturns(text);
                    else
                        take(text);
                    start = stop + 1;
                }
            }
            if (atEnd)
                break;
            buffer.copy(buffer, 0, complete, end);
            filled = end - complete;
        }
    }
    finally {
        await file.close();
    }
    return stats;
}

;// CONCATENATED MODULE: ./src/util/json.ts
/** A plain JSON object (not null, not an array): the shape every tolerant reader checks first. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __nccwpck_require__(8500);
// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __nccwpck_require__(3648);
var proper_lockfile_default = /*#__PURE__*/__nccwpck_require__.n(proper_lockfile);
// EXTERNAL MODULE: ./node_modules/write-file-atomic/lib/index.js
var lib = __nccwpck_require__(238);
var lib_default = /*#__PURE__*/__nccwpck_require__.n(lib);
;// CONCATENATED MODULE: ./src/util/atomic.ts
/**
 * Durable writes for files Arbor and arbor-gate may both touch: write a temp file beside the target,
 * fsync, rename (write-file-atomic), all under a lock file (proper-lockfile), so a crash or a concurrent
 * writer never leaves a torn file and no update is lost.
 */







const LOCK_OPTIONS = { realpath: false, stale: 30_000 };
/** How long to wait for another writer's lock: about 45 s in all, in growing steps. */
const LOCK_WAIT = { attempts: 200, firstMs: 10, maxMs: 250, factor: 1.2 };
/**
 * Takes the lock, waiting only while another writer holds it (ELOCKED). Any other failure (a read-only
 * or full file system, no permission) is final at once: waiting would not change it.
 */
async function acquireLock(path) {
    for (let attempt = 0;; attempt++) {
        try {
            return await proper_lockfile_default().lock(path, LOCK_OPTIONS);
        }
        catch (error) {
            const held = error.code === 'ELOCKED';
            if (!held || attempt >= LOCK_WAIT.attempts) {
                throw new errors/* InfraError */.Ri(`could not lock ${path}: ${error.message}`);
            }
            await (0,external_node_timers_promises_.setTimeout)(Math.min(LOCK_WAIT.maxMs, LOCK_WAIT.firstMs * LOCK_WAIT.factor ** attempt));
        }
    }
}
/** Throws UserError when a component of `path` below `root` (the file included) is a symbolic link. */
async function refuseSymlinks(path, root) {
    const rel = (0,external_node_path_.relative)(root, path);
    const inside = rel !== '' && !rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel);
    const parts = inside ? rel.split(external_node_path_.sep) : [(0,external_node_path_.basename)(path)];
    let current = inside ? root : (0,external_node_path_.dirname)(path);
    for (const part of parts) {
        current = (0,external_node_path_.join)(current, part);
        const stats = await (0,promises_.lstat)(current).catch((error) => {
            if (error.code === 'ENOENT')
                return null;
            throw new errors/* InfraError */.Ri(`could not check ${current}: ${error.message}`);
        });
        if (stats === null)
            return;
        if (stats.isSymbolicLink()) {
            throw new errors/* UserError */.yo(`refusing to write ${path}: ${current} is a symbolic link (the file must not be read or written through a link)`);
        }
    }
}
/** A file's text, or null when it does not exist; with `noFollow`, never through a link at its last component. */
async function readText(path, noFollow) {
    try {
        const handle = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | (noFollow ? (external_node_fs_.constants.O_NOFOLLOW ?? 0) : 0));
        try {
            return await handle.readFile('utf8');
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return null;
        if (code === 'ELOOP')
            throw new errors/* UserError */.yo(`refusing to read ${path}: it is a symbolic link`);
        throw new errors/* InfraError */.Ri(`could not read ${path}: ${error.message}`);
    }
}
async function writeFileAtomically(path, data, safety = {}) {
    const root = safety.noSymlinksBelow;
    if (root !== undefined)
        await refuseSymlinks(path, root);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    if (root !== undefined)
        await refuseSymlinks(path, root);
    try {
        await lib_default()(path, data, { fsync: true });
    }
    catch (error) {
        throw new errors/* InfraError */.Ri(`could not write ${path}: ${error.message}`);
    }
}
/** Runs fn while holding `${path}.lock`; the lock is released even when fn throws. */
async function withFileLock(path, fn) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const release = await acquireLock(path);
    try {
        return await fn();
    }
    finally {
        await release().catch(() => undefined);
    }
}
/**
 * Read-modify-write of a text file under its lock. `update` gets the current text (null when the file
 * does not exist) and returns the new text, or null to leave the file as it is.
 */
async function updateFileAtomically(path, update, safety = {}) {
    if (safety.noSymlinksBelow !== undefined)
        await refuseSymlinks(path, safety.noSymlinksBelow);
    return withFileLock(path, async () => {
        if (safety.noSymlinksBelow !== undefined)
            await refuseSymlinks(path, safety.noSymlinksBelow);
        const next = await update(await readText(path, safety.noSymlinksBelow !== undefined));
        if (next === null)
            return false;
        await writeFileAtomically(path, next, safety);
        return true;
    });
}
/**
 * Replaces a file's bytes in one rename beside it (so a crash never leaves it half-written) and gives
 * it `mode`; for files outside the lock protocol (git's own config files, put back as they were).
 */
async function replaceFile(path, content, mode) {
    const temp = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.arbor-gate-${process.pid}-${Date.now()}`);
    try {
        await (0,promises_.writeFile)(temp, content, { mode, flag: 'wx' });
        await (0,promises_.chmod)(temp, mode);
        await (0,promises_.rename)(temp, path);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/session/json-source.ts
/**
 * JSON files Arbor wrote, read with their layout: JavaScript cannot hold object keys in file order
 * (integer-like keys come first) nor tell `1` from `1.0`, so what needs them reads the text here. The
 * full syntax tree (`parseJsonDocument`) is built only where every value's spelling matters
 * (idea_tree.md); `fieldKeysInOrder` reads one object's keys without building anything. Writing back
 * with the smallest change is json-patch.ts.
 *
 * Accepts what Python's json module reads: standard JSON plus NaN, Infinity and -Infinity; a repeated
 * key keeps its first place and its last value, as a Python dict does.
 */
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const WORDS = [
    ['true', true],
    ['false', false],
    ['null', null],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
];
/** Reads one JSON text token by token; containers call back for each entry, which reads its value. */
class Scanner {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    fail(what) {
        const found = this.pos >= this.text.length ? 'end of input' : JSON.stringify(this.text[this.pos]);
        throw new SyntaxError(`expected ${what} at position ${this.pos}, found ${found}`);
    }
    space() {
        const { text } = this;
        while (this.pos < text.length) {
            const ch = text.charCodeAt(this.pos);
            if (ch !== 0x20 && ch !== 0x0a && ch !== 0x0d && ch !== 0x09)
                break;
            this.pos += 1;
        }
    }
    peek() {
        return this.text[this.pos];
    }
    end() {
        this.space();
        if (this.pos !== this.text.length)
            this.fail('the end of the document');
    }
    /** A string, number or literal at the current position. */
    scalar() {
        const { text } = this;
        const start = this.pos;
        if (text[start] === '"') {
            let end = start + 1;
            for (;;) {
                end = text.indexOf('"', end);
                if (end === -1) {
                    this.pos = text.length;
                    this.fail('the end of a string');
                }
                let backslashes = 0;
                while (text[end - 1 - backslashes] === '\\')
                    backslashes += 1;
                if (backslashes % 2 === 0)
                    break;
                end += 1;
            }
            this.pos = end + 1;
            // JSON.parse checks the escapes and refuses raw control characters, as Python's json does.
            return {
                kind: 'string',
                start,
                end: this.pos,
                value: JSON.parse(text.slice(start, this.pos)),
            };
        }
        for (const [word, value] of WORDS) {
            if (text.startsWith(word, start)) {
                this.pos += word.length;
                return typeof value === 'number'
                    ? { kind: 'number', start, end: this.pos, value, float: true }
                    : { kind: 'literal', start, end: this.pos, value };
            }
        }
        NUMBER.lastIndex = start;
        const match = NUMBER.exec(text);
        if (match === null)
            this.fail('a JSON value');
        this.pos += match[0].length;
        const float = match[1] !== undefined || match[2] !== undefined;
        return { kind: 'number', start, end: this.pos, value: Number(match[0]), float };
    }
    /** At '{': calls `member` with each key (positioned at its value, which it must read), then past '}'. */
    object(member) {
        this.entries('}', () => {
            if (this.peek() !== '"')
                this.fail('a "key"');
            const key = this.scalar();
            this.space();
            if (this.peek() !== ':')
                this.fail("':'");
            this.pos += 1;
            this.space();
            member(key.value, key.start, key.end);
        });
    }
    /** At '[': calls `item` positioned at each item (which it must read), then past ']'. */
    array(item) {
        this.entries(']', item);
    }
    entries(close, entry) {
        this.pos += 1;
        this.space();
        if (this.peek() === close) {
            this.pos += 1;
            return;
        }
        for (;;) {
            this.space();
            entry();
            this.space();
            const next = this.peek();
            if (next === close) {
                this.pos += 1;
                return;
            }
            if (next !== ',')
                this.fail(`',' or '${close}'`);
            this.pos += 1;
        }
    }
    /** Reads past one value, keeping nothing of it. */
    skip() {
        const ch = this.peek();
        if (ch === '{')
            this.object(() => this.skip());
        else if (ch === '[')
            this.array(() => this.skip());
        else
            this.scalar();
    }
}
function parseNode(scanner) {
    const start = scanner.pos;
    const ch = scanner.peek();
    if (ch === '{') {
        const members = [];
        scanner.object((key, keyStart, keyEnd) => members.push({ key, keyStart, keyEnd, value: parseNode(scanner) }));
        return { kind: 'object', start, end: scanner.pos, members };
    }
    if (ch === '[') {
        const items = [];
        scanner.array(() => items.push(parseNode(scanner)));
        return { kind: 'array', start, end: scanner.pos, items };
    }
    return scanner.scalar();
}
/** Parses JSON text keeping every value's place and spelling; throws SyntaxError on text Python refuses. */
function parseJsonDocument(text) {
    const scanner = new Scanner(text);
    scanner.space();
    const root = parseNode(scanner);
    scanner.end();
    return { text, root };
}
function setOwn(target, key, value) {
    // A "__proto__" key is data, not the prototype (as JSON.parse does it).
    if (key === '__proto__')
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    else
        target[key] = value;
}
/** The plain value (what JSON.parse gives, with NaN/Infinity as numbers; a repeated key: last value). */
function plainValue(node) {
    switch (node.kind) {
        case 'object': {
            const out = {};
            for (const member of node.members)
                setOwn(out, member.key, plainValue(member.value));
            return out;
        }
        case 'array':
            return node.items.map(plainValue);
        default:
            return node.value;
    }
}
/** JSON.parse, also reading the NaN and Infinity that Python's json writes for non-finite floats. */
function parsePythonJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return plainValue(parseJsonDocument(text).root);
    }
}
/** Objects with many members get an index on their first lookup (a tree's `nodes`). */
const MEMBER_INDEX_FROM = 16;
const memberIndex = new WeakMap();
/** The value of a key (the last one, when a key is repeated). */
function memberOf(node, key) {
    if (node?.kind !== 'object')
        return undefined;
    if (node.members.length >= MEMBER_INDEX_FROM) {
        let index = memberIndex.get(node);
        if (index === undefined) {
            index = new Map(node.members.map((m) => [m.key, m.value]));
            memberIndex.set(node, index);
        }
        return index.get(key);
    }
    for (let i = node.members.length - 1; i >= 0; i -= 1) {
        const member = node.members[i];
        if (member.key === key)
            return member.value;
    }
    return undefined;
}
/** An object's keys in file order, each once (a repeated key at its first place). */
function keysInOrder(node) {
    return node?.kind === 'object' ? [...new Set(node.members.map((m) => m.key))] : [];
}
/**
 * The keys of the root object's `field` object in file order, each once, read from the text without
 * building it (empty when there is no such object).
 */
function fieldKeysInOrder(text, field) {
    const scanner = new Scanner(text);
    scanner.space();
    let keys = [];
    if (scanner.peek() !== '{')
        return keys;
    scanner.object((key) => {
        if (key !== field || scanner.peek() !== '{')
            return scanner.skip();
        const found = new Set();
        scanner.object((inner) => {
            found.add(inner);
            scanner.skip();
        });
        keys = [...found];
    });
    return keys;
}

;// CONCATENATED MODULE: ./src/session/py-format.ts
/**
 * Numbers as Python prints them, for the files and text Arbor writes: `repr(float)` (what json.dumps
 * writes for a float) and the format specs `.Ng` and `.Nf`. Python rounds the exact binary value half
 * to even; JavaScript's toFixed/toPrecision round halves away from zero, so the rounding is done here
 * with exact integer arithmetic.
 */
/** |x| as an exact fraction num/den (den a power of two). */
function exactFraction(x) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, Math.abs(x));
    const bits = view.getBigUint64(0);
    const biased = Number((bits >> 52n) & 0x7ffn);
    const fraction = bits & ((1n << 52n) - 1n);
    const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
    const exponent = biased === 0 ? -1074 : biased - 1075;
    return exponent >= 0
        ? { num: mantissa << BigInt(exponent), den: 1n }
        : { num: mantissa, den: 1n << BigInt(-exponent) };
}
/** round(|x| * 10^digits), halves to even, exactly (`digits` may be negative). */
function roundScaled(x, digits) {
    let { num, den } = exactFraction(x);
    if (digits >= 0)
        num *= 10n ** BigInt(digits);
    else
        den *= 10n ** BigInt(-digits);
    const quotient = num / den;
    const twice = 2n * (num % den);
    return twice > den || (twice === den && quotient % 2n === 1n) ? quotient + 1n : quotient;
}
/** floor(log10(|x|)) for a finite x other than 0, exactly. */
function decimalExponent(x) {
    const { num, den } = exactFraction(x);
    const atLeast = (k) => k >= 0 ? num >= den * 10n ** BigInt(k) : num * 10n ** BigInt(-k) >= den;
    let exponent = Math.floor(Math.log10(Math.abs(x)));
    while (!atLeast(exponent))
        exponent -= 1;
    while (atLeast(exponent + 1))
        exponent += 1;
    return exponent;
}
function sign(x) {
    return x < 0 || Object.is(x, -0) ? '-' : '';
}
function nonFinite(x) {
    return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
}
/** `digits` (an integer's decimal digits) with a point `decimals` places from the right. */
function placePoint(digits, decimals) {
    if (decimals <= 0)
        return digits;
    const padded = digits.padStart(decimals + 1, '0');
    return `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}
function stripFraction(text) {
    return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
/** Python's `f"{x:.{decimals}f}"`. */
function pyFixed(x, decimals) {
    if (!Number.isFinite(x))
        return nonFinite(x);
    return sign(x) + placePoint(roundScaled(x, decimals).toString(), decimals);
}
/** Python's `f"{x:.{precision}g}"`. */
function pyGeneral(x, precision) {
    if (!Number.isFinite(x))
        return nonFinite(x);
    const p = Math.max(1, precision);
    if (x === 0)
        return `${sign(x)}0`;
    let exponent = decimalExponent(x);
    let digits = roundScaled(x, p - 1 - exponent).toString();
    if (digits.length > p) {
        // Rounding carried into a new digit (9.9996 -> 10.00): the value is exactly 10^p now.
        exponent += 1;
        digits = digits.slice(0, p);
    }
    if (exponent >= -4 && exponent < p)
        return sign(x) + stripFraction(placePoint(digits, p - 1 - exponent));
    const mantissa = stripFraction(placePoint(digits, p - 1));
    const power = `${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    return `${sign(x)}${mantissa}e${power}`;
}
/** The shortest round-trip digits of |x| (no leading or trailing zeros) and its decimal exponent. */
function shortestDigits(x) {
    const [mantissa = '', power] = String(Math.abs(x)).split('e');
    const [whole = '', fraction = ''] = mantissa.split('.');
    let digits = whole + fraction;
    let point = whole.length + (power === undefined ? 0 : Number(power));
    const leading = /^0*/.exec(digits)?.[0].length ?? 0;
    digits = digits.slice(leading).replace(/0+$/, '');
    point -= leading;
    return digits === '' ? { digits: '0', exponent: 0 } : { digits, exponent: point - 1 };
}
/** Python's `repr(float(x))`: shortest round-trip digits, ".0" on whole numbers, exponent past 1e16. */
function pyFloatRepr(x) {
    if (!Number.isFinite(x))
        return nonFinite(x);
    const { digits, exponent } = shortestDigits(x);
    if (exponent < -4 || exponent >= 16) {
        const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
        return `${sign(x)}${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    }
    if (exponent < 0)
        return `${sign(x)}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    return `${sign(x)}${whole}.${digits.slice(exponent + 1) || '0'}`;
}
/** A float as Python's json.dumps writes it (NaN and the infinities as json spells them). */
function pyJsonFloat(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (!Number.isFinite(x))
        return x > 0 ? 'Infinity' : '-Infinity';
    return pyFloatRepr(x);
}

;// CONCATENATED MODULE: ./src/session/json-patch.ts
/**
 * JSON written back over the text it was read from with the smallest change: every value a writer did
 * not change keeps its exact text (key order, number lexemes such as `1.0`, spacing), and only the
 * values it changed, added or removed are written, in the style of Python's json.dumps (what Arbor
 * writes). The writer walks the old text and the new value together and holds no more than the
 * entries of the container it is in, so a tree of 100,000 nodes is rewritten in bounded memory.
 */


function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Python's default spelling: integers as integers, other numbers as Python floats. */
function pyNumber(value) {
    return Number.isSafeInteger(value) ? String(value) : pyJsonFloat(value);
}
/** A value written anew, as Python's json.dumps(value, indent=..., ensure_ascii=False) writes it. */
function freshJson(value, style, indent = '') {
    if (value === null || value === undefined)
        return 'null';
    if (typeof value === 'boolean')
        return String(value);
    if (typeof value === 'number')
        return style.number(value);
    if (typeof value === 'string')
        return JSON.stringify(value);
    const inner = style.indent === null ? '' : indent + style.indent;
    const open = style.indent === null ? '' : `\n${inner}`;
    const separator = style.indent === null ? ', ' : `,\n${inner}`;
    const close = style.indent === null ? '' : `\n${indent}`;
    if (Array.isArray(value)) {
        if (value.length === 0)
            return '[]';
        return `[${open}${value.map((item) => freshJson(item, style, inner)).join(separator)}${close}]`;
    }
    if (typeof value === 'object') {
        const entries = Object.entries(value).filter(([, v]) => v !== undefined);
        if (entries.length === 0)
            return '{}';
        const body = entries.map(([k, v]) => `${JSON.stringify(k)}: ${freshJson(v, style, inner)}`);
        return `{${open}${body.join(separator)}${close}}`;
    }
    return JSON.stringify(String(value));
}
/** The indentation of the line `pos` is on. */
function lineIndent(text, pos) {
    const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart, pos))?.[0] ?? '';
}
/** Walks the old text and the new value together, recording an edit wherever they differ. */
class Patcher {
    text;
    style;
    edits = [];
    scanner;
    constructor(text, style) {
        this.text = text;
        this.style = style;
        this.scanner = new Scanner(text);
    }
    run(value) {
        this.scanner.space();
        this.value(value);
        this.scanner.end();
    }
    replace(start, value) {
        this.edits.push({
            start,
            end: this.scanner.pos,
            text: freshJson(value, this.style, lineIndent(this.text, start)),
        });
    }
    value(value) {
        const { scanner } = this;
        const start = scanner.pos;
        const ch = scanner.peek();
        if (ch === '{' && isPlainObject(value))
            return this.object(value);
        if (ch === '[' && Array.isArray(value))
            return this.array(value);
        if (ch === '{' || ch === '[') {
            scanner.skip();
            return this.replace(start, value);
        }
        const old = scanner.scalar();
        const same = value === old.value ||
            (old.kind === 'number' && typeof value === 'number' && Number.isNaN(value) && Number.isNaN(old.value));
        if (!same)
            this.replace(start, value);
    }
    object(value) {
        const { scanner } = this;
        const start = scanner.pos;
        const editsBefore = this.edits.length;
        const entries = [];
        const seen = new Set();
        let repeated = false;
        let colon = ': ';
        scanner.object((key, keyStart, keyEnd) => {
            repeated ||= seen.has(key);
            seen.add(key);
            if (entries.length === 0)
                colon = this.text.slice(keyEnd, scanner.pos);
            const kept = Object.hasOwn(value, key) && value[key] !== undefined;
            const valueStart = scanner.pos;
            if (kept)
                this.value(value[key]);
            else
                scanner.skip();
            entries.push({ start: keyStart, valueStart, valueEnd: scanner.pos, kept });
        });
        if (repeated) {
            // A repeated key: which copy the new value stands for is unknowable; write the object anew.
            this.edits.length = editsBefore;
            return this.replace(start, value);
        }
        const added = Object.keys(value)
            .filter((key) => !seen.has(key) && value[key] !== undefined)
            .map((key) => ({ prefix: `${JSON.stringify(key)}${colon}`, value: value[key] }));
        this.resize(start, entries, added, '{}');
    }
    array(value) {
        const { scanner } = this;
        const start = scanner.pos;
        const entries = [];
        scanner.array(() => {
            const kept = entries.length < value.length;
            const itemStart = scanner.pos;
            if (kept)
                this.value(value[entries.length]);
            else
                scanner.skip();
            entries.push({ start: itemStart, valueStart: itemStart, valueEnd: scanner.pos, kept });
        });
        const added = value.slice(entries.length).map((item) => ({ prefix: '', value: item }));
        this.resize(start, entries, added, '[]');
    }
    /**
     * Removes the entries not kept (each run with its separator) and adds the new ones after the last
     * kept entry, in the container's own layout (Python's when it had no entries).
     */
    resize(start, entries, added, empty) {
        const { text, style } = this;
        const end = this.scanner.pos;
        const kept = entries.filter((entry) => entry.kept);
        if (kept.length === entries.length && added.length === 0)
            return;
        const first = entries[0];
        const indent = lineIndent(text, start);
        const inner = first === undefined
            ? style.indent === null
                ? ''
                : indent + style.indent
            : lineIndent(text, first.start);
        const open = first === undefined ? (style.indent === null ? '' : `\n${inner}`) : text.slice(start + 1, first.start);
        const separator = entries.length > 1
            ? text.slice(entries[0]?.valueEnd, entries[1]?.start)
            : open.includes('\n')
                ? `,${open}`
                : ', ';
        const fresh = added.map((entry) => entry.prefix + freshJson(entry.value, style, inner));
        if (kept.length === 0) {
            const close = first === undefined
                ? style.indent === null
                    ? ''
                    : `\n${indent}`
                : text.slice(entries.at(-1)?.valueEnd, end - 1);
            this.edits.push({
                start,
                end,
                text: fresh.length === 0 ? empty : `${empty[0]}${open}${fresh.join(separator)}${close}${empty[1]}`,
            });
            return;
        }
        for (let i = 0; i < entries.length;) {
            if (entries[i].kept) {
                i += 1;
                continue;
            }
            let j = i;
            while (j + 1 < entries.length && !entries[j + 1].kept)
                j += 1;
            const previous = entries[i - 1];
            const next = entries[j + 1];
            if (previous !== undefined)
                this.edits.push({ start: previous.valueEnd, end: entries[j].valueEnd, text: '' });
            else if (next !== undefined)
                this.edits.push({ start: entries[i].start, end: next.start, text: '' });
            i = j + 1;
        }
        if (fresh.length > 0) {
            const at = kept.at(-1).valueEnd;
            this.edits.push({ start: at, end: at, text: fresh.map((item) => separator + item).join('') });
        }
    }
}
/** The indentation unit of a document (its first nested line), or null when it is on one line. */
function indentOf(text) {
    const scanner = new Scanner(text);
    scanner.space();
    const rootStart = scanner.pos;
    const ch = scanner.peek();
    if (ch !== '{' && ch !== '[')
        return null;
    scanner.pos += 1;
    scanner.space();
    if (scanner.peek() === (ch === '{' ? '}' : ']') || !text.slice(rootStart, scanner.pos).includes('\n'))
        return null;
    return lineIndent(text, scanner.pos).slice(lineIndent(text, rootStart).length) || null;
}
/**
 * `value` written over the text it was read from: unchanged values keep their text, changed ones are
 * written in `number`'s spelling and the text's layout; the text around the root (a trailing newline
 * or none) is kept. Throws SyntaxError when `text` is not JSON.
 */
function patchJson(text, value, number = pyNumber) {
    const patcher = new Patcher(text, { indent: indentOf(text), number });
    patcher.run(value);
    const edits = patcher.edits.sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let at = 0;
    for (const edit of edits) {
        out += text.slice(at, edit.start) + edit.text;
        at = edit.end;
    }
    return out + text.slice(at);
}

;// CONCATENATED MODULE: ./src/session/tree-markdown.ts
/**
 * `.coordinator/idea_tree.md` exactly as Arbor writes it from `idea_tree.json`, so that a tree rewritten
 * here (merge, resume) and its Markdown never disagree. Arbor has two writers with two formats:
 *
 * - `helper`: the stdlib helper `arbor_state.py` (`render_markdown`): scores as `{:.4g}`, the branch
 *   bare, "Related work" inline.
 * - `native`: Arbor's `IdeaTree.to_markdown`: scores as `{:.1f}%`, the branch in backticks, a blank
 *   line after every entry, "Grounding" too, `score_delta` read where `score` is missing.
 *
 * Both print values with Python's str(), so ints, floats, None and booleans are spelled as Python
 * spells them; the document read with its layout (json-source.ts) tells `1` from `1.0`. Where Arbor's
 * writer would fail on the tree (a missing root, a status that is not text, a cycle), there is no
 * Markdown (null): the file Arbor last wrote is left as it is. A path from the root past Python's
 * recursion limit is one of those.
 */


/** Arbor's writer would raise on this tree. */
class Unrenderable extends Error {
}
/** Characters Python's str.rstrip() strips (its whitespace differs from JavaScript's trimEnd). */
const PY_TRAILING_SPACE = 
// eslint-disable-next-line no-control-regex
/[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/u;
/** Python's repr() of a str, for text inside a printed list or dict. */
function pyStrRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    // eslint-disable-next-line no-control-regex
    const escaped = text.replace(/[\\\n\r\t\x00-\x1f\x7f]/g, (ch) => {
        const named = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return named[ch] ?? `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
}
/** Python's view of the values json.loads read from one document. */
class PyValues {
    text;
    constructor(text) {
        this.text = text;
    }
    /** str(value), as an f-string prints it. */
    str(node) {
        if (node === undefined)
            return 'None';
        switch (node.kind) {
            case 'string':
                return node.value;
            case 'literal':
                return node.value === null ? 'None' : node.value ? 'True' : 'False';
            case 'number': {
                if (node.float)
                    return pyFloatRepr(node.value);
                const lexeme = this.text.slice(node.start, node.end);
                return lexeme === '-0' ? '0' : lexeme;
            }
            case 'array':
                return `[${node.items.map((item) => this.repr(item)).join(', ')}]`;
            case 'object':
                return `{${keysInOrder(node)
                    .map((key) => `${pyStrRepr(key)}: ${this.repr(memberOf(node, key))}`)
                    .join(', ')}}`;
        }
    }
    repr(node) {
        return node?.kind === 'string' ? pyStrRepr(node.value) : this.str(node);
    }
    truthy(node) {
        if (node === undefined)
            return false;
        switch (node.kind) {
            case 'string':
                return node.value !== '';
            case 'literal':
                return node.value === true;
            case 'number':
                return node.value !== 0;
            case 'array':
                return node.items.length > 0;
            case 'object':
                return node.members.length > 0;
        }
    }
    /** The value when Python sees an int or a float (a bool is an int), else null. */
    numeric(node) {
        if (node?.kind === 'number')
            return node.value;
        if (node?.kind === 'literal' && typeof node.value === 'boolean')
            return node.value ? 1 : 0;
        return null;
    }
}
function isNull(node) {
    return node === undefined || (node.kind === 'literal' && node.value === null);
}
/** The string ids in `children_ids`, in order (what `for cid in children_ids if cid in nodes` keeps). */
function childIds(node) {
    const list = memberOf(node, 'children_ids');
    if (list?.kind !== 'array')
        return [];
    return list.items.flatMap((item) => (item.kind === 'string' ? [item.value] : []));
}
function objectMember(node, key) {
    const value = memberOf(node, key);
    return value?.kind === 'object' ? value : undefined;
}
/**
 * Python's default recursion limit. Arbor's writers recurse once per level, as these renderers do, so
 * a path from the root about this long makes them raise RecursionError (exactly where depends on the
 * frames beneath the writer); here the limit also keeps a deep tree from overflowing JavaScript's
 * stack, which would end a merge or a resume instead of leaving the Markdown as it is.
 */
const PY_RECURSION_LIMIT = 1000;
/** Puts `node` on the path from the root: Arbor's writer fails on a cycle and on too deep a path. */
function enter(onPath, node) {
    if (onPath.has(node) || onPath.size >= PY_RECURSION_LIMIT)
        throw new Unrenderable();
    onPath.add(node);
}
function heading(level) {
    return '#'.repeat(Math.min(level, 6));
}
/** arbor_state.py `render_markdown(load_tree(...))`. */
function helperMarkdown(doc) {
    const py = new PyValues(doc.text);
    const meta = memberOf(doc.root, 'meta');
    const nodes = objectMember(doc.root, 'nodes');
    const fmtScore = (node) => {
        if (isNull(node))
            return 'N/A';
        const value = py.numeric(node);
        return value === null ? py.str(node) : pyGeneral(value, 4);
    };
    const metaValue = (key) => meta?.kind === 'object' ? memberOf(meta, key) : undefined;
    const lines = [
        '# Idea Tree',
        '',
        `**Baseline**: ${fmtScore(metaValue('baseline_score'))} | **Trunk**: ${fmtScore(metaValue('trunk_score'))}`,
        '',
    ];
    const rootIdNode = memberOf(doc.root, 'root_id');
    if (rootIdNode !== undefined && rootIdNode.kind !== 'string')
        throw new Unrenderable();
    const lookup = (id) => {
        const node = memberOf(nodes, id);
        if (node?.kind !== 'object')
            throw new Unrenderable();
        return node;
    };
    const onPath = new Set();
    const walk = (node, key, level) => {
        enter(onPath, node);
        const idNode = memberOf(node, 'id');
        const id = idNode === undefined ? key : py.str(idNode);
        const status = memberOf(node, 'status');
        const hypothesis = memberOf(node, 'hypothesis');
        const score = py.numeric(memberOf(node, 'score'));
        lines.push(`${heading(level)} ${id}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${(status === undefined ? 'pending' : py.str(status)).toUpperCase()}]${score === null ? '' : ` (score: ${pyGeneral(score, 4)})`}`, '');
        for (const [field, label] of [
            ['insight', 'Insight'],
            ['related_work', 'Related work'],
            ['result', 'Result'],
            ['code_ref', 'Branch'],
        ]) {
            const value = memberOf(node, field);
            if (py.truthy(value))
                lines.push(`**${label}**: ${py.str(value)}`, '');
        }
        // Arbor looks the node up again by its id field to list its children.
        const self = idNode?.kind === 'string' ? lookup(idNode.value) : node;
        for (const child of childIds(self)) {
            const childNode = memberOf(nodes, child);
            if (childNode?.kind === 'object')
                walk(childNode, child, level + 1);
        }
        onPath.delete(node);
    };
    const rootId = rootIdNode?.kind === 'string' ? rootIdNode.value : 'ROOT';
    walk(lookup(rootId), rootId, 2);
    return `${lines.join('\n').replace(PY_TRAILING_SPACE, '')}\n`;
}
/** Arbor's `IdeaTree.load_json(...).to_markdown()`. */
function nativeMarkdown(doc) {
    const py = new PyValues(doc.text);
    const nodes = objectMember(doc.root, 'nodes');
    const rootIdNode = memberOf(doc.root, 'root_id');
    const metaNode = memberOf(doc.root, 'meta');
    if (rootIdNode?.kind !== 'string' || nodes === undefined)
        throw new Unrenderable();
    if (metaNode !== undefined && metaNode.kind !== 'object')
        throw new Unrenderable();
    // Node.from_dict needs every node to be an object with an id.
    const byId = new Map();
    for (const key of keysInOrder(nodes)) {
        const node = memberOf(nodes, key);
        if (node?.kind !== 'object' || memberOf(node, 'id') === undefined)
            throw new Unrenderable();
        if (key !== rootIdNode.value)
            byId.set(key, node);
    }
    const root = memberOf(nodes, rootIdNode.value);
    if (root === undefined)
        throw new Unrenderable();
    byId.set(py.str(memberOf(root, 'id')), root);
    const fmt = (node) => {
        if (isNull(node))
            return 'N/A';
        if (node?.kind === 'number' && node.float)
            return `${pyFixed(node.value, 1)}%`;
        return py.str(node);
    };
    const lines = [
        '# Idea Tree\n',
        `**Baseline**: ${fmt(memberOf(metaNode, 'baseline_score'))} | **Trunk**: ${fmt(memberOf(metaNode, 'trunk_score'))}\n`,
    ];
    const onPath = new Set();
    const render = (node, level) => {
        enter(onPath, node);
        const status = memberOf(node, 'status') ?? { kind: 'string', value: 'pending', start: 0, end: 0 };
        if (status.kind !== 'string')
            throw new Unrenderable();
        const hypothesis = memberOf(node, 'hypothesis');
        const scoreNode = memberOf(node, 'score') ?? memberOf(node, 'score_delta');
        let score = '';
        if (!isNull(scoreNode)) {
            const value = py.numeric(scoreNode);
            if (value === null)
                throw new Unrenderable();
            score = ` (score: ${pyFixed(value, 1)}%)`;
        }
        const text = (field) => {
            const value = memberOf(node, field);
            return py.truthy(value) ? py.str(value) : null;
        };
        lines.push(`${heading(level)} ${py.str(memberOf(node, 'id'))}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${status.value.toUpperCase()}]${score}\n`);
        const insight = text('insight');
        if (insight !== null)
            lines.push(`**Insight**: ${insight}\n`);
        const related = text('related_work');
        if (related !== null)
            lines.push(`**Related work**:\n\n${related}\n`);
        const grounding = text('grounding');
        if (grounding !== null)
            lines.push(`**Grounding**:\n\n${grounding}\n`);
        const result = text('result');
        if (result !== null)
            lines.push(`**Result**: ${result}\n`);
        const branch = text('code_ref');
        if (branch !== null)
            lines.push(`**Branch**: \`${branch}\`\n`);
        for (const child of childIds(node)) {
            const childNode = byId.get(child);
            if (childNode !== undefined)
                render(childNode, level + 1);
        }
        onPath.delete(node);
    };
    render(root, 2);
    return lines.join('\n');
}
/** The tree's Markdown in one of Arbor's formats, or null where Arbor's writer would fail. */
function renderTreeMarkdown(doc, format) {
    if (doc.root.kind !== 'object')
        return null;
    try {
        return format === 'native' ? nativeMarkdown(doc) : helperMarkdown(doc);
    }
    catch (error) {
        if (error instanceof Unrenderable)
            return null;
        throw error;
    }
}
/** Lines only Arbor's native writer produces (a backticked branch, a `%` score, block headings). */
const NATIVE_SIGNS = /^\*\*Branch\*\*: `|\(score: [^)\n]*%\)$|^\*\*(?:Related work|Grounding)\*\*:$|^\*\*Baseline\*\*: [^|\n]*%/m;
/**
 * Which of Arbor's writers wrote `markdown` (from the tree it was written for, when known): the one
 * that reproduces it, else the one whose marks it bears. With no Markdown, the helper's format (the
 * one whose `check` requires the file).
 */
function markdownFormatOf(tree, markdown) {
    if (markdown === null)
        return 'helper';
    if (tree !== null) {
        for (const format of ['helper', 'native'])
            if (renderTreeMarkdown(tree, format) === markdown)
                return format;
    }
    return NATIVE_SIGNS.test(markdown) ? 'native' : 'helper';
}

;// CONCATENATED MODULE: ./src/session/tree.ts
/**
 * Arbor's idea tree (`.coordinator/idea_tree.json`, version 3). Readers accept older, looser shapes
 * (no `version`, no `children_ids`, a lowercase root) and see the nodes in file order (`nodeIds`);
 * writers change only the values they own: everything else stays byte for byte as Arbor wrote it
 * (json-source.ts), and `idea_tree.md` is written again beside it in Arbor's format.
 */








const NODE_STATUSES = ['pending', 'running', 'done', 'needs_retry', 'merged', 'pruned'];
const TREE_VERSION = 3;
/** A score as a number when it is a finite number, else null (missing, null, NaN, a string...). */
function finiteScore(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
/** The tree's direction; Arbor's default is maximize. Validity is `check`'s business. */
function metricDirectionOf(meta) {
    return meta?.metric_direction === 'minimize' ? 'minimize' : 'maximize';
}
/** The text each raw tree was parsed from, and the `meta` object added when the file had none. */
const sources = new WeakMap();
/** Node ids in file order (read from the text on first use), by the `nodes` object they belong to. */
const fileOrder = new WeakMap();
/**
 * Parses tree JSON into the raw object (kept as written, for writers) after checking the shape every
 * reader relies on. `source` names the file in error messages. Like Python's json, NaN and Infinity
 * are read as numbers.
 */
function parseTreeJson(text, source) {
    let raw;
    try {
        raw = parsePythonJson(text);
    }
    catch (error) {
        throw new errors/* UserError */.yo(`${source} is not valid JSON: ${(0,errors/* oneLine */.TN)(error)}`);
    }
    if (!isObject(raw))
        throw new errors/* UserError */.yo(`${source} must hold a JSON object (an idea tree)`);
    if (!isObject(raw.nodes))
        throw new errors/* UserError */.yo(`${source}: field "nodes" must be an object of nodes by id`);
    if (raw.meta !== undefined && !isObject(raw.meta))
        throw new errors/* UserError */.yo(`${source}: field "meta" must be an object`);
    if (raw.root_id !== undefined && typeof raw.root_id !== 'string') {
        throw new errors/* UserError */.yo(`${source}: field "root_id" must be a string`);
    }
    for (const [id, node] of Object.entries(raw.nodes)) {
        if (!isObject(node))
            throw new errors/* UserError */.yo(`${source}: node ${JSON.stringify(id)} must be an object`);
    }
    if (typeof raw.version === 'number' && raw.version > TREE_VERSION) {
        throw new errors/* UserError */.yo(`${source}: tree version ${raw.version} is newer than this tool understands (expected version ${TREE_VERSION} or an older, version-less tree)`);
    }
    let addedMeta = null;
    if (raw.meta === undefined)
        raw.meta = addedMeta = {};
    sources.set(raw, { text, addedMeta });
    fileOrder.set(raw.nodes, { text });
    return raw;
}
/**
 * The tree's node ids in the order of its file (Arbor's order: its TreeView and pending lists follow
 * it), not JavaScript's, which puts integer-like keys such as "1" before "ROOT". Nodes added since
 * the file was read come last.
 */
function nodeIds(tree) {
    const present = Object.keys(tree.nodes);
    let order = fileOrder.get(tree.nodes);
    if (order === undefined)
        return present;
    if (!Array.isArray(order)) {
        order = fieldKeysInOrder(order.text, 'nodes');
        fileOrder.set(tree.nodes, order);
    }
    const known = new Set(order);
    return [...order.filter((id) => Object.hasOwn(tree.nodes, id)), ...present.filter((id) => !known.has(id))];
}
/** The tree's nodes as [id, node] in file order (see nodeIds). */
function nodeEntries(tree) {
    return nodeIds(tree).map((id) => [id, tree.nodes[id]]);
}
/**
 * A reader's view of a tree: every node has `id` and `children_ids` (derived from `parent_id` where a
 * legacy tree has none) and `root_id` is set (legacy trees may use "root" or omit it). The raw tree
 * is not modified; the view keeps the file's node order.
 */
function normalizeTree(raw) {
    const nodes = {};
    const derivedChildren = new Map();
    const entries = nodeEntries(raw);
    for (const [id, node] of entries) {
        const parent = typeof node.parent_id === 'string' ? node.parent_id : null;
        nodes[id] = { ...node, id: typeof node.id === 'string' ? node.id : id, parent_id: parent };
        if (parent !== null) {
            const siblings = derivedChildren.get(parent);
            if (siblings === undefined)
                derivedChildren.set(parent, [id]);
            else
                siblings.push(id);
        }
    }
    for (const [id, node] of Object.entries(nodes)) {
        const listed = Array.isArray(raw.nodes[id]?.children_ids) ? raw.nodes[id]?.children_ids : undefined;
        node.children_ids = listed ? listed.map(String) : (derivedChildren.get(id) ?? []);
    }
    fileOrder.set(nodes, entries.map(([id]) => id));
    const rootId = typeof raw.root_id === 'string'
        ? raw.root_id
        : (entries.find(([id]) => nodes[id]?.parent_id === null)?.[0] ?? 'ROOT');
    return { ...raw, meta: { ...raw.meta }, root_id: rootId, nodes };
}
/**
 * The tree's JSON text. A tree read by parseTreeJson is written over the text it was read from: the
 * values a writer changed are replaced, added or removed, all else is kept byte for byte (key order,
 * `1.0`, layout, no trailing newline when Arbor wrote none). Numbers written anew are spelled as
 * Python floats, as Arbor stores scores (`7.0`). Any other tree is written as Arbor's
 * json.dumps(indent=2) writes it.
 */
function serializeTree(tree) {
    const source = sources.get(tree);
    if (source === undefined)
        return freshJson(tree, { indent: '  ', number: pyNumber });
    const { addedMeta, text } = source;
    const keepsNoMeta = addedMeta !== null && tree.meta === addedMeta && Object.keys(addedMeta).length === 0;
    return patchJson(text, keepsNoMeta ? { ...tree, meta: undefined } : tree, pyJsonFloat);
}
/** The tree file's text, or null when it does not exist; any other read failure is a UserError. */
async function readTreeText(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw new errors/* UserError */.yo(`cannot read idea tree ${path}: ${error.message}`);
    }
}
async function readTreeFile(path) {
    const text = await readTreeText(path);
    if (text === null)
        throw new errors/* UserError */.yo(`no idea tree at ${path}`);
    return parseTreeJson(text, path);
}
/** The reader's view of the tree, or null when there is none (an unreadable tree is still an error). */
async function readTreeIfPresent(path) {
    const text = await readTreeText(path);
    return text === null ? null : normalizeTree(parseTreeJson(text, path));
}
/** The reader's view of the tree for tolerant readers (reports): an unreadable tree is a state, not an error. */
async function readTreeTolerantly(path) {
    try {
        const tree = await readTreeIfPresent(path);
        return tree === null ? { state: 'missing' } : { state: 'ok', tree };
    }
    catch (error) {
        if (!(error instanceof errors/* UserError */.yo))
            throw error;
        return { state: 'unreadable', reason: error.message };
    }
}
/** Where Arbor keeps a tree's Markdown: beside the JSON, `.json` -> `.md` (null for other names). */
function treeMarkdownPath(jsonPath) {
    return jsonPath.endsWith('.json') ? `${jsonPath.slice(0, -'.json'.length)}.md` : null;
}
function parseDocument(text) {
    try {
        return text === null ? null : parseJsonDocument(text);
    }
    catch {
        return null;
    }
}
/**
 * The format of the Markdown Arbor wrote (`existing`) for the tree `previousJson`. A function of its
 * own so that the document read here (several times its text in memory) is garbage once it returns:
 * a frame that is still running may keep its temporaries alive.
 */
function formatOfExisting(previousJson, existing) {
    return markdownFormatOf(existing === null ? null : parseDocument(previousJson), existing);
}
/**
 * The Markdown for a tree rewritten from `previousJson` to `nextJson`, in the format of the Markdown
 * Arbor wrote (`existing`), or null when the file is to be left as it is (it already matches, or
 * Arbor could not render this tree). One document is held at a time: a tree of 100,000 nodes is read
 * within the heap the gate is tested with.
 */
function rewrittenTreeMarkdown(previousJson, nextJson, existing) {
    const format = formatOfExisting(previousJson, existing);
    const next = parseDocument(nextJson);
    if (next === null)
        return null;
    const markdown = renderTreeMarkdown(next, format);
    return markdown === existing ? null : markdown;
}
/**
 * Writes `idea_tree.md` again for a tree file just rewritten from `previousJson` (see
 * rewrittenTreeMarkdown); returns the path written, or null when nothing was written.
 */
async function updateTreeMarkdown(jsonPath, previousJson) {
    const markdownPath = treeMarkdownPath(jsonPath);
    if (markdownPath === null)
        return null;
    const [next, existing] = await Promise.all([
        (0,promises_.readFile)(jsonPath, 'utf8'),
        (0,promises_.readFile)(markdownPath, 'utf8').catch(() => null),
    ]);
    const markdown = rewrittenTreeMarkdown(previousJson, next, existing);
    if (markdown === null)
        return null;
    await writeFileAtomically(markdownPath, markdown);
    return markdownPath;
}
/**
 * Read-modify-write of a tree file under its lock, atomically; `idea_tree.md` beside it is written
 * again to match. `mutate` changes the raw tree in place (only the fields it owns) and returns false
 * to leave the files untouched. Returns whether the tree file changed.
 */
async function updateTreeFile(path, mutate) {
    return withFileLock(path, async () => {
        const current = await readTreeText(path);
        if (current === null)
            throw new errors/* UserError */.yo(`no idea tree at ${path}`);
        const tree = parseTreeJson(current, path);
        if (mutate(tree) === false)
            return false;
        const next = serializeTree(tree);
        if (next === current)
            return false;
        await writeFileAtomically(path, next);
        await updateTreeMarkdown(path, current);
        return true;
    });
}

;// CONCATENATED MODULE: ./src/session/events.ts
/**
 * Arbor's event log (`events.jsonl`, one `{ts, type, data}` per line). The summary is built in one
 * streaming pass and holds only bounded state (counters, merges, open executors), so memory does not
 * grow with the number of events.
 */



/** True when `value` has Arbor's event shape: finite `ts`, non-empty `type`, object `data`. */
function isEvent(value) {
    if (!isObject(value))
        return false;
    const { ts, type, data } = value;
    return (typeof ts === 'number' && Number.isFinite(ts) && typeof type === 'string' && type !== '' && isObject(data));
}
/** The event when `value` has Arbor's shape (see isEvent), else null. */
function asEvent(value) {
    return isEvent(value) ? value : null;
}
/** "idea.merged" -> "idea". */
function eventFamily(type) {
    const dot = type.indexOf('.');
    return dot === -1 ? type : type.slice(0, dot);
}
const DIVERGENCE_NOTES_KEPT = 50;
const DIVERGENCE_TEXT = /diverg/i;
function emptyTokens() {
    return {
        llm_calls: 0,
        input_tokens: 0,
        uncached_input_tokens: 0,
        output_tokens: 0,
        cache_read_tokens: 0,
        cache_creation_tokens: 0,
    };
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
function addTokens(totals, data) {
    const input = count(data.input_tokens);
    const cacheRead = count(data.cache_read_tokens);
    const cacheCreation = count(data.cache_creation_tokens);
    totals.llm_calls += 1;
    totals.input_tokens += input;
    // Arbor's input_tokens counts the whole prompt, cached parts included.
    totals.uncached_input_tokens +=
        typeof data.uncached_input_tokens === 'number'
            ? count(data.uncached_input_tokens)
            : Math.max(0, input - cacheRead - cacheCreation);
    totals.output_tokens += count(data.output_tokens);
    totals.cache_read_tokens += cacheRead;
    totals.cache_creation_tokens += cacheCreation;
}
function events_text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
/** What `add` does with an event type beyond counting it. */
var Handling;
(function (Handling) {
    Handling[Handling["Count"] = 0] = "Count";
    Handling[Handling["SessionStart"] = 1] = "SessionStart";
    Handling[Handling["SessionEnd"] = 2] = "SessionEnd";
    Handling[Handling["LlmCall"] = 3] = "LlmCall";
    Handling[Handling["IdeaMerged"] = 4] = "IdeaMerged";
    Handling[Handling["IdeaProposed"] = 5] = "IdeaProposed";
    Handling[Handling["ExecutorStart"] = 6] = "ExecutorStart";
    Handling[Handling["ExecutorEnd"] = 7] = "ExecutorEnd";
    Handling[Handling["CycleStart"] = 8] = "CycleStart";
})(Handling || (Handling = {}));
const HANDLING_BY_TYPE = new Map([
    ['session.start', Handling.SessionStart],
    ['session.end', Handling.SessionEnd],
    ['llm.call', Handling.LlmCall],
    ['idea.merged', Handling.IdeaMerged],
    ['idea.proposed', Handling.IdeaProposed],
    ['executor.start', Handling.ExecutorStart],
    ['executor.end', Handling.ExecutorEnd],
    ['cycle.start', Handling.CycleStart],
]);
/**
 * Folds events into an EventSummary. Each event costs one Map lookup of its type (which yields the
 * counter and what else to do) and a few property reads: counters live in Maps while folding (a
 * million updates of dynamic keys on plain objects is several times slower) and become plain objects
 * in `finish`.
 */
class EventSummarizer {
    types = new Map();
    /**
     * Executors by node id, closed ones kept and flagged rather than deleted: set-and-delete churn on a
     * long-lived Map makes V8 rehash its table into the old generation over and over, garbage that
     * grows peak memory with the number of events.
     */
    executors = new Map();
    executorsOpened = 0;
    agents = new Map();
    summary = {
        stats: { lines: 0, skipped: 0, skippedLineNumbers: [] },
        by_type: {},
        by_family: {},
        first_ts: null,
        last_ts: null,
        session_start: null,
        session_end: null,
        tokens: emptyTokens(),
        tokens_by_agent: {},
        llm_model: null,
        llm_provider: null,
        merges: [],
        open_executors: {},
        executors_started: 0,
        executors_ended: 0,
        cycles: 0,
        ideas_proposed: 0,
        divergence_notes: [],
        emergency_timeout: false,
        smoke: false,
    };
    entryFor(type) {
        let entry = this.types.get(type);
        if (entry === undefined) {
            entry = {
                count: 0,
                handling: HANDLING_BY_TYPE.get(type) ?? Handling.Count,
                divergent: DIVERGENCE_TEXT.test(type),
            };
            this.types.set(type, entry);
        }
        return entry;
    }
    /** A start while already open only moves its time, as Map.set keeps an existing key's place. */
    startExecutor(nodeId, ts) {
        const executor = this.executors.get(nodeId);
        if (executor === undefined) {
            this.executors.set(nodeId, { open: true, startedAt: ts, openedSeq: this.executorsOpened++ });
        }
        else {
            if (!executor.open) {
                executor.open = true;
                executor.openedSeq = this.executorsOpened++;
            }
            executor.startedAt = ts;
        }
    }
    add(event) {
        const { type, data, ts } = event;
        const summary = this.summary;
        const entry = this.entryFor(type);
        entry.count += 1;
        if (summary.first_ts === null || ts < summary.first_ts)
            summary.first_ts = ts;
        if (summary.last_ts === null || ts > summary.last_ts)
            summary.last_ts = ts;
        const nodeId = events_text(data.node_id);
        switch (entry.handling) {
            case Handling.Count:
                break;
            case Handling.SessionStart:
                summary.session_start ??= data;
                if (data.smoke === true || data.mode === 'smoke')
                    summary.smoke = true;
                break;
            case Handling.SessionEnd:
                summary.session_end = data;
                if (data.emergency_timeout === true || /timeout/i.test(String(data.exit_reason ?? ''))) {
                    summary.emergency_timeout = true;
                }
                break;
            case Handling.LlmCall: {
                addTokens(summary.tokens, data);
                const agent = events_text(data.agent) ?? 'unknown';
                let totals = this.agents.get(agent);
                if (totals === undefined)
                    this.agents.set(agent, (totals = emptyTokens()));
                addTokens(totals, data);
                summary.llm_model ??= events_text(data.model);
                summary.llm_provider ??= events_text(data.provider);
                break;
            }
            case Handling.IdeaMerged:
                if (nodeId !== null) {
                    summary.merges.push({
                        ts,
                        node_id: nodeId,
                        from_score: finiteScore(data.from_score),
                        to_score: finiteScore(data.to_score),
                        branch: events_text(data.branch),
                    });
                }
                break;
            case Handling.IdeaProposed:
                summary.ideas_proposed += 1;
                break;
            case Handling.ExecutorStart:
                summary.executors_started += 1;
                if (nodeId !== null)
                    this.startExecutor(nodeId, ts);
                break;
            case Handling.ExecutorEnd:
                summary.executors_ended += 1;
                if (nodeId !== null) {
                    const executor = this.executors.get(nodeId);
                    if (executor !== undefined)
                        executor.open = false;
                }
                break;
            case Handling.CycleStart:
                summary.cycles = Math.max(summary.cycles + 1, count(data.cycle_num));
                break;
        }
        if (nodeId !== null && summary.divergence_notes.length < DIVERGENCE_NOTES_KEPT) {
            const note = events_text(data.insight) ?? events_text(data.reason) ?? events_text(data.message);
            if ((note !== null && DIVERGENCE_TEXT.test(note)) || entry.divergent) {
                summary.divergence_notes.push({ node_id: nodeId, text: note ?? type });
            }
        }
    }
    /** The summary; type-level facts (families, emergency event types) are derived here once per type. */
    finish(stats) {
        const summary = this.summary;
        summary.stats = stats;
        for (const [type, { count: n }] of this.types) {
            summary.by_type[type] = n;
            const family = eventFamily(type);
            summary.by_family[family] = (summary.by_family[family] ?? 0) + n;
            if (/emergency/i.test(type))
                summary.emergency_timeout = true;
        }
        summary.open_executors = Object.fromEntries([...this.executors]
            .filter(([, executor]) => executor.open)
            .sort(([, a], [, b]) => a.openedSeq - b.openedSeq)
            .map(([id, executor]) => [id, executor.startedAt]));
        summary.tokens_by_agent = Object.fromEntries(this.agents);
        summary.merges.sort((a, b) => a.ts - b.ts);
        return summary;
    }
}
/** One streaming pass over an events file; lines that are not `{ts, type, data}` count as skipped. */
async function readEventSummary(path) {
    const summarizer = new EventSummarizer();
    const stats = await readJsonl(path, (value) => {
        if (!isEvent(value))
            return false;
        summarizer.add(value);
        return true;
    });
    return summarizer.finish(stats);
}

;// CONCATENATED MODULE: ./src/session/files.ts
/** Reading a session's optional files: presence checks and small JSON files, tolerant, never fatal. */



/** True when `path` exists (symlinks followed). */
function pathExists(path) {
    return (0,promises_.access)(path).then(() => true, () => false);
}
/** True when there is a directory entry at `path`, even a dangling symlink (not followed). */
function entryExists(path) {
    return (0,promises_.lstat)(path).then(() => true, () => false);
}
/** Reads a JSON object file; a missing file, bad JSON or a non-object is reported, not thrown. */
async function readJsonObjectFile(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT'
            ? { state: 'missing' }
            : { state: 'unreadable', reason: error.message };
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return { state: 'unreadable', reason: `not valid JSON (${(0,errors/* oneLine */.TN)(error)})` };
    }
    return isObject(value) ? { state: 'ok', value } : { state: 'unreadable', reason: 'not a JSON object' };
}

;// CONCATENATED MODULE: ./src/session/check.ts
/**
 * Session integrity: the checks of Arbor's helper (version, root, ids, statuses, parent/children both
 * ways) plus depth, cycles, orphans, finite scores and a valid direction, and the artifact flags of
 * `arbor_state.py check`, at least as strictly: `idea_tree.md` must exist, and with the experiment
 * flags every `experiments/<id>/` folder needs `report.md` and `metrics.json`. `needs_retry` is a valid
 * status here (Arbor's helper wrongly rejects it).
 */







const META_SCORES = ['baseline_score', 'trunk_score', 'test_baseline_score', 'test_trunk_score'];
const NODE_SCORES = ['score', 'test_score'];
const DIRECTIONS = ['maximize', 'minimize'];
/** Event lines listed one by one before the rest are summed up, so a broken log stays readable. */
const LISTED_EVENT_PROBLEMS = 20;
function describe(value) {
    return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
}
function scoreProblem(where, field, value) {
    if (value === undefined || value === null || finiteScore(value) !== null)
        return null;
    return `${where}: ${field} is ${describe(value)} (must be a finite number or null)`;
}
/** The tree's integrity problems (empty when it is sound). Pure: takes the raw tree as read. */
function checkTreeIntegrity(tree) {
    const problems = [];
    const nodes = tree.nodes;
    const ids = nodeEntries(tree).map(([id]) => id);
    if (tree.version !== undefined && tree.version !== TREE_VERSION) {
        problems.push(`version is ${describe(tree.version)} (expected ${TREE_VERSION})`);
    }
    const direction = tree.meta.metric_direction;
    if (direction !== undefined && !DIRECTIONS.includes(direction)) {
        problems.push(`meta.metric_direction is ${describe(direction)} (expected "maximize" or "minimize")`);
    }
    for (const field of META_SCORES) {
        const problem = scoreProblem('meta', field, tree.meta[field]);
        if (problem)
            problems.push(problem);
    }
    if (tree.max_depth !== undefined && (typeof tree.max_depth !== 'number' || tree.max_depth < 0)) {
        problems.push(`max_depth is ${describe(tree.max_depth)} (expected a non-negative number)`);
    }
    if (ids.length === 0) {
        problems.push('the tree has no nodes');
        return problems;
    }
    const rootId = typeof tree.root_id === 'string' ? tree.root_id : ids.find((id) => nodes[id]?.parent_id == null);
    const root = rootId === undefined ? undefined : nodes[rootId];
    if (rootId === undefined || root === undefined) {
        problems.push(`root_id ${describe(tree.root_id)} is not a node of the tree`);
    }
    else {
        if (root.parent_id !== null && root.parent_id !== undefined) {
            problems.push(`root ${rootId}: parent_id must be null (is ${describe(root.parent_id)})`);
        }
        if (root.depth !== undefined && root.depth !== 0)
            problems.push(`root ${rootId}: depth must be 0`);
    }
    for (const id of ids) {
        const node = nodes[id];
        if (node === undefined)
            continue;
        const where = `node ${id}`;
        if (node.id !== undefined && node.id !== id) {
            problems.push(`${where}: id field is ${describe(node.id)} (must equal its key)`);
        }
        if (typeof node.status !== 'string') {
            problems.push(`${where}: status is missing`);
        }
        else if (!NODE_STATUSES.includes(node.status)) {
            problems.push(`${where}: status ${describe(node.status)} is not one of ${NODE_STATUSES.join(', ')}`);
        }
        for (const field of NODE_SCORES) {
            const problem = scoreProblem(where, field, node[field]);
            if (problem)
                problems.push(problem);
        }
        const parentId = node.parent_id;
        if (id !== rootId) {
            if (parentId === null || parentId === undefined) {
                problems.push(`${where}: has no parent but is not the root (orphan)`);
            }
            else if (typeof parentId !== 'string' || nodes[parentId] === undefined) {
                problems.push(`${where}: parent ${describe(parentId)} does not exist (orphan)`);
            }
            else {
                const parent = nodes[parentId];
                if (Array.isArray(parent?.children_ids) && !parent.children_ids.includes(id)) {
                    problems.push(`${where}: parent ${parentId} does not list it in children_ids`);
                }
                if (typeof node.depth === 'number' &&
                    typeof parent?.depth === 'number' &&
                    node.depth !== parent.depth + 1) {
                    problems.push(`${where}: depth ${node.depth} (parent ${parentId} has depth ${parent.depth})`);
                }
            }
        }
        if (typeof node.depth === 'number' && typeof tree.max_depth === 'number' && node.depth > tree.max_depth) {
            problems.push(`${where}: depth ${node.depth} exceeds max_depth ${tree.max_depth}`);
        }
        if (node.children_ids !== undefined) {
            if (!Array.isArray(node.children_ids)) {
                problems.push(`${where}: children_ids must be a list`);
            }
            else {
                const seen = new Set();
                for (const child of node.children_ids) {
                    const childId = String(child);
                    if (seen.has(childId))
                        problems.push(`${where}: child ${childId} is listed twice`);
                    seen.add(childId);
                    const childNode = nodes[childId];
                    if (childNode === undefined)
                        problems.push(`${where}: child ${childId} does not exist`);
                    else if (childNode.parent_id !== id) {
                        problems.push(`${where}: lists child ${childId} whose parent_id is ${describe(childNode.parent_id)}`);
                    }
                }
            }
        }
    }
    problems.push(...cycleAndReachabilityProblems(tree, rootId));
    return problems;
}
/** Cycles in the parent chain, and nodes that cannot reach the root, in one linear pass. */
function cycleAndReachabilityProblems(tree, rootId) {
    const problems = [];
    const reachesRoot = new Map();
    let unreachable = 0;
    for (const [start] of nodeEntries(tree)) {
        const path = [];
        const onPath = new Set();
        let current = start;
        let verdict = false;
        while (current !== null) {
            const known = reachesRoot.get(current);
            if (known !== undefined) {
                verdict = known;
                break;
            }
            if (current === rootId) {
                verdict = true;
                break;
            }
            if (onPath.has(current)) {
                const loop = path.slice(path.indexOf(current));
                problems.push(`cycle in parent links: ${[...loop, current].join(' -> ')}`);
                break;
            }
            path.push(current);
            onPath.add(current);
            const parent = tree.nodes[current]?.parent_id;
            current = typeof parent === 'string' && tree.nodes[parent] !== undefined ? parent : null;
        }
        for (const id of path)
            reachesRoot.set(id, verdict);
        if (!verdict)
            unreachable += 1;
    }
    if (unreachable > 0)
        problems.push(`${unreachable} node(s) cannot be reached from the root`);
    return problems;
}
async function nonEmptyFile(path) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    return info !== null && info.isFile() && info.size > 0;
}
async function isDirectory(path) {
    const info = await (0,promises_.lstat)(path).catch(() => null);
    return info !== null && info.isDirectory();
}
/** A node id used as a folder name must stay one plain segment. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
async function eventProblems(path) {
    const listed = [];
    let notEvents = 0;
    let tokenLines = 0;
    const note = (problem) => {
        if (listed.length < LISTED_EVENT_PROBLEMS)
            listed.push(problem);
    };
    const stats = await readJsonl(path, (value, lineNumber, text) => {
        const kinds = findTokenShapedStrings(text);
        if (kinds.length > 0) {
            tokenLines += 1;
            note(`events.jsonl line ${lineNumber}: token-shaped string (${[...new Set(kinds)].join(', ')}); events must be secret-free`);
        }
        if (asEvent(value) !== null)
            return true;
        notEvents += 1;
        note(`events.jsonl line ${lineNumber}: not a {ts, type, data} event object`);
        return true;
    });
    const malformed = stats.skipped;
    for (const lineNumber of stats.skippedLineNumbers)
        note(`events.jsonl line ${lineNumber}: not valid JSON (torn or malformed)`);
    const total = notEvents + tokenLines + malformed;
    if (total > listed.length)
        listed.push(`events.jsonl: ${total - listed.length} more problem line(s) not listed`);
    return listed;
}
async function isFile(path) {
    const info = await (0,promises_.lstat)(path).catch(() => null);
    return info !== null && info.isFile();
}
/** A folder name as a problem line shows it: quoted when it is not one plain segment. */
function folderLabel(name) {
    return SAFE_ID.test(name) ? name : JSON.stringify(name);
}
/** The folders directly under experiments/ (symlinks are not followed), by name. */
async function experimentFolders(experiments) {
    const entries = await (0,promises_.readdir)(experiments, { withFileTypes: true }).catch(() => []);
    return entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
}
/** Per scored node: its experiments/<id>/ folder and, when asked, its executor prompt. */
async function scoredNodeProblems(paths, tree, needExperiment, needPrompt) {
    const problems = [];
    for (const [id, node] of nodeEntries(tree)) {
        if (id === tree.root_id || finiteScore(node.score) === null)
            continue;
        if (!SAFE_ID.test(id)) {
            problems.push(`node ${JSON.stringify(id)}: id cannot name an experiments/ folder`);
            continue;
        }
        const folder = (0,external_node_path_.join)(paths.experiments, id);
        if (needExperiment && !(await isDirectory(folder))) {
            problems.push(`node ${id}: scored but experiments/${id}/ is missing`);
        }
        if (needPrompt && !(await nonEmptyFile((0,external_node_path_.join)(folder, 'executor_prompt.md')))) {
            problems.push(`node ${id}: experiments/${id}/executor_prompt.md is missing`);
        }
    }
    return problems;
}
/**
 * What `arbor_state.py check` asks of experiments/: with the experiment flags, at least one folder and
 * `report.md` and `metrics.json` in each (and `executor_prompt.md` when prompts are required too);
 * with the prompt flag alone, at least one prompt. `already` is what the per-node checks found: a
 * general line is added only when they said nothing about it.
 */
async function experimentFolderProblems(paths, needExperiment, needPrompt, already) {
    const problems = [];
    const folders = await experimentFolders(paths.experiments);
    if (needExperiment) {
        if (folders.length === 0 && !already.some((p) => p.includes(': scored but experiments/')))
            problems.push(`no experiment folder in experiments/ (${paths.experiments})`);
        for (const name of folders) {
            const required = ['report.md', 'metrics.json', ...(needPrompt ? ['executor_prompt.md'] : [])];
            for (const file of required) {
                const label = `experiments/${folderLabel(name)}/${file} is missing`;
                if (!(await isFile((0,external_node_path_.join)(paths.experiments, name, file))) && !already.some((p) => p.endsWith(label)))
                    problems.push(label);
            }
        }
    }
    else if (needPrompt && already.length === 0) {
        const prompts = await Promise.all(folders.map((name) => isFile((0,external_node_path_.join)(paths.experiments, name, 'executor_prompt.md'))));
        if (!prompts.includes(true))
            problems.push(`no executor_prompt.md in any experiments/<id>/ folder (${paths.experiments})`);
    }
    return problems;
}
/** Problems with the artifacts Arbor requires (idea_tree.md) and those the flags require. */
async function checkArtifacts(paths, tree, required) {
    const all = required.strict === true;
    const problems = [];
    if (!(await isFile(paths.treeMarkdown)))
        problems.push(`idea_tree.md is missing (${paths.treeMarkdown})`);
    if ((all || required.report) && !(await nonEmptyFile(paths.report))) {
        problems.push(`REPORT.md is missing or empty (${paths.report})`);
    }
    if (all || required.events) {
        if (!(await nonEmptyFile(paths.events)))
            problems.push(`events.jsonl is missing or empty (${paths.events})`);
        else
            problems.push(...(await eventProblems(paths.events)));
    }
    if (all || required.runStats) {
        const stats = await readJsonObjectFile(paths.runStats);
        if (stats.state === 'missing')
            problems.push(`run_stats.json is missing (${paths.runStats})`);
        else if (stats.state === 'unreadable')
            problems.push(`run_stats.json is unreadable: ${stats.reason}`);
    }
    const needExperiment = all || required.experiment === true;
    const needPrompt = all || required.executorPrompt === true;
    if (needExperiment || needPrompt) {
        const perNode = tree === null ? [] : await scoredNodeProblems(paths, tree, needExperiment, needPrompt);
        problems.push(...perNode, ...(await experimentFolderProblems(paths, needExperiment, needPrompt, perNode)));
    }
    return problems;
}
/**
 * `check` as a whole: tree integrity, then the required artifacts. A missing or unreadable tree is not
 * a problem line but a UserError (exit 2): there is nothing to check.
 */
async function checkSession(paths, required) {
    const tree = await readTreeFile(paths.tree);
    return [...checkTreeIntegrity(tree), ...(await checkArtifacts(paths, normalizeTree(tree), required))];
}

;// CONCATENATED MODULE: ./src/session/paths.ts
/** Where an Arbor session keeps its files (spec "Checkpoint Files"). */


const SESSIONS_DIR = (0,external_node_path_.join)('.arbor', 'sessions');
const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function sessionPaths(dir) {
    const abs = (0,external_node_path_.resolve)(dir);
    const parts = abs.split(/[\\/]/);
    const runName = parts.at(-1) ?? '';
    const inLayout = parts.at(-2) === 'sessions' && parts.at(-3) === '.arbor';
    const coordinator = (0,external_node_path_.join)(abs, '.coordinator');
    return {
        dir: abs,
        workspace: inLayout ? parts.slice(0, -3).join('/') || '/' : null,
        runName,
        tree: (0,external_node_path_.join)(coordinator, 'idea_tree.json'),
        treeMarkdown: (0,external_node_path_.join)(coordinator, 'idea_tree.md'),
        checkpoint: (0,external_node_path_.join)(coordinator, 'checkpoint.json'),
        messages: (0,external_node_path_.join)(coordinator, 'messages.jsonl'),
        events: (0,external_node_path_.join)(abs, 'events.jsonl'),
        runStats: (0,external_node_path_.join)(abs, 'run_stats.json'),
        report: (0,external_node_path_.join)(abs, 'REPORT.md'),
        experiments: (0,external_node_path_.join)(abs, 'experiments'),
    };
}
/** A run name is one path segment: it can never climb out of `.arbor/sessions/`. */
function validateRunName(runName, flag = '--run-name') {
    if (!RUN_NAME.test(runName) || runName.includes('..')) {
        throw new errors/* UserError */.yo(`${flag} must be a single folder name of letters, digits, '.', '_' or '-' (got ${JSON.stringify(runName)})`);
    }
    return runName;
}
/** The session folder from a positional SESSION_DIR, or from --cwd and --run-name. */
function resolveSessionDir(opts) {
    if (opts.positional !== undefined && opts.positional !== '') {
        if (opts.runName !== undefined) {
            throw new errors/* UserError */.yo('give either a SESSION_DIR argument or --run-name, not both');
        }
        return (0,external_node_path_.isAbsolute)(opts.positional)
            ? opts.positional
            : (0,external_node_path_.resolve)(opts.cwd ?? process.cwd(), opts.positional);
    }
    if (opts.runName === undefined || opts.runName === '') {
        throw new errors/* UserError */.yo('no session given: pass SESSION_DIR, or --run-name NAME (with --cwd DIR for the project root)');
    }
    return (0,external_node_path_.join)((0,external_node_path_.resolve)(opts.cwd ?? process.cwd()), SESSIONS_DIR, validateRunName(opts.runName));
}

;// CONCATENATED MODULE: ./src/session/locate.ts
/** Finds the session folder a command was pointed at, and refuses a folder that does not exist. */



async function locateSession(opts) {
    const dir = resolveSessionDir(opts);
    const info = await (0,promises_.stat)(dir).catch(() => null);
    if (info === null)
        throw new errors/* UserError */.yo(`no session folder at ${dir}`);
    if (!info.isDirectory())
        throw new errors/* UserError */.yo(`${dir} is not a session folder (it is a file)`);
    return sessionPaths(dir);
}

;// CONCATENATED MODULE: ./src/tools/check.ts
/** `check`: the tree's integrity and the artifacts required, as problem lines with secrets redacted. */



/** The artifact switches as the CLI flags and the Action inputs both spell them, and what each requires. */
const ARTIFACT_FLAGS = {
    'require-report': 'report',
    'require-events': 'events',
    'require-run-stats': 'runStats',
    'require-experiment': 'experiment',
    'require-executor-prompt': 'executorPrompt',
    'strict-artifacts': 'strict',
};
/** The requirements from whichever artifact switches are set. */
function artifactRequirements(isSet) {
    const required = {};
    for (const [flag, requirement] of Object.entries(ARTIFACT_FLAGS))
        required[requirement] = isSet(flag);
    return required;
}
/** Problem lines quote ids and values from the session, which must not carry secrets to the log. */
async function redactedProblems(paths, required, env) {
    const redact = createRedactor(env);
    return (await checkSession(paths, required)).map(redact);
}
/** Checks the session; a missing or unreadable tree is a UserError (nothing to check), not a problem. */
async function runCheck(opts) {
    const paths = await locateSession(opts.session);
    const problems = await redactedProblems(paths, opts.required, opts.env);
    return { ok: problems.length === 0, session_dir: paths.dir, problems };
}
/** The exit status of a check (and of finalize), for the CLI and the Action's job alike: 0 OK, 1 INVALID. */
function checkExitCode(result) {
    return result.ok ? 0 : 1;
}

// EXTERNAL MODULE: ./src/commands/command.ts
var command = __nccwpck_require__(3155);
;// CONCATENATED MODULE: ./src/session/run-stats.ts

const RUN_STATS_SCHEMA_VERSION = 1;
/** Where token totals come from, in the order they are preferred: the session's own totals first. */
const TOKEN_SOURCES = ['run_stats.json', 'session.end', 'llm.call events'];
const DERIVED_TOKEN_SCOPES = {
    'run_stats.json': 'all agents, as run_stats.json recorded them',
    'session.end': 'all agents, from the session.end event (derived by arbor-gate)',
    'llm.call events': 'all agents, summed from llm.call events (derived by arbor-gate)',
    none: 'unknown: the session recorded no token totals (derived by arbor-gate)',
};
/** The token scope a derived run_stats.json states for totals from `source`. */
function derivedTokenScope(source) {
    return DERIVED_TOKEN_SCOPES[source ?? 'none'];
}
/** "1h 02m 05s" like Arbor's duration_human. */
function humanDuration(seconds) {
    const total = Math.max(0, Math.round(seconds));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    const pad = (n) => String(n).padStart(2, '0');
    return h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : m > 0 ? `${m}m ${pad(s)}s` : `${s}s`;
}
function numberOr(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
/** The source a run_stats.json's totals stand for: Arbor's own, or what arbor-gate derived them from. */
function runStatsTokenSource(stats) {
    if (stats.derived !== true)
        return 'run_stats.json';
    const recorded = stats.token_source;
    return TOKEN_SOURCES.includes(recorded) ? recorded : 'llm.call events';
}
/**
 * The session's token totals from the most authoritative record that has them: run_stats.json
 * (`all_agents`), then the `session.end` event (Arbor's process-wide totals), then the sum of the
 * `llm.call` events (only the calls that were logged). Null when none has any. Pure.
 */
function preferredTokens(runStats, events) {
    const all = record(runStats?.all_agents);
    // A run_stats.json arbor-gate derived from nothing (token_source null) holds no totals.
    const derivedFromNothing = runStats?.derived === true && runStats.token_source === null;
    if (runStats !== null && !derivedFromNothing && numberOr(all.total_input_tokens) !== null) {
        return {
            source: runStatsTokenSource(runStats),
            input_tokens: numberOr(all.total_input_tokens),
            uncached_input_tokens: numberOr(all.total_uncached_input_tokens),
            cache_read_tokens: numberOr(all.total_cache_read_tokens),
            cache_creation_tokens: numberOr(all.total_cache_creation_tokens),
            output_tokens: numberOr(all.total_output_tokens),
        };
    }
    const end = events?.session_end ?? null;
    if (end !== null && numberOr(end.input_tokens) !== null) {
        return {
            source: 'session.end',
            input_tokens: numberOr(end.input_tokens),
            uncached_input_tokens: numberOr(end.uncached_input_tokens),
            cache_read_tokens: numberOr(end.cache_read_tokens),
            cache_creation_tokens: numberOr(end.cache_creation_tokens),
            output_tokens: numberOr(end.output_tokens),
        };
    }
    if (events === null || events.tokens.llm_calls === 0)
        return null;
    const sums = events.tokens;
    return {
        source: 'llm.call events',
        input_tokens: sums.input_tokens,
        uncached_input_tokens: sums.uncached_input_tokens,
        cache_read_tokens: sums.cache_read_tokens,
        cache_creation_tokens: sums.cache_creation_tokens,
        output_tokens: sums.output_tokens,
    };
}
function stringField(data, key) {
    const value = data?.[key];
    return typeof value === 'string' && value !== '' ? value : null;
}
/** The coordinator's own figures: session.end's `meta_*` totals, else its llm.call sums. */
function coordinatorStats(events) {
    const end = events?.session_end ?? null;
    const calls = events?.tokens_by_agent.coordinator;
    return {
        turns: numberOr(end?.turns),
        llm_calls: calls?.llm_calls ?? 0,
        input_tokens: numberOr(end?.meta_input_tokens) ?? calls?.input_tokens ?? 0,
        uncached_input_tokens: calls?.uncached_input_tokens ?? 0,
        output_tokens: numberOr(end?.meta_output_tokens) ?? calls?.output_tokens ?? 0,
        cache_read_tokens: calls?.cache_read_tokens ?? 0,
    };
}
/**
 * A run_stats.json object from what the events and the tree still tell, with the preferred token
 * totals (see preferredTokens) and the source they came from. `emergency`: the run hit its emergency
 * timeout (finalize --emergency says so even when no event does). Pure.
 */
function deriveRunStats(events, tree, emergency = false) {
    const statuses = {};
    // Ideas only, like Arbor's report: the root is the task.
    const ideas = tree === null ? [] : nodeEntries(tree).filter(([id]) => id !== tree.root_id);
    for (const [, node] of ideas) {
        const status = typeof node.status === 'string' ? node.status : 'unknown';
        statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const duration = events?.first_ts != null && events.last_ts != null ? Math.max(0, events.last_ts - events.first_ts) : null;
    const tokens = preferredTokens(null, events);
    return {
        schema_version: RUN_STATS_SCHEMA_VERSION,
        derived: true,
        derived_from: [...(events ? ['events.jsonl'] : []), ...(tree ? ['.coordinator/idea_tree.json'] : [])],
        token_scope: derivedTokenScope(tokens?.source ?? null),
        token_source: tokens?.source ?? null,
        duration_seconds: duration,
        duration_human: duration === null ? null : humanDuration(duration),
        emergency_timeout: emergency || (events?.emergency_timeout ?? false),
        iterations: {
            cycles: events?.cycles ?? 0,
            ideas_proposed: events?.ideas_proposed ?? 0,
            executors_started: events?.executors_started ?? 0,
            executors_finished: events?.executors_ended ?? 0,
            merges: events?.merges.length ?? statuses.merged ?? 0,
            nodes_total: ideas.length,
            nodes_by_status: statuses,
        },
        coordinator: coordinatorStats(events),
        all_agents: {
            total_input_tokens: tokens?.input_tokens ?? 0,
            total_uncached_input_tokens: tokens?.uncached_input_tokens ?? null,
            total_output_tokens: tokens?.output_tokens ?? 0,
            total_cache_read_tokens: tokens?.cache_read_tokens ?? null,
            total_cache_creation_tokens: tokens?.cache_creation_tokens ?? null,
            total_llm_calls: events?.tokens.llm_calls ?? 0,
            total_agents_spawned: events?.executors_started ?? 0,
        },
        exit_reason: stringField(events?.session_end ?? null, 'exit_reason'),
        model: stringField(events?.session_start ?? null, 'model') ?? events?.llm_model ?? null,
        provider: stringField(events?.session_start ?? null, 'provider') ?? events?.llm_provider ?? null,
    };
}

;// CONCATENATED MODULE: ./src/util/markdown.ts
/**
 * Untrusted text (file names, branch names, node ids, evaluator output, an agent's hypotheses) in
 * Markdown, shown as exactly that text and never as markup: no HTML, images, links, headings, lists,
 * quotes, tables, emphasis or comments. Pure; the one place every face (REPORT.md, the PR comment, the
 * job summary, the commit status, the verdict text) takes its escaping from.
 *
 * Text is first made visible (`plainText`): line breaks become `↵`, so nothing can start a line of its
 * own (a heading, a list, a quote, a closing fence); other control and bidirectional-format characters
 * become `\xNN` / `\u{NNNN}`. Then, in prose (`markdownText`), each character is escaped wherever
 * Markdown would give it a meaning (`<`, `>` and `&` as HTML entities, which stay inert even where
 * Markdown is not parsed, inside an HTML block), and what GitHub links without any markup is broken
 * with a zero-width joiner: `https://` and `www.` (autolinks), `@` (on both sides: mentions and e-mail
 * autolinks) and `#123` (issue references). Names and paths (`markdownCode`) keep a code span, where
 * GitHub links nothing, when they hold only harmless characters, and otherwise become the escaped
 * prose form inside `<code>`, so no markup character of theirs ever appears raw. Long texts are cut
 * in the middle, saying how long they were.
 */
/** Longest name (path, ref, node id) shown whole, in characters. */
const NAME_MAX = 120;
/** Longest prose (a reason, a hypothesis) shown whole, in characters. */
const TEXT_MAX = 1000;
/** Invisible, and breaks every GitHub autolink, mention and reference it is put into. */
const LINK_BREAK = '\u200D';
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** C0 and C1 controls but tab and the line breaks above, DEL, and the bidirectional-format marks. */
const HIDDEN = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
function visibleCode(ch) {
    const code = ch.charCodeAt(0);
    return code <= 0xff
        ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
        : `\\u{${code.toString(16).toUpperCase()}}`;
}
/**
 * The text on one line with nothing hidden: line breaks as `↵`, other controls and bidi marks as
 * escapes, tabs as spaces. Safe for plain-text faces (a commit status, a terminal line).
 */
function plainText(text) {
    return text.replace(LINE_BREAK, '↵').replace(HIDDEN, visibleCode).replace(/\t/g, ' ');
}
/**
 * `text` within `max` characters (code points, so no surrogate pair is split): the head and the tail
 * around an ellipsis, and the whole length said after it.
 */
function shortened(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return { text, note: '' };
    const tail = Math.floor((max - 1) / 3);
    const head = max - 1 - tail;
    return {
        text: `${chars.slice(0, head).join('')}…${tail > 0 ? chars.slice(-tail).join('') : ''}`,
        note: ` (${chars.length} characters)`,
    };
}
/** `plainText` with runs of white space folded into one space, trimmed. */
function oneLine(text) {
    return plainText(text).replace(/\s+/g, ' ').trim();
}
/** `oneLine`, cut to `max` saying how long it was: one line for a plain-text face. */
function plainLine(text, max = TEXT_MAX) {
    const { text: short, note } = shortened(oneLine(text), max);
    return `${short}${note}`;
}
const ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
const WORD = /[\p{L}\p{N}]/u;
/** What opens a heading, a list, a thematic break or a setext underline at the start of a line. */
const BLOCK_START = /^(?:[#+=-](?=[\s#+=-]|$)|\d{1,9}(?=[.)](?:\s|$)))/;
/**
 * Every character that CommonMark, GFM or GitHub give a meaning to, escaped, and what GitHub links by
 * itself broken. Characters that mean something in any place are always escaped: `\`` `*` `~` `[`
 * `]` `{` `}` `!` `|` `$` `\\` and `<` `>` `&`. The others only where they would: `_` unless it sits
 * between two letters or digits (intraword, where it cannot make emphasis), `(` after `]` (a link's
 * target), and at the start, where the text may begin a line, what would open a block there (`# `,
 * `- `, `+ `, `---`, `===`, `1. `, `1) `). Dots, hyphens, parentheses and `#` elsewhere stay as
 * they are, so the Markdown source stays readable.
 */
function escapeMarkdown(text) {
    return text
        .replace(/([A-Za-z])(?=:\/\/)/g, `$1${LINK_BREAK}`)
        .replace(/(www)(?=\.)/gi, `$1${LINK_BREAK}`)
        .replace(/@(?=[\p{L}\p{N}_])/gu, `${LINK_BREAK}@${LINK_BREAK}`)
        .replace(/#(?=\p{N})/gu, `#${LINK_BREAK}`)
        .replace(/[\\`*_{}[\](!|~$<>&]/g, (ch, at, all) => {
        if (ch === '_' && WORD.test(all[at - 1] ?? '') && WORD.test(all[at + 1] ?? ''))
            return ch;
        if (ch === '(' && all[at - 1] !== ']')
            return ch;
        return ENTITIES[ch] ?? `\\${ch}`;
    })
        .replace(BLOCK_START, (start) => (/\d/.test(start) ? `${start}\\` : `\\${start}`));
}
/**
 * Untrusted prose for a Markdown paragraph, list item or table cell: one line, shown as the text
 * (`plainLine`'s form) and nothing else, cut to `max` characters.
 */
function markdownText(text, max = TEXT_MAX) {
    return escapeMarkdown(plainLine(text, max));
}
/**
 * Names a code span shows as they are: letters, digits, a few harmless marks and the ellipsis of a
 * shortened name; spaces inside only.
 */
const PLAIN_NAME = /^[\p{L}\p{M}\p{N}._\-+/=,:@%^~#…](?:[\p{L}\p{M}\p{N}._\-+/=,:@%^~#… ]*[\p{L}\p{M}\p{N}._\-+/=,:@%^~#…])?$/u;
/**
 * An untrusted name (path, ref, node id, SHA) in monospace: a code span when it holds only harmless
 * characters, else the escaped prose form inside `<code>` (same look, and no raw markup character).
 * Line breaks and controls are made visible; a long name is cut in the middle, its length said.
 */
function markdownCode(text, max = NAME_MAX) {
    const { text: short, note } = shortened(plainText(text), max);
    if (short === '')
        return '(empty)';
    if (PLAIN_NAME.test(short))
        return `\`${short}\`${note}`;
    return `<code>${escapeMarkdown(short)}</code>${note}`;
}
/** A fenced code block whose fence is longer than any run of backticks in `text`, so it cannot close early. */
function codeBlock(text, info = '') {
    const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}

;// CONCATENATED MODULE: ./src/util/metric.ts
/**
 * The metric's direction and how scores are compared and shown: one home for every layer (session
 * tools, the gate, the reports), so "better" and the printed form of a score mean one thing everywhere.
 */
/** Improvement in the metric's direction: positive when `score` is better than `reference`. */
function gain(score, reference, direction) {
    return direction === 'maximize' ? score - reference : reference - score;
}
/** True when `candidate` is strictly better than `reference` in the metric's direction. */
function isBetterScore(candidate, reference, direction) {
    return direction === 'minimize' ? candidate < reference : candidate > reference;
}
/** Sort comparator: best score first in the metric's direction. */
function bestFirst(direction) {
    return direction === 'minimize' ? (a, b) => a - b : (a, b) => b - a;
}
/**
 * How many significant digits a score is shown with. A session report is read by people comparing
 * runs (2.8800000000000003 -> 2.88); the gate's verdict states the verified number a merge was
 * decided on, so it keeps enough digits to tell two close scores apart.
 */
const SCORE_DIGITS = { report: 6, verdict: 10 };
/** A score as people read it, to `digits` significant digits (integers as they are). */
function formatScore(value, digits = SCORE_DIGITS.report) {
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(digits)));
}
/** A score as every gate face shows it (log lines, merge message, verdict). */
function formatVerdictScore(value) {
    return formatScore(value, SCORE_DIGITS.verdict);
}

;// CONCATENATED MODULE: ./src/report/mermaid.ts
/** Mermaid diagrams for reports: labels are escaped so that no session text can break the diagram. */

const LABEL_MAX = 60;
/**
 * A label safe inside `["..."]` and `"..."`: on one line (line breaks as spaces, other controls made
 * visible by util/markdown.ts `oneLine`, so no `click` or `-->` statement can start), cut with an
 * ellipsis, and every character mermaid, its HTML labels
 * or its markdown strings give meaning to written as a mermaid entity code (`#60;` shows `<`):
 * quotes and brackets (the label's end), `<>&` (HTML), backticks (markdown strings and the fence),
 * `;` (a statement's end), `%` (comments and `%%{init}%%` directives) and `\`.
 */
function mermaidLabel(text, max = LABEL_MAX) {
    const short = shortened(oneLine(text.replace(/\s+/g, ' ')), max).text;
    return short.replace(/[#"[\]{}()<>|`;&%\\]/g, (ch) => `#${ch.charCodeAt(0)};`);
}
const STATUS_STYLES = {
    merged: 'fill:#d4f7d4,stroke:#2a7a2a',
    done: 'fill:#e8f0ff,stroke:#3a5fa0',
    running: 'fill:#fff3c4,stroke:#a07a00',
    needs_retry: 'fill:#ffe0c4,stroke:#a05a00',
    pruned: 'fill:#eeeeee,stroke:#888888,color:#666666',
    pending: 'fill:#ffffff,stroke:#888888',
};
/** `graph TD` of the shown nodes (already capped by the caller); `hidden` adds an "and N more" node. */
function treeDiagram(nodes, hidden, formatScore) {
    const key = new Map(nodes.map((node, index) => [node.id, `n${index}`]));
    const lines = ['graph TD'];
    for (const node of nodes) {
        const score = node.score === null ? '' : ` = ${formatScore(node.score)}`;
        lines.push(`  ${key.get(node.id)}["${mermaidLabel(`${node.id} [${node.status}]${score}: ${node.label}`)}"]`);
    }
    for (const node of nodes) {
        const parent = node.parent_id === null ? undefined : key.get(node.parent_id);
        if (parent !== undefined)
            lines.push(`  ${parent} --> ${key.get(node.id)}`);
    }
    if (hidden > 0)
        lines.push(`  more["${mermaidLabel(`… and ${hidden} more`)}"]`);
    const used = new Set(nodes.map((node) => node.status));
    for (const [status, style] of Object.entries(STATUS_STYLES)) {
        if (!used.has(status))
            continue;
        lines.push(`  classDef ${status} ${style}`);
        const members = nodes.filter((node) => node.status === status).map((node) => key.get(node.id));
        lines.push(`  class ${members.join(',')} ${status}`);
    }
    return lines.join('\n');
}
/** `xychart-beta` line chart; values must be finite. */
function lineChart(title, yLabel, points) {
    const xs = points.map((p) => `"${mermaidLabel(p.label, 24)}"`).join(', ');
    const ys = points.map((p) => String(p.value)).join(', ');
    return [
        'xychart-beta',
        `  title "${mermaidLabel(title)}"`,
        `  x-axis [${xs}]`,
        `  y-axis "${mermaidLabel(yLabel)}"`,
        `  line [${ys}]`,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/session-markdown.ts
/**
 * REPORT.md and the evidence lines from a session report's facts. Pure: facts in, text out. Session
 * text reaches the page only through util/markdown.ts (`md`: prose, table cells and ids in bold;
 * `code`: names and paths in monospace) or the mermaid label escaping.
 */




function score(value) {
    return value === null ? '—' : `\`${formatScore(value)}\``;
}
/** 1234567 -> "1,234,567" like toLocaleString('en-US'), without loading Intl for plain integers. */
function number(value) {
    if (value === null)
        return '—';
    if (!Number.isSafeInteger(value))
        return value.toLocaleString('en-US');
    return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
function changeLine(label, change, direction) {
    if (change === null)
        return `- ${label}: not recorded`;
    const parts = [`- ${label}: ${score(change.baseline)} -> ${score(change.final)}`];
    if (change.change !== null && change.trend !== null) {
        const sign = change.change > 0 ? '+' : '';
        const percent = change.change_percent === null ? '' : `, ${sign}${formatScore(change.change_percent)}%`;
        parts.push(` (${sign}${formatScore(change.change)}${percent}: **${change.trend}**, ${direction})`);
    }
    return parts.join('');
}
function ideaLine(idea) {
    const test = idea.test_score === null ? '' : `, B_test ${score(idea.test_score)}`;
    return `- **${markdownText(idea.id)}** B_dev ${score(idea.score)}${test} _${markdownText(idea.status)}_: ${markdownText(idea.hypothesis)}`;
}
function countTable(header, counts) {
    const rows = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return [`| ${header} | count |`, '|---|---:|', ...rows.map(([key, n]) => `| ${markdownText(key)} | ${n} |`)];
}
function headerSection(facts) {
    const out = [`# Research Report: ${markdownText(facts.title)}`, ''];
    out.push(`- Session: ${markdownCode(facts.run_name)}`);
    out.push(`- Exit reason: ${markdownText(facts.exit_reason ?? 'unknown')}`);
    if (facts.model !== null || facts.provider !== null) {
        out.push(`- Model: ${markdownText(facts.model ?? 'unknown')} (provider: ${markdownText(facts.provider ?? 'unknown')})`);
    }
    const name = facts.metric.name === null ? '' : `${markdownText(facts.metric.name)}, `;
    out.push(`- Metric: ${name}${facts.metric.direction}`);
    if (facts.interrupted)
        out.push('- Status: **interrupted** (see caveats)');
    out.push('');
    if (facts.caveats.length > 0)
        out.push('## Caveats', '', ...facts.caveats.map((c) => `- ${markdownText(c)}`), '');
    return out;
}
function resultsSection(facts) {
    if (facts.b_dev === null && facts.b_test === null)
        return [];
    const direction = facts.metric.direction;
    const out = ['## Results', ''];
    out.push(changeLine('B_dev (trunk)', facts.b_dev, direction));
    out.push(changeLine('B_test (trunk)', facts.b_test, direction));
    if (facts.best_node_id !== null)
        out.push(`- Best idea by B_dev: **${markdownText(facts.best_node_id)}**`);
    out.push('');
    return out;
}
function explorationSection(facts) {
    if (facts.idea_tree === null)
        return [];
    const direction = facts.metric.direction;
    const byStatus = Object.entries(facts.status_counts)
        .map(([status, n]) => `${markdownText(status)} \`${n}\``)
        .join(', ');
    return [
        '## Exploration',
        '',
        `- Ideas (nodes below the root): \`${facts.nodes_total}\`, scored: \`${facts.scored_nodes}\``,
        `- By status: ${byStatus}`,
        '',
        '### Merged Ideas',
        '',
        ...(facts.merged_ideas.length > 0 ? facts.merged_ideas.map(ideaLine) : ['- none']),
        '',
        `### Top Ideas By Score (${direction === 'minimize' ? 'lowest' : 'highest'} first)`,
        '',
        ...(facts.top_ideas.length > 0 ? facts.top_ideas.map(ideaLine) : ['- no scored ideas']),
        '',
    ];
}
/** Arbor's Global Insight: the root's insight, what the whole tree taught. */
function globalInsightSection(facts) {
    return facts.global_insight === null ? [] : ['## Global Insight', '', markdownText(facts.global_insight), ''];
}
/** Divergence, the trunk's B_test chart and the idea-tree diagram. */
function diagramsSection(facts) {
    const out = [];
    if (facts.divergence.length > 0) {
        out.push('### B_dev / B_test Divergence', '');
        out.push(...facts.divergence.map((d) => `- **${markdownText(d.node_id)}** (${d.source}): ${markdownText(d.detail)}`), '');
    }
    if (facts.trunk_history !== null) {
        const split = facts.trunk_history.split === 'B_test' ? 'B_test' : 'score (split not recorded)';
        out.push(`### Trunk ${split} Over Merges`, '', '```mermaid');
        out.push(lineChart(`Trunk ${split} over merges`, split, facts.trunk_history.points), '```', '');
    }
    if (facts.idea_tree !== null && facts.idea_tree.shown.length > 0) {
        out.push('### Idea Tree', '', '```mermaid');
        out.push(treeDiagram(facts.idea_tree.shown, facts.idea_tree.hidden, formatScore), '```', '');
    }
    return out;
}
function eventsSection(ev) {
    if (ev === null)
        return [];
    const skipped = ev.skipped_lines > 0 ? ` (skipped: \`${ev.skipped_lines}\`)` : '';
    const out = ['## Events', '', `- Events read: \`${ev.lines - ev.skipped_lines}\`${skipped}`];
    if (ev.wall_clock_seconds !== null) {
        out.push(`- Wall clock (first to last event): ${humanDuration(ev.wall_clock_seconds)} (\`${formatScore(ev.wall_clock_seconds)}\` s)`);
    }
    out.push(`- Session ended cleanly: ${ev.session_ended ? 'yes' : 'no'}`, '');
    out.push(...countTable('family', ev.by_family), '');
    out.push('<details><summary>Events by type</summary>', '', ...countTable('type', ev.by_type));
    out.push('', '</details>', '');
    return out;
}
const TOKEN_SOURCE_WORDS = {
    'run_stats.json': "run_stats.json (the session's own totals)",
    'session.end': "the session.end event (the session's own totals)",
    'llm.call events': 'the sum of the llm.call events',
};
function runStatsSection(rs) {
    if (rs === null)
        return [];
    const out = ['## Run Stats', ''];
    const derivedFrom = rs.token_source === 'session.end' ? 'events and the session.end event' : 'llm.call events';
    out.push(rs.source === 'run_stats.json'
        ? `- Source: run_stats.json${rs.derived_file ? ' (derived by arbor-gate)' : ''}`
        : `- Source: **derived from ${derivedFrom}** (run_stats.json is missing)`);
    out.push(`- Token scope: ${markdownText(rs.token_scope ?? 'not recorded')}`);
    if (rs.duration_seconds !== null)
        out.push(`- Duration: ${humanDuration(rs.duration_seconds)}`);
    out.push(`- Token totals from: ${rs.token_source === null ? 'nowhere (none recorded)' : TOKEN_SOURCE_WORDS[rs.token_source]}`);
    out.push(`- Input tokens: ${number(rs.total_input_tokens)} (uncached: ${number(rs.total_uncached_input_tokens)}), output tokens: ${number(rs.total_output_tokens)}, cache reads: ${number(rs.total_cache_read_tokens)}, cache writes: ${number(rs.total_cache_creation_tokens)}`);
    const sums = rs.llm_call_sums;
    if (sums !== null)
        out.push(`- The llm.call events alone (only the calls they logged): input ${number(sums.input_tokens)} (uncached: ${number(sums.uncached_input_tokens)}), output ${number(sums.output_tokens)}, in ${number(sums.llm_calls)} call(s)`);
    out.push(`- LLM calls: ${number(rs.total_llm_calls)}, agents spawned: ${number(rs.total_agents_spawned)}`);
    if (rs.coordinator_turns !== null)
        out.push(`- Coordinator turns: ${number(rs.coordinator_turns)}`);
    if (rs.emergency_timeout)
        out.push('- Emergency timeout: yes');
    const agents = Object.entries(rs.by_agent);
    if (agents.length > 0 && agents.length <= 50) {
        out.push('', '| agent | calls | input | output |', '|---|---:|---:|---:|');
        for (const [agent, t] of agents)
            out.push(`| ${markdownText(agent)} | ${t.llm_calls} | ${number(t.input_tokens)} | ${number(t.output_tokens)} |`);
    }
    out.push('');
    return out;
}
function artifactsSection(facts) {
    if (facts.artifacts.length === 0)
        return [];
    const base = facts.workspace === null ? 'session folder' : 'workspace';
    return [
        '## Artifacts',
        '',
        `Paths relative to the ${base}.`,
        '',
        ...facts.artifacts.map((a) => `- ${a.label}: ${markdownCode(a.path)}`),
        '',
    ];
}
/**
 * REPORT.md from the facts. The gate's markdown section (`gateSection`, else the one the facts were
 * given) is included verbatim as its own section.
 */
function renderSessionReportMarkdown(facts, gateSection = facts.gate_section ?? undefined) {
    const gate = gateSection !== undefined && gateSection.trim() !== '' ? [gateSection.trimEnd(), ''] : [];
    const out = [
        ...headerSection(facts),
        ...resultsSection(facts),
        ...gate,
        ...explorationSection(facts),
        ...diagramsSection(facts),
        ...globalInsightSection(facts),
        ...eventsSection(facts.events),
        ...runStatsSection(facts.run_stats),
        ...artifactsSection(facts),
    ];
    return `${out.join('\n').trimEnd()}\n`;
}
/** The few lines a user keeps from a report run (spec "Final Response To User"). */
function renderEvidence(facts, reportPath) {
    const pair = (change) => change === null
        ? 'not recorded'
        : `${change.baseline === null ? '—' : formatScore(change.baseline)} -> ${change.final === null ? '—' : formatScore(change.final)}${change.trend ? ` (${change.trend})` : ''}`;
    const lines = [
        `Session:  ${facts.session_dir}`,
        `B_dev:    ${pair(facts.b_dev)}  [${facts.metric.direction}]`,
        `B_test:   ${pair(facts.b_test)}`,
        `Best:     ${facts.best_node_id ?? 'none'}   Merged: ${facts.merged_node_ids.join(', ') || 'none'}`,
    ];
    if (reportPath !== null)
        lines.push(`Report:   ${reportPath}`);
    lines.push(...(facts.caveats.length === 0
        ? ['Caveats:  none']
        : ['Caveats:', ...facts.caveats.map((c) => `  - ${c}`)]));
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/gate/context.ts
/** Only merge without --dry-run writes: refs, the tree, the remote, REPORT.md by default. */
function isWritingRun(input) {
    return input.mode === 'merge' && !input.dryRun;
}
function reject(verdict, reasons) {
    return { ...verdict, decision: 'rejected', reasons: [...verdict.reasons, ...reasons] };
}

;// CONCATENATED MODULE: ./src/gate/candidate.ts
/**
 * The candidate: what trunk becomes if the source is merged, built before anything runs ("test what you
 * merge"). The `--no-ff` merge of the source into trunk is computed in memory (`git merge-tree
 * --write-tree`, no worktree) and made a commit with the parents a merge has: trunk first, the source
 * second. Its tree is what the evaluation runs on and, plus the gate's record of the score, what lands,
 * so the score recorded on trunk is always the measured score of trunk's code.
 */

/** The oldest git with `merge-tree --write-tree`. */
const MERGE_TREE_GIT = [2, 38];
/** Whether a git version (as numbers) has `merge-tree --write-tree`. Pure. */
function hasMergeTree(version) {
    const [major = 0, minor = 0] = version;
    return major > MERGE_TREE_GIT[0] || (major === MERGE_TREE_GIT[0] && minor >= MERGE_TREE_GIT[1]);
}
/** Exit 2 on a git too old to merge in memory, naming the version needed. */
async function requireMergeTree(repo) {
    const version = await repo.version();
    if (!hasMergeTree(version)) {
        throw new errors/* UserError */.yo(`arbor-gate needs git ${MERGE_TREE_GIT.join('.')} or newer (it merges with git merge-tree --write-tree); this is git ${version.join('.')}`);
    }
}
/** The merge base, or the UserError that says why a branch without one cannot be judged. */
async function mergeBaseOf(ctx, trunk) {
    const { repo } = ctx;
    const base = await repo.mergeBase(trunk.sha, ctx.sourceSha);
    if (base !== null)
        return base;
    throw new errors/* UserError */.yo((await repo.isShallow())
        ? `${ctx.sourceRef} and ${trunk.branch} have no common commit in this shallow clone: fetch the full history (e.g. actions/checkout with fetch-depth: 0)`
        : `${ctx.sourceRef} shares no history with ${trunk.branch}: an unrelated branch cannot be judged or merged`);
}
function conflictReason(sourceRef, trunk, conflict) {
    const lines = conflict
        .split('\n')
        .filter((l) => l.startsWith('CONFLICT'))
        .join('; ');
    return {
        code: 'merge_conflict',
        message: `merging ${sourceRef} into ${trunk.branch} (${trunk.sha.slice(0, 12)}) conflicts: ${lines || conflict}`,
    };
}
/**
 * The `--no-ff` merge of the source into `trunk` as a commit, the conflict that prevents it, or
 * `merged` when trunk already contains the source (nothing to merge).
 */
async function buildCandidate(ctx, trunk) {
    const { repo, sourceSha } = ctx;
    const base = await mergeBaseOf(ctx, trunk);
    if (base === sourceSha) {
        ctx.log(`${ctx.sourceRef} is already merged into ${trunk.branch}`);
        return { merged: true };
    }
    const merged = await repo.mergeTree(trunk.sha, sourceSha);
    if (!merged.merged)
        return { conflict: conflictReason(ctx.sourceRef, trunk, merged.conflict) };
    const kind = base === trunk.sha ? 'source' : 'merge';
    const commit = await repo.commitTree(merged.tree, [trunk.sha, sourceSha], `arbor-gate: candidate merge of ${ctx.sourceRef} into ${trunk.branch} (not landed)`, { sign: false });
    ctx.log(`candidate ${commit.slice(0, 12)} (tree ${merged.tree.slice(0, 12)}): ${kind === 'merge'
        ? `${trunk.branch} + ${ctx.sourceRef}`
        : `${ctx.sourceRef} already contains ${trunk.branch}`}`);
    return { candidate: { kind, commit, tree: merged.tree, base, trunkSha: trunk.sha } };
}
/** What was evaluated, in words: in commit messages and in every face of the verdict. */
function evaluatedWords(kind) {
    return kind === 'merge' ? 'trunk + this branch' : 'this branch';
}
/** The verdict's record of what was evaluated. */
function evaluatedField(candidate) {
    return { kind: candidate.kind, commit: candidate.commit, tree: candidate.tree };
}

;// CONCATENATED MODULE: ./src/gate/compare.ts
/**
 * The judgement itself (docs/architecture.md "Judge"), pure: strict, direction-aware improvement beyond min-delta
 * over every reference that is set (0.0 is a real reference), and the B_dev/B_test divergence flag.
 */

/**
 * Relative tolerance for float noise: 0.8 - 0.7 is 0.10000000000000009, and a mean of repeats can differ
 * from an equal score in the last bit. Differences this small are equal, so "strict" stays strict.
 */
const FLOAT_TOLERANCE = 1e-12;
function isImprovement(score, reference, direction, minDelta) {
    const noise = FLOAT_TOLERANCE * Math.max(1, Math.abs(score), Math.abs(reference));
    return gain(score, reference, direction) > minDelta + noise;
}
function compareScore(score, references, direction, minDelta) {
    if (references.length === 0)
        throw new Error('internal: compareScore needs at least one reference');
    const better = direction === 'maximize' ? 'higher' : 'lower';
    const shortfalls = references
        .filter((ref) => !isImprovement(score, ref.value, direction, minDelta))
        .map((ref) => `score ${score} is not ${better} than ${ref.name} ${ref.value}` +
        (minDelta > 0 ? ` by more than --min-delta ${minDelta}` : '') +
        ` (${direction})`);
    return { improved: shortfalls.length === 0, shortfalls };
}
const CAUSES = 'possible overfitting to B_dev, noise, a data split mismatch or eval contamination';
/**
 * Flags (never rejects) a node whose B_dev and B_test disagree: B_dev improved over trunk while B_test
 * got worse or the reverse, or the two absolute scores are further apart than the threshold.
 */
function detectDivergence(input) {
    const { devScore, trunkDevScore, testScore, testReference, direction, threshold } = input;
    if (devScore === null)
        return null;
    if (trunkDevScore !== null && testReference !== null) {
        const devGain = gain(devScore, trunkDevScore, direction);
        const testGain = gain(testScore, testReference, direction);
        if ((devGain > 0 && testGain < 0) || (devGain < 0 && testGain > 0)) {
            const moved = (g) => (g > 0 ? 'improved' : 'got worse');
            return {
                dev_score: devScore,
                test_score: testScore,
                kind: 'direction',
                message: `B_dev ${moved(devGain)} (${trunkDevScore} -> ${devScore}) but B_test ${moved(testGain)} ` +
                    `(${testReference} -> ${testScore}): ${CAUSES}; investigate before trusting either`,
            };
        }
    }
    if (threshold !== null && Math.abs(devScore - testScore) > threshold) {
        return {
            dev_score: devScore,
            test_score: testScore,
            kind: 'gap',
            message: `B_dev ${devScore} and B_test ${testScore} differ by ${Math.abs(devScore - testScore)}, past --divergence-threshold ${threshold}: ${CAUSES}`,
        };
    }
    return null;
}

// EXTERNAL MODULE: ./src/eval/command.ts
var eval_command = __nccwpck_require__(8815);
// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 5 modules
var eval_isolation = __nccwpck_require__(4177);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./src/eval/capture.ts
/**
 * Holding an evaluation's output in bounded memory: whole lines for scoring and the live log, windows
 * of lines too long to hold, and a head + tail excerpt for the verdict. Output size is chosen by the
 * code under evaluation, so nothing here grows with it.
 */
/** How much of an overlong line is still shown in the live log. */
const OVERLONG_PREVIEW = 4096;
/** A terminal escape sequence (colours, cursor moves). */
// eslint-disable-next-line no-control-regex
const ESCAPE_SEQUENCE = /\x1b\[[0-9;?]*[A-Za-z]/g;
/** Output text as it may be shown: terminal escape sequences and other control characters removed. */
function printable(text) {
    return text.replace(ESCAPE_SEQUENCE, '').replace(/[\x00-\x1f\x7f]/g, ''); // eslint-disable-line no-control-regex
}
/**
 * Splits decoded text into lines. A line longer than `maxLength` is not kept whole: it is emitted with
 * `overlong` set as its first characters and a marker (for the live log), and, when a WindowSink is
 * given, handed to it in overlapping windows of `maxLength` characters as it arrives.
 */
class LineSplitter {
    maxLength;
    emit;
    windows;
    parts = [];
    held = 0;
    lineLength = 0;
    /** Where the held text starts in the current line once that line is overlong. */
    windowOffset = 0;
    preview = null;
    constructor(maxLength, emit, windows) {
        this.maxLength = maxLength;
        this.emit = emit;
        this.windows = windows;
    }
    push(text) {
        let start = 0;
        for (;;) {
            const newline = text.indexOf('\n', start);
            this.append(newline === -1 ? text.slice(start) : text.slice(start, newline));
            if (newline === -1)
                return;
            this.flush();
            start = newline + 1;
        }
    }
    /** Emits the last line when the output did not end with a line break. */
    end() {
        if (this.lineLength > 0)
            this.flush();
    }
    append(piece) {
        this.lineLength += piece.length;
        if (this.preview === null && this.lineLength <= this.maxLength) {
            this.parts.push(piece);
            this.held += piece.length;
            return;
        }
        if (this.preview === null) {
            this.preview = (this.parts.join('') + piece.slice(0, OVERLONG_PREVIEW)).slice(0, OVERLONG_PREVIEW);
        }
        if (!this.windows) {
            this.parts = [];
            this.held = 0;
            return;
        }
        this.parts.push(piece);
        this.held += piece.length;
        if (this.held <= this.maxLength)
            return;
        const text = this.parts.join('');
        const step = this.maxLength - this.windows.overlap;
        let start = 0;
        for (; text.length - start > this.maxLength; start += step) {
            this.windows.window(text.slice(start, start + this.maxLength), this.windowOffset, false);
            this.windowOffset += step;
        }
        this.parts = [text.slice(start)];
        this.held = text.length - start;
    }
    flush() {
        const text = this.parts.join('');
        const line = text.endsWith('\r') ? text.slice(0, -1) : text;
        if (this.preview !== null) {
            this.windows?.window(line, this.windowOffset, true);
            this.emit(`${this.preview} [... line of ${this.lineLength} characters cut ...]`, true);
        }
        else {
            this.emit(line, false);
        }
        this.parts = [];
        this.held = 0;
        this.lineLength = 0;
        this.windowOffset = 0;
        this.preview = null;
    }
}
/** The first `headBytes` and the last `tailBytes` of a byte stream, with a marker for what lies between. */
class HeadTailLog {
    headBytes;
    tailBytes;
    head = [];
    headLength = 0;
    tail = [];
    tailLength = 0;
    omitted = 0;
    constructor(headBytes, tailBytes) {
        this.headBytes = headBytes;
        this.tailBytes = tailBytes;
    }
    append(chunk) {
        let rest = chunk;
        if (this.headLength < this.headBytes) {
            const taken = rest.subarray(0, this.headBytes - this.headLength);
            this.head.push(Buffer.from(taken));
            this.headLength += taken.length;
            rest = rest.subarray(taken.length);
        }
        if (rest.length === 0)
            return;
        this.tail.push(Buffer.from(rest));
        this.tailLength += rest.length;
        for (let first = this.tail[0]; first && this.tailLength - first.length >= this.tailBytes; first = this.tail[0]) {
            this.tail.shift();
            this.tailLength -= first.length;
            this.omitted += first.length;
        }
    }
    text() {
        const tail = Buffer.concat(this.tail);
        const excess = Math.max(0, tail.length - this.tailBytes);
        const omitted = this.omitted + excess;
        const marker = omitted > 0 ? `\n[... ${omitted} bytes omitted ...]\n` : '';
        return Buffer.concat(this.head).toString('utf8') + marker + tail.subarray(excess).toString('utf8');
    }
}

;// CONCATENATED MODULE: ./src/eval/literal.ts
/**
 * A tolerant reader for the objects evaluators print: strict JSON, plus what Python emits that JSON.parse
 * rejects: json.dumps's bare NaN/Infinity/-Infinity and print(dict)'s single quotes, True/False/None,
 * nan/inf. Reading these matters for security, not only convenience: an evaluator's last `{"score": NaN}`
 * must be recognised as an object carrying a score (and yielding none), or an earlier fake object printed
 * by the code under evaluation would win.
 */
const literal_NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const literal_WORDS = [
    ['-Infinity', -Infinity],
    ['Infinity', Infinity],
    ['-inf', -Infinity],
    ['inf', Infinity],
    ['NaN', NaN],
    ['nan', NaN],
    ['true', true],
    ['True', true],
    ['false', false],
    ['False', false],
    ['null', null],
    ['None', null],
];
/** Deeper nesting than any result object needs; bounds the recursion on hostile input. */
const MAX_DEPTH = 64;
class Reader {
    text;
    pos = 0;
    depth = 0;
    constructor(text) {
        this.text = text;
    }
    parseAll() {
        const value = this.value();
        this.space();
        if (this.pos !== this.text.length)
            throw new SyntaxError('trailing text');
        return value;
    }
    space() {
        while (this.pos < this.text.length && /\s/.test(this.text[this.pos]))
            this.pos++;
    }
    value() {
        this.space();
        const char = this.text[this.pos];
        if (char === '{' || char === '[') {
            if (++this.depth > MAX_DEPTH)
                throw new SyntaxError('nested too deeply');
            const value = char === '{' ? this.object() : this.array();
            this.depth--;
            return value;
        }
        if (char === '"' || char === "'")
            return this.string(char);
        for (const [word, value] of literal_WORDS) {
            if (this.text.startsWith(word, this.pos) && !/\w/.test(this.text[this.pos + word.length] ?? '')) {
                this.pos += word.length;
                return value;
            }
        }
        literal_NUMBER.lastIndex = this.pos;
        const match = literal_NUMBER.exec(this.text);
        if (!match)
            throw new SyntaxError(`unexpected character at ${this.pos}`);
        this.pos += match[0].length;
        return Number(match[0]);
    }
    object() {
        const result = {};
        this.pos++;
        this.space();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return result;
        }
        for (;;) {
            this.space();
            const quote = this.text[this.pos];
            if (quote !== '"' && quote !== "'")
                throw new SyntaxError('expected a quoted key');
            const key = this.string(quote);
            this.space();
            if (this.text[this.pos] !== ':')
                throw new SyntaxError('expected ":"');
            this.pos++;
            result[key] = this.value();
            if (this.endOf('}'))
                return result;
        }
    }
    array() {
        const result = [];
        this.pos++;
        this.space();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return result;
        }
        for (;;) {
            result.push(this.value());
            if (this.endOf(']'))
                return result;
        }
    }
    /** After a member: true at the closing bracket, false after a comma. */
    endOf(close) {
        this.space();
        const char = this.text[this.pos];
        this.pos++;
        if (char === close)
            return true;
        if (char === ',')
            return false;
        throw new SyntaxError(`expected "," or "${close}"`);
    }
    string(quote) {
        let end = this.pos + 1;
        while (end < this.text.length && this.text[end] !== quote)
            end += this.text[end] === '\\' ? 2 : 1;
        if (end >= this.text.length)
            throw new SyntaxError('unterminated string');
        const body = this.text.slice(this.pos + 1, end);
        this.pos = end + 1;
        if (quote === '"')
            return JSON.parse(`"${body}"`);
        // Python's repr escapes: only the characters that matter for reading keys are resolved.
        return body.replace(/\\(.)/g, '$1');
    }
}
/** The object `text` denotes, or undefined when it is not an object in one of the accepted syntaxes. */
function parseObjectLiteral(text) {
    try {
        const value = new Reader(text).parseAll();
        return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/eval/score.ts
/**
 * Score extraction (docs/architecture.md "Score extraction"), pure. The output (stdout and stderr as one
 * stream) is fed one line at a time, and lines too long to hold in overlapping windows, so the runner
 * never holds it whole; `extractScore` over a whole text gives the same answer.
 *
 * The key decides first, then the position:
 * - The key is `--score-key` when given, else the first key of SCORE_KEYS (Arbor's order) that occurs
 *   anywhere in the output, as a member of a JSON object (a whole line, or an inline `{...}` without
 *   nested braces; Python's print(dict) too, see literal.ts) or as text `key: number` / `key=number`.
 * - Of that key, the LAST occurrence decides: the code under evaluation runs before the evaluator
 *   prints, so taking the first (as Arbor does) would let a branch print a fake score ahead of it.
 * - What decides DECIDES, even when its value is NaN, infinite, null or not a number (text `nan`,
 *   `inf`, `none`, `null`): then there is no score, never a fallback to an earlier value or another key.
 * - A key glued to the text before it (`xaccuracy: 0.4`, `val_accuracy: 0.4`) may be the evaluator's
 *   line run into an unterminated fragment printed by the branch, or another key: the gate cannot tell.
 *   So when the deciding occurrence is glued, or a glued occurrence of a higher-ranked key comes after
 *   it, there is no score. A quoted key (`"val_accuracy": 1`) is whole and is simply another key.
 * - The one weakness, documented in README.md: an evaluator that prints only a lower-ranked key while
 *   the branch prints a higher one (`score:`) is judged on the branch's. Pinning --score-key closes it;
 *   a warning says so whenever the key was not pinned and the output carries more than one key.
 * - Like Arbor, `accuracy`/`acc` in [0,1] from a JSON object (or a quoted key) are scaled to percent;
 *   text `accuracy: 0.9` is not (Arbor records it as printed). With --score-key nothing is scaled: the
 *   user named the number they want. JSON keys are matched exactly, text keys case-insensitively.
 * - --score-regex replaces the key rule: the last match's first group decides; a line too long to
 *   hold after that match means the gate cannot tell whether it holds a later one: no score.
 * - A text occurrence is at most SEPARATOR_SPACE spaces around its `:` or `=`, and its number must end
 *   at a non-word character (`0.99score: 0.4` is no `0.99`): so a key glued to an earlier value is
 *   still seen, glued.
 */



/** Score keys in Arbor's order, when --score-key is not given. */
const SCORE_KEYS = [
    'score',
    'primary_score',
    'accuracy',
    'acc',
    'val_bpb',
    'f1',
    'loss',
    'rmse',
    'mae',
];
/** Keys whose JSON values in [0,1] Arbor records as percent. */
const PERCENT_KEYS = new Set(['accuracy', 'acc']);
/** Lines longer than this (in characters) are scanned in windows instead of whole. */
const MAX_SCORED_LINE_LENGTH = 1024 * 1024;
/** Windows of one overlong line share this many characters; each owns the key positions in its middle. */
const WINDOW_OVERLAP = 8192;
const REACH = WINDOW_OVERLAP / 2;
/** Spaces allowed on each side of a text occurrence's `:` or `=`. */
const SEPARATOR_SPACE = 64;
/** Characters of the deciding line shown before and after the key. */
const SHOWN_BEFORE = 60;
const SHOWN_AFTER = 100;
const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** A value as a number; NaN when it holds none (null, a word, an object). */
function numberOf(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()))
        return Number(value.trim());
    return NaN;
}
function lookup(object, path) {
    if (Object.hasOwn(object, path))
        return { found: true, value: object[path] };
    let current = object;
    for (const part of path.split('.')) {
        if (current === null || typeof current !== 'object' || Array.isArray(current))
            return { found: false };
        if (!Object.hasOwn(current, part))
            return { found: false };
        current = current[part];
    }
    return { found: true, value: current };
}
function scaled(value, key, pinned) {
    return pinned === undefined && PERCENT_KEYS.has(key) && value >= 0 && value <= 1 ? value * 100 : value;
}
/** The occurrences an object carries: at --score-key, else every score key it has. */
function membersOf(object, pinned, at) {
    const occurrence = (key, value) => ({
        key,
        value,
        source: 'json',
        glued: false,
        at,
        cut: false,
        lineNumber: 0,
        segment: '',
        seq: 0,
    });
    if (pinned !== undefined) {
        const { found, value } = lookup(object, pinned);
        return found ? [occurrence(pinned, numberOf(value))] : [];
    }
    return SCORE_KEYS.filter((key) => Object.hasOwn(object, key)).map((key) => occurrence(key, scaled(numberOf(object[key]), key, pinned)));
}
/** The objects in a text, in order: the whole (trimmed) line when it is one, else each `{...}` without nested braces. */
function objectsIn(text, wholeLine) {
    if (!text.includes('{'))
        return [];
    if (wholeLine) {
        const start = text.length - text.trimStart().length;
        const trimmed = text.trim();
        if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
            const object = parseObjectLiteral(trimmed);
            if (object)
                return [{ object, start, end: start + trimmed.length }];
        }
    }
    const objects = [];
    for (const match of text.matchAll(/\{[^{}]*\}/g)) {
        const object = parseObjectLiteral(match[0]);
        if (object)
            objects.push({ object, start: match.index, end: match.index + match[0].length });
    }
    return objects;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** A number (ending where a word would not go on: `0.99score` is no number, `0.5.` is 0.5), or a word for none. */
const TEXT_VALUE = String.raw `([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?!\w|\.\d)|[-+]?(?:nan|inf(?:inity)?)(?!\w)|(?:none|null)(?!\w))`;
/**
 * `key: value` or `key=value`, case-insensitive, anywhere (what comes before the key is looked at
 * afterwards, see occurrencesIn): groups are the key, its closing quote and the value.
 */
function textPattern(keys) {
    const names = keys.map(escapeRegExp).join('|');
    const space = `\\s{0,${SEPARATOR_SPACE}}`;
    return new RegExp(String.raw `(${names})(?!\w)(['"]?)${space}[:=]${space}['"]?${TEXT_VALUE}`, 'gi');
}
const WORD_CHAR = /\w/;
/** Where the word that ends at `at` starts (`at` itself when the character before is no word character). */
function wordStart(text, at) {
    let start = at;
    while (start > 0 && WORD_CHAR.test(text[start - 1]))
        start--;
    return start;
}
/** Terminal escape sequences (colours) blanked out, so that `\x1b[1mscore: 1` is no glued key. */
function withoutEscapes(text) {
    return text.includes('\x1b')
        ? text.replace(ESCAPE_SEQUENCE, (sequence) => ' '.repeat(sequence.length))
        : text;
}
/** The occurrences in a line or window, in order; text inside a parsed object is read as the object. */
function occurrencesIn(raw, rules, span) {
    const text = withoutEscapes(raw);
    const owns = (at) => at >= span.from && at < span.to;
    const objects = objectsIn(text, span.wholeLine).filter((o) => owns(o.start));
    const found = objects.flatMap(({ object, start }) => membersOf(object, rules.pinned, start));
    let next = 0;
    for (const match of text.matchAll(rules.text)) {
        const [, name = '', close = '', value] = match;
        const at = match.index;
        while (next < objects.length && objects[next].end <= at)
            next++;
        const inObject = next < objects.length && objects[next].start <= at;
        if (!owns(at) || inObject)
            continue;
        const start = wordStart(text, at);
        // A whole quoted word such as "val_accuracy" is another key, not one glued to a fragment.
        if (start < at && close !== '' && (text[start - 1] === '"' || text[start - 1] === "'"))
            continue;
        const key = rules.pinned ?? name.toLowerCase();
        const cut = span.more && at + match[0].length >= text.length;
        const quoted = close !== '';
        found.push({
            key,
            value: cut ? NaN : quoted ? scaled(numberOf(value), key, rules.pinned) : numberOf(value),
            source: quoted ? 'json' : 'text',
            glued: start < at,
            at,
            cut,
            lineNumber: 0,
            segment: '',
            seq: 0,
        });
    }
    // Text occurrences come in order; objects' members are merged in by position.
    return objects.length === 0 ? found : found.sort((a, b) => a.at - b.at);
}
/** The deciding line as it may be shown: around the key, control characters removed. */
function shownText(text, at) {
    const start = Math.max(0, at - SHOWN_BEFORE);
    const end = Math.min(text.length, at + SHOWN_AFTER);
    return `${start > 0 ? '...' : ''}${printable(text.slice(start, end))}${end < text.length ? '...' : ''}`;
}
/**
 * Compiles --score-regex; a UserError names the setting (`label`: the flag, the Action input or the
 * meta field that gave it) unless it is valid with exactly one capture group.
 */
function compileScoreRegex(source, label = '--score-regex') {
    let regex;
    try {
        regex = new RegExp(source, 'g');
    }
    catch (error) {
        throw new errors/* UserError */.yo(`${label}: ${JSON.stringify(source)} is not a valid regular expression: ${error.message}`);
    }
    // An alternative that matches the empty string reveals the group count without knowing the syntax.
    const groups = new RegExp(`${source}|`).exec('').length - 1;
    if (groups !== 1) {
        throw new errors/* UserError */.yo(`${label}: expected exactly one capture group, found ${groups} in ${JSON.stringify(source)}`);
    }
    return regex;
}
function lineOf(occurrence) {
    return { number: occurrence.lineNumber, text: shownText(occurrence.segment, occurrence.at) };
}
function noScore(detail, warnings = []) {
    return { score: null, source: null, key: null, line: null, detail, warnings };
}
/** The reading of the occurrence that decides; `where` names it in the detail, `how` how it was read. */
function decided(occurrence, where, how, warnings = []) {
    const { key, value, source, line } = occurrence;
    const reading = { source, key, line, warnings };
    if (Number.isFinite(value))
        return { ...reading, score: value, detail: `${where}: "${key}" ${how}` };
    const why = occurrence.cut
        ? `"${key}" with a value too long to read whole`
        : `"${key}" = ${String(value)}, which is no score`;
    return { ...reading, score: null, detail: `${where} has ${why} (earlier values are not used)` };
}
function lineName(occurrence) {
    return `line ${occurrence.lineNumber}`;
}
function cannotTell(occurrence, warnings) {
    return {
        score: null,
        source: occurrence.source,
        key: occurrence.key,
        line: lineOf(occurrence),
        warnings,
        detail: `the "${occurrence.key}" on ${lineName(occurrence)} is glued to the text before it, so the gate cannot ` +
            `tell whether it is the evaluator's result or another key (earlier values are not used); ` +
            `pin --score-key or --score-regex to the key your evaluator prints`,
    };
}
/** The scanner for the key rule (SCORE_KEYS, or --score-key). */
function keyScanner(pinned) {
    const rules = { pinned, text: textPattern(pinned === undefined ? SCORE_KEYS : [pinned]) };
    const last = new Map();
    const lastGlued = new Map();
    /** Keys seen whole (not glued): they compete for the decision. */
    const seen = new Set();
    let seq = 0;
    let lineNumber = 0;
    function scan(text, span) {
        for (const occurrence of occurrencesIn(text, rules, span)) {
            occurrence.lineNumber = lineNumber;
            occurrence.segment = text;
            occurrence.seq = ++seq;
            last.set(occurrence.key, occurrence);
            if (occurrence.glued)
                lastGlued.set(occurrence.key, occurrence);
            else
                seen.add(occurrence.key);
        }
    }
    function warnings() {
        if (pinned !== undefined || seen.size < 2)
            return [];
        const keys = SCORE_KEYS.filter((key) => seen.has(key));
        return [
            `the output carries several score keys (${keys.join(', ')}); "${keys[0]}" decided by Arbor's order: ` +
                'if the evaluator prints its result under another key, pin it with --score-key',
        ];
    }
    function result() {
        const warned = warnings();
        const key = pinned ?? SCORE_KEYS.find((name) => seen.has(name));
        const deciding = key === undefined ? undefined : last.get(key);
        if (key === undefined || !deciding) {
            const glued = SCORE_KEYS.map((name) => lastGlued.get(name)).find((o) => o !== undefined);
            if (glued && pinned === undefined)
                return cannotTell(glued, warned);
            const keys = pinned ?? SCORE_KEYS.join('|');
            return noScore(`the output has no JSON object with a score key and no "${keys}: <number>" text`);
        }
        if (deciding.glued)
            return cannotTell(deciding, warned);
        // A glued higher-ranked key after the decision may be the evaluator's result run into a fragment.
        const rank = pinned === undefined ? SCORE_KEYS.indexOf(key) : 0;
        const later = SCORE_KEYS.slice(0, rank)
            .map((name) => lastGlued.get(name))
            .find((o) => o !== undefined && o.seq > deciding.seq);
        if (later)
            return cannotTell(later, warned);
        const how = deciding.source === 'json' ? 'in a JSON object' : 'as "key: <number>" text';
        return decided({ ...deciding, line: lineOf(deciding) }, lineName(deciding), `${how}, its last occurrence in the output`, warned);
    }
    return {
        feed(line) {
            lineNumber++;
            scan(line, { from: 0, to: line.length, wholeLine: true, more: false });
        },
        window(text, offset, isLast) {
            if (offset === 0)
                lineNumber++;
            const from = offset === 0 ? 0 : REACH;
            scan(text, { from, to: isLast ? text.length : text.length - REACH, wholeLine: false, more: !isLast });
        },
        result,
    };
}
/** The scanner for --score-regex: the last match decides. */
function regexScanner(regex) {
    let lineNumber = 0;
    let lastMatch;
    let overlong;
    let seq = 0;
    return {
        feed(line) {
            lineNumber++;
            for (const match of line.matchAll(regex)) {
                const value = numberOf(match[1]?.trim());
                lastMatch = { value, line: { number: lineNumber, text: shownText(line, match.index) }, seq: ++seq };
            }
        },
        window(_text, offset) {
            if (offset !== 0)
                return;
            lineNumber++;
            overlong = { number: lineNumber, seq: ++seq };
        },
        result() {
            if (overlong && (!lastMatch || overlong.seq > lastMatch.seq)) {
                return noScore(`line ${overlong.number} is longer than ${MAX_SCORED_LINE_LENGTH} characters, too long for --score-regex ` +
                    'to read whole, so the gate cannot tell whether it holds a later match (earlier values are not used)');
            }
            if (!lastMatch)
                return noScore('no output line matched --score-regex');
            const occurrence = { ...lastMatch, key: '--score-regex', source: 'regex', cut: false };
            return decided(occurrence, `line ${lastMatch.line.number}`, 'matched, the last match in the output');
        },
    };
}
/** A scanner for the output rules: the key rule, or --score-regex in its place. */
function createScoreScanner(options) {
    return options.regex === undefined
        ? keyScanner(options.key)
        : regexScanner(compileScoreRegex(options.regex));
}
/** A splitter that feeds a scanner: whole lines, and overlong lines in windows. */
function scoringSplitter(scanner, onLine = () => undefined) {
    return new LineSplitter(MAX_SCORED_LINE_LENGTH, (line, overlong) => {
        if (!overlong)
            scanner.feed(line);
        onLine(line, overlong);
    }, { overlap: WINDOW_OVERLAP, window: (text, offset, last) => scanner.window(text, offset, last) });
}
/** The output rules over a whole output text; equal to streaming it through scoringSplitter. */
function extractScore(output, options) {
    const scanner = createScoreScanner(options);
    const splitter = scoringSplitter(scanner);
    splitter.push(output);
    splitter.end();
    return scanner.result();
}
/** The score in a --score-file's text; source null when it is not an object or carries no score key. */
function scoreFromFileText(text, scoreKey, file) {
    const object = parseObjectLiteral(text.trim());
    if (!object)
        return noScore(`score file ${file} is not a JSON object`);
    const found = membersOf(object, scoreKey, 0)[0];
    if (!found)
        return noScore(`score file ${file} has no score key`);
    const line = { number: null, text: `score file ${file}` };
    return decided({ ...found, source: 'file', line }, `score file ${file}`, 'read');
}

;// CONCATENATED MODULE: ./src/eval/attempt-output.ts






const LOG_HEAD_BYTES = 16 * 1024;
const LOG_TAIL_BYTES = 48 * 1024;
const CUT_MARKER = Buffer.from('\n[arbor-gate: the evaluated command had exited; the output below came after it and is not scored]\n');
/** Output that suggests a failure worth retrying (rate limits, network trouble, overloaded services). */
const TRANSIENT_MARKER = /\b429\b|rate[ _-]?limit|too many requests|timeout|timed out|temporarily unavailable|connection (?:reset|aborted)|service unavailable/i;
function isTransientOutput(line) {
    return TRANSIENT_MARKER.test(line);
}
class AttemptOutput {
    file;
    logPath;
    /** A line before the cut showed a transient marker. */
    transient = false;
    bytes = 0;
    lastOutputAt = performance.now();
    isCut = false;
    marked = false;
    closed = false;
    fileError = null;
    waitingForDisk = new Set();
    excerpt = new HeadTailLog(LOG_HEAD_BYTES, LOG_TAIL_BYTES);
    decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
    splitter;
    closedPromise = Promise.resolve(true);
    constructor(file, logPath, scanner, onLine) {
        this.file = file;
        this.logPath = logPath;
        this.splitter = scoringSplitter(scanner, (line) => {
            if (isTransientOutput(line))
                this.transient = true;
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
    static async open(logPath, scanner, onLine) {
        try {
            return new AttemptOutput((await (0,promises_.open)(logPath, 'w', 0o600)).createWriteStream(), logPath, scanner, onLine);
        }
        catch (error) {
            throw new errors/* InfraError */.Ri(`could not write the evaluation log ${logPath}: ${error.message}`);
        }
    }
    /** Reads the command's output pipe. */
    attach(stream) {
        stream.on('data', (chunk) => {
            this.bytes += chunk.length;
            this.lastOutputAt = performance.now();
            if (this.isCut && !this.marked) {
                this.marked = true;
                this.write(CUT_MARKER, stream);
            }
            this.write(chunk, stream);
            if (!this.isCut)
                this.splitter.push(this.decoder.write(chunk));
        });
        stream.on('error', () => undefined);
        this.closedPromise = new Promise((resolve) => stream.once('close', () => resolve(true)));
        void this.closedPromise.then(() => (this.closed = true));
    }
    /**
     * Reads until a whole interval passed without output, once the group is frozen (only a process that
     * left it can still write); false when output kept arriving for `maxMs`.
     */
    async settle(intervalMs, maxMs) {
        const deadline = performance.now() + maxMs;
        for (let seen = -1;;) {
            if (this.closed)
                return true;
            if (this.bytes === seen && this.waitingForDisk.size === 0)
                return true;
            if (performance.now() >= deadline)
                return false;
            seen = this.bytes;
            await (0,external_node_timers_promises_.setTimeout)(intervalMs);
            // One more turn of the event loop after the timer, so that what is in the pipe has been read.
            await new Promise((resolve) => setImmediate(resolve));
        }
    }
    /** Ends scoring: the line in progress is scanned as the last one; later output is only logged. */
    cut() {
        if (this.isCut)
            return;
        this.isCut = true;
        this.splitter.push(this.decoder.end());
        this.splitter.end();
    }
    /** Reads what is left until the pipe closes or stays quiet for `idleMs`, for at most `maxMs`. */
    async drain(idleMs, maxMs) {
        for (const deadline = performance.now() + maxMs; performance.now() < deadline;) {
            if (await Promise.race([this.closedPromise, (0,external_node_timers_promises_.setTimeout)(idleMs, false)]))
                return;
            if (this.waitingForDisk.size === 0 && performance.now() - this.lastOutputAt >= idleMs)
                return;
        }
    }
    /** Closes the log file; an InfraError when it could not be written. */
    async close() {
        const fail = (error) => {
            throw new errors/* InfraError */.Ri(`could not write the evaluation log ${this.logPath}: ${error.message}`);
        };
        if (this.fileError) {
            this.file.destroy();
            fail(this.fileError);
        }
        await new Promise((resolve, reject) => {
            this.file.once('error', reject);
            this.file.end(resolve);
        }).catch(fail);
    }
    /** Closes the log file without waiting, when the attempt could not start. */
    discard() {
        this.file.destroy();
    }
    /** The bounded head + tail of the output, for the verdict. */
    text() {
        return this.excerpt.text();
    }
    write(chunk, stream) {
        this.excerpt.append(chunk);
        if (!this.fileError && !this.file.write(chunk)) {
            stream.pause();
            this.waitingForDisk.add(stream);
        }
    }
    resumeAll() {
        for (const stream of this.waitingForDisk)
            stream.resume();
        this.waitingForDisk.clear();
    }
}

;// CONCATENATED MODULE: ./src/eval/process-group.ts
/** Signalling and ending the process group an evaluation runs in. */


const POLL_MS = 20;
/** Sends `signal` to every process of the group; false when the group has no process left. */
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch {
        return false;
    }
}
/** State and process group from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
function statFields(stat) {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, , pgrp] = fields;
    return state === undefined || pgrp === undefined ? null : { state, pgrp: Number(pgrp) };
}
/**
 * Whether a process of the group is still running. A killed process whose parent died stays a zombie
 * until PID 1 reaps it, and some container inits never do; a zombie still counts for kill(-pgid, 0), so
 * on Linux the group is read from /proc and zombies are not counted.
 */
async function groupIsRunning(pgid) {
    if (!signalGroup(pgid, 0))
        return false;
    const pids = await (0,promises_.readdir)('/proc').catch(() => null);
    if (!pids)
        return true;
    const stats = await Promise.all(pids
        .filter((name) => /^\d+$/.test(name))
        .map((pid) => (0,promises_.readFile)(`/proc/${pid}/stat`, 'utf8').catch(() => '')));
    return stats.some((stat) => {
        const fields = stat ? statFields(stat) : null;
        return fields !== null && fields.pgrp === pgid && fields.state !== 'Z' && fields.state !== 'X';
    });
}
/**
 * Ends every process left in the group: TERM, then KILL when some still run after `graceMs`. A group
 * the runner froze (SIGSTOP) is continued after the TERM, so that its processes can act on it.
 */
async function endGroup(pgid, graceMs) {
    if (!(await groupIsRunning(pgid)))
        return;
    signalGroup(pgid, 'SIGTERM');
    signalGroup(pgid, 'SIGCONT');
    for (let waited = 0; waited < graceMs; waited += POLL_MS) {
        await (0,external_node_timers_promises_.setTimeout)(POLL_MS);
        if (!(await groupIsRunning(pgid)))
            return;
    }
    signalGroup(pgid, 'SIGKILL');
}

// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __nccwpck_require__(4964);
;// CONCATENATED MODULE: ./src/eval/score-file.ts
/**
 * The --score-file adapter. The file lives in the worktree, which the branch under evaluation controls:
 * it may have committed the file (a stale or fake score), or a symlink in its place or in a parent folder
 * pointing anywhere, or leave a process behind that rewrites it once the evaluator is done. So the file
 * is removed before each attempt, read only when it really lies inside the worktree, read while what is
 * left of the command's process group is frozen, and read again once that group was ended: a file that
 * changed in between decides, as no score.
 */





/** Score files larger than this are not read. */
const MAX_SCORE_FILE_BYTES = 1024 * 1024;
/** Strictly below `folder`: the score file can be neither the worktree itself nor outside it. */
function isInside(folder, path) {
    return path !== folder && (0,paths/* isWithin */.U)(folder, path);
}
/** The absolute path of --score-file; a UserError unless it is a relative path inside `cwd`. */
function resolveScoreFilePath(cwd, file) {
    if ((0,external_node_path_.isAbsolute)(file) || file.includes('\0') || !isInside(cwd, (0,external_node_path_.resolve)(cwd, file))) {
        throw new errors/* UserError */.yo(`--score-file: ${JSON.stringify(file)} must be a path relative to the evaluation folder and inside it`);
    }
    return (0,external_node_path_.resolve)(cwd, file);
}
/** The real location of `path` when its parent folder really lies inside `cwd`, else null. */
async function realLocation(cwd, path) {
    try {
        const [realCwd, realParent] = await Promise.all([(0,promises_.realpath)(cwd), (0,promises_.realpath)((0,external_node_path_.dirname)(path))]);
        return isInside(realCwd, realParent) || realParent === realCwd ? (0,external_node_path_.join)(realParent, (0,external_node_path_.basename)(path)) : null;
    }
    catch {
        return null;
    }
}
/** Removes a score file left in the worktree (a symlink is removed, not followed). */
async function removeScoreFile(cwd, path) {
    const location = await realLocation(cwd, path);
    if (location)
        await (0,promises_.rm)(location, { force: true, recursive: true });
}
/**
 * Looks at the score file: missing, refused (points outside the worktree, not a regular file, too
 * large), or its text with what identifies that version of it (inode, size, change times).
 */
async function snapshotScoreFile(cwd, path) {
    const location = await realLocation(cwd, path);
    const stats = location ? await (0,promises_.lstat)(location).catch(() => null) : null;
    if (!location || !stats)
        return { kind: 'missing' };
    let target = location;
    if (stats.isSymbolicLink()) {
        target = await (0,promises_.realpath)(location).catch(() => '');
        if (!target || !isInside(await (0,promises_.realpath)(cwd), target))
            return { kind: 'refused', why: 'is a symlink that leads outside the worktree or nowhere' };
    }
    const targetStats = await (0,promises_.lstat)(target, { bigint: true }).catch(() => null);
    if (!targetStats)
        return { kind: 'missing' };
    if (!targetStats.isFile())
        return { kind: 'refused', why: 'is not a regular file' };
    if (targetStats.size > MAX_SCORE_FILE_BYTES)
        return { kind: 'refused', why: `is larger than ${MAX_SCORE_FILE_BYTES} bytes` };
    const text = await (0,promises_.readFile)(target, 'utf8').catch(() => null);
    if (text === null)
        return { kind: 'missing' };
    const { ino, size, mtimeNs, ctimeNs } = targetStats;
    return { kind: 'file', text, identity: `${target}:${ino}:${size}:${mtimeNs}:${ctimeNs}` };
}
/**
 * The score a snapshot holds. A missing file, or one without a score key, leaves the decision to the
 * output (source null); a refused file decides: no score.
 */
function scoreFromSnapshot(snapshot, scoreKey, file) {
    const reading = { score: null, key: null, line: null, warnings: [] };
    switch (snapshot.kind) {
        case 'missing':
            return { ...reading, source: null, detail: `no score file ${file}` };
        case 'refused':
            return { ...reading, source: 'file', detail: `score file ${file} ${snapshot.why}` };
        case 'file':
            return scoreFromFileText(snapshot.text, scoreKey, file);
    }
}
function sameSnapshot(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}

// EXTERNAL MODULE: ./src/eval/types.ts
var types = __nccwpck_require__(687);
;// CONCATENATED MODULE: ./src/eval/runner.ts
/**
 * Runs the evaluation command (docs/architecture.md "The merge procedure", steps 4-6): one process group
 * per attempt, timeout with SIGTERM then SIGKILL to the whole group, output streamed line by line and
 * kept bounded, retries with capped exponential backoff, repeats averaged.
 *
 * Process lifetime: the command runs as `sh -c` in its own process group (detached), stderr and stdout
 * on one pipe. When its main process exits, what is left of the group is frozen at once (SIGSTOP), the
 * pipe is read until it is quiet, and that is where the scored output ends: a background process that
 * prints (or rewrites the score file) later, for instance when the gate ends the group and it traps
 * SIGTERM, does not count. The score file is read while the group is frozen, and read again after the
 * group was ended (TERM, then KILL after the grace period): if it changed, there is no score.
 * An isolated evaluation's launcher (src/eval/isolation) also ends every process of its account as
 * soon as the main process exited, before the score file is read.
 *
 * Not closed: output written in the instant between the main process's exit and the freeze (a process
 * that watches for the exit and prints at once) still counts, and a process that called setsid() or
 * setpgid() left the group: it is out of reach of the freeze and of the group's signals, may outlive
 * the attempt when unisolated (isolated, the launcher ends it), and output it keeps
 * writing past the settle time means no score, since the gate cannot tell where the exit was.
 */











/**
 * Once the group is frozen, the pipe is read until no output came for SETTLE_MS (and a turn of the event
 * loop), for at most SETTLE_MAX_MS; only a process that escaped the group can still write then. 200 ms,
 * not less: on a loaded machine a process that writes without pause can wait that long for a CPU, and
 * must not look quiet (50 ms let an unisolated setsid escape's score through under load 7 on 2 CPUs).
 */
const SETTLE_MS = 200;
const SETTLE_MAX_MS = 5000;
/**
 * After the rest of the group was ended, the pipe is read for the log until it closes, or until no data
 * came for DRAIN_IDLE_MS, and for at most DRAIN_MAX_MS: only a process that escaped the group (setsid)
 * can still hold it open.
 */
const DRAIN_IDLE_MS = 200;
const DRAIN_MAX_MS = 5000;
/** Delay before retry number `retry` (1-based): capped exponential; jitter takes up to 25% off. */
function backoffDelayMs(retry, policy, random = Math.random) {
    const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
    return policy.jitter ? Math.round(capped * (1 - 0.25 * random())) : capped;
}
/** Why an attempt gave no score, or null when it did. */
function failureOf(outcome, timeoutMs) {
    const { attempt, reading, transient } = outcome;
    if (attempt.score !== null)
        return null;
    if (outcome.aborted)
        return { code: 'eval_failed', message: 'evaluation was aborted', retryable: false };
    if (attempt.timed_out) {
        return {
            code: 'eval_failed',
            message: `evaluation timed out after ${timeoutMs / 1000}s`,
            retryable: true,
        };
    }
    if (attempt.signal !== null) {
        return { code: 'eval_failed', message: `evaluation was killed by ${attempt.signal}`, retryable: true };
    }
    if (attempt.exit_code !== 0) {
        return {
            code: 'eval_failed',
            message: `evaluation exited with code ${attempt.exit_code}`,
            retryable: transient,
        };
    }
    return {
        code: 'no_score',
        message: `evaluation exited 0 but gave no finite score: ${reading?.detail ?? 'nothing read'}`,
        retryable: transient,
    };
}
/** The command line that runs `command` with stderr dup'ed onto stdout (one pipe, in the order written). */
const ONE_STREAM_ARGV = (command) => [
    'sh',
    '-c',
    'exec 2>&1; exec sh -c "$1"',
    'sh',
    command,
];
/**
 * Starts the evaluation command, the one place a command is started: in its own process group
 * (detached), stdin closed, and stderr dup'ed onto stdout, so the two are one pipe read in the order
 * written, as Arbor reads them. The outer shell only redirects and execs: the command runs as the same
 * process (same pid and group), and it is passed as an argument, never pasted into shell text. An
 * isolation launcher wraps that command line (another user, namespaces); without one it runs as is.
 */
function spawnEvaluation(command, cwd, env, launcher) {
    const argv = ONE_STREAM_ARGV(command);
    const launch = launcher?.launch(argv, env) ?? { file: argv[0], args: argv.slice(1), env };
    return (0,external_node_child_process_.spawn)(launch.file, launch.args, {
        cwd,
        env: launch.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'ignore'],
    });
}
/** The judged reading of an attempt that exited 0. */
function readingOf(scanner, settled, file) {
    const none = { score: null, key: null, line: null, warnings: [] };
    if (!settled) {
        return {
            ...none,
            source: null,
            detail: `output kept arriving for ${SETTLE_MAX_MS / 1000}s after the evaluated command exited, from a process ` +
                'outside its process group, so the gate cannot tell which output came before the exit',
        };
    }
    if (file) {
        if (!sameSnapshot(file.atExit, file.afterEnd)) {
            return {
                ...none,
                source: 'file',
                detail: `score file ${file.name} changed after the evaluated command exited (it is not used)`,
            };
        }
        const fromFile = scoreFromSnapshot(file.atExit, file.key, file.name);
        if (fromFile.source)
            return fromFile;
    }
    return scanner.result();
}
async function runAttempt(n, req, env, scoreFile) {
    if (scoreFile)
        await removeScoreFile(req.cwd, scoreFile);
    const scanner = createScoreScanner(req.score);
    const onLine = req.onLine;
    const output = await AttemptOutput.open((0,external_node_path_.join)(req.logDir, `attempt-${n}.log`), scanner, onLine && ((line) => onLine(line, n)));
    let timedOut = false;
    let aborted = false;
    const started = performance.now();
    const child = spawnEvaluation(req.command, req.cwd, env, req.launcher);
    output.attach(child.stdout);
    const exited = new Promise((resolve, reject) => {
        child.once('exit', (code, signal) => {
            // Freeze what is left of the group at once: from here on, nothing it prints or writes counts.
            if (child.pid !== undefined)
                signalGroup(child.pid, 'SIGSTOP');
            resolve({ code, signal });
        });
        child.once('error', reject);
    });
    let killTimer;
    const terminate = () => {
        if (child.pid === undefined || killTimer)
            return;
        signalGroup(child.pid, 'SIGTERM');
        killTimer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), req.killGraceMs);
    };
    const timer = setTimeout(() => {
        timedOut = true;
        terminate();
    }, req.timeoutMs);
    const onAbort = () => {
        aborted = true;
        terminate();
    };
    req.signal?.addEventListener('abort', onAbort, { once: true });
    if (req.signal?.aborted)
        onAbort();
    let exit;
    try {
        exit = await exited;
    }
    catch (error) {
        output.discard();
        throw new errors/* InfraError */.Ri(`could not start the evaluation in ${req.cwd}: ${error.message}`);
    }
    finally {
        clearTimeout(timer);
        clearTimeout(killTimer);
        req.signal?.removeEventListener('abort', onAbort);
    }
    const duration = performance.now() - started;
    // Isolated: nothing of the evaluation's account outlives its main process (a setsid escape included).
    await req.launcher?.endAll();
    const settled = await output.settle(SETTLE_MS, SETTLE_MAX_MS);
    output.cut();
    const atExit = scoreFile ? await snapshotScoreFile(req.cwd, scoreFile) : null;
    await endGroup(child.pid, req.killGraceMs);
    await output.drain(DRAIN_IDLE_MS, DRAIN_MAX_MS);
    child.stdout.destroy();
    await output.close();
    let reading = null;
    if (!timedOut && !aborted && exit.code === 0) {
        const file = scoreFile && atExit
            ? {
                name: req.score.file,
                key: req.score.key,
                atExit,
                afterEnd: await snapshotScoreFile(req.cwd, scoreFile),
            }
            : null;
        reading = readingOf(scanner, settled, file);
    }
    return {
        attempt: {
            n,
            exit_code: exit.code,
            signal: exit.signal,
            timed_out: timedOut,
            duration_s: Math.round(duration) / 1000,
            score: reading?.score ?? null,
            ...(reading?.key ? { score_key: reading.key, score_line: reading.line?.number ?? null } : {}),
            log: output.text(),
            log_path: output.logPath,
        },
        reading,
        transient: output.transient,
        aborted,
    };
}
/** Waits `ms`, returning early when the signal aborts. */
async function sleepUnlessAborted(ms, signal) {
    await (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }).catch(() => undefined);
}
function checkRequest(req) {
    if (!Number.isInteger(req.repeats) || req.repeats < 1) {
        throw new errors/* UserError */.yo(`--eval-repeats: expected a whole number of at least 1, got ${req.repeats}`);
    }
    if (!Number.isInteger(req.retry.retries) || req.retry.retries < 0) {
        throw new errors/* UserError */.yo(`eval_retries: expected a whole number of at least 0, got ${req.retry.retries}`);
    }
    if (req.command.includes('\0'))
        throw new errors/* UserError */.yo('eval command: contains a NUL byte');
    if (!(req.timeoutMs > 0 && req.timeoutMs <= types/* MAX_TIMEOUT_MS */.m)) {
        throw new errors/* UserError */.yo(`eval_timeout: expected a positive duration of at most ${types/* MAX_TIMEOUT_MS */.m} ms (about 24.8 days), got ${req.timeoutMs} ms`);
    }
    createScoreScanner(req.score);
}
/**
 * Evaluates until `repeats` attempts gave a finite score (score = their mean), retrying each run up to
 * `retry.retries` times, or until a failure that is not retried. Every attempt's full output is in
 * `logDir/attempt-<n>.log`. Throws UserError for bad options, InfraError when the command cannot start
 * or the log cannot be written; an evaluation that fails is a result, not an exception.
 */
async function runEvaluation(req) {
    checkRequest(req);
    const scoreFile = req.score.file === undefined ? null : resolveScoreFilePath(req.cwd, req.score.file);
    await (0,promises_.mkdir)(req.logDir, { recursive: true }).catch((error) => {
        throw new errors/* InfraError */.Ri(`could not create the evaluation log folder ${req.logDir}: ${error.message}`);
    });
    const env = (0,eval_command/* evalEnvironment */.y)(req.env ?? process.env, req.extraEnv);
    const sleep = req.sleep ?? ((ms) => sleepUnlessAborted(ms, req.signal));
    const maxTries = req.retry.retries + 1;
    const attempts = [];
    const scores = [];
    const warnings = new Set();
    let origin = { scoreKey: null, scoreLine: null };
    const result = (score, failure) => ({
        attempts,
        score,
        scores,
        failure,
        ...origin,
        warnings: [...warnings],
    });
    const failed = (code, message) => result(null, { code, message });
    for (let repeat = 1; repeat <= req.repeats; repeat++) {
        for (let tryNumber = 1;; tryNumber++) {
            if (req.signal?.aborted)
                return failed('eval_failed', 'evaluation was aborted');
            const n = attempts.length + 1;
            req.onAttemptStart?.({ n, repeat, repeats: req.repeats, tryNumber, maxTries });
            const outcome = await runAttempt(n, req, env, scoreFile);
            attempts.push(outcome.attempt);
            req.onAttemptEnd?.(outcome.attempt);
            const failure = failureOf(outcome, req.timeoutMs);
            if (outcome.reading?.key)
                origin = { scoreKey: outcome.reading.key, scoreLine: outcome.reading.line };
            if (!failure) {
                scores.push(outcome.attempt.score);
                for (const warning of outcome.reading?.warnings ?? [])
                    warnings.add(warning);
                break;
            }
            if (!failure.retryable || tryNumber >= maxTries) {
                const tries = tryNumber > 1 ? ` (after ${tryNumber} attempts)` : '';
                const run = req.repeats > 1 ? ` in run ${repeat} of ${req.repeats}` : '';
                return failed(failure.code, `${failure.message}${run}${tries}`);
            }
            await sleep(backoffDelayMs(tryNumber, req.retry));
        }
    }
    return result(scores.reduce((sum, s) => sum + s, 0) / scores.length, null);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/git/checkout.ts
/**
 * Filling a new, empty worktree (`git worktree add --no-checkout`) with its commit's files. git's
 * parallel checkout writes regular files with one worker per CPU, but symlinks one by one in its main
 * process before the workers start: 6,000 symlinks beside 30,000 files doubled the checkout. So where
 * the commit has symlinks, a second `git checkout-index` writes them while the first writes the files.
 *
 * Why the two git processes cannot be played against each other (a symlink made by one redirecting a
 * write of the other): every folder exists before either starts, created here from the index that
 * `read-tree` wrote (git has validated every path there: no `..`, no `.git`, no file below a symlink);
 * neither runs with --force, so neither removes or replaces anything; and both only create leaves, with
 * `open(O_CREAT|O_EXCL)` and `symlink()`, which fail on any name that exists (a symlink included).
 * Where two names collide (a case-insensitive file system), that checkout-index fails and so does the
 * gate, with git's message, rather than evaluate a tree that is not the commit's.
 *
 * Paths are git's bytes, carried as latin1 strings (one character per byte, so nothing is lost).
 */



const SYMLINK = '120000';
/**
 * One worker per CPU for git's parallel checkout: on a large tree the checkout is most of the gate's
 * own time. The threshold is git's default, stated so a configured one cannot switch it off.
 */
function parallelCheckout() {
    const settings = [`checkout.workers=${(0,external_node_os_.availableParallelism)()}`, 'checkout.thresholdForParallelism=100'];
    return settings.flatMap((setting) => ['-c', setting]);
}
/** Reads `git ls-files --stage -z` (`<mode> <sha> <stage>\t<path>\0`...). Pure. */
function parseStagedEntries(out) {
    const entries = [];
    for (let start = 0; start < out.length;) {
        const end = out.indexOf(0, start);
        const record = out.toString('latin1', start, end === -1 ? out.length : end);
        const tab = record.indexOf('\t');
        if (tab === -1)
            throw new errors/* InfraError */.Ri(`unexpected git ls-files output: ${JSON.stringify(record)}`);
        entries.push({ mode: record.slice(0, record.indexOf(' ')), path: record.slice(tab + 1) });
        start = end === -1 ? out.length : end + 1;
    }
    return entries;
}
/** Every folder that holds one of `paths` (`a`, `a/b` for `a/b/c`), each after its parent. Pure. */
function foldersHolding(paths) {
    const folders = new Set();
    for (const path of paths) {
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
            const folder = path.slice(0, at);
            if (folders.has(folder))
                break;
            folders.add(folder);
        }
    }
    // A folder sorts before everything inside it.
    return [...folders].sort();
}
function pathList(entries) {
    return Buffer.from(entries.map((entry) => `${entry.path}\0`).join(''), 'latin1');
}
async function makeFolders(root, folders) {
    const prefix = Buffer.from(`${root}/`);
    for (const folder of folders) {
        try {
            await (0,promises_.mkdir)(Buffer.concat([prefix, Buffer.from(folder, 'latin1')]), { recursive: true });
        }
        catch (error) {
            throw new errors/* InfraError */.Ri(`could not create the worktree's folders in ${root}: ${error.code ?? error.message}`);
        }
    }
}
/** Fills the empty worktree `worktree` (an adapter running in it) with its HEAD commit `commit`. */
async function checkOutWorktree(worktree, commit) {
    await worktree.run(['read-tree', '--end-of-options', commit]);
    const entries = parseStagedEntries(await worktree.runBytes(['ls-files', '--stage', '-z']));
    const links = entries.filter((entry) => entry.mode === SYMLINK);
    if (links.length === 0) {
        // What `git worktree add` itself runs to check out.
        await worktree.run([...parallelCheckout(), 'reset', '--hard', '--no-recurse-submodules', '--quiet']);
        return;
    }
    await makeFolders(worktree.dir, foldersHolding(entries.map((entry) => entry.path)));
    const others = entries.filter((entry) => entry.mode !== SYMLINK);
    // Both run to their end before anything is thrown: the caller removes the folder they write in.
    const written = await Promise.allSettled([
        worktree.runBytes(['checkout-index', '-z', '--stdin'], { input: pathList(links) }),
        worktree.runBytes([...parallelCheckout(), 'checkout-index', '--index', '-z', '--stdin'], {
            input: pathList(others),
        }),
    ]);
    for (const result of written)
        if (result.status === 'rejected')
            throw result.reason;
    // The symlinks' stat data, which only the files' checkout-index wrote to the index, for its own
    // (`--refresh` would also hash every file written within the index's second, all of them).
    await worktree.runBytes(['update-index', '--info-only', '-z', '--stdin'], { input: pathList(links) });
}

// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __nccwpck_require__(4532);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
;// CONCATENATED MODULE: ./src/util/remove-tree.ts
/**
 * Removing a folder tree that code we do not control may have made hard to remove: an evaluation can
 * leave a folder it cannot read (`chmod 000`), a read-only folder full of files, or, running as root,
 * immutable or append-only files (`chattr +i`/`+a`). A plain recursive rm stops at the first of these,
 * and the gate would leave its temp folder (and the evaluated code) behind or lose its verdict.
 */





const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/**
 * Gives the owner full access to every folder under `path` (folders only, from the top down, never
 * through a symbolic link), so that their entries can be listed and removed.
 */
async function openUp(path) {
    const stats = await (0,promises_.lstat)(path).catch(() => null);
    if (stats === null || !stats.isDirectory())
        return;
    await (0,promises_.chmod)(path, 0o700).catch(() => undefined);
    const names = await (0,promises_.readdir)(path).catch(() => []);
    for (const name of names)
        await openUp((0,external_node_path_.join)(path, name));
}
/** Clears the immutable and append-only flags under `path` (root only; `chattr` may be missing). */
async function clearFileFlags(path) {
    if (process.getuid?.() !== 0)
        return;
    await run('chattr', ['-R', '-f', '-i', '-a', '--', path]).catch(() => undefined);
}
/**
 * The plain removal: one `rm -rf` (which never follows a symbolic link, and on a large tree is several
 * times faster than Node's recursive rm, a few system calls per entry through its thread pool), or
 * Node's where `rm` cannot be run. Throws when something is left.
 */
async function removeAll(path) {
    try {
        await run('rm', ['-rf', '--', path]);
    }
    catch (error) {
        const { code, stderr } = error;
        if (code !== 'ENOENT')
            throw new Error(stderr?.trim().split('\n').at(-1) || error.message);
        await (0,promises_.rm)(path, { recursive: true, force: true, maxRetries: 2 });
    }
}
/**
 * Removes `path` and everything under it; nothing is followed through a symbolic link. Folders are
 * opened up (and, as root, file flags cleared) when a plain removal fails. Throws InfraError naming the
 * path when it still cannot be removed.
 */
async function removeTree(path) {
    const attempts = [
        async () => undefined,
        () => openUp(path),
        async () => {
            await clearFileFlags(path);
            await openUp(path);
        },
    ];
    let last = null;
    for (const prepare of attempts) {
        await prepare();
        try {
            await removeAll(path);
            return;
        }
        catch (error) {
            last = error;
        }
    }
    throw new errors/* InfraError */.Ri(`could not remove ${path}: ${last.message}`);
}

;// CONCATENATED MODULE: ./src/git/worktree.ts
/**
 * A temporary detached worktree at an exact commit, in a fresh temp folder, removed when disposed
 * (`await using`) or by the signal cleanup registry, whichever comes first. The user's checkout is
 * never involved: all the gate's evaluation and merging happens in these. git adds it empty, and
 * src/git/checkout.ts writes the commit's files (symlinks beside the regular files, not before them).
 *
 * Removal deletes the temp folder first, whatever the evaluated code left in it (unreadable or
 * read-only folders, immutable files: src/util/remove-tree.ts; a worktree folder swapped for a symbolic
 * link is removed as a link, never followed), then has git forget the worktree (even a locked one).
 */






class TempWorktree {
    repo;
    folder;
    path;
    git;
    removal = null;
    unregister;
    constructor(repo, 
    /** The temp folder that holds the worktree (an evaluation's own folders go beside it). */
    folder, 
    /** The worktree's own folder (inside the temp folder). */
    path, 
    /** An adapter whose commands run inside the worktree. */
    git) {
        this.repo = repo;
        this.folder = folder;
        this.path = path;
        this.git = git;
        this.unregister = (0,cleanup/* registerCleanup */.qE)(() => this.remove());
    }
    /** Adds a detached worktree at `commit`; `label` only names the temp folder. */
    static async create(repo, commit, label, factory) {
        const folder = await (0,promises_.realpath)(await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `arbor-gate-${label}-`)));
        const path = (0,external_node_path_.join)(folder, 'worktree');
        const git = factory(path);
        try {
            await repo.worktreeAddEmpty(path, commit);
            await checkOutWorktree(git, commit);
        }
        catch (error) {
            await removeTree(folder);
            await repo.worktreeRemove(path).catch(() => undefined);
            await repo.worktreePrune().catch(() => undefined);
            throw error;
        }
        return new TempWorktree(repo, folder, path, git);
    }
    /** Removes the temp folder and the worktree's entry in the repository; safe to call more than once. */
    remove() {
        this.removal ??= (async () => {
            let removed = false;
            try {
                await removeTree(this.folder);
                removed = await this.repo.worktreeRemove(this.path);
            }
            finally {
                // git forgets a worktree whose folder is gone at the next prune; only needed when remove failed.
                if (!removed)
                    await this.repo.worktreePrune().catch(() => undefined);
                this.unregister();
            }
        })();
        return this.removal;
    }
    async [Symbol.asyncDispose]() {
        await this.remove();
    }
}

;// CONCATENATED MODULE: ./src/git/parse.ts
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
function parseCatFileBatch(out) {
    const blobs = new Map();
    const fail = (what) => {
        throw new errors/* InfraError */.Ri(`git cat-file --batch: unexpected output: ${what}`);
    };
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        if (eol === -1)
            fail('a header without a newline');
        const header = out.toString('utf8', at, eol);
        const [sha, type, size] = header.split(' ');
        if (sha === undefined || type !== 'blob' || size === undefined || !/^\d+$/.test(size))
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

;// CONCATENATED MODULE: ./src/gate/git-state.ts
/**
 * What the evaluated code could plant for git outside the repository's config file (which the
 * credential guard restores itself): replace refs, grafts, alternates, the shallow list, attributes and
 * hooks in the shared `.git`, and the user's global and system git config. The gate's own git ignores
 * the ones it can (src/git/adapter.ts: replace refs, grafts, global and system config, hooks); this
 * snapshot is the other half: taken before an evaluation, compared after it, and put back, so a change
 * is reported (the branch is rejected) and never outlives the run, not even for the user's next `git`.
 *
 * Reading the state after the evaluation never reads more than the snapshot holds: a file is read only
 * when its size matches the one before, so a planted huge file costs nothing.
 */





/** The files and folders watched, with their labels; the user's config files as the gate's HOME finds them. */
function watchedPaths(commonDir, env) {
    const home = env.HOME ?? (0,external_node_os_.homedir)();
    const xdg = env.XDG_CONFIG_HOME || (0,external_node_path_.join)(home, '.config');
    const inGit = (rel, what) => ({ path: (0,external_node_path_.join)(commonDir, rel), label: `.git/${rel}`, what });
    return [
        inGit('info/grafts', 'grafts file'),
        inGit('objects/info/alternates', 'alternates file'),
        inGit('shallow', 'shallow file'),
        inGit('info/attributes', 'attributes file'),
        inGit('hooks', 'hooks folder'),
        { path: (0,external_node_path_.join)(home, '.gitconfig'), label: (0,external_node_path_.join)(home, '.gitconfig'), what: 'global git config' },
        { path: (0,external_node_path_.join)(xdg, 'git', 'config'), label: (0,external_node_path_.join)(xdg, 'git', 'config'), what: 'global git config' },
        { path: '/etc/gitconfig', label: '/etc/gitconfig', what: 'system git config' },
    ];
}
async function lstatOrNull(path) {
    return (0,promises_.lstat)(path).catch((error) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
            return null;
        throw error;
    });
}
/** Everything at and under `root` (links recorded, not followed). */
async function readTree(root) {
    const tree = new Map();
    const visit = async (rel) => {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = await lstatOrNull(path);
        if (stats === null)
            return;
        if (stats.isSymbolicLink())
            tree.set(rel, { kind: 'link', target: await (0,promises_.readlink)(path) });
        else if (stats.isFile())
            tree.set(rel, { kind: 'file', mode: stats.mode & 0o7777, content: await (0,promises_.readFile)(path) });
        else if (stats.isDirectory()) {
            tree.set(rel, { kind: 'dir', mode: stats.mode & 0o7777 });
            for (const name of (await (0,promises_.readdir)(path)).sort())
                await visit(rel === '' ? name : (0,external_node_path_.join)(rel, name));
        }
    };
    await visit('');
    return tree;
}
/** Whether `root` differs from `before`; reads a file only when its size is the one recorded. */
async function differs(root, before) {
    let seen = 0;
    const visit = async (rel) => {
        const path = (0,external_node_path_.join)(root, rel);
        const stats = await lstatOrNull(path);
        const was = before.get(rel);
        if (stats === null)
            return was !== undefined;
        seen++;
        if (was === undefined)
            return true;
        if (stats.isSymbolicLink())
            return was.kind !== 'link' || (await (0,promises_.readlink)(path)) !== was.target;
        if (was.kind === 'link' || (stats.mode & 0o7777) !== was.mode)
            return true;
        if (stats.isFile()) {
            return (was.kind !== 'file' ||
                stats.size !== was.content.length ||
                !(await (0,promises_.readFile)(path)).equals(was.content));
        }
        if (!stats.isDirectory() || was.kind !== 'dir')
            return true;
        for (const name of await (0,promises_.readdir)(path)) {
            if (await visit(rel === '' ? name : (0,external_node_path_.join)(rel, name)))
                return true;
        }
        return false;
    };
    // An unreadable path (the evaluation took the permissions away) is a change too.
    const changed = await visit('').catch(() => true);
    return changed || seen !== before.size;
}
/** Puts `root` back as `before` recorded it: a file in one rename, a folder or link recreated. */
async function restoreTree(root, before) {
    const top = before.get('');
    if (top?.kind === 'file') {
        const now = await lstatOrNull(root);
        if (now !== null && !now.isFile())
            await removeTree(root);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(root), { recursive: true });
        await replaceFile(root, top.content, top.mode);
        return;
    }
    await removeTree(root);
    for (const [rel, entry] of before) {
        const path = (0,external_node_path_.join)(root, rel);
        if (entry.kind === 'dir')
            await (0,promises_.mkdir)(path, { mode: 0o700 });
        else if (entry.kind === 'link')
            await (0,promises_.symlink)(entry.target, path);
        else
            await replaceFile(path, entry.content, entry.mode);
    }
    // Folder modes last, so a read-only folder does not stop its own entries from being recreated.
    for (const [rel, entry] of [...before].reverse()) {
        if (entry.kind === 'dir')
            await (0,promises_.chmod)((0,external_node_path_.join)(root, rel), entry.mode);
    }
}
async function replaceRefs(git) {
    const out = await git(['for-each-ref', '--format=%(refname) %(objectname)', 'refs/replace/']);
    return new Map(out
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => line.split(' ')));
}
/**
 * Records the watched state. A watched path that is a symbolic link (a `~/.gitconfig` kept in a dotfiles
 * folder) is recorded as a link, and the file it leads to is watched as well. A path the gate cannot read
 * is not watched: the evaluation (same user, or less) cannot write it either.
 */
async function snapshotGitState(git, commonDir, env = process.env) {
    const watched = [];
    const queue = watchedPaths(commonDir, env);
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const before = await readTree(item.path).catch(() => null);
        if (before === null)
            continue;
        watched.push({ ...item, before });
        if (before.get('')?.kind === 'link') {
            const target = await (0,promises_.realpath)(item.path).catch(() => null);
            if (target !== null && !watched.some((w) => w.path === target)) {
                queue.push({ path: target, label: target, what: item.what });
            }
        }
    }
    return { watched, replaceRefs: await replaceRefs(git) };
}
/** Compares with the snapshot, puts back whatever changed, and returns the changes (empty: none). */
async function restoreGitState(git, snapshot) {
    const changes = [];
    for (const item of snapshot.watched) {
        if (!(await differs(item.path, item.before)))
            continue;
        changes.push({ label: item.label, what: item.what });
        await restoreTree(item.path, item.before);
    }
    const now = await replaceRefs(git);
    for (const ref of new Set([...now.keys(), ...snapshot.replaceRefs.keys()])) {
        const was = snapshot.replaceRefs.get(ref);
        if (now.get(ref) === was)
            continue;
        changes.push({ label: `.git/${ref}`, what: 'replace ref' });
        await git(was === undefined ? ['update-ref', '-d', ref] : ['update-ref', ref, was]);
    }
    return changes;
}

;// CONCATENATED MODULE: ./src/gate/credential-guard.ts
/**
 * Hides the job's git credentials from the evaluated code for the duration of one evaluation.
 *
 * actions/checkout persists the job token in the repository's local git config: up to v5 as
 * `http.<url>.extraheader = AUTHORIZATION: basic <base64>` in `.git/config`; from v6 in a separate
 * file `$RUNNER_TEMP/git-credentials-<uuid>.config` that `.git/config` pulls in with
 * `includeIf.gitdir:<path>.path` entries (one of them matches every worktree, `.git/worktrees/*`). The
 * evaluation runs in a worktree of that repository, so it can read `.git/config`, run
 * `git config --list`, or read the included file directly. While guarded:
 * - every `http.*extraheader` entry is removed from the repository's config file;
 * - every `include.path` / `includeIf.*.path` entry that points at a credential file (named
 *   `git-credentials-*.config`, or a file that itself sets an extraheader) is removed;
 * - each such file that exists is read into memory and deleted (a path in the environment, RUNNER_TEMP,
 *   is enough to find it).
 * Restoring writes the config file back byte for byte as it was before the guard (so anything the
 * evaluated code wrote into it, e.g. `core.hooksPath` or `core.fsmonitor`, is discarded too and
 * reported as tampering), recreates the hidden files with their content and mode, and puts back the
 * rest of the git state the evaluation could plant (replace refs, grafts, alternates, shallow,
 * attributes, hooks, the user's global and system config: src/gate/git-state.ts), reporting each
 * change. Restoring also
 * runs from the signal cleanup registry, so a Ctrl-C or a cancelled job puts the credentials back.
 * Only a SIGKILL of the gate loses them: that fails safe (later git steps in the job lack the token).
 *
 * Two gates sharing one repository concurrently would see each other's guarded state; in CI one job
 * owns its checkout (see SECURITY.md).
 */








const EXTRAHEADER_KEY = /^http\.(?:.*\.)?extraheader$/i;
const INCLUDE_PATH_KEY = /^(?:include|includeif\..*)\.path$/i;
const CREDENTIAL_FILE_NAME = /^git-credentials-.*\.config$/;
/** An extraheader set in an included file, as git's config syntax writes it. */
const EXTRAHEADER_IN_FILE = /^\s*extraheader\s*=/im;
/** Parses `git config --list --null`: `key\nvalue\0`, or `key\0` for a bare boolean. */
function parseConfigList(output) {
    return output
        .split('\0')
        .filter((record) => record !== '')
        .map(parseConfigRecord);
}
/** Where an include path leads: `~/` is the home folder, a relative path is relative to the config file. */
function resolveIncludePath(value, configPath) {
    if (value.startsWith('~/'))
        return (0,external_node_path_.join)((0,external_node_os_.homedir)(), value.slice(2));
    return (0,external_node_path_.isAbsolute)(value) ? value : (0,external_node_path_.resolve)((0,external_node_path_.dirname)(configPath), value);
}
/**
 * The entries that carry or lead to credentials. `isCredentialFile` answers, for an include's resolved
 * path, whether that file holds credentials (an actions/checkout credentials file is recognised by its
 * name even when it does not exist on this host, e.g. the container path `/github/runner_temp/...`).
 */
function credentialEntries(entries, configPath, isCredentialFile) {
    const found = [];
    for (const { key, value } of entries) {
        if (value === null)
            continue;
        if (EXTRAHEADER_KEY.test(key)) {
            found.push({ key, value });
        }
        else if (INCLUDE_PATH_KEY.test(key)) {
            const target = resolveIncludePath(value, configPath);
            if (CREDENTIAL_FILE_NAME.test((0,external_node_path_.basename)(target)) || isCredentialFile(target))
                found.push({ key, value });
        }
    }
    return found;
}
const SECTION_HEADER = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(?:[#;].*)?$/;
const VARIABLE_LINE = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*?)\s*$/;
/** A config value as git reads it: quotes removed, `\"` and `\\` unescaped, a trailing comment dropped. */
function configValue(raw) {
    let value = '';
    let quoted = false;
    for (let i = 0; i < raw.length; i++) {
        const char = raw[i];
        if (char === '\\' && i + 1 < raw.length) {
            const next = raw[++i];
            value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        }
        else if (char === '"') {
            quoted = !quoted;
        }
        else if (!quoted && (char === '#' || char === ';')) {
            break;
        }
        else {
            value += char;
        }
    }
    return value.trim();
}
/**
 * The config text without the lines that set `entries` (keys as git prints them). Only single-line
 * `name = value` entries are recognised; the caller checks the result with git.
 */
function removeEntries(text, entries) {
    const wanted = new Set(entries.map((e) => `${e.key.toLowerCase()}\0${e.value}`));
    let section = '';
    return text
        .split(/(?<=\n)/)
        .filter((line) => {
        const bare = line.replace(/\r?\n$/, '');
        const header = SECTION_HEADER.exec(bare);
        if (header) {
            const [name, sub] = [header[1].toLowerCase(), header[2]];
            section = sub === undefined ? name : `${name}.${sub.replace(/\\(.)/g, '$1')}`;
            return true;
        }
        const variable = VARIABLE_LINE.exec(bare);
        if (!variable || section === '')
            return true;
        const key = `${section}.${variable[1].toLowerCase()}`;
        return !wanted.has(`${key.toLowerCase()}\0${configValue(variable[2])}`);
    })
        .join('');
}
function withoutHidden(entries, hidden) {
    const gone = new Set(hidden.map((e) => `${e.key.toLowerCase()}\0${e.value}`));
    return entries.filter((e) => !gone.has(`${e.key.toLowerCase()}\0${e.value ?? ''}`));
}
function sameEntries(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
async function readIfFile(path) {
    try {
        const stats = await (0,promises_.stat)(path);
        if (!stats.isFile())
            return null;
        return { path, content: await (0,promises_.readFile)(path), mode: stats.mode & 0o7777 };
    }
    catch {
        return null;
    }
}
/**
 * Removes the job's git credentials from the repository that `git` runs in until the returned guard is
 * disposed (`await using guard = await guardCredentials(...)`) or restored. With nothing to hide, the
 * guard still restores the config file, so the evaluation cannot leave config changes behind.
 */
async function guardCredentials(git, options = {}) {
    const commonDir = (await git(['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
    const configPath = (0,external_node_path_.join)(commonDir, 'config');
    const original = await readIfFile(configPath);
    if (original === null)
        throw new errors/* InfraError */.Ri(`git config file ${configPath} is missing or not a file`);
    const entries = parseConfigList(await git(['config', '--file', configPath, '--null', '--list']));
    const candidates = entries
        .filter((e) => e.value !== null && INCLUDE_PATH_KEY.test(e.key))
        .map((e) => resolveIncludePath(e.value, configPath));
    const files = new Map();
    for (const path of new Set(candidates)) {
        const file = await readIfFile(path);
        if (file !== null)
            files.set(path, file);
    }
    const hiddenEntries = credentialEntries(entries, configPath, (path) => EXTRAHEADER_IN_FILE.test(files.get(path)?.content.toString('utf8') ?? ''));
    const hiddenFiles = [
        ...new Set(hiddenEntries
            .filter((e) => INCLUDE_PATH_KEY.test(e.key))
            .map((e) => resolveIncludePath(e.value, configPath))
            .filter((path) => files.has(path))),
    ].map((path) => files.get(path));
    const state = await snapshotGitState(git, commonDir);
    let restoring = null;
    let guarded = null;
    const restore = () => {
        restoring ??= (async () => {
            unregister();
            const now = await (0,promises_.readFile)(configPath).catch(() => null);
            const configTampered = guarded !== null && (now === null || !now.equals(guarded));
            await replaceFile(configPath, original.content, original.mode);
            for (const file of hiddenFiles)
                await replaceFile(file.path, file.content, file.mode);
            // After the config: the git commands that put back replace refs run with the trusted config.
            return { configTampered, gitState: await restoreGitState(git, state) };
        })();
        return restoring;
    };
    const unregister = (options.registerCleanup ?? cleanup/* registerCleanup */.qE)(async () => {
        await restore();
    });
    try {
        if (hiddenEntries.length > 0) {
            // Written as text, then checked by git: removing the entries one by one with `git config` would
            // take as many processes and leave empty sections; reading back proves exactly these went.
            const text = removeEntries(original.content.toString('utf8'), hiddenEntries);
            await replaceFile(configPath, Buffer.from(text, 'utf8'), original.mode);
            const left = parseConfigList(await git(['config', '--file', configPath, '--null', '--list']));
            if (!sameEntries(left, withoutHidden(entries, hiddenEntries))) {
                throw new errors/* InfraError */.Ri(`could not remove the credential entries from ${configPath} exactly`);
            }
        }
        for (const file of hiddenFiles)
            await (0,promises_.rm)(file.path, { force: true });
        guarded = await (0,promises_.readFile)(configPath);
    }
    catch (error) {
        await restore();
        throw error;
    }
    return {
        configPath,
        hiddenEntries,
        hiddenFiles: hiddenFiles.map((f) => f.path),
        restore,
        [Symbol.asyncDispose]: async () => {
            await restore();
        },
    };
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/gate/tamper.ts
/**
 * Run-time tamper check (docs/architecture.md "Judge"): the protected files committed at the source are hashed in
 * the worktree before and after the evaluation; any difference (content, mode, type, deletion) means
 * the evaluated code changed what judges it. Files the evaluation creates are not counted: tools
 * legitimately write caches (`__pycache__`) next to protected code.
 */



async function fingerprint(path) {
    try {
        const stat = await (0,promises_.lstat)(path);
        if (stat.isSymbolicLink())
            return `link:${await (0,promises_.readlink)(path)}`;
        if (!stat.isFile())
            return `type:${stat.mode & 0o170000}`;
        const digest = (0,external_node_crypto_namespaceObject.createHash)('sha256')
            .update(await (0,promises_.readFile)(path))
            .digest('hex');
        return `file:${stat.mode & 0o111 ? 'x' : '-'}:${digest}`;
    }
    catch (error) {
        if (error.code === 'ENOENT' ||
            error.code === 'ENOTDIR') {
            return 'missing';
        }
        throw error;
    }
}
/** Fingerprints of repository-relative paths under `root` (missing files included as such). */
async function fingerprintFiles(root, paths) {
    const entries = await Promise.all(paths.map(async (path) => [path, await fingerprint((0,external_node_path_.join)(root, path))]));
    return new Map(entries);
}
/** Paths whose fingerprint differs between the two snapshots. */
function changedFiles(before, after) {
    return [...before.keys()].filter((path) => before.get(path) !== after.get(path));
}

;// CONCATENATED MODULE: ./src/gate/evaluate.ts
var __addDisposableResource = (undefined && undefined.__addDisposableResource) || function (env, value, async) {
    if (value !== null && value !== void 0) {
        if (typeof value !== "object" && typeof value !== "function") throw new TypeError("Object expected.");
        var dispose, inner;
        if (async) {
            if (!Symbol.asyncDispose) throw new TypeError("Symbol.asyncDispose is not defined.");
            dispose = value[Symbol.asyncDispose];
        }
        if (dispose === void 0) {
            if (!Symbol.dispose) throw new TypeError("Symbol.dispose is not defined.");
            dispose = value[Symbol.dispose];
            if (async) inner = dispose;
        }
        if (typeof dispose !== "function") throw new TypeError("Object not disposable.");
        if (inner) dispose = function() { try { inner.call(this); } catch (e) { return Promise.reject(e); } };
        env.stack.push({ value: value, dispose: dispose, async: async });
    }
    else if (async) {
        env.stack.push({ async: true });
    }
    return value;
};
var __disposeResources = (undefined && undefined.__disposeResources) || (function (SuppressedError) {
    return function (env) {
        function fail(e) {
            env.error = env.hasError ? new SuppressedError(e, env.error, "An error was suppressed during disposal.") : e;
            env.hasError = true;
        }
        var r, s = 0;
        function next() {
            while (r = env.stack.pop()) {
                try {
                    if (!r.async && s === 1) return s = 0, env.stack.push(r), Promise.resolve().then(next);
                    if (r.dispose) {
                        var result = r.dispose.call(r.value);
                        if (r.async) return s |= 2, Promise.resolve(result).then(next, function(e) { fail(e); return next(); });
                    }
                    else s |= 1;
                }
                catch (e) {
                    fail(e);
                }
            }
            if (s === 1) return env.hasError ? Promise.reject(env.error) : Promise.resolve();
            if (env.hasError) throw env.error;
        }
        return next();
    };
})(typeof SuppressedError === "function" ? SuppressedError : function (error, suppressed, message) {
    var e = new Error(message);
    return e.name = "SuppressedError", e.error = error, e.suppressed = suppressed, e;
});
/**
 * Running the evaluation command for the gate: in a fresh detached worktree at an exact commit, with
 * the job's credentials hidden from the evaluated code and the protected files fingerprinted around it.
 */








/** How a change to the repository's git config during the evaluation is named among tampered paths. */
const GIT_CONFIG_LABEL = '.git/config';
/** Runs the evaluation command in a fresh worktree at `commit`; `watch` fingerprints these paths around it. */
async function evaluateAt(ctx, commit, nodeId, logSubdir, watch) {
    const env_1 = { stack: [], error: void 0, hasError: false };
    try {
        const { settings, deps } = ctx;
        const worktree = __addDisposableResource(env_1, await TempWorktree.create(ctx.repo, commit, logSubdir, ctx.factory), true);
        const command = (0,eval_command/* substituteCommand */.ej)(settings.evalCmdTest, { cwd: worktree.path, nodeId });
        // An empty HOME of its own: what the evaluated code writes to ~/.gitconfig (or any dotfile) stays in
        // the run's temp folder instead of reaching the user's, and nothing there is read from the user's.
        const before = await fingerprintFiles(worktree.path, watch);
        const sandbox = __addDisposableResource(env_1, await ctx.isolation.open({
            worktree: worktree.path,
            folder: worktree.folder,
            protectedPaths: watch,
            hidden: { repository: ctx.repo.dir, logDir: ctx.logs.dir, env: deps.env ?? process.env },
            ...(deps.signal === undefined ? {} : { signal: deps.signal }),
        }), true);
        ctx.log(`evaluating ${logSubdir} at ${commit.slice(0, 12)} in ${worktree.path}`);
        // The worktree shares the repository's git config: hide the job's credentials from the evaluated code,
        // and put the config back before git runs again, so a planted core.fsmonitor or pushurl never runs.
        const guard = __addDisposableResource(env_1, await guardCredentials((args) => ctx.repo.run(args)), true);
        const result = await (deps.evaluate ?? runEvaluation)({
            command,
            cwd: worktree.path,
            extraEnv: { ...sandbox.environment, ARBOR_CWD: worktree.path, ARBOR_NODE_ID: nodeId },
            ...(sandbox.launcher === undefined ? {} : { launcher: sandbox.launcher }),
            timeoutMs: settings.evalTimeoutMs,
            killGraceMs: deps.killGraceMs ?? 5000,
            retry: {
                retries: settings.evalRetries,
                baseDelayMs: settings.evalRetryBaseDelayMs,
                maxDelayMs: settings.evalRetryMaxDelayMs,
                jitter: deps.jitter ?? true,
            },
            repeats: settings.evalRepeats,
            score: settings.score,
            logDir: (0,external_node_path_.join)(ctx.logs.dir, logSubdir),
            ...deps.progress,
            ...(deps.env === undefined ? {} : { env: deps.env }),
            ...(deps.signal === undefined ? {} : { signal: deps.signal }),
            ...(deps.sleep === undefined ? {} : { sleep: deps.sleep }),
        });
        const { configTampered, gitState } = await guard.restore();
        const after = await fingerprintFiles(worktree.path, watch);
        const failure = result.failure === null
            ? null
            : { ...result.failure, message: `${result.failure.message}${(0,eval_isolation/* isolatedFailureNote */.kN)(ctx.isolation)}` };
        return {
            result: {
                ...result,
                failure,
                attempts: result.attempts.map((a) => ({ ...a, log: ctx.redact(a.log) })),
            },
            tampered: [
                ...changedFiles(before, after).map((path) => ({
                    path,
                    message: `${path}: protected file changed while the evaluation ran`,
                })),
                ...(configTampered
                    ? [
                        {
                            path: GIT_CONFIG_LABEL,
                            message: `${GIT_CONFIG_LABEL}: the evaluation changed the repository's git config (the change was discarded)`,
                        },
                    ]
                    : []),
                ...gitState.map(({ label, what }) => ({
                    path: label,
                    message: `${label}: the evaluation changed the ${what}, which the gate's git must not trust (the change was discarded)`,
                })),
            ],
        };
    }
    catch (e_1) {
        env_1.error = e_1;
        env_1.hasError = true;
    }
    finally {
        const result_1 = __disposeResources(env_1);
        if (result_1)
            await result_1;
    }
}
/** Measures trunk's own score when no reference is configured (same command, its own worktree). */
async function measureTrunk(ctx, trunk) {
    ctx.log(`no test_trunk_score or test_baseline_score: measuring ${trunk.branch} first`);
    const { result } = await evaluateAt(ctx, trunk.sha, 'trunk', `trunk-${trunk.sha.slice(0, 8)}`, []);
    if (result.score === null) {
        const failure = result.failure ?? { code: 'no_score', message: 'no score' };
        return {
            reason: {
                code: failure.code,
                message: `no reference: measuring ${trunk.branch} (${trunk.sha.slice(0, 12)}) failed: ${failure.message}`,
            },
        };
    }
    ctx.log(`${trunk.branch} measured: ${formatVerdictScore(result.score)}`);
    return { score: result.score };
}

// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var account = __nccwpck_require__(9226);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 1 modules
var setting_lookup = __nccwpck_require__(9874);
;// CONCATENATED MODULE: ./src/gate/settings.ts
/**
 * The gate's settings: explicit input (flag or Action input) > tree `meta` (read from the trusted side)
 * > built-in default. Every bad value is a UserError naming the flag, input or meta field, and what was
 * expected, so a misconfigured gate stops with exit 2 before anything runs.
 */






/** How a gate run with no idea tree at all names its (absent) tree. */
const NO_TREE = 'no idea tree';
/** Globs protected whatever the configuration says: CI config and Arbor's own state. */
const DEFAULT_PROTECTED_GLOBS = listDefault((0,setting_lookup/* settingOf */.y7)('protectedPaths'));
function metaOrigin(key, treeSource) {
    return { label: `meta.${key} in ${treeSource}` };
}
function listDefault(row) {
    return Array.isArray(row.default) ? [...row.default] : [];
}
/** Picks the explicit input when given (non-empty), else the row's meta value; with where it came from. */
function pick(input, field, meta, name, treeSource) {
    const given = input[field];
    if (typeof given === 'string' && given.trim() !== '')
        return { value: given.trim(), origin: { label: name(field) } };
    const key = (0,setting_lookup/* settingOf */.y7)(field).meta;
    const fromMeta = key === undefined ? undefined : meta[key];
    if (key !== undefined && fromMeta !== undefined && fromMeta !== null && fromMeta !== '')
        return { value: fromMeta, origin: metaOrigin(key, treeSource) };
    return null;
}
function toNumber(value, origin, expected) {
    const number = typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
    if (!Number.isFinite(number)) {
        throw new errors/* UserError */.yo(`${origin.label}: expected ${expected}, got ${JSON.stringify(value)}`);
    }
    return number;
}
function withinRange(number, row) {
    if (row.kind === 'integer' && !Number.isInteger(number))
        return false;
    if (row.range === undefined)
        return true;
    const [op, bound] = row.range.split(' ');
    return op === '>=' ? number >= Number(bound) : number > Number(bound);
}
/** A number or integer setting checked against its row's kind and range; null when not given. */
function numberSetting(picked, row) {
    if (picked === null)
        return null;
    const expected = (0,setting_lookup/* expectedNumber */.AJ)(row);
    const number = toNumber(picked.value, picked.origin, expected);
    if (!withinRange(number, row))
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected ${expected}, got ${JSON.stringify(picked.value)}`);
    if (row.max !== undefined && number > row.max.value)
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected at most ${row.max.value}${row.unit ? ` ${row.unit}` : ''} (${row.max.why}), got ${JSON.stringify(picked.value)}`);
    return number;
}
function numberDefault(row) {
    if (typeof row.default !== 'number')
        throw new Error(`internal: setting ${row.name} has no numeric default`);
    return row.default;
}
function stringSetting(picked) {
    if (picked === null)
        return null;
    if (typeof picked.value !== 'string') {
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected a string, got ${JSON.stringify(picked.value)}`);
    }
    return picked.value;
}
/** An enum setting, lower-cased: one of its row's choices, else its default. */
function enumSetting(picked, row) {
    const value = stringSetting(picked)?.toLowerCase() ?? String(row.default);
    if (picked !== null && !(row.choices ?? []).includes(value)) {
        throw new errors/* UserError */.yo(`${picked.origin.label}: expected ${(row.choices ?? []).join(' or ')}, got ${JSON.stringify(picked.value)}`);
    }
    return value;
}
/** A path inside the repository, relative, without `..` escapes; returned normalized with '/' separators. */
function repoRelativePath(value, label) {
    const cleaned = value.trim().replace(/\\/g, '/');
    const normalized = external_node_path_.posix
        .normalize(cleaned)
        .replace(/^\.\/+/, '')
        .replace(/\/+$/, '');
    if (cleaned === '' ||
        /[\0\n\r]/.test(cleaned) ||
        external_node_path_.posix.isAbsolute(cleaned) ||
        /^[A-Za-z]:/.test(cleaned) ||
        normalized === '.' ||
        normalized === '..' ||
        normalized.startsWith('../')) {
        throw new errors/* UserError */.yo(`${label}: expected a file path relative to the repository root and inside it, got ${JSON.stringify(value)}`);
    }
    return normalized;
}
const MAIN_OR_MASTER = /^(?:refs\/heads\/)?(?:main|master)$/i;
/** True for main/master whatever their letter case or `refs/heads/` prefix. */
function isMainOrMaster(branch) {
    return MAIN_OR_MASTER.test(branch.trim());
}
/** A branch name as the user may write it (`refs/heads/x` or `x`), reduced to `x`, or a UserError. */
function branchName(value, label) {
    const name = value.trim().replace(/^refs\/heads\//, '');
    const invalid = name === '' ||
        name.startsWith('-') ||
        name.startsWith('/') ||
        name.endsWith('/') ||
        name.endsWith('.') ||
        name.endsWith('.lock') ||
        name.includes('..') ||
        name.includes('@{') ||
        name.includes('//') ||
        name === '@' ||
        /[\0-\x20\x7f~^:?*[\\]/.test(name);
    if (invalid)
        throw new errors/* UserError */.yo(`${label}: ${JSON.stringify(value)} is not a valid branch name`);
    return name;
}
function globList(values, origin) {
    if (!Array.isArray(values))
        throw new errors/* UserError */.yo(`${origin.label}: expected a list of glob patterns`);
    return values.map((glob) => {
        if (typeof glob !== 'string' || glob.trim() === '') {
            throw new errors/* UserError */.yo(`${origin.label}: expected non-empty glob patterns, got ${JSON.stringify(glob)}`);
        }
        return glob.trim().replace(/^\.\/+/, '');
    });
}
/**
 * The isolation settings: inputs only (how the runner machine is used is the workflow's business, not
 * the session's), default `auto` as `arbor-eval`.
 */
function isolationSettings(input, name) {
    const isolation = input.evalIsolation?.trim().toLowerCase() || 'auto';
    if (!eval_isolation/* ISOLATION_SETTINGS */.fF.includes(isolation)) {
        throw new errors/* UserError */.yo(`${name('evalIsolation')}: expected ${eval_isolation/* ISOLATION_SETTINGS */.fF.join(', ')}, got ${JSON.stringify(input.evalIsolation)}`);
    }
    const user = input.evalUser?.trim() || eval_isolation/* DEFAULT_EVAL_USER */.Vu;
    return {
        evalIsolation: isolation,
        evalUser: (0,account/* validateAccountName */.Fu)(user, name('evalUser')),
    };
}
/**
 * Resolves every setting from the input, the trusted tree's meta and the defaults (the settings table
 * says which meta key and default each one has). `treeSource` names the tree file in messages (meta
 * values are shown as `meta.key in <treeSource>`).
 */
function resolveGateSettings(input, meta, name, treeSource = 'the idea tree') {
    const get = (field) => pick(input, field, meta, name, treeSource);
    const number = (field) => numberSetting(get(field), (0,setting_lookup/* settingOf */.y7)(field));
    const numberOrDefault = (field) => number(field) ?? numberDefault((0,setting_lookup/* settingOf */.y7)(field));
    const pathSetting = (field) => {
        const picked = get(field);
        const text = stringSetting(picked);
        return text === null || picked === null ? null : repoRelativePath(text, picked.origin.label);
    };
    const trunkPicked = get('trunkBranch');
    const trunkText = stringSetting(trunkPicked);
    const trunkBranch = trunkText === null || trunkPicked === null ? null : branchName(trunkText, trunkPicked.origin.label);
    if (trunkBranch !== null && trunkPicked !== null && isMainOrMaster(trunkBranch)) {
        throw new errors/* UserError */.yo(`${trunkPicked.origin.label}: the trunk branch must not be main or master (got ${JSON.stringify(trunkText)}); ` +
            'main/master are base branches, verified merges go to a separate trunk such as arbor/trunk');
    }
    const evalCmdTest = stringSetting(get('evalCmdTest'));
    if (evalCmdTest === null || evalCmdTest.trim() === '') {
        // With no tree found at all, the likely cause is that the gate did not know where to look: the tree
        // is read from the trunk branch's committed copy, so say how to name it.
        const where = treeSource === NO_TREE
            ? ` (no idea tree was found: it is read from the trunk branch, so pass ${name('trunkBranch')} and ${name('runName')}, or run where the session folder is)`
            : ` (${treeSource} has none)`;
        throw new errors/* UserError */.yo(`no evaluation command: pass ${name('evalCmdTest')} or set meta.${(0,setting_lookup/* settingOf */.y7)('evalCmdTest').meta} in the session's idea tree${where}`);
    }
    const metricDirection = enumSetting(get('metricDirection'), (0,setting_lookup/* settingOf */.y7)('metricDirection'));
    // The tree's protected paths are added to the input's, not replaced by them.
    const globsKey = (0,setting_lookup/* settingOf */.y7)('protectedPaths').meta;
    const listed = globsKey === undefined ? undefined : meta[globsKey];
    const metaGlobs = globsKey === undefined || listed === undefined || listed === null
        ? []
        : globList(listed, metaOrigin(globsKey, treeSource));
    const inputGlobs = globList(input.protectedPaths, { label: name('protectedPaths') });
    const protectedGlobs = [...new Set([...inputGlobs, ...metaGlobs, ...DEFAULT_PROTECTED_GLOBS])];
    const requiredOutputs = input.requiredOutputs.map((path) => repoRelativePath(path, name('requiredOutputs')));
    const scoreKey = stringSetting(get('scoreKey'));
    const scoreFile = pathSetting('scoreFile');
    const regexPicked = get('scoreRegex');
    const scoreRegex = stringSetting(regexPicked);
    if (scoreRegex !== null && regexPicked !== null)
        compileScoreRegex(scoreRegex, regexPicked.origin.label);
    const evalRetryBaseDelayS = numberOrDefault('evalRetryBaseDelay');
    const evalRetryMaxDelayS = numberOrDefault('evalRetryMaxDelay');
    const remotePicked = get('remote');
    const remote = stringSetting(remotePicked) ?? String((0,setting_lookup/* settingOf */.y7)('remote').default);
    if (remote.startsWith('-') || /\s/.test(remote)) {
        throw new errors/* UserError */.yo(`${remotePicked?.origin.label ?? name('remote')}: expected a remote name, got ${JSON.stringify(remote)}`);
    }
    return {
        trunkBranch,
        evalCmdTest,
        metricDirection,
        testTrunkScore: number('testTrunkScore'),
        testBaselineScore: number('testBaselineScore'),
        trunkDevScore: meta.trunk_score === undefined || meta.trunk_score === null
            ? null
            : toNumber(meta.trunk_score, metaOrigin('trunk_score', treeSource), 'a finite number'),
        minDelta: numberOrDefault('minDelta'),
        divergenceThreshold: number('divergenceThreshold'),
        protectedGlobs,
        requiredOutputs,
        submissionPath: pathSetting('submissionPath'),
        sampleSubmissionPath: pathSetting('sampleSubmissionPath'),
        evalTimeoutMs: numberOrDefault('evalTimeout') * 1000,
        evalRetries: numberOrDefault('evalRetries'),
        evalRetryBaseDelayMs: evalRetryBaseDelayS * 1000,
        evalRetryMaxDelayMs: evalRetryMaxDelayS * 1000,
        evalRepeats: numberOrDefault('evalRepeats'),
        score: {
            ...(scoreKey === null ? {} : { key: scoreKey }),
            ...(scoreFile === null ? {} : { file: scoreFile }),
            ...(scoreRegex === null ? {} : { regex: scoreRegex }),
        },
        remote,
        push: input.push,
        ...isolationSettings(input, name),
        // Where this machine keeps logs is no setting of the experiment: input only, never the tree's meta.
        logDir: stringSetting(get('logDir')),
        keepLogs: numberOrDefault('keepLogs'),
        maxRejudge: numberOrDefault('maxRejudge'),
    };
}

;// CONCATENATED MODULE: ./src/gate/trusted-tree.ts
/**
 * Where the gate reads the idea tree from: the trusted side, never the branch under evaluation.
 * The trunk branch's committed copy wins when the tree is tracked there; otherwise the local session
 * folder (CLI mode, where `.arbor/` is usually untracked). Without --run-name, a single session (on
 * trunk, else locally) is used; with none or several, there is no tree and flags + defaults apply.
 */





const TREE_IN_SESSION = '.coordinator/idea_tree.json';
function repoTreePath(prefix, runName) {
    return external_node_path_.posix.join(prefix, '.arbor/sessions', runName, TREE_IN_SESSION);
}
async function localSessionsWithTree(cwd) {
    const dir = (0,external_node_path_.join)(cwd, SESSIONS_DIR);
    const names = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    const withTree = await Promise.all(names
        .filter((entry) => entry.isDirectory())
        .map(async (entry) => {
        const found = await (0,promises_.readdir)((0,external_node_path_.join)(dir, entry.name, '.coordinator')).catch(() => []);
        return found.includes('idea_tree.json') ? entry.name : null;
    }));
    return withTree.filter((name) => name !== null);
}
async function trunkSessionsWithTree(git, commit, prefix) {
    const sessions = await git.lsTreeDir(commit, external_node_path_.posix.join(prefix, '.arbor/sessions'));
    const withTree = await Promise.all(sessions
        .filter((entry) => entry.type === 'tree')
        .map(async (entry) => {
        const name = external_node_path_.posix.basename(entry.path);
        const tree = await git.lsTreeEntry(commit, repoTreePath(prefix, name));
        return tree?.type === 'blob' ? name : null;
    }));
    return withTree.filter((name) => name !== null);
}
/** The local session tree, if any (the named one, or the only one). */
async function loadLocalTree(location) {
    const available = await localSessionsWithTree(location.cwd);
    const runName = location.runName ?? (available.length === 1 ? available[0] : null);
    if (runName === null || !available.includes(runName))
        return noTree(location, runName);
    const paths = sessionPaths((0,external_node_path_.join)(location.cwd, SESSIONS_DIR, runName));
    return {
        tree: await readTreeFile(paths.tree),
        origin: 'local',
        runName,
        sessionDir: paths.dir,
        repoPath: repoTreePath(location.prefix, runName),
        label: paths.tree,
    };
}
/**
 * The tree as committed on the trunk branch at `trunkCommit`, or null when trunk does not track it.
 * `runName` null: the only session tracked on trunk, if there is exactly one.
 */
async function loadTrunkTree(git, trunkBranch, trunkCommit, location) {
    const names = location.runName !== null
        ? [location.runName]
        : await trunkSessionsWithTree(git, trunkCommit, location.prefix);
    if (names.length !== 1)
        return null;
    const runName = names[0];
    const repoPath = repoTreePath(location.prefix, runName);
    const text = await git.showFile(trunkCommit, repoPath);
    if (text === null)
        return null;
    const label = `${trunkBranch}:${repoPath}`;
    return {
        tree: parseTreeJson(text.toString('utf8'), label),
        origin: 'trunk',
        runName,
        sessionDir: sessionPaths((0,external_node_path_.join)(location.cwd, SESSIONS_DIR, runName)).dir,
        repoPath,
        label,
    };
}
function noTree(location, runName) {
    return {
        tree: null,
        origin: 'none',
        runName,
        sessionDir: runName === null ? null : sessionPaths((0,external_node_path_.join)(location.cwd, SESSIONS_DIR, runName)).dir,
        repoPath: runName === null ? null : repoTreePath(location.prefix, runName),
        label: NO_TREE,
    };
}

;// CONCATENATED MODULE: ./src/gate/references.ts

/** Step 7's reference before trunk moved: the configured ones, else trunk's head measured. */
function firstReferences(settings) {
    const refs = [];
    if (settings.testTrunkScore !== null)
        refs.push({ name: 'test_trunk_score', value: settings.testTrunkScore });
    if (settings.testBaselineScore !== null)
        refs.push({ name: 'test_baseline_score', value: settings.testBaselineScore });
    return refs.length > 0 ? { kind: 'known', refs } : { kind: 'measure' };
}
/**
 * The references of a re-judgement on a moved trunk: the ones the last judgement beat plus the moved
 * trunk's recorded score (stricter, never looser); a measured reference is measured again on the moved
 * trunk when it records none.
 */
async function referencesAfterMove(ctx, trunk, last) {
    const runName = ctx.trusted.runName;
    const newTree = ctx.trusted.origin === 'trunk'
        ? await loadTrunkTree(ctx.repo, trunk.branch, trunk.sha, { ...ctx.location, runName })
        : ctx.trusted.origin === 'local'
            ? await loadLocalTree({ ...ctx.location, runName })
            : null;
    const recorded = newTree?.tree?.meta.test_trunk_score;
    if (typeof recorded === 'number' && Number.isFinite(recorded)) {
        const refs = [
            ...last.references,
            { name: `test_trunk_score of ${trunk.branch} at ${trunk.sha.slice(0, 12)}`, value: recorded },
        ];
        return { plan: { kind: 'known', refs }, recorded };
    }
    return {
        plan: last.measured ? { kind: 'measure' } : { kind: 'known', refs: [...last.references] },
        recorded: null,
    };
}

;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/CsvError.js
class CsvError extends Error {
  constructor(code, message, options, ...contexts) {
    if (Array.isArray(message)) message = message.join(" ").trim();
    super(message);
    if (Error.captureStackTrace !== undefined) {
      Error.captureStackTrace(this, CsvError);
    }
    this.code = code;
    for (const context of contexts) {
      for (const key in context) {
        const value = context[key];
        this[key] = Buffer.isBuffer(value)
          ? value.toString(options.encoding)
          : value == null
            ? value
            : JSON.parse(JSON.stringify(value));
      }
    }
  }
}



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/is_object.js
const is_object = function (obj) {
  return typeof obj === "object" && obj !== null && !Array.isArray(obj);
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/normalize_columns_array.js



const normalize_columns_array = function (columns) {
  const normalizedColumns = [];
  for (let i = 0, l = columns.length; i < l; i++) {
    const column = columns[i];
    if (column === undefined || column === null || column === false) {
      normalizedColumns[i] = { disabled: true };
    } else if (typeof column === "string" || typeof column === "number") {
      normalizedColumns[i] = { name: `${column}` };
    } else if (is_object(column)) {
      if (typeof column.name !== "string") {
        throw new CsvError("CSV_OPTION_COLUMNS_MISSING_NAME", [
          "Option columns missing name:",
          `property "name" is required at position ${i}`,
          "when column is an object literal",
        ]);
      }
      normalizedColumns[i] = column;
    } else {
      throw new CsvError("CSV_INVALID_COLUMN_DEFINITION", [
        "Invalid column definition:",
        "expect a string or a literal object,",
        `got ${JSON.stringify(column)} at position ${i}`,
      ]);
    }
  }
  return normalizedColumns;
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/ResizeableBuffer.js
class ResizeableBuffer {
  constructor(size = 100) {
    this.size = size;
    this.length = 0;
    this.buf = Buffer.allocUnsafe(size);
  }
  prepend(val) {
    if (Buffer.isBuffer(val)) {
      const length = this.length + val.length;
      if (length >= this.size) {
        this.resize();
        if (length >= this.size) {
          throw Error("INVALID_BUFFER_STATE");
        }
      }
      const buf = this.buf;
      this.buf = Buffer.allocUnsafe(this.size);
      val.copy(this.buf, 0);
      buf.copy(this.buf, val.length);
      this.length += val.length;
    } else {
      const length = this.length++;
      if (length === this.size) {
        this.resize();
      }
      const buf = this.clone();
      this.buf[0] = val;
      buf.copy(this.buf, 1, 0, length);
    }
  }
  append(val) {
    const length = this.length++;
    if (length === this.size) {
      this.resize();
    }
    this.buf[length] = val;
  }
  clone() {
    return Buffer.from(this.buf.slice(0, this.length));
  }
  resize() {
    const length = this.length;
    this.size = this.size * 2;
    const buf = Buffer.allocUnsafe(this.size);
    this.buf.copy(buf, 0, 0, length);
    this.buf = buf;
  }
  toString(encoding) {
    if (encoding) {
      return this.buf.toString(encoding, 0, this.length);
    } else {
      return Uint8Array.prototype.slice.call(this.buf.slice(0, this.length));
    }
  }
  toJSON() {
    return this.toString("utf8");
  }
  reset() {
    this.length = 0;
  }
}

/* harmony default export */ const utils_ResizeableBuffer = (ResizeableBuffer);

;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/init_state.js


const init_state = function (options) {
  // ECMAScript WhiteSpace + LineTerminator codepoints, encoded under
  // `options.encoding`. Aligns trimming with `String.prototype.trim()`.
  // https://tc39.es/ecma262/#sec-white-space
  // https://tc39.es/ecma262/#sec-line-terminators
  //
  // Codepoints unrepresentable in the target encoding are dropped: Node's
  // Buffer substitutes them with `?` (0x3F), and including those would cause
  // literal `?` bytes in the input to be trimmed under `latin1`/`ascii`.
  const timchars = [
    // Basic Latin
    0x0020, // [Space](https://www.fileformat.info/info/unicode/char/0020/index.htm)
    0x0009, // [CHARACTER TABULATION (HT)](https://www.fileformat.info/info/unicode/char/0009/index.htm)
    0x000a, // [LINE FEED (LF)](https://www.fileformat.info/info/unicode/char/000a/index.htm)
    0x000d, // [CARRIAGE RETURN (CR)](https://www.fileformat.info/info/unicode/char/000d/index.htm)
    0x000c, // [FORM FEED (FF)](https://www.fileformat.info/info/unicode/char/000c/index.htm)
    0x000b, // [LINE TABULATION (VT)](https://www.fileformat.info/info/unicode/char/000b/index.htm)
    // Latin-1 Supplement
    0x00a0, // [NO-BREAK SPACE (NBSP)](https://www.fileformat.info/info/unicode/char/00a0/index.htm)
    // Ogham
    0x1680, // [OGHAM SPACE MARK](https://www.fileformat.info/info/unicode/char/1680/index.htm)
    // General Punctuation
    0x2000, // [EN QUAD](https://www.fileformat.info/info/unicode/char/2000/index.htm)
    0x2001, // [EM QUAD](https://www.fileformat.info/info/unicode/char/2001/index.htm)
    0x2002, // [EN SPACE](https://www.fileformat.info/info/unicode/char/2002/index.htm)
    0x2003, // [EM SPACE](https://www.fileformat.info/info/unicode/char/2003/index.htm)
    0x2004, // [THREE-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2004/index.htm)
    0x2005, // [FOUR-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2005/index.htm)
    0x2006, // [SIX-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2006/index.htm)
    0x2007, // [FIGURE SPACE](https://www.fileformat.info/info/unicode/char/2007/index.htm)
    0x2008, // [PUNCTUATION SPACE](https://www.fileformat.info/info/unicode/char/2008/index.htm)
    0x2009, // [THIN SPACE](https://www.fileformat.info/info/unicode/char/2009/index.htm)
    0x200a, // [HAIR SPACE](https://www.fileformat.info/info/unicode/char/200a/index.htm)
    0x2028, // [LINE SEPARATOR](https://www.fileformat.info/info/unicode/char/2028/index.htm)
    0x2029, // [PARAGRAPH SEPARATOR](https://www.fileformat.info/info/unicode/char/2029/index.htm)
    0x202f, // [NARROW NO-BREAK SPACE (NNBSP)](https://www.fileformat.info/info/unicode/char/202f/index.htm)
    0x205f, // [MEDIUM MATHEMATICAL SPACE (MMSP)](https://www.fileformat.info/info/unicode/char/205f/index.htm)
    0x3000, // [IDEOGRAPHIC SPACE](https://www.fileformat.info/info/unicode/char/3000/index.htm)
    0xfeff, // [ZERO WIDTH NO-BREAK SPACE (BOM)](https://www.fileformat.info/info/unicode/char/feff/index.htm)
  ].reduce((acc, codepoint) => {
    const encoded = Buffer.from(
      String.fromCharCode(codepoint),
      options.encoding,
    );
    if (codepoint !== 0x3f && encoded.length === 1 && encoded[0] === 0x3f) {
      return acc;
    }
    acc.push(encoded);
    return acc;
  }, []);
  // First-byte lookup table for `__isCharTrimable`. Non-whitespace bytes
  // (the common case) bail out in O(1) without scanning every timchar.
  const timcharFirstBytes = new Uint8Array(256);
  for (const t of timchars) timcharFirstBytes[t[0]] = 1;
  return {
    bomSkipped: false,
    bufBytesStart: 0,
    castField: options.cast_function,
    commenting: false,
    delimiterBufPrevious: undefined,
    delimiterDiscovered: false,
    // Current error encountered by a record
    error: undefined,
    enabled: options.from_line === 1,
    escaping: false,
    escapeIsQuote:
      Buffer.isBuffer(options.escape) &&
      Buffer.isBuffer(options.quote) &&
      Buffer.compare(options.escape, options.quote) === 0,
    // columns can be `false`, `true`, `Array`
    expectedRecordLength: Array.isArray(options.columns)
      ? options.columns.length
      : undefined,
    field: new utils_ResizeableBuffer(20),
    firstLineToHeaders: options.cast_first_line_to_header,
    needMoreDataSize: Math.max(
      // Skip if the remaining buffer smaller than comment
      options.comment !== null ? options.comment.length : 0,
      // Skip if the remaining buffer can be delimiter
      ...(options.delimiter
        ? options.delimiter.map((delimiter) => delimiter.length)
        : []),
      // Auto discovery of delimiter is limited to 1 character
      options.delimiter_auto ? 1 : 0,
      // Skip if the remaining buffer can be escape sequence
      options.quote !== null ? options.quote.length : 0,
      // Skip if the remaining buffer can be a multi-byte trim character
      ...timchars.map((t) => t.length),
    ),
    previousBuf: undefined,
    quoting: false,
    stop: false,
    rawBuffer: new utils_ResizeableBuffer(100),
    record: [],
    recordHasError: false,
    record_length: 0,
    recordDelimiterMaxLength:
      options.record_delimiter.length === 0
        ? 0
        : Math.max(...options.record_delimiter.map((v) => v.length)),
    trimChars: [
      Buffer.from(" ", options.encoding)[0],
      Buffer.from("\t", options.encoding)[0],
    ],
    wasQuoting: false,
    wasRowDelimiter: false,
    timchars: timchars,
    timcharFirstBytes: timcharFirstBytes,
  };
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/underscore.js
const underscore = function (str) {
  return str.replace(/([A-Z])/g, function (_, match) {
    return "_" + match.toLowerCase();
  });
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/normalize_options.js





const normalize_options = function (opts) {
  const options = {};
  // Merge with user options
  for (const opt in opts) {
    options[underscore(opt)] = opts[opt];
  }
  // Normalize option `encoding`
  // Note: defined first because other options depends on it
  // to convert chars/strings into buffers.
  if (options.encoding === undefined || options.encoding === true) {
    options.encoding = "utf8";
  } else if (options.encoding === null || options.encoding === false) {
    options.encoding = null;
  } else if (
    typeof options.encoding !== "string" &&
    options.encoding !== null
  ) {
    throw new CsvError(
      "CSV_INVALID_OPTION_ENCODING",
      [
        "Invalid option encoding:",
        "encoding must be a string or null to return a buffer,",
        `got ${JSON.stringify(options.encoding)}`,
      ],
      options,
    );
  }
  // Normalize option `bom`
  if (
    options.bom === undefined ||
    options.bom === null ||
    options.bom === false
  ) {
    options.bom = false;
  } else if (options.bom !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_BOM",
      [
        "Invalid option bom:",
        "bom must be true,",
        `got ${JSON.stringify(options.bom)}`,
      ],
      options,
    );
  }
  // Normalize option `cast`
  options.cast_function = null;
  if (
    options.cast === undefined ||
    options.cast === null ||
    options.cast === false ||
    options.cast === ""
  ) {
    options.cast = undefined;
  } else if (typeof options.cast === "function") {
    options.cast_function = options.cast;
    options.cast = true;
  } else if (options.cast !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_CAST",
      [
        "Invalid option cast:",
        "cast must be true or a function,",
        `got ${JSON.stringify(options.cast)}`,
      ],
      options,
    );
  }
  // Normalize option `cast_date`
  if (
    options.cast_date === undefined ||
    options.cast_date === null ||
    options.cast_date === false ||
    options.cast_date === ""
  ) {
    options.cast_date = false;
  } else if (options.cast_date === true) {
    options.cast_date = function (value) {
      const date = Date.parse(value);
      return !isNaN(date) ? new Date(date) : value;
    };
  } else if (typeof options.cast_date !== "function") {
    throw new CsvError(
      "CSV_INVALID_OPTION_CAST_DATE",
      [
        "Invalid option cast_date:",
        "cast_date must be true or a function,",
        `got ${JSON.stringify(options.cast_date)}`,
      ],
      options,
    );
  }
  // Normalize option `columns`
  options.cast_first_line_to_header = undefined;
  if (options.columns === true) {
    // Fields in the first line are converted as-is to columns
    options.cast_first_line_to_header = undefined;
  } else if (typeof options.columns === "function") {
    options.cast_first_line_to_header = options.columns;
    options.columns = true;
  } else if (Array.isArray(options.columns)) {
    options.columns = normalize_columns_array(options.columns);
  } else if (
    options.columns === undefined ||
    options.columns === null ||
    options.columns === false
  ) {
    options.columns = false;
  } else {
    throw new CsvError(
      "CSV_INVALID_OPTION_COLUMNS",
      [
        "Invalid option columns:",
        "expect an array, a function or true,",
        `got ${JSON.stringify(options.columns)}`,
      ],
      options,
    );
  }
  // Normalize option `group_columns_by_name`
  if (
    options.group_columns_by_name === undefined ||
    options.group_columns_by_name === null ||
    options.group_columns_by_name === false
  ) {
    options.group_columns_by_name = false;
  } else if (options.group_columns_by_name !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME",
      [
        "Invalid option group_columns_by_name:",
        "expect an boolean,",
        `got ${JSON.stringify(options.group_columns_by_name)}`,
      ],
      options,
    );
  } else if (options.columns === false) {
    throw new CsvError(
      "CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME",
      [
        "Invalid option group_columns_by_name:",
        "the `columns` mode must be activated.",
      ],
      options,
    );
  }
  // Normalize option `comment`
  if (
    options.comment === undefined ||
    options.comment === null ||
    options.comment === false ||
    options.comment === ""
  ) {
    options.comment = null;
  } else {
    if (typeof options.comment === "string") {
      options.comment = Buffer.from(options.comment, options.encoding);
    }
    if (!Buffer.isBuffer(options.comment)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_COMMENT",
        [
          "Invalid option comment:",
          "comment must be a buffer or a string,",
          `got ${JSON.stringify(options.comment)}`,
        ],
        options,
      );
    }
  }
  // Normalize option `comment_no_infix`
  if (
    options.comment_no_infix === undefined ||
    options.comment_no_infix === null ||
    options.comment_no_infix === false
  ) {
    options.comment_no_infix = false;
  } else if (options.comment_no_infix !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_COMMENT",
      [
        "Invalid option comment_no_infix:",
        "value must be a boolean,",
        `got ${JSON.stringify(options.comment_no_infix)}`,
      ],
      options,
    );
  }
  // Normalize option `delimiter_auto`
  if (
    options.delimiter_auto === undefined ||
    options.delimiter_auto === null ||
    options.delimiter_auto === false
  ) {
    options.delimiter_auto = false;
  } else if (options.delimiter_auto === true) {
    options.delimiter_auto = {};
  } else if (!is_object(options.delimiter_auto)) {
    throw new CsvError(
      "CSV_INVALID_OPTION_DELIMITER_AUTO",
      [
        "Invalid option delimiter_auto:",
        "delimiter_auto must be a boolean or a configuration object,",
        `got ${JSON.stringify(options.delimiter_auto)}`,
      ],
      options,
    );
  }
  if (options.delimiter_auto) {
    if (options.delimiter_auto.preferred === undefined)
      options.delimiter_auto.preferred = {
        [",".charCodeAt(0)]: 1.8,
        ["\t".charCodeAt(0)]: 1.8,
        [";".charCodeAt(0)]: 1.6,
        [" ".charCodeAt(0)]: 1.6,
        [":".charCodeAt(0)]: 1.5,
        [".".charCodeAt(0)]: 1.4,
        ["/".charCodeAt(0)]: 1.4,
      };
    else if (!is_object(options.delimiter_auto.preferred)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "preferred must be an object,",
          `got ${JSON.stringify(options.delimiter_auto.preferred)}`,
        ],
        options,
      );
    }
    if (options.delimiter_auto.score === undefined)
      options.delimiter_auto.score = (info, options) => {
        return (
          (info.total - info.std) * (options.preferred[info.char_code] || 1)
        );
      };
    else if (typeof options.delimiter_auto.score !== "function") {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "score must be a function,",
          `got ${JSON.stringify(options.delimiter_auto.score)}`,
        ],
        options,
      );
    }
    if (options.delimiter_auto.size === undefined)
      options.delimiter_auto.size = 2048;
    else if (typeof options.delimiter_auto.size !== "number") {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "size must be a number,",
          `got ${JSON.stringify(options.delimiter_auto.size)}`,
        ],
        options,
      );
    }
  }
  // Normalize option `delimiter`
  const delimiter_json = JSON.stringify(options.delimiter);
  if (options.delimiter_auto !== false) {
    options.delimiter = [];
  }
  if (!Array.isArray(options.delimiter)) {
    if (
      options.delimiter === undefined ||
      options.delimiter === null ||
      options.delimiter === false
    ) {
      options.delimiter = Buffer.from(",", options.encoding);
    }
    options.delimiter = [options.delimiter];
  }
  options.delimiter = options.delimiter.map(function (delimiter) {
    if (typeof delimiter === "string") {
      delimiter = Buffer.from(delimiter, options.encoding);
    }
    if (!Buffer.isBuffer(delimiter) || delimiter.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER",
        [
          "Invalid option delimiter:",
          "delimiter must be a non empty string or buffer or array of string|buffer,",
          `got ${delimiter_json}`,
        ],
        options,
      );
    }
    return delimiter;
  });
  // Normalize option `escape`
  if (options.escape === undefined || options.escape === true) {
    options.escape = Buffer.from('"', options.encoding);
  } else if (typeof options.escape === "string") {
    options.escape = Buffer.from(options.escape, options.encoding);
  } else if (options.escape === null || options.escape === false) {
    options.escape = null;
  }
  if (options.escape !== null) {
    if (!Buffer.isBuffer(options.escape)) {
      throw new Error(
        `Invalid Option: escape must be a buffer, a string or a boolean, got ${JSON.stringify(options.escape)}`,
      );
    }
  }
  // Normalize option `from`
  if (options.from === undefined || options.from === null) {
    options.from = 1;
  } else {
    if (typeof options.from === "string" && /\d+/.test(options.from)) {
      options.from = parseInt(options.from);
    }
    if (Number.isInteger(options.from)) {
      if (options.from < 0) {
        throw new Error(
          `Invalid Option: from must be a positive integer, got ${JSON.stringify(opts.from)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: from must be an integer, got ${JSON.stringify(options.from)}`,
      );
    }
  }
  // Normalize option `from_line`
  if (options.from_line === undefined || options.from_line === null) {
    options.from_line = 1;
  } else {
    if (
      typeof options.from_line === "string" &&
      /\d+/.test(options.from_line)
    ) {
      options.from_line = parseInt(options.from_line);
    }
    if (Number.isInteger(options.from_line)) {
      if (options.from_line <= 0) {
        throw new Error(
          `Invalid Option: from_line must be a positive integer greater than 0, got ${JSON.stringify(opts.from_line)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: from_line must be an integer, got ${JSON.stringify(opts.from_line)}`,
      );
    }
  }
  // Normalize options `ignore_last_delimiters`
  if (
    options.ignore_last_delimiters === undefined ||
    options.ignore_last_delimiters === null
  ) {
    options.ignore_last_delimiters = false;
  } else if (typeof options.ignore_last_delimiters === "number") {
    options.ignore_last_delimiters = Math.floor(options.ignore_last_delimiters);
    if (options.ignore_last_delimiters === 0) {
      options.ignore_last_delimiters = false;
    }
  } else if (typeof options.ignore_last_delimiters !== "boolean") {
    throw new CsvError(
      "CSV_INVALID_OPTION_IGNORE_LAST_DELIMITERS",
      [
        "Invalid option `ignore_last_delimiters`:",
        "the value must be a boolean value or an integer,",
        `got ${JSON.stringify(options.ignore_last_delimiters)}`,
      ],
      options,
    );
  }
  if (options.ignore_last_delimiters === true && options.columns === false) {
    throw new CsvError(
      "CSV_IGNORE_LAST_DELIMITERS_REQUIRES_COLUMNS",
      [
        "The option `ignore_last_delimiters`",
        "requires the activation of the `columns` option",
      ],
      options,
    );
  }
  // Normalize option `info`
  if (
    options.info === undefined ||
    options.info === null ||
    options.info === false
  ) {
    options.info = false;
  } else if (options.info !== true) {
    throw new Error(
      `Invalid Option: info must be true, got ${JSON.stringify(options.info)}`,
    );
  }
  // Normalize option `max_record_size`
  if (
    options.max_record_size === undefined ||
    options.max_record_size === null ||
    options.max_record_size === false
  ) {
    options.max_record_size = 0;
  } else if (
    Number.isInteger(options.max_record_size) &&
    options.max_record_size >= 0
  ) {
    // Great, nothing to do
  } else if (
    typeof options.max_record_size === "string" &&
    /\d+/.test(options.max_record_size)
  ) {
    options.max_record_size = parseInt(options.max_record_size);
  } else {
    throw new Error(
      `Invalid Option: max_record_size must be a positive integer, got ${JSON.stringify(options.max_record_size)}`,
    );
  }
  // Normalize option `objname`
  if (
    options.objname === undefined ||
    options.objname === null ||
    options.objname === false
  ) {
    options.objname = undefined;
  } else if (Buffer.isBuffer(options.objname)) {
    if (options.objname.length === 0) {
      throw new Error(`Invalid Option: objname must be a non empty buffer`);
    }
    if (options.encoding === null) {
      // Don't call `toString`, leave objname as a buffer
    } else {
      options.objname = options.objname.toString(options.encoding);
    }
  } else if (typeof options.objname === "string") {
    if (options.objname.length === 0) {
      throw new Error(`Invalid Option: objname must be a non empty string`);
    }
    // Great, nothing to do
  } else if (typeof options.objname === "number") {
    // if(options.objname.length === 0){
    //   throw new Error(`Invalid Option: objname must be a non empty string`);
    // }
    // Great, nothing to do
  } else {
    throw new Error(
      `Invalid Option: objname must be a string or a buffer, got ${options.objname}`,
    );
  }
  if (options.objname !== undefined) {
    if (typeof options.objname === "number") {
      if (options.columns !== false) {
        throw Error(
          "Invalid Option: objname index cannot be combined with columns or be defined as a field",
        );
      }
    } else {
      // A string or a buffer
      if (options.columns === false) {
        throw Error(
          "Invalid Option: objname field must be combined with columns or be defined as an index",
        );
      }
    }
  }
  // Normalize option `on_record`
  if (options.on_record === undefined || options.on_record === null) {
    options.on_record = undefined;
  } else if (typeof options.on_record !== "function") {
    throw new CsvError(
      "CSV_INVALID_OPTION_ON_RECORD",
      [
        "Invalid option `on_record`:",
        "expect a function,",
        `got ${JSON.stringify(options.on_record)}`,
      ],
      options,
    );
  }
  // Normalize option `on_skip`
  // options.on_skip ??= (err, chunk) => {
  //   this.emit('skip', err, chunk);
  // };
  if (
    options.on_skip !== undefined &&
    options.on_skip !== null &&
    typeof options.on_skip !== "function"
  ) {
    throw new Error(
      `Invalid Option: on_skip must be a function, got ${JSON.stringify(options.on_skip)}`,
    );
  }
  // Normalize option `quote`
  if (
    options.quote === null ||
    options.quote === false ||
    options.quote === ""
  ) {
    options.quote = null;
  } else {
    if (options.quote === undefined || options.quote === true) {
      options.quote = Buffer.from('"', options.encoding);
    } else if (typeof options.quote === "string") {
      options.quote = Buffer.from(options.quote, options.encoding);
    }
    if (!Buffer.isBuffer(options.quote)) {
      throw new Error(
        `Invalid Option: quote must be a buffer or a string, got ${JSON.stringify(options.quote)}`,
      );
    }
  }
  // Normalize option `raw`
  if (
    options.raw === undefined ||
    options.raw === null ||
    options.raw === false
  ) {
    options.raw = false;
  } else if (options.raw !== true) {
    throw new Error(
      `Invalid Option: raw must be true, got ${JSON.stringify(options.raw)}`,
    );
  }
  // Normalize option `record_delimiter`
  if (options.record_delimiter === undefined) {
    options.record_delimiter = [];
  } else if (
    typeof options.record_delimiter === "string" ||
    Buffer.isBuffer(options.record_delimiter)
  ) {
    if (options.record_delimiter.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a non empty string or buffer,",
          `got ${JSON.stringify(options.record_delimiter)}`,
        ],
        options,
      );
    }
    options.record_delimiter = [options.record_delimiter];
  } else if (!Array.isArray(options.record_delimiter)) {
    throw new CsvError(
      "CSV_INVALID_OPTION_RECORD_DELIMITER",
      [
        "Invalid option `record_delimiter`:",
        "value must be a string, a buffer or array of string|buffer,",
        `got ${JSON.stringify(options.record_delimiter)}`,
      ],
      options,
    );
  }
  options.record_delimiter = options.record_delimiter.map(function (rd, i) {
    if (typeof rd !== "string" && !Buffer.isBuffer(rd)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a string, a buffer or array of string|buffer",
          `at index ${i},`,
          `got ${JSON.stringify(rd)}`,
        ],
        options,
      );
    } else if (rd.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a non empty string or buffer",
          `at index ${i},`,
          `got ${JSON.stringify(rd)}`,
        ],
        options,
      );
    }
    if (typeof rd === "string") {
      rd = Buffer.from(rd, options.encoding);
    }
    return rd;
  });
  // Normalize option `relax_column_count`
  if (typeof options.relax_column_count === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_column_count === undefined ||
    options.relax_column_count === null
  ) {
    options.relax_column_count = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count must be a boolean, got ${JSON.stringify(options.relax_column_count)}`,
    );
  }
  if (typeof options.relax_column_count_less === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_column_count_less === undefined ||
    options.relax_column_count_less === null
  ) {
    options.relax_column_count_less = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count_less must be a boolean, got ${JSON.stringify(options.relax_column_count_less)}`,
    );
  }
  if (typeof options.relax_column_count_more === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_column_count_more === undefined ||
    options.relax_column_count_more === null
  ) {
    options.relax_column_count_more = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count_more must be a boolean, got ${JSON.stringify(options.relax_column_count_more)}`,
    );
  }
  // Normalize option `relax_quotes`
  if (typeof options.relax_quotes === "boolean") {
    // Great, nothing to do
  } else if (
    options.relax_quotes === undefined ||
    options.relax_quotes === null
  ) {
    options.relax_quotes = false;
  } else {
    throw new Error(
      `Invalid Option: relax_quotes must be a boolean, got ${JSON.stringify(options.relax_quotes)}`,
    );
  }
  // Normalize option `skip_empty_lines`
  if (typeof options.skip_empty_lines === "boolean") {
    // Great, nothing to do
  } else if (
    options.skip_empty_lines === undefined ||
    options.skip_empty_lines === null
  ) {
    options.skip_empty_lines = false;
  } else {
    throw new Error(
      `Invalid Option: skip_empty_lines must be a boolean, got ${JSON.stringify(options.skip_empty_lines)}`,
    );
  }
  // Normalize option `skip_records_with_empty_values`
  if (typeof options.skip_records_with_empty_values === "boolean") {
    // Great, nothing to do
  } else if (
    options.skip_records_with_empty_values === undefined ||
    options.skip_records_with_empty_values === null
  ) {
    options.skip_records_with_empty_values = false;
  } else {
    throw new Error(
      `Invalid Option: skip_records_with_empty_values must be a boolean, got ${JSON.stringify(options.skip_records_with_empty_values)}`,
    );
  }
  // Normalize option `skip_records_with_error`
  if (typeof options.skip_records_with_error === "boolean") {
    // Great, nothing to do
  } else if (
    options.skip_records_with_error === undefined ||
    options.skip_records_with_error === null
  ) {
    options.skip_records_with_error = false;
  } else {
    throw new Error(
      `Invalid Option: skip_records_with_error must be a boolean, got ${JSON.stringify(options.skip_records_with_error)}`,
    );
  }
  // Normalize option `rtrim`
  if (
    options.rtrim === undefined ||
    options.rtrim === null ||
    options.rtrim === false
  ) {
    options.rtrim = false;
  } else if (options.rtrim !== true) {
    throw new Error(
      `Invalid Option: rtrim must be a boolean, got ${JSON.stringify(options.rtrim)}`,
    );
  }
  // Normalize option `ltrim`
  if (
    options.ltrim === undefined ||
    options.ltrim === null ||
    options.ltrim === false
  ) {
    options.ltrim = false;
  } else if (options.ltrim !== true) {
    throw new Error(
      `Invalid Option: ltrim must be a boolean, got ${JSON.stringify(options.ltrim)}`,
    );
  }
  // Normalize option `trim`
  if (
    options.trim === undefined ||
    options.trim === null ||
    options.trim === false
  ) {
    options.trim = false;
  } else if (options.trim !== true) {
    throw new Error(
      `Invalid Option: trim must be a boolean, got ${JSON.stringify(options.trim)}`,
    );
  }
  // Normalize options `trim`, `ltrim` and `rtrim`
  if (options.trim === true && opts.ltrim !== false) {
    options.ltrim = true;
  } else if (options.ltrim !== true) {
    options.ltrim = false;
  }
  if (options.trim === true && opts.rtrim !== false) {
    options.rtrim = true;
  } else if (options.rtrim !== true) {
    options.rtrim = false;
  }
  // Normalize option `to`
  if (options.to === undefined || options.to === null) {
    options.to = -1;
  } else if (options.to !== -1) {
    if (typeof options.to === "string" && /\d+/.test(options.to)) {
      options.to = parseInt(options.to);
    }
    if (Number.isInteger(options.to)) {
      if (options.to <= 0) {
        throw new Error(
          `Invalid Option: to must be a positive integer greater than 0, got ${JSON.stringify(opts.to)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: to must be an integer, got ${JSON.stringify(opts.to)}`,
      );
    }
  }
  // Normalize option `to_line`
  if (options.to_line === undefined || options.to_line === null) {
    options.to_line = -1;
  } else if (options.to_line !== -1) {
    if (typeof options.to_line === "string" && /\d+/.test(options.to_line)) {
      options.to_line = parseInt(options.to_line);
    }
    if (Number.isInteger(options.to_line)) {
      if (options.to_line <= 0) {
        throw new Error(
          `Invalid Option: to_line must be a positive integer greater than 0, got ${JSON.stringify(opts.to_line)}`,
        );
      }
    } else {
      throw new Error(
        `Invalid Option: to_line must be an integer, got ${JSON.stringify(opts.to_line)}`,
      );
    }
  }
  return options;
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/utils/delimiter_discover.js



// Discussed in [issue #400](https://github.com/adaltas/node-csv/issues/400)
// See https://github.com/python/cpython/blob/ea1b1c579f600cc85d145c60862b2e6b98701b24/Lib/csv.py#L349
const delimiter_discover = function (records, options) {
  // Normalize the configuration
  if (!options) {
    ({ delimiter_auto: options } = normalize_options({ delimiter_auto: true }));
  }
  // Convert String to Buffer
  if (typeof records === "string") {
    records = Buffer.from(records);
  }
  // Convert Buffer to an array of records
  if (Buffer.isBuffer(records)) {
    records = ((data) => {
      const records = [];
      const parser = transform({ delimiter: [] });
      const push = (record) => records.push(record);
      const close = () => {};
      const error = parser.parse(data, true, push, close);
      if (error !== undefined) throw error;
      return records;
    })(records);
  }
  // Info array initialization, 127 entries, one per char code
  const info = Array(127)
    .fill()
    .map(() => ({ lines: [] }));
  // Traverse each records, count occurences per char code
  records.map(([record], line) => {
    for (let i = 0, l = record.length; i < l; i++) {
      // Count the character frequency
      const code = record.charCodeAt(i);
      if (info[code].lines[line] === undefined) info[code].lines[line] = 0;
      info[code].lines[line]++;
    }
  });
  // Traverse each char code, compute the score
  info.map((info, i) => {
    info.char_code = i;
    info.std = std(info.lines);
    info.total = info.lines.reduce((acc, val) => acc + val, 0);
    info.preferred = !!options.preferred[i];
    info.score = options.score(info, options);
  });
  // Extract the dominant character
  const result = info.reduce(
    (acc, info) => (acc.score > info.score ? acc : info),
    {},
  );
  return String.fromCharCode(result.char_code);
};

const std = function (array) {
  const n = array.length;
  if (n === 0) return 0;
  const mean = array.reduce((a, b) => a + b) / n;
  return Math.sqrt(
    array.map((x) => Math.pow(x - mean, 2)).reduce((a, b) => a + b) / n,
  );
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/api/index.js






const isRecordEmpty = function (record) {
  return record.every(
    (field) =>
      field == null || (field.toString && field.toString().trim() === ""),
  );
};

const cr = 13; // `\r`, carriage return, 0x0D in hexadécimal, 13 in decimal
const nl = 10; // `\n`, newline, 0x0A in hexadecimal, 10 in decimal

const boms = {
  // Note, the following are equals:
  // Buffer.from("\ufeff")
  // Buffer.from([239, 187, 191])
  // Buffer.from('EFBBBF', 'hex')
  utf8: Buffer.from([239, 187, 191]),
  // Note, the following are equals:
  // Buffer.from "\ufeff", 'utf16le
  // Buffer.from([255, 254])
  utf16le: Buffer.from([255, 254]),
};

const transform = function (original_options = {}) {
  const info = {
    bytes: 0,
    bytes_records: 0,
    comment_lines: 0,
    empty_lines: 0,
    invalid_field_length: 0,
    lines: 1,
    records: 0,
  };
  const options = normalize_options(original_options);
  return {
    info: info,
    original_options: original_options,
    options: options,
    state: init_state(options),
    __needMoreData: function (i, bufLen, end) {
      if (end) return false;
      const { encoding, escape, quote } = this.options;
      const { quoting, needMoreDataSize, recordDelimiterMaxLength } =
        this.state;
      const numOfCharLeft = bufLen - i - 1;
      const requiredLength = Math.max(
        needMoreDataSize,
        // Skip if the remaining buffer smaller than record delimiter
        // If "record_delimiter" is yet to be discovered:
        // 1. It is equals to `[]` and "recordDelimiterMaxLength" equals `0`
        // 2. We set the length to windows line ending in the current encoding
        // Note, that encoding is known from user or bom discovery at that point
        // recordDelimiterMaxLength,
        recordDelimiterMaxLength === 0
          ? Buffer.from("\r\n", encoding).length
          : recordDelimiterMaxLength,
        // Skip if remaining buffer can be an escaped quote
        quoting ? (escape === null ? 0 : escape.length) + quote.length : 0,
        // Skip if remaining buffer can be record delimiter following the closing quote
        quoting ? quote.length + recordDelimiterMaxLength : 0,
      );
      return numOfCharLeft < requiredLength;
    },
    // Central parser implementation
    parse: function (nextBuf, end, push, close) {
      const {
        bom,
        comment_no_infix,
        delimiter_auto,
        encoding,
        from_line,
        ltrim,
        max_record_size,
        raw,
        relax_quotes,
        rtrim,
        skip_empty_lines,
        to,
        to_line,
      } = this.options;
      let { comment, escape, quote, record_delimiter } = this.options;
      const {
        bomSkipped,
        delimiterDiscovered,
        delimiterBufPrevious,
        rawBuffer,
        escapeIsQuote,
      } = this.state;
      // Automatic delimiter discovery
      if (!delimiterDiscovered && delimiter_auto) {
        let delimiterBuf;
        if (delimiterBufPrevious === undefined) {
          delimiterBuf = nextBuf;
        } else if (
          delimiterBufPrevious !== undefined &&
          nextBuf === undefined
        ) {
          delimiterBuf = delimiterBufPrevious;
        } else {
          delimiterBuf = Buffer.concat([delimiterBufPrevious, nextBuf]);
        }
        // Ensure that nextBuf is not concatenated a second time during buffer reconciliation
        nextBuf = undefined;
        // this.delimiterBufPrevious = delimiterBuf;
        if (end || delimiterBuf.length > delimiter_auto.size) {
          this.options.delimiter = [
            Buffer.from(
              delimiter_discover(delimiterBuf, this.options.delimiter_auto),
            ),
          ];
          this.state.previousBuf = delimiterBuf;
          this.state.delimiterBufPrevious = undefined;
          this.state.delimiterDiscovered = true;
        } else {
          this.state.delimiterBufPrevious = delimiterBuf;
          return;
        }
      }
      // Previous buffers reconciliation
      const { previousBuf } = this.state;
      let buf;
      if (previousBuf === undefined) {
        if (nextBuf === undefined) {
          // Handle empty string
          close();
          return;
        } else {
          buf = nextBuf;
        }
      } else if (previousBuf !== undefined && nextBuf === undefined) {
        buf = previousBuf;
      } else {
        buf = Buffer.concat([previousBuf, nextBuf]);
      }
      // Handle UTF BOM
      if (bomSkipped === false) {
        if (bom === false) {
          this.state.bomSkipped = true;
        } else if (buf.length < 3) {
          // No enough data
          if (end === false) {
            // Wait for more data
            this.state.previousBuf = buf;
            return;
          }
        } else {
          for (const encoding in boms) {
            if (boms[encoding].compare(buf, 0, boms[encoding].length) === 0) {
              // Skip BOM
              const bomLength = boms[encoding].length;
              this.state.bufBytesStart += bomLength;
              buf = buf.slice(bomLength);
              // Renormalize original options with the new encoding
              const options = normalize_options({
                ...this.original_options,
                encoding: encoding,
              });
              // Properties are merged with the existing options instance
              for (const key in options) {
                this.options[key] = options[key];
              }
              // Options will re-evaluate the Buffer with the new encoding
              ({ comment, escape, quote } = this.options);
              break;
            }
          }
          this.state.bomSkipped = true;
        }
      }
      const bufLen = buf.length;
      let pos;
      for (pos = 0; pos < bufLen; pos++) {
        // Ensure we get enough space to look ahead
        // There should be a way to move this out of the loop
        if (this.__needMoreData(pos, bufLen, end)) {
          break;
        }
        if (this.state.wasRowDelimiter === true) {
          this.info.lines++;
          this.state.wasRowDelimiter = false;
        }
        if (to_line !== -1 && this.info.lines > to_line) {
          this.state.stop = true;
          close();
          return;
        }
        // Auto discovery of record_delimiter, unix, mac and windows supported
        if (this.state.quoting === false && record_delimiter.length === 0) {
          const record_delimiterCount = this.__autoDiscoverRecordDelimiter(
            buf,
            pos,
          );
          if (record_delimiterCount) {
            record_delimiter = this.options.record_delimiter;
          }
        }
        const chr = buf[pos];
        if (raw === true) {
          rawBuffer.append(chr);
        }
        if (
          (chr === cr || chr === nl) &&
          this.state.wasRowDelimiter === false
        ) {
          this.state.wasRowDelimiter = true;
        }
        // Previous char was a valid escape char
        // treat the current char as a regular char
        if (this.state.escaping === true) {
          this.state.escaping = false;
        } else {
          // Escape is only active inside quoted fields
          // We are quoting, the char is an escape chr and there is a chr to escape
          // if(escape !== null && this.state.quoting === true && chr === escape && pos + 1 < bufLen){
          if (
            escape !== null &&
            this.state.quoting === true &&
            this.__isEscape(buf, pos, chr) &&
            pos + escape.length < bufLen
          ) {
            if (escapeIsQuote) {
              if (this.__isQuote(buf, pos + escape.length)) {
                this.state.escaping = true;
                pos += escape.length - 1;
                continue;
              }
            } else {
              this.state.escaping = true;
              pos += escape.length - 1;
              continue;
            }
          }
          // Not currently escaping and chr is a quote
          // TODO: need to compare bytes instead of single char
          if (this.state.commenting === false && this.__isQuote(buf, pos)) {
            if (this.state.quoting === true) {
              const nextChr = buf[pos + quote.length];
              const isNextChrTrimable =
                rtrim && this.__isCharTrimable(buf, pos + quote.length);
              const isNextChrComment =
                comment !== null &&
                this.__compareBytes(comment, buf, pos + quote.length, nextChr);
              const isNextChrDelimiter = this.__isDelimiter(
                buf,
                pos + quote.length,
                nextChr,
              );
              const isNextChrRecordDelimiter =
                record_delimiter.length === 0
                  ? this.__autoDiscoverRecordDelimiter(buf, pos + quote.length)
                  : this.__isRecordDelimiter(nextChr, buf, pos + quote.length);
              // Escape a quote
              // Treat next char as a regular character
              if (
                escape !== null &&
                this.__isEscape(buf, pos, chr) &&
                this.__isQuote(buf, pos + escape.length)
              ) {
                pos += escape.length - 1;
              } else if (
                !nextChr ||
                isNextChrDelimiter ||
                isNextChrRecordDelimiter ||
                isNextChrComment ||
                isNextChrTrimable
              ) {
                this.state.quoting = false;
                this.state.wasQuoting = true;
                pos += quote.length - 1;
                continue;
              } else if (relax_quotes === false) {
                const err = this.__error(
                  new CsvError(
                    "CSV_INVALID_CLOSING_QUOTE",
                    [
                      "Invalid Closing Quote:",
                      `got "${String.fromCharCode(nextChr)}"`,
                      `at line ${this.info.lines}`,
                      "instead of delimiter, record delimiter, trimable character",
                      "(if activated) or comment",
                    ],
                    this.options,
                    this.__infoField(),
                  ),
                );
                if (err !== undefined) return err;
              } else {
                this.state.quoting = false;
                this.state.wasQuoting = true;
                this.state.field.prepend(quote);
                pos += quote.length - 1;
              }
            } else {
              if (this.state.field.length !== 0) {
                // In relax_quotes mode, treat opening quote preceded by chrs as regular
                if (relax_quotes === false) {
                  const info = this.__infoField();
                  const bom = Object.keys(boms)
                    .map((b) =>
                      boms[b].equals(this.state.field.toString()) ? b : false,
                    )
                    .filter(Boolean)[0];
                  const err = this.__error(
                    new CsvError(
                      "INVALID_OPENING_QUOTE",
                      [
                        "Invalid Opening Quote:",
                        `a quote is found on field ${JSON.stringify(info.column)} at line ${info.lines}, value is ${JSON.stringify(this.state.field.toString(encoding))}`,
                        bom ? `(${bom} bom)` : undefined,
                      ],
                      this.options,
                      info,
                      {
                        field: this.state.field,
                      },
                    ),
                  );
                  if (err !== undefined) return err;
                }
              } else {
                this.state.quoting = true;
                pos += quote.length - 1;
                continue;
              }
            }
          }
          if (this.state.quoting === false) {
            const recordDelimiterLength = this.__isRecordDelimiter(
              chr,
              buf,
              pos,
            );
            if (recordDelimiterLength !== 0) {
              // Do not emit comments which take a full line
              const skipCommentLine =
                this.state.commenting &&
                this.state.wasQuoting === false &&
                this.state.record.length === 0 &&
                this.state.field.length === 0;
              if (skipCommentLine) {
                this.info.comment_lines++;
                // Skip full comment line
              } else {
                // Activate records emission if above from_line
                if (
                  this.state.enabled === false &&
                  this.info.lines +
                    (this.state.wasRowDelimiter === true ? 1 : 0) >=
                    from_line
                ) {
                  this.state.enabled = true;
                  this.__resetField();
                  this.__resetRecord();
                  pos += recordDelimiterLength - 1;
                  continue;
                }
                // Skip if line is empty and skip_empty_lines activated
                if (
                  skip_empty_lines === true &&
                  this.state.wasQuoting === false &&
                  this.state.record.length === 0 &&
                  this.state.field.length === 0
                ) {
                  this.info.empty_lines++;
                  pos += recordDelimiterLength - 1;
                  continue;
                }
                this.info.bytes = this.state.bufBytesStart + pos;
                const errField = this.__onField();
                if (errField !== undefined) return errField;
                this.info.bytes =
                  this.state.bufBytesStart + pos + recordDelimiterLength;
                const errRecord = this.__onRecord(push);
                if (errRecord !== undefined) return errRecord;
                if (to !== -1 && this.info.records >= to) {
                  this.state.stop = true;
                  close();
                  return;
                }
              }
              this.state.commenting = false;
              pos += recordDelimiterLength - 1;
              continue;
            }
            if (this.state.commenting) {
              continue;
            }
            if (
              comment !== null &&
              (comment_no_infix === false ||
                (this.state.record.length === 0 &&
                  this.state.field.length === 0))
            ) {
              const commentCount = this.__compareBytes(comment, buf, pos, chr);
              if (commentCount !== 0) {
                this.state.commenting = true;
                continue;
              }
            }
            const delimiterLength = this.__isDelimiter(buf, pos, chr);
            if (delimiterLength !== 0) {
              this.info.bytes = this.state.bufBytesStart + pos;
              const errField = this.__onField();
              if (errField !== undefined) return errField;
              pos += delimiterLength - 1;
              continue;
            }
          }
        }
        if (this.state.commenting === false) {
          if (
            max_record_size !== 0 &&
            this.state.record_length + this.state.field.length > max_record_size
          ) {
            return this.__error(
              new CsvError(
                "CSV_MAX_RECORD_SIZE",
                [
                  "Max Record Size:",
                  "record exceed the maximum number of tolerated bytes",
                  `of ${max_record_size}`,
                  `at line ${this.info.lines}`,
                ],
                this.options,
                this.__infoField(),
              ),
            );
          }
        }
        const lappend =
          ltrim === false ||
          this.state.quoting === true ||
          this.state.field.length !== 0 ||
          !this.__isCharTrimable(buf, pos);
        // rtrim in non quoting is handle in __onField
        const rappend = rtrim === false || this.state.wasQuoting === false;
        if (lappend === true && rappend === true) {
          this.state.field.append(chr);
        } else if (rtrim === true && !this.__isCharTrimable(buf, pos)) {
          return this.__error(
            new CsvError(
              "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE",
              [
                "Invalid Closing Quote:",
                "found non trimable byte after quote",
                `at line ${this.info.lines}`,
              ],
              this.options,
              this.__infoField(),
            ),
          );
        } else {
          if (lappend === false) {
            pos += this.__isCharTrimable(buf, pos) - 1;
          }
          continue;
        }
      }
      if (end === true) {
        // Ensure we are not ending in a quoting state
        if (this.state.quoting === true) {
          const err = this.__error(
            new CsvError(
              "CSV_QUOTE_NOT_CLOSED",
              [
                "Quote Not Closed:",
                `the parsing is finished with an opening quote at line ${this.info.lines}`,
              ],
              this.options,
              this.__infoField(),
            ),
          );
          if (err !== undefined) return err;
        } else {
          // Skip last line if it has no characters
          if (
            this.state.wasQuoting === true ||
            this.state.record.length !== 0 ||
            this.state.field.length !== 0
          ) {
            this.info.bytes = this.state.bufBytesStart + pos;
            const errField = this.__onField();
            if (errField !== undefined) return errField;
            const errRecord = this.__onRecord(push);
            if (errRecord !== undefined) return errRecord;
          } else if (this.state.wasRowDelimiter === true) {
            this.info.empty_lines++;
          } else if (this.state.commenting === true) {
            this.info.comment_lines++;
          }
        }
      } else {
        this.state.bufBytesStart += pos;
        this.state.previousBuf = buf.slice(pos);
      }
      if (this.state.wasRowDelimiter === true) {
        this.info.lines++;
        this.state.wasRowDelimiter = false;
      }
    },
    __onRecord: function (push) {
      const {
        columns,
        group_columns_by_name,
        encoding,
        info,
        from,
        relax_column_count,
        relax_column_count_less,
        relax_column_count_more,
        raw,
        skip_records_with_empty_values,
      } = this.options;
      const { enabled, record } = this.state;
      if (enabled === false) {
        return this.__resetRecord();
      }
      // Convert the first line into column names
      const recordLength = record.length;
      if (columns === true) {
        if (skip_records_with_empty_values === true && isRecordEmpty(record)) {
          this.__resetRecord();
          return;
        }
        return this.__firstLineToColumns(record);
      }
      if (columns === false && this.info.records === 0) {
        this.state.expectedRecordLength = recordLength;
      }
      if (recordLength !== this.state.expectedRecordLength) {
        const err =
          columns === false
            ? new CsvError(
                "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH",
                [
                  "Invalid Record Length:",
                  `expect ${this.state.expectedRecordLength},`,
                  `got ${recordLength} on line ${this.info.lines}`,
                ],
                this.options,
                this.__infoField(),
                {
                  record: record,
                },
              )
            : new CsvError(
                "CSV_RECORD_INCONSISTENT_COLUMNS",
                [
                  "Invalid Record Length:",
                  `columns length is ${columns.length},`, // rename columns
                  `got ${recordLength} on line ${this.info.lines}`,
                ],
                this.options,
                this.__infoField(),
                {
                  record: record,
                },
              );
        if (
          relax_column_count === true ||
          (relax_column_count_less === true &&
            recordLength < this.state.expectedRecordLength) ||
          (relax_column_count_more === true &&
            recordLength > this.state.expectedRecordLength)
        ) {
          this.info.invalid_field_length++;
          this.state.error = err;
          // Error is undefined with skip_records_with_error
        } else {
          const finalErr = this.__error(err);
          if (finalErr) return finalErr;
        }
      }
      if (skip_records_with_empty_values === true && isRecordEmpty(record)) {
        this.__resetRecord();
        return;
      }
      if (this.state.recordHasError === true) {
        this.__resetRecord();
        this.state.recordHasError = false;
        return;
      }
      this.info.records++;
      if (from === 1 || this.info.records >= from) {
        const { objname } = this.options;
        // With columns, records are object
        if (columns !== false) {
          const obj = {};
          // Transform record array to an object
          for (let i = 0, l = record.length; i < l; i++) {
            if (columns[i] === undefined || columns[i].disabled) continue;
            // Turn duplicate columns into an array
            if (
              group_columns_by_name === true &&
              Object.hasOwn(obj, columns[i].name)
            ) {
              if (Array.isArray(obj[columns[i].name])) {
                obj[columns[i].name] = obj[columns[i].name].concat(record[i]);
              } else {
                obj[columns[i].name] = [obj[columns[i].name], record[i]];
              }
            } else {
              Object.defineProperty(obj, columns[i].name, {
                value: record[i],
                enumerable: true,
                writable: true,
                configurable: true,
              });
            }
          }
          // Without objname (default)
          if (raw === true || info === true) {
            const extRecord = Object.assign(
              { record: obj },
              raw === true
                ? { raw: this.state.rawBuffer.toString(encoding) }
                : {},
              info === true ? { info: this.__infoRecord() } : {},
            );
            const err = this.__push(
              objname === undefined ? extRecord : [obj[objname], extRecord],
              push,
            );
            if (err) {
              return err;
            }
          } else {
            const err = this.__push(
              objname === undefined ? obj : [obj[objname], obj],
              push,
            );
            if (err) {
              return err;
            }
          }
          // Without columns, records are array
        } else {
          if (raw === true || info === true) {
            const extRecord = Object.assign(
              { record: record },
              raw === true
                ? { raw: this.state.rawBuffer.toString(encoding) }
                : {},
              info === true ? { info: this.__infoRecord() } : {},
            );
            const err = this.__push(
              objname === undefined ? extRecord : [record[objname], extRecord],
              push,
            );
            if (err) {
              return err;
            }
          } else {
            const err = this.__push(
              objname === undefined ? record : [record[objname], record],
              push,
            );
            if (err) {
              return err;
            }
          }
        }
      }
      this.__resetRecord();
    },
    __firstLineToColumns: function (record) {
      const { firstLineToHeaders } = this.state;
      try {
        const headers =
          firstLineToHeaders === undefined
            ? record
            : firstLineToHeaders.call(null, record);
        if (!Array.isArray(headers)) {
          return this.__error(
            new CsvError(
              "CSV_INVALID_COLUMN_MAPPING",
              [
                "Invalid Column Mapping:",
                "expect an array from column function,",
                `got ${JSON.stringify(headers)}`,
              ],
              this.options,
              this.__infoField(),
              {
                headers: headers,
              },
            ),
          );
        }
        const normalizedHeaders = normalize_columns_array(headers);
        this.state.expectedRecordLength = normalizedHeaders.length;
        this.options.columns = normalizedHeaders;
        this.__resetRecord();
        return;
      } catch (err) {
        return err;
      }
    },
    __resetRecord: function () {
      if (this.options.raw === true) {
        this.state.rawBuffer.reset();
      }
      this.state.error = undefined;
      this.state.record = [];
      this.state.record_length = 0;
    },
    __onField: function () {
      const { cast, encoding, rtrim, max_record_size } = this.options;
      const { enabled, wasQuoting } = this.state;
      // Short circuit for the from_line options
      if (enabled === false) {
        return this.__resetField();
      }
      let field = this.state.field.toString(encoding);
      if (rtrim === true && wasQuoting === false) {
        field = field.trimRight();
      }
      if (cast === true) {
        const [err, f] = this.__cast(field);
        if (err !== undefined) return err;
        field = f;
      }
      this.state.record.push(field);
      // Increment record length if record size must not exceed a limit
      if (max_record_size !== 0 && typeof field === "string") {
        this.state.record_length += field.length;
      }
      this.__resetField();
    },
    __resetField: function () {
      this.state.field.reset();
      this.state.wasQuoting = false;
    },
    __push: function (record, push) {
      const { on_record } = this.options;
      if (on_record !== undefined) {
        const info = this.__infoRecord();
        try {
          record = on_record.call(null, record, info);
        } catch (err) {
          return err;
        }
        if (record === undefined || record === null) {
          return;
        }
      }
      this.info.bytes_records += this.info.bytes;
      push(record);
    },
    // Return a tuple with the error and the casted value
    __cast: function (field) {
      const { columns, relax_column_count } = this.options;
      const isColumns = Array.isArray(columns);
      // Dont loose time calling cast
      // because the final record is an object
      // and this field can't be associated to a key present in columns
      if (
        isColumns === true &&
        relax_column_count &&
        this.options.columns.length <= this.state.record.length
      ) {
        return [undefined, undefined];
      }
      if (this.state.castField !== null) {
        try {
          const info = this.__infoField();
          return [undefined, this.state.castField.call(null, field, info)];
        } catch (err) {
          return [err];
        }
      }
      if (this.__isFloat(field)) {
        return [undefined, parseFloat(field)];
      } else if (this.options.cast_date !== false) {
        const info = this.__infoField();
        return [undefined, this.options.cast_date.call(null, field, info)];
      }
      return [undefined, field];
    },
    __compareBytes: function (sourceBuf, targetBuf, targetPos, firstByte) {
      if (sourceBuf[0] !== firstByte) return 0;
      const sourceLength = sourceBuf.length;
      for (let i = 1; i < sourceLength; i++) {
        if (sourceBuf[i] !== targetBuf[targetPos + i]) return 0;
      }
      return sourceLength;
    },
    // Helper to test if a character is trimable
    __isCharTrimable: function (buf, pos) {
      const { timchars, timcharFirstBytes } = this.state;
      // Fast bail-out: non-whitespace bytes (the common case) are rejected
      // without scanning the full timchar list.
      const first = buf[pos];
      if (first === undefined || timcharFirstBytes[first] === 0) return 0;
      loop1: for (let i = 0; i < timchars.length; i++) {
        const timchar = timchars[i];
        for (let j = 0; j < timchar.length; j++) {
          if (timchar[j] !== buf[pos + j]) continue loop1;
        }
        return timchar.length;
      }
      return 0;
    },
    __isDelimiter: function (buf, pos, chr) {
      const { delimiter, ignore_last_delimiters } = this.options;
      if (
        ignore_last_delimiters === true &&
        this.state.record.length === this.options.columns.length - 1
      ) {
        return 0;
      } else if (
        ignore_last_delimiters !== false &&
        typeof ignore_last_delimiters === "number" &&
        this.state.record.length === ignore_last_delimiters - 1
      ) {
        return 0;
      }
      loop1: for (let i = 0; i < delimiter.length; i++) {
        const del = delimiter[i];
        if (del[0] === chr) {
          for (let j = 1; j < del.length; j++) {
            if (del[j] !== buf[pos + j]) continue loop1;
          }
          return del.length;
        }
      }
      return 0;
    },
    __isEscape: function (buf, pos, chr) {
      const { escape } = this.options;
      if (escape === null) return false;
      const l = escape.length;
      if (escape[0] === chr) {
        for (let i = 0; i < l; i++) {
          if (escape[i] !== buf[pos + i]) {
            return false;
          }
        }
        return true;
      }
      return false;
    },
    __isFloat: function (value) {
      return value - parseFloat(value) + 1 >= 0; // Borrowed from jquery
    },
    // Keep it in case we implement the `cast_int` option
    // __isInt(value){
    //   // return Number.isInteger(parseInt(value))
    //   // return !isNaN( parseInt( obj ) );
    //   return /^(\-|\+)?[1-9][0-9]*$/.test(value)
    // }
    __isQuote: function (buf, pos) {
      const { quote } = this.options;
      if (quote === null) return false;
      const l = quote.length;
      for (let i = 0; i < l; i++) {
        if (quote[i] !== buf[pos + i]) {
          return false;
        }
      }
      return true;
    },
    __isRecordDelimiter: function (chr, buf, pos) {
      const { record_delimiter } = this.options;
      const recordDelimiterLength = record_delimiter.length;
      loop1: for (let i = 0; i < recordDelimiterLength; i++) {
        const rd = record_delimiter[i];
        const rdLength = rd.length;
        if (rd[0] !== chr) {
          continue;
        }
        for (let j = 1; j < rdLength; j++) {
          if (rd[j] !== buf[pos + j]) {
            continue loop1;
          }
        }
        return rd.length;
      }
      return 0;
    },
    __autoDiscoverRecordDelimiter: function (buf, pos) {
      const { encoding } = this.options;
      // Note, we don't need to cache this information in state,
      // It is only called on the first line until we find out a suitable
      // record delimiter.
      const rds = [
        // Important, the windows line ending must be before mac os 9
        Buffer.from("\r\n", encoding),
        Buffer.from("\n", encoding),
        Buffer.from("\r", encoding),
      ];
      loop: for (let i = 0; i < rds.length; i++) {
        const l = rds[i].length;
        for (let j = 0; j < l; j++) {
          if (rds[i][j] !== buf[pos + j]) {
            continue loop;
          }
        }
        this.options.record_delimiter.push(rds[i]);
        this.state.recordDelimiterMaxLength = rds[i].length;
        return rds[i].length;
      }
      return 0;
    },
    __error: function (msg) {
      const { encoding, raw, skip_records_with_error } = this.options;
      const err = typeof msg === "string" ? new Error(msg) : msg;
      if (skip_records_with_error) {
        this.state.recordHasError = true;
        if (this.options.on_skip !== undefined) {
          try {
            this.options.on_skip(
              err,
              raw ? this.state.rawBuffer.toString(encoding) : undefined,
            );
          } catch (err) {
            return err;
          }
        }
        // this.emit('skip', err, raw ? this.state.rawBuffer.toString(encoding) : undefined);
        return undefined;
      } else {
        return err;
      }
    },
    __infoDataSet: function () {
      return {
        ...this.info,
        columns: this.options.columns,
      };
    },
    __infoRecord: function () {
      const { columns, raw, encoding } = this.options;
      return {
        ...this.__infoDataSet(),
        bytes_records: this.info.bytes,
        error: this.state.error,
        header: columns === true,
        index: this.state.record.length,
        raw: raw ? this.state.rawBuffer.toString(encoding) : undefined,
      };
    },
    __infoField: function () {
      const { columns } = this.options;
      const isColumns = Array.isArray(columns);
      // Bytes records are only incremented when all records'fields are parsed
      const bytes_records = this.info.bytes_records;
      return {
        ...this.__infoRecord(),
        bytes_records: bytes_records,
        column:
          isColumns === true
            ? columns.length > this.state.record.length
              ? columns[this.state.record.length].name
              : null
            : this.state.record.length,
        quoting: this.state.wasQuoting,
      };
    },
  };
};



;// CONCATENATED MODULE: ./node_modules/csv-parse/lib/sync.js



const parse = function (data, opts = {}) {
  if (typeof data === "string") {
    data = Buffer.from(data);
  }
  const records = opts && opts.objname ? Object.create(null) : [];
  const parser = transform(opts);
  const push = (record) => {
    if (parser.options.objname === undefined) records.push(record);
    else {
      records[record[0]] = record[1];
    }
  };
  const close = () => {};
  const error = parser.parse(data, true, push, close);
  if (error !== undefined) throw error;
  return records;
};



;// CONCATENATED MODULE: ./src/gate/outputs.ts
/**
 * Required outputs and the submission's format (docs/architecture.md step 8), pure: the caller reads the
 * files at the source commit (and the sample from the trusted side) and passes their text. CSV is read by
 * a real parser (csv-parse): quoting is part of the format, not of the fields, so R's write.csv header
 * `"id","pred"` is the sample's `id,pred`, and a quoted newline does not start a row.
 */

/**
 * The shape of a CSV text: BOM and CRLF accepted, spaces around fields and blank lines ignored, rows of
 * any width (only the header and the row count are compared). Throws CsvError when it is not CSV.
 */
function csvShape(text) {
    let header = null;
    let records = 0;
    parse(text, {
        bom: true,
        trim: true,
        skip_empty_lines: true,
        skip_records_with_empty_values: true,
        relax_column_count: true,
        relax_quotes: true,
        // Only the header is kept: a large submission is counted, not held.
        on_record: (record) => {
            records++;
            header ??= record;
            return null;
        },
    });
    return { header, rows: Math.max(records - 1, 0) };
}
/** The shape, or why the text is no CSV (the parser's code and line, never the file's own text). */
function shapeOrProblem(text, path) {
    try {
        return csvShape(text);
    }
    catch (error) {
        if (!(error instanceof CsvError))
            throw error;
        return `${path}: not valid CSV near line ${error.lines ?? '?'} (${error.code})`;
    }
}
/** Why a CSV submission does not have the sample's header and row count, or null when it does. */
function submissionFormatProblem(submission, sample, submissionPath, samplePath) {
    const got = shapeOrProblem(submission, submissionPath);
    const want = shapeOrProblem(sample, samplePath);
    if (typeof got === 'string')
        return got;
    if (typeof want === 'string')
        return want;
    const header = (shape) => shape.header ?? [];
    if (JSON.stringify(header(got)) !== JSON.stringify(header(want))) {
        const shown = (shape) => JSON.stringify(header(shape).join(','));
        return `${submissionPath}: header ${shown(got)} differs from ${samplePath}'s ${shown(want)}`;
    }
    if (got.rows !== want.rows) {
        return `${submissionPath}: ${got.rows} data rows, ${samplePath} has ${want.rows}`;
    }
    return null;
}
function isCsvPath(path) {
    return path.toLowerCase().endsWith('.csv');
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
// EXTERNAL MODULE: ./src/util/terminal.ts
var terminal = __nccwpck_require__(4702);
;// CONCATENATED MODULE: ./src/gate/python-shadows.ts
/**
 * Files that Python imports in place of a module's source (docs/architecture.md, merge procedure step
 * 7). When the protected globs name Python sources (`eval/*.py`) rather than their folder, a branch
 * could otherwise leave `eval/score.py` untouched and still replace what `import score` runs:
 *
 * - `D/__pycache__/S.<tag>.pyc`: bytecode is loaded instead of compiling the source. A timestamp pyc
 *   is checked against the source's mtime and size only, a checked-hash pyc against a hash of the
 *   source that its author can simply copy, and an unchecked-hash pyc (PEP 552) is not checked at all;
 * - `D/S.so`, `D/S.<tag>.so`, `D/S.pyd`: an extension module comes before the source in the finder's
 *   order;
 * - `D/S/__init__.<anything>`: a package of the same name comes before the module;
 * - a symlink at `D/S` (a folder holding `__init__.py`) or at `D/__pycache__` (a folder of pycs).
 *
 * A sourceless `D/S.pyc` beside `D/S.py` is not a shadow: the finder takes the source first (checked on
 * CPython 3.11), so it is left to the globs. Names are compared with letter case ignored, as a
 * case-insensitive checkout finds them.
 */
const EXTENSION_MODULE = /\.(so|pyd)$/i;
/**
 * The Python sources (`D/S.py`) or the folder of sources that a file or symlink at `path` would be
 * imported in place of; null for a path Python never takes for another module.
 */
function pythonShadowOf(path, isSymlink) {
    const slash = path.lastIndexOf('/');
    const folder = slash === -1 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    const inFolder = (file) => (folder === '' ? file : `${folder}/${file}`);
    const parentSlash = folder.lastIndexOf('/');
    const parentName = folder.slice(parentSlash + 1).toLowerCase();
    const grandparent = parentSlash === -1 ? '' : folder.slice(0, parentSlash);
    const stem = name.split('.')[0] ?? '';
    const modules = [];
    if (parentName === '__pycache__' && /\.pyc$/i.test(name) && stem !== '') {
        modules.push(grandparent === '' ? `${stem}.py` : `${grandparent}/${stem}.py`);
    }
    if (EXTENSION_MODULE.test(name) && stem !== '')
        modules.push(inFolder(`${stem}.py`));
    if (stem.toLowerCase() === '__init__' && name.includes('.') && folder !== '')
        modules.push(`${folder}.py`);
    if (modules.length > 0)
        return { modules };
    if (isSymlink && name.toLowerCase() === '__pycache__')
        return { everyModuleIn: folder };
    if (isSymlink && !name.includes('.'))
        return { modules: [inFolder(`${name}.py`)] };
    return null;
}

;// CONCATENATED MODULE: ./src/gate/symlink-chains.ts
/**
 * Where a symlink leads in the tree being judged (docs/architecture.md, merge procedure step 7). Its
 * target is walked one component at a time, as the operating system walks it in the checkout: a
 * component that is itself a symlink of that tree (one trunk already has, or another the branch adds)
 * is replaced by its own target, and `..` then climbs from where that link led, not from the text
 * (`b/../x` with `b -> docs/sub` is `docs/x`). Links are looked up with letter case ignored, as a
 * case-insensitive checkout finds them. A chain of more than MAX_SYMLINK_HOPS links, a loop among
 * them, is `endless`: the operating system refuses it too (ELOOP), and the gate refuses the link.
 *
 * Pure: the tree's symlinks and the targets read so far come in; a link whose target has not been read
 * yet ends the walk as `unread`, so the caller can read every such target in one more batch and walk
 * again (the walks stay linear: no git process per link).
 */
/** Linux's limit on the links followed while resolving one path (MAXSYMLINKS). */
const MAX_SYMLINK_HOPS = 40;
function treeSymlinks(paths, targets) {
    const byLowerPath = new Map();
    let longestPath = 0;
    for (const path of paths) {
        const lower = path.toLowerCase();
        if (!byLowerPath.has(lower))
            byLowerPath.set(lower, path);
        longestPath = Math.max(longestPath, path.length);
    }
    return { byLowerPath, longestPath, targets };
}
/** A target no checkout can keep inside the repository, whatever the tree holds. */
function leavesRepository(target) {
    return target === '' || target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(target) || target.includes('\\');
}
/** The tree symlink at `path` (letter case ignored), if any. */
function symlinkAt(links, path) {
    return path.length > links.longestPath ? undefined : links.byLowerPath.get(path.toLowerCase());
}
/** Follows the tree's symlink at `link` to where it finally leads. */
function followSymlink(link, links) {
    const hops = [];
    /** The physical folder reached so far, as components from the repository root, and its path's length. */
    let done = [];
    let doneLength = 0;
    /** Components still to walk, the next one last. */
    const todo = [];
    for (let current = link; current !== undefined;) {
        const target = links.targets.get(current);
        if (target === undefined)
            return { kind: 'unread', link: current, hops };
        hops.push({ link: current, target });
        if (hops.length > MAX_SYMLINK_HOPS)
            return { kind: 'endless', hops };
        if (leavesRepository(target))
            return { kind: 'outside', hops };
        done = current.split('/').slice(0, -1);
        doneLength = Math.max(0, current.lastIndexOf('/'));
        todo.push(...target.split('/').reverse());
        current = undefined;
        while (todo.length > 0 && current === undefined) {
            const component = todo.pop();
            if (component === '' || component === '.')
                continue;
            if (component === '..') {
                if (done.length === 0)
                    return { kind: 'outside', hops };
                doneLength = Math.max(0, doneLength - done.pop().length - 1);
                continue;
            }
            const length = done.length === 0 ? component.length : doneLength + 1 + component.length;
            current = length > links.longestPath ? undefined : symlinkAt(links, [...done, component].join('/'));
            if (current === undefined) {
                done.push(component);
                doneLength = length;
            }
        }
    }
    return { kind: 'inside', path: done.length === 0 ? '.' : done.join('/'), hops };
}
/**
 * The nearest folder above `path` (a path of the tree) that is a symlink of the same tree, if any. Only
 * a tree with duplicate entries (`git fsck`: duplicateEntries) or a case-insensitive collision
 * (`DOCS/LINK/x` beside the link `docs/link`) can hold such a path, and a checkout may then write it
 * through the link.
 */
function symlinkAbove(path, links) {
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
        const link = symlinkAt(links, path.slice(0, slash));
        if (link !== undefined)
            return link;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/gate/protected.ts
/**
 * Protected paths (docs/architecture.md, merge procedure step 7), decided before anything runs and
 * failing closed: every changed path is matched on both sides of a rename, deletes and mode/type
 * changes count, a submodule (gitlink) change is a violation because the gate cannot see inside it, and
 * a symlink that the branch adds or changes is a violation when its chain of links through the tree
 * being judged (symlink-chains.ts) leads into a protected path, into `.git`, out of the repository, or
 * nowhere (a loop). A changed path beneath a symlink of that tree is refused, and so is a file Python
 * would import instead of a protected module (python-shadows.ts). Matching ignores letter case so
 * `.GitHub/` cannot slip past `.github/**` on a case-insensitive file system, and no character escapes
 * a glob; besides, a changed path that holds a control character or a line separator is refused
 * outright whatever the globs say.
 *
 * Linear in the size of the change and of the tree: one pass over the changed paths, one over the
 * tree at the source commit, one `git cat-file --batch` for every changed symlink's target (and one
 * more per further link of the longest chain through links the branch did not change).
 */





const SYMLINK_MODE = '120000';
const GITLINK_MODE = '160000';
/**
 * `i`: letter case is ignored. `s`: picomatch's `.` (inside `**` and `*`) would otherwise stop at LF,
 * CR, U+2028 and U+2029, so `.github/workflows/x\n.yml` would match no glob at all.
 */
const GLOB_OPTIONS = { dot: true, flags: 'is' };
/**
 * Whether a path is protected by `globs` (from the repository root) or, when the session lives in a
 * subfolder (`sessionPrefix`, the gate's cwd inside the repository, e.g. `ml/`), by the always-on
 * defaults anchored there too: `ml/.arbor/**` holds that session's tree, eval command and bar.
 */
function protectedMatcher(globs, sessionPrefix = '') {
    const matchRoot = globs.length === 0 ? () => false : picomatch_default()([...globs], GLOB_OPTIONS);
    const prefix = sessionPrefix === '' || sessionPrefix.endsWith('/') ? sessionPrefix : `${sessionPrefix}/`;
    if (prefix === '')
        return (path) => matchRoot(path);
    const matchDefaults = picomatch_default()([...DEFAULT_PROTECTED_GLOBS], GLOB_OPTIONS);
    const lowerPrefix = prefix.toLowerCase();
    return (path) => matchRoot(path) ||
        (path.slice(0, prefix.length).toLowerCase() === lowerPrefix && matchDefaults(path.slice(prefix.length)));
}
/** The entries whose new side is a symlink: their targets must be read (at the source commit) and checked. */
function symlinksToInspect(entries) {
    return entries.filter((entry) => entry.status !== 'D' && entry.newMode === SYMLINK_MODE);
}
/** Every folder that holds a protected file (lower-cased; `.` is the repository root), in one pass. */
function protected_foldersHolding(protectedFiles) {
    const folders = new Set();
    if (protectedFiles.length > 0)
        folders.add('.');
    for (const file of protectedFiles) {
        const lower = file.toLowerCase();
        for (let slash = lower.indexOf('/'); slash !== -1; slash = lower.indexOf('/', slash + 1)) {
            folders.add(lower.slice(0, slash));
        }
    }
    return folders;
}
function reachesProtected(resolved, isProtected, protectedFolders) {
    const lower = resolved.toLowerCase();
    if (lower === '.git' || lower.startsWith('.git/'))
        return true;
    // A link to a folder reaches every protected file inside it (the repository root included).
    return isProtected(resolved) || protectedFolders.has(lower);
}
/** A link target (untrusted text) quoted for a message, with no raw control character left. */
function quoted(text) {
    return (0,terminal/* escapeControls */.UN)(JSON.stringify(text));
}
/**
 * A path refused for its name alone: it holds a control character or a line separator, or it is not
 * valid UTF-8 (git's bytes are read as UTF-8, so such a name arrives holding U+FFFD, and two different
 * names could look alike: the gate cannot match exactly what it cannot read exactly).
 */
function unreadableNameViolation(path) {
    const control = (0,terminal/* findControlCharacter */.Am)(path);
    const why = control !== null
        ? `contains the control character ${(0,terminal/* codePointName */.R8)(control)}`
        : path.includes('\uFFFD')
            ? 'is not valid UTF-8 (or holds U+FFFD)'
            : null;
    if (why === null)
        return null;
    return {
        code: 'protected_path',
        path,
        message: `${(0,terminal/* escapeControls */.UN)(path)}: path ${why}; such a changed path is refused whatever the protected globs, since it can slip past a glob or drive a terminal`,
    };
}
function protected_describe(entry) {
    switch (entry.status) {
        case 'A':
            return 'added';
        case 'D':
            return 'deleted';
        case 'R':
            return `renamed from ${entry.oldPath ?? '?'}`;
        case 'C':
            return `copied from ${entry.oldPath ?? '?'}`;
        case 'T':
            return `type changed (${entry.oldMode} -> ${entry.newMode})`;
        default:
            return entry.oldMode !== entry.newMode && entry.oldSha === entry.newSha
                ? `mode changed (${entry.oldMode} -> ${entry.newMode})`
                : 'modified';
    }
}
/** The protected Python sources of each folder (lower-cased; `` is the root), in one pass. */
function protectedModulesByFolder(protectedFiles) {
    const byFolder = new Map();
    for (const file of protectedFiles) {
        if (!file.toLowerCase().endsWith('.py'))
            continue;
        const folder = file.slice(0, Math.max(0, file.lastIndexOf('/'))).toLowerCase();
        const modules = byFolder.get(folder);
        if (modules === undefined)
            byFolder.set(folder, [file]);
        else
            modules.push(file);
    }
    return byFolder;
}
/** A changed file or link that Python would import instead of a protected module (python-shadows.ts). */
function pythonShadowViolation(entry, isProtected, modulesByFolder) {
    const shadow = pythonShadowOf(entry.path, entry.newMode === SYMLINK_MODE);
    if (shadow === null)
        return null;
    const modules = 'modules' in shadow
        ? shadow.modules.filter(isProtected)
        : (modulesByFolder.get(shadow.everyModuleIn.toLowerCase()) ?? []);
    if (modules.length === 0)
        return null;
    return {
        code: 'protected_path',
        path: entry.path,
        message: `${entry.path}: Python would import it instead of the protected ${modules.map(terminal/* escapeControls */.UN).join(', ')} (${protected_describe(entry)})`,
    };
}
/** The links a walk followed after the first, for a message (a long chain shortened). */
function throughLinks(end) {
    const shown = end.hops.slice(1, 5).map((hop) => `${(0,terminal/* escapeControls */.UN)(hop.link)} -> ${quoted(hop.target)}`);
    if (end.hops.length > 5)
        shown.push(`... ${end.hops.length - 5} more`);
    return shown.length === 0 ? '' : `, through ${shown.join(', ')}`;
}
/** A changed symlink judged by where its chain of links, in the tree being judged, finally leads. */
function symlinkViolation(path, links, isProtected, protectedFolders) {
    const end = followSymlink(path, links);
    const first = quoted(end.hops[0]?.target ?? '?');
    const refuse = (message) => ({ code: 'protected_symlink', path, message });
    switch (end.kind) {
        case 'inside':
            return reachesProtected(end.path, isProtected, protectedFolders)
                ? refuse(`${path}: symlink points into a protected path (${first} -> ${(0,terminal/* escapeControls */.UN)(end.path)}${throughLinks(end)})`)
                : null;
        case 'outside':
            return refuse(`${path}: symlink points out of the repository (${first}${throughLinks(end)})`);
        case 'endless':
            return refuse(`${path}: symlink chain does not end within ${MAX_SYMLINK_HOPS} links, a loop (${first}${throughLinks(end)})`);
        case 'unread':
            return refuse(`${path}: the target of the symlink ${(0,terminal/* escapeControls */.UN)(end.link)} cannot be read, so where ${path} leads is unknown`);
    }
}
/**
 * Judges the changes between the merge base and the source commit. `symlinkTargets` holds the target
 * text of every symlink of the source commit that a changed link's chain passes through (the changed
 * links' own included); `protectedFilesAtSource` is every protected file at the source commit (to see
 * what a link to a folder reaches); `symlinksAtSource` is every symlink path there (by default the
 * changed links alone).
 */
function findProtectedViolations(entries, isProtected, symlinkTargets, protectedFilesAtSource, symlinksAtSource = symlinksToInspect(entries).map((entry) => entry.path)) {
    const protectedFolders = protected_foldersHolding(protectedFilesAtSource);
    const modulesByFolder = protectedModulesByFolder(protectedFilesAtSource);
    const links = treeSymlinks(symlinksAtSource, symlinkTargets);
    const violations = [];
    for (const entry of entries) {
        const paths = [entry.oldPath, entry.path].filter((p) => p !== null);
        const badNames = paths.map(unreadableNameViolation).filter((v) => v !== null);
        if (badNames.length > 0) {
            violations.push(...badNames);
            continue;
        }
        if (entry.oldMode === GITLINK_MODE || entry.newMode === GITLINK_MODE) {
            violations.push({
                code: 'protected_path',
                path: entry.path,
                message: `${entry.path}: submodule pointer ${protected_describe(entry)}; the gate cannot inspect a submodule's content, so it refuses the change`,
            });
            continue;
        }
        const touched = paths.filter(isProtected);
        for (const path of touched) {
            violations.push({
                code: 'protected_path',
                path,
                message: path === entry.path
                    ? `${path}: protected path ${protected_describe(entry)}`
                    : `${path}: protected path renamed/copied to ${entry.path}`,
            });
        }
        if (touched.length > 0 || entry.status === 'D')
            continue;
        const linkAbove = symlinkAbove(entry.path, links);
        const violation = linkAbove !== undefined
            ? {
                code: 'protected_symlink',
                path: entry.path,
                message: `${entry.path}: lies beneath ${(0,terminal/* escapeControls */.UN)(linkAbove)}, a symlink of the same tree; a checkout could write it through the link, so it is refused wherever that leads`,
            }
            : (pythonShadowViolation(entry, isProtected, modulesByFolder) ??
                (entry.newMode === SYMLINK_MODE
                    ? symlinkViolation(entry.path, links, isProtected, protectedFolders)
                    : null));
        if (violation !== null)
            violations.push(violation);
    }
    return violations;
}
/**
 * The targets of the links `starts` and of every symlink of the tree that their chains pass through:
 * one `git cat-file --batch` for the changed links, then one more for each further link of the longest
 * chain among the tree's links (rarely any), never a git process per link.
 */
async function readChainTargets(git, linkShas, starts) {
    const targets = new Map();
    const links = treeSymlinks(linkShas.keys(), targets);
    const asked = new Set();
    let walking = [...starts];
    let wanted = [...new Set(starts)];
    for (let round = 0; wanted.length > 0 && round <= MAX_SYMLINK_HOPS; round++) {
        const shas = wanted.flatMap((link) => linkShas.get(link) ?? []);
        const blobs = await git.readBlobs(shas);
        for (const link of wanted) {
            asked.add(link);
            const blob = blobs.get(linkShas.get(link) ?? '');
            if (blob !== undefined)
                targets.set(link, blob.toString('utf8'));
        }
        const stuck = walking.map((start) => [start, followSymlink(start, links)]);
        const unread = stuck.filter((pair) => pair[1].kind === 'unread' && !asked.has(pair[1].link));
        walking = unread.map(([start]) => start);
        wanted = [...new Set(unread.map(([, end]) => end.link))];
    }
    return targets;
}
/**
 * Reads what the check needs through the git adapter (the diff, the tree at the source commit, every
 * changed symlink's target in one batch, and the few further links their chains pass through) and
 * judges it: a fixed number of git processes, whatever the number of files and symlinks.
 */
async function checkProtectedPaths(git, range, isProtected) {
    const entries = await git.diffRaw(range.base, range.source);
    const tree = await git.listTree(range.source);
    const linkShas = new Map(tree.filter((e) => e.mode === SYMLINK_MODE).map((e) => [e.path, e.sha]));
    const changedLinks = symlinksToInspect(entries).map((entry) => entry.path);
    const targets = await readChainTargets(git, linkShas, changedLinks);
    const protectedFiles = tree.map((e) => e.path).filter(isProtected);
    return {
        entries,
        violations: findProtectedViolations(entries, isProtected, targets, protectedFiles, [...linkShas.keys()]),
        protectedFiles,
    };
}
/** Changed paths counted once each (both sides of a rename), for the verdict's `changed_paths`. */
function countChangedPaths(entries) {
    const paths = new Set();
    for (const entry of entries) {
        paths.add(entry.path);
        if (entry.oldPath !== null)
            paths.add(entry.oldPath);
    }
    return paths.size;
}

;// CONCATENATED MODULE: ./src/gate/static-checks.ts
/**
 * The judgement's first part, before anything runs: the protected paths on both sides of the merge,
 * what the source commit changed against its merge base and what the candidate (the merge) changes on
 * trunk, so a protected file whose content the merge would change is refused whatever the history
 * (a trunk-side rename into a protected folder, an evaluator trunk fixed after the branch forked); and
 * the outputs the branch must have committed (required files, the submission's format against the
 * sample). Reads git objects only; no checkout.
 */




/**
 * Both diffs' checks: the branch's own (merge base -> source), then what only the merge changes on
 * trunk (trunk -> candidate), one violation per path, the branch's first. When the source contains
 * trunk the two diffs are one. `protectedFiles` are the candidate's: what the evaluation runs on.
 */
async function protectedChecks(ctx, trunk, candidate) {
    const { repo, settings, sourceSha } = ctx;
    const isProtected = protectedMatcher(settings.protectedGlobs, ctx.location.prefix);
    const branch = await checkProtectedPaths(repo, { base: candidate.base, source: sourceSha }, isProtected);
    if (candidate.kind === 'source')
        return branch;
    const merge = await checkProtectedPaths(repo, { base: trunk.sha, source: candidate.commit }, isProtected);
    const seen = new Set(branch.violations.map((v) => `${v.code} ${v.path}`));
    const violations = [...branch.violations];
    for (const v of merge.violations) {
        if (seen.has(`${v.code} ${v.path}`))
            continue;
        seen.add(`${v.code} ${v.path}`);
        violations.push({ ...v, message: `${v.message} (by the merge into ${trunk.branch})` });
    }
    return { entries: branch.entries, violations, protectedFiles: merge.protectedFiles };
}
/** Protected paths, symlinks and required outputs, before anything runs; `protectedFiles` are the candidate's. */
async function staticChecks(ctx, trunk, candidate, verdict) {
    const { repo, settings, sourceSha } = ctx;
    const { entries, violations, protectedFiles } = await protectedChecks(ctx, trunk, candidate);
    const reasons = violations.map((v) => ({ code: v.code, message: v.message }));
    const missing = [];
    const outputs = [
        ...settings.requiredOutputs,
        ...(settings.submissionPath === null ? [] : [settings.submissionPath]),
    ];
    for (const path of [...new Set(outputs)]) {
        const entry = await repo.lsTreeEntry(sourceSha, path);
        if (entry === null || entry.type !== 'blob' || !isRegularFile(entry)) {
            missing.push(path);
            reasons.push({
                code: 'missing_output',
                message: `${path}: required output is not a file committed at the source commit ${sourceSha.slice(0, 12)}`,
            });
        }
    }
    const { submissionPath, sampleSubmissionPath } = settings;
    if (submissionPath !== null &&
        sampleSubmissionPath !== null &&
        isCsvPath(submissionPath) &&
        !missing.includes(submissionPath)) {
        const sample = (await repo.showFile(trunk.sha, sampleSubmissionPath)) ??
            (await repo.showFile(sourceSha, sampleSubmissionPath));
        const submission = await repo.showFile(sourceSha, submissionPath);
        const problem = sample === null
            ? `${sampleSubmissionPath}: sample submission not found on ${trunk.branch} or at the source commit, so ${submissionPath}'s format cannot be checked`
            : submissionFormatProblem((submission ?? Buffer.alloc(0)).toString('utf8'), sample.toString('utf8'), submissionPath, sampleSubmissionPath);
        if (problem !== null)
            reasons.push({ code: 'submission_format', message: problem });
    }
    const checked = {
        ...verdict,
        changed_paths: countChangedPaths(entries),
        protected_violations: [...new Set(violations.map((v) => v.path))],
        missing_outputs: missing,
    };
    return { verdict: reasons.length > 0 ? reject(checked, reasons) : checked, protectedFiles };
}

;// CONCATENATED MODULE: ./src/util/budget.ts
async function withinBudget(ms, work) {
    const controller = new AbortController();
    let timer;
    const spent = new Promise((resolve) => {
        timer = setTimeout(() => {
            resolve({ done: false });
            controller.abort(new Error(`time budget of ${ms} ms spent`));
        }, ms);
    });
    const running = work(controller.signal);
    try {
        return await Promise.race([running.then((value) => ({ done: true, value })), spent]);
    }
    finally {
        clearTimeout(timer);
        // Once the budget is spent the work fails as its processes are ended: expected, and not reported.
        running.catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/gate/judge.ts
/**
 * Step two of the gate: the judgement of one candidate (the merge of the source into trunk, built by
 * `prepare`). Static checks first (nothing runs when they fail), then the reference (known, or trunk's
 * head measured), the evaluation of the candidate's tree, and the comparison. The result is a value: a
 * final verdict, or an accepted judgement that carries what `land` needs. `rejudge` starts over on a
 * trunk that moved while landing: a new candidate, judged against the moved trunk's references.
 */








/** How long the static checks may take before the verdict is `error` (a pathological tree). */
const STATIC_CHECKS_BUDGET_MS = 300_000;
function judge_final(verdict) {
    return { kind: 'final', verdict };
}
/** The plan's references, measuring trunk's head when it says so. */
async function resolveReferences(ctx, trunk, plan) {
    if (plan.kind === 'known')
        return { refs: plan.refs, measured: null };
    const trunkScore = await measureTrunk(ctx, trunk);
    if ('reason' in trunkScore)
        return trunkScore;
    return {
        refs: [{ name: `measured ${trunk.branch}`, value: trunkScore.score }],
        measured: { sha: trunk.sha, score: trunkScore.score },
    };
}
/**
 * Steps 3-6: evaluates `commit` in its own worktree; the verdict gets the attempts and the score, or
 * why there is none. `label` names its worktree and log folder.
 */
async function evaluateCommit(ctx, commit, label, protectedFiles, verdict) {
    const { result, tampered } = await evaluateAt(ctx, commit, ctx.evalNodeId, label, protectedFiles);
    let evaluated = {
        ...verdict,
        attempts: result.attempts,
        score: result.score,
        score_key: result.scoreKey,
        score_line: result.scoreLine && { ...result.scoreLine, text: ctx.redact(result.scoreLine.text) },
        warnings: [...verdict.warnings, ...result.warnings],
        repeats: ctx.settings.evalRepeats > 1 && result.scores.length > 0
            ? {
                n: result.scores.length,
                scores: result.scores,
                mean: result.score ?? NaN,
                stdev: stdev(result.scores),
            }
            : null,
    };
    if (tampered.length > 0) {
        evaluated = {
            ...reject(evaluated, tampered.map(({ message }) => ({ code: 'protected_tamper', message }))),
            protected_violations: [...evaluated.protected_violations, ...tampered.map((t) => t.path)],
        };
    }
    if (result.score === null) {
        const failure = result.failure ?? {
            code: 'no_score',
            message: 'the evaluation printed no score',
        };
        return reject(evaluated, [failure]);
    }
    return evaluated;
}
/** How a score that did not beat its references is named: after trunk moved, trunk's own merges superseded it. */
function shortfallReasons(ready, shortfalls) {
    if (ready.rejudgement === 0)
        return shortfalls.map((message) => ({ code: 'not_improved', message }));
    const { trunk } = ready;
    return [
        {
            code: 'superseded',
            message: `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while judging; the merge with it does not improve: ${shortfalls.join('; ')}`,
        },
    ];
}
/** Judges the candidate against trunk: static checks, reference, evaluation of the candidate's tree, comparison. */
async function judge(ready) {
    const { ctx, trunk, candidate } = ready;
    const { settings } = ctx;
    // Step 8, first: protected paths (both diffs) and required outputs, before anything runs.
    const budgetMs = ctx.deps.staticChecksBudgetMs ?? STATIC_CHECKS_BUDGET_MS;
    const budgeted = await withinBudget(budgetMs, (signal) => staticChecks({ ...ctx, repo: ctx.repo.abortable(signal) }, trunk, candidate, ready.verdict));
    if (!budgeted.done) {
        const message = `the static checks (protected paths, symlinks, required outputs) did not finish within ${budgetMs / 1000} s; nothing was evaluated`;
        return judge_final({ ...ready.verdict, decision: 'error', reasons: [{ code: 'checks_timeout', message }] });
    }
    const checked = budgeted.value;
    let verdict = checked.verdict;
    ctx.log(`${verdict.changed_paths} changed path(s); protected: ${verdict.protected_violations.length} violation(s); missing outputs: ${verdict.missing_outputs.length}`);
    if (verdict.reasons.length > 0)
        return judge_final(verdict);
    const first = await resolveReferences(ctx, trunk, ready.references);
    if ('reason' in first)
        return judge_final(reject(verdict, [first.reason]));
    if (first.measured !== null)
        verdict = { ...verdict, reference_measured: first.measured };
    const references = first.refs;
    verdict = { ...verdict, evaluated: evaluatedField(candidate) };
    const label = ready.rejudgement === 0 ? 'source' : `source-rejudged-${ready.rejudgement}`;
    verdict = await evaluateCommit(ctx, candidate.commit, label, checked.protectedFiles, verdict);
    const score = verdict.score;
    if (score === null)
        return judge_final(verdict);
    const testReference = references.find((r) => r.name.startsWith('test_trunk_score') || r.name.startsWith('measured'))?.value ??
        null;
    verdict = {
        ...verdict,
        divergence: detectDivergence({
            devScore: verdict.dev_score,
            trunkDevScore: settings.trunkDevScore,
            testScore: score,
            testReference,
            direction: settings.metricDirection,
            threshold: settings.divergenceThreshold,
        }),
    };
    if (verdict.divergence !== null)
        ctx.log(`divergence: ${verdict.divergence.message}`);
    if (verdict.reasons.length > 0)
        return judge_final(verdict);
    const comparison = compareScore(score, references, settings.metricDirection, settings.minDelta);
    ctx.log(`score ${formatVerdictScore(score)} (${settings.metricDirection}) vs ${references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ')}: ${comparison.improved ? 'improved' : 'not improved'}`);
    if (!comparison.improved)
        return judge_final(reject(verdict, shortfallReasons(ready, comparison.shortfalls)));
    return { kind: 'accepted', verdict, score, references, measured: first.measured !== null };
}
/**
 * Trunk moved while landing: starts the judgement over on the moved trunk. A new candidate (the merge
 * with the moved trunk) is built, to be evaluated again: a score measured on another tree is never
 * reused. Returns what `judge` takes next, or a final verdict (already merged, a conflict now).
 */
async function rejudge(ready, accepted, trunk) {
    const { ctx } = ready;
    ctx.log(`${trunk.branch} moved to ${trunk.sha.slice(0, 12)} meanwhile: rebuilding the merge on it`);
    const moved = {
        ...ready.verdict,
        target: { ...ready.verdict.target, sha_before: trunk.sha, sha_after: trunk.sha },
    };
    const built = await buildCandidate(ctx, trunk);
    if ('merged' in built)
        return { kind: 'final', verdict: { ...moved, decision: 'already_merged' } };
    if ('conflict' in built)
        return { kind: 'final', verdict: reject(moved, [built.conflict]) };
    const { plan, recorded } = await referencesAfterMove(ctx, trunk, accepted);
    const verdict = recorded === null ? moved : { ...moved, references: { ...moved.references, test_trunk_score: recorded } };
    return {
        ...ready,
        kind: 'ready',
        trunk,
        candidate: built.candidate,
        references: plan,
        rejudgement: ready.rejudgement + 1,
        verdict,
    };
}
function stdev(values) {
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}

;// CONCATENATED MODULE: ./src/gate/record.ts
/**
 * What a verified merge records in the idea tree (spec step 10): trunk's new B_test score and the
 * node's test score, status and code ref. Only these fields change; everything else stays as written
 * so Arbor can still read the tree, and its Markdown is written again to match.
 */

/** Mutates the raw tree in place; returns whether the node was found (meta is updated either way). */
function recordMerge(tree, record) {
    tree.meta.test_trunk_score = record.score;
    const node = record.nodeId === null ? undefined : tree.nodes[record.nodeId];
    if (node === undefined)
        return false;
    node.test_score = record.score;
    node.status = 'merged';
    node.code_ref = record.codeRef;
    return true;
}
/**
 * The texts of `idea_tree.json` and `idea_tree.md` once `record` is written into them: the JSON with
 * only the recorded values changed, the Markdown rendered from it in the format of `markdown` (the
 * one Arbor wrote; null when there is none). `label` names the JSON in errors.
 */
function recordInTreeTexts(json, markdown, label, record) {
    const recorded = recordInTreeJson(json, label, record);
    return { ...recorded, markdown: rewrittenTreeMarkdown(json, recorded.json, markdown) };
}
/** The JSON half of recordInTreeTexts; the parsed tree is garbage once it returns, before the Markdown is rendered. */
function recordInTreeJson(json, label, record) {
    const tree = parseTreeJson(json, label);
    const nodeFound = recordMerge(tree, record);
    return { json: serializeTree(tree), nodeFound };
}

;// CONCATENATED MODULE: ./src/gate/trunk-checkout.ts
/**
 * Arbor's own local layout: its orchestrator runs with the trunk branch checked out in the project. A
 * merge moves that checkout along like `git merge --ff-only` would: refused beforehand (exit 2, naming
 * the files) when it holds uncommitted changes to tracked files or untracked files where the merge puts
 * files, so nothing is ever overwritten, and brought along (index and files) right after the branch
 * moved.
 */



/** How many file names a refusal lists before "and N more". */
const LISTED = 10;
/** The worktree (its folder) that has `branch` checked out, or null when none has. */
async function findTrunkCheckout(repo, branch) {
    const holder = (await repo.worktreeList()).find((w) => w.branch === `refs/heads/${branch}`);
    return holder?.path ?? null;
}
function listed(paths) {
    const shown = paths.slice(0, LISTED).map((p) => JSON.stringify(p));
    return paths.length > LISTED ? `${shown.join(', ')} and ${paths.length - LISTED} more` : shown.join(', ');
}
/** Paths that `next` has and trunk does not: an untracked file there would be overwritten. */
async function pathsAdded(repo, trunk, next) {
    return (await repo.diffRaw(trunk.sha, next))
        .filter((e) => e.status === 'A' || e.status === 'R' || e.status === 'C')
        .map((e) => e.path);
}
async function exists(path) {
    return (0,promises_.lstat)(path).then(() => true, () => false);
}
/**
 * Throws a UserError when the checkout at `path` (trunk checked out) cannot follow trunk from
 * `trunk.sha` to `next` without touching uncommitted work.
 */
async function requireFollowable(repo, factory, path, trunk, next) {
    const changed = await factory(path).changedTrackedPaths();
    const where = `the trunk branch ${trunk.branch} is checked out in ${path}`;
    const advice = 'the gate moves a checked-out trunk only when nothing of yours is in the way: commit or stash them (or switch that checkout to another branch) and run again';
    if (changed.length > 0) {
        throw new errors/* UserError */.yo(`${where} with uncommitted changes to ${listed(changed.map((c) => c.path))}; ${advice}`);
    }
    const inTheWay = [];
    for (const added of await pathsAdded(repo, trunk, next)) {
        if (await exists((0,external_node_path_.join)(path, added)))
            inTheWay.push(added);
    }
    if (inTheWay.length > 0) {
        throw new errors/* UserError */.yo(`${where} and holds untracked ${listed(inTheWay)}, which the merge adds; ${advice}`);
    }
}
/**
 * After trunk moved from `from` to `to`: brings the checkout's index and files along. Returns a warning
 * (the branch has moved, its files have not) when git refused, e.g. for a file edited meanwhile.
 */
async function followTrunk(factory, path, from, to) {
    try {
        await factory(path).fastForwardCheckout(from, to);
        return null;
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return (`the checkout of trunk in ${path} still has the files of ${from.slice(0, 12)} (git refused to update them: ${why}); ` +
            `nothing of yours was changed. Bring them along with: git -C ${path} read-tree -m -u ${from} ${to}`);
    }
}

;// CONCATENATED MODULE: ./src/gate/land.ts
/**
 * Step three of the gate, merge mode only: lands an accepted judgement. Nothing about the merge is
 * computed here: the evaluated candidate's tree lands as it is, in a commit with the candidate's
 * parents (trunk, source) whose message names the score and the evaluated tree; when trunk tracks the
 * idea tree, the files that differ are the idea tree's files (idea_tree.json and idea_tree.md)
 * recording the verified score. Then refs move: a plain push, and the local trunk by `update-ref` with
 * its expected old value. A rejected push or a local trunk that moved means trunk moved: the caller
 * re-judges on it. Once trunk has moved, the verdict is `merged` whatever fails after (a local tree, a
 * checkout): that becomes a warning.
 */








/** `recorded`: the idea tree's files the landed tree replaces (none when trunk does not track the tree). */
function mergeMessage(ctx, ready, accepted, recorded) {
    const { trunk, candidate } = ready;
    const node = ctx.nodeId === null ? '' : `node ${ctx.nodeId} `;
    const score = formatVerdictScore(accepted.score);
    const refs = accepted.references.map((r) => `${r.name} ${formatVerdictScore(r.value)}`).join(', ');
    const names = recorded.map((file) => external_node_path_.posix.basename(file.path)).join(' and ');
    return [
        `arbor-gate: merge ${node}(${ctx.sourceRef}) into ${trunk.branch}, B_test ${score}`,
        '',
        `Verified B_test score ${score} (${ctx.settings.metricDirection}) of ${evaluatedWords(candidate.kind)}, measured on the tree named below, beats ${refs}.`,
        ...(recorded.length === 0
            ? []
            : [
                `This commit's tree differs from it only in the idea tree's files (${names}), which record the score.`,
            ]),
        '',
        ...(ctx.nodeId === null ? [] : [`Arbor-Node: ${ctx.nodeId}`]),
        `Arbor-Source: ${ctx.sourceRef} ${ctx.sourceSha}`,
        `Arbor-Score: ${score}`,
        `Arbor-Evaluated-Tree: ${candidate.tree}`,
    ].join('\n');
}
/**
 * The files of trunk's tracked idea tree with the merge recorded in them: `idea_tree.json`, and
 * `idea_tree.md` beside it rendered again from the new JSON in the format Arbor wrote it in, so the
 * two never disagree on trunk. Empty when trunk does not track the tree. When trunk tracks the JSON
 * but not the Markdown, the Markdown is added: Arbor always writes the two together (and its check
 * reports a tree without it), so the landed commit holds them as Arbor would have left them. A
 * Markdown path that holds something other than a regular file is left as it is.
 */
async function recordedTreeFiles(ctx, ready, accepted) {
    const { repo, trusted } = ctx;
    const { candidate } = ready;
    const jsonPath = trusted.origin === 'trunk' ? trusted.repoPath : null;
    const json = jsonPath === null ? null : await repo.lsTreeEntry(candidate.commit, jsonPath);
    if (jsonPath === null || json === null || !isRegularFile(json))
        return [];
    const markdownPath = treeMarkdownPath(jsonPath);
    const markdown = markdownPath === null ? null : await repo.lsTreeEntry(candidate.commit, markdownPath);
    const writesMarkdown = markdownPath !== null && (markdown === null || isRegularFile(markdown));
    const text = async (entry) => (await repo.readBlob(entry.sha)).toString('utf8');
    const recorded = recordInTreeTexts(await text(json), writesMarkdown && markdown !== null ? await text(markdown) : null, `${ready.trunk.branch}:${jsonPath}`, { score: accepted.score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
    if (!recorded.nodeFound) {
        ctx.log(`node ${ctx.nodeId ?? '(unknown)'} is not in the tree: only meta.test_trunk_score is recorded`);
    }
    const files = [{ path: jsonPath, blob: await repo.writeBlob(recorded.json), mode: json.mode }];
    if (writesMarkdown && recorded.markdown !== null) {
        const blob = await repo.writeBlob(recorded.markdown);
        files.push({ path: markdownPath, blob, mode: markdown?.mode ?? '100644' });
    }
    return files;
}
/**
 * The commit that lands: the candidate's tree (plus the score recorded in trunk's tracked idea tree,
 * built without a worktree), the candidate's parents, the message with the trailers.
 */
async function landedCommit(ctx, ready, accepted) {
    const { repo } = ctx;
    const files = await recordedTreeFiles(ctx, ready, accepted);
    const tree = files.length === 0 ? ready.candidate.tree : await repo.treeWithFiles(ready.candidate.tree, files);
    const message = mergeMessage(ctx, ready, accepted, files);
    return repo.commitTree(tree, [ready.trunk.sha, ctx.sourceSha], message);
}
/** Trunk's commit now: fetched from the remote it is pushed to, else the local branch. */
async function currentTrunk(ctx, branch) {
    const sha = ctx.pushTo !== null
        ? await ctx.repo.fetchBranch(ctx.pushTo, branch)
        : await ctx.repo.refCommit(`refs/heads/${branch}`);
    if (sha === null)
        throw new errors/* InfraError */.Ri(`trunk branch ${branch} disappeared while merging`);
    return { branch, sha };
}
/** After the push: the local trunk follows the remote when it can; why it did not is a warning. */
async function followRemote(ctx, trunk, landed, remote, reason) {
    const { repo } = ctx;
    const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
    if (local !== null && local !== trunk.sha && !(await repo.isAncestor(local, landed))) {
        return `local ${trunk.branch} has commits that are not on ${remote}: left as it is (${remote} has the merge)`;
    }
    if (await repo.updateBranch(trunk.branch, landed, local, reason))
        return null;
    return `local ${trunk.branch} changed meanwhile: left as it is (${remote} has the merge)`;
}
/**
 * Moves trunk to `landed`: plain push first (the remote is the shared truth), then the local branch
 * with its expected old value. Returns whether the local branch moved too, or null when trunk had
 * moved meanwhile (nothing landed).
 */
async function moveTrunk(ctx, trunk, landed, warnings) {
    const { repo, pushTo } = ctx;
    const reason = `arbor-gate: merge ${ctx.sourceSha.slice(0, 12)}`;
    if (pushTo === null) {
        // No remote: the local branch is trunk, and it must still be where the candidate was built.
        const local = await repo.refCommit(`refs/heads/${trunk.branch}`);
        if (local !== trunk.sha)
            return null;
        return (await repo.updateBranch(trunk.branch, landed, local, reason)) ? { localMoved: true } : null;
    }
    const pushed = await repo.push(pushTo, landed, trunk.branch);
    if (!pushed.pushed) {
        ctx.log(`push to ${pushTo}/${trunk.branch} rejected (trunk moved): ${pushed.message.split('\n')[0] ?? ''}`);
        return null;
    }
    let localMoved = false;
    await afterLanding(warnings, `moving the local ${trunk.branch}`, async () => {
        const warning = await followRemote(ctx, trunk, landed, pushTo, reason);
        localMoved = warning === null;
        return warning;
    });
    return { localMoved };
}
/** The CLI-mode tree (untracked local session folder) records the merge after it landed. */
async function recordInLocalTree(ctx, score) {
    const { trusted } = ctx;
    if (trusted.origin !== 'local' || trusted.sessionDir === null || trusted.repoPath === null)
        return;
    if (await ctx.repo.isTracked(trusted.repoPath)) {
        ctx.log(`${trusted.label} is tracked by your checkout's branch, not by trunk: left unchanged`);
        return;
    }
    await updateTreeFile(trusted.label, (tree) => {
        recordMerge(tree, { score, nodeId: ctx.nodeId, codeRef: ctx.sourceRef });
    });
    ctx.log(`recorded the merge in ${trusted.label}`);
}
/** Runs a step after trunk moved; a failure becomes a warning, never an error without a verdict. */
async function afterLanding(warnings, what, step) {
    try {
        const warning = await step();
        if (typeof warning === 'string')
            warnings.push(warning);
    }
    catch (error) {
        warnings.push(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
}
/**
 * Step 9: lands the accepted candidate. `merged` when trunk now holds the landed commit; `moved` with
 * trunk's new commit when it moved meanwhile (nothing was landed).
 */
async function land(ready, accepted) {
    const { ctx, trunk } = ready;
    const landed = await landedCommit(ctx, ready, accepted);
    // A checked-out trunk must still be able to follow; checked before anything moves.
    const checkout = await findTrunkCheckout(ctx.repo, trunk.branch);
    if (checkout !== null)
        await requireFollowable(ctx.repo, ctx.factory, checkout, trunk, landed);
    const warnings = [];
    const moved = await moveTrunk(ctx, trunk, landed, warnings);
    if (moved === null)
        return { kind: 'moved', trunk: await currentTrunk(ctx, trunk.branch) };
    ctx.log(`merged into ${trunk.branch} as ${landed.slice(0, 12)}${ctx.pushTo !== null ? ` and pushed to ${ctx.pushTo}` : ''}`);
    if (moved.localMoved && checkout !== null) {
        await afterLanding(warnings, `updating the checkout of ${trunk.branch} in ${checkout}`, () => followTrunk(ctx.factory, checkout, trunk.sha, landed));
    }
    await afterLanding(warnings, `recording the merge in ${ctx.trusted.label}`, () => recordInLocalTree(ctx, accepted.score));
    for (const warning of warnings)
        ctx.log(`warning: ${warning}`);
    const { verdict } = accepted;
    return {
        kind: 'merged',
        verdict: {
            ...verdict,
            decision: 'merged',
            merge_commit: landed,
            target: { ...verdict.target, sha_after: landed },
            warnings: [...(verdict.warnings ?? []), ...warnings],
        },
    };
}

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
        entries.push({ scope: fields[i], ...parseConfigRecord(fields[i + 1]) });
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
    async whereInRepository() {
        const out = await this.runAllowing(['rev-parse', '--show-toplevel', '--show-prefix'], [128]);
        if (out === null)
            return null;
        const [top = '', prefix = ''] = out.split('\n');
        return { top, prefix };
    }
    /** The top-level folder of the repository that holds `dir`, or null when `dir` is not in a repository. */
    async topLevel() {
        return (await this.whereInRepository())?.top ?? null;
    }
    /** The repository's shared git folder, absolute: the main checkout's `.git`, shared by its worktrees. */
    async commonDir() {
        return (await this.run(['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
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
        return parseRawDiff(out);
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
    async readBlobs(shas) {
        const wanted = [...new Set(shas)];
        if (wanted.length === 0)
            return new Map();
        for (const sha of wanted)
            if (!SHA.test(sha))
                throw new errors/* InfraError */.Ri(`internal: ${sha} is not a blob id`);
        return parseCatFileBatch(await this.runBytes(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n` }));
    }
    /** The tree entry for one path at a commit, or null when there is none. */
    async lsTreeEntry(commit, path) {
        const out = await this.run(['ls-tree', '-z', '--full-tree', commit, '--', path]);
        const entries = parseLsTree(out);
        return entries.find((e) => e.path === path.replace(/\/+$/, '')) ?? null;
    }
    /** The entries directly inside a folder at a commit (empty when the folder does not exist). */
    async lsTreeDir(commit, dir) {
        const out = await this.run(['ls-tree', '-z', '--full-tree', commit, '--', `${dir.replace(/\/+$/, '')}/`]);
        return parseLsTree(out);
    }
    /** Every file, symlink and submodule pointer (recursively) at a commit, with its mode and object id. */
    async listTree(commit) {
        return parseLsTree(await this.run(['ls-tree', '-r', '-z', '--full-tree', commit]));
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
        return parseWorktreeList(await this.run(['worktree', 'list', '--porcelain', '-z']));
    }
    /** The version of git that runs, as numbers (`git version 2.39.5` -> [2, 39, 5]). */
    async version() {
        const out = (await this.run(['version'])).trim();
        const version = parseVersion(out);
        if (version === null)
            throw new errors/* InfraError */.Ri(`cannot read the git version from ${JSON.stringify(out)}`);
        return version;
    }
    /** The tree of a commit. */
    async treeOf(commit) {
        return (await this.run(['rev-parse', '--verify', `${requireSha(commit)}^{tree}`])).trim();
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
        const out = await this.run([...args, '-m', message], await this.identityEnv());
        return requireSha(out.trim());
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
        return parseStatus(await this.run(['--no-optional-locks', ...args]));
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
    identityEnv() {
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

;// CONCATENATED MODULE: ./src/gate/logs.ts
/**
 * Where a gate run keeps the full logs of its evaluations: one folder per run in a logs folder
 * (`--log-dir`, default `<git common dir>/arbor-gate/logs`, beside the default REPORT.md and out of
 * `git status`), of which only the newest `--keep-logs` runs are kept. Logs are evidence after a
 * rejection (the verdict holds only the head and tail of each attempt), so they outlive the run, but a
 * gate run on every pull request must not fill the disk: the bound applies at the start of each run.
 * Only folders named like a run's are ever removed, so a shared `--log-dir` keeps everything else.
 */





/** `20240101T120000123Z-1234-abcdef`: sorts by start time. */
const RUN_FOLDER = /^\d{8}T\d{9}Z-\d+-[0-9a-f]{6}$/;
/** The name of a run's folder for a start time. Pure apart from the random suffix. */
function runFolderName(now, pid, random) {
    return `${now.toISOString().replace(/[-:.]/g, '')}-${pid}-${random}`;
}
/** The run folders to remove so that `keep` remain after one more is added (oldest first). Pure. */
function foldersToPrune(names, keep) {
    const runs = names.filter((name) => RUN_FOLDER.test(name)).sort();
    return runs.slice(0, Math.max(0, runs.length - Math.max(keep - 1, 0)));
}
/** The logs folder: `--log-dir` (relative to the user's folder), else `<git common dir>/arbor-gate/logs`. */
async function logsRoot(repo, logDir, cwd) {
    return logDir === null ? (0,external_node_path_.join)(await repo.commonDir(), 'arbor-gate', 'logs') : (0,external_node_path_.resolve)(cwd, logDir);
}
/** Creates this run's log folder under `root` and removes the oldest runs beyond `keep`. */
async function openRunLogs(root, keep, now = new Date()) {
    try {
        await (0,promises_.mkdir)(root, { recursive: true, mode: 0o700 });
        for (const name of foldersToPrune(await (0,promises_.readdir)(root), keep))
            await removeTree((0,external_node_path_.join)(root, name));
    }
    catch (error) {
        throw new errors/* InfraError */.Ri(`could not prepare the evaluation log folder ${root}: ${error.message}`);
    }
    const dir = (0,external_node_path_.join)(root, runFolderName(now, process.pid, (0,external_node_crypto_namespaceObject.randomBytes)(3).toString('hex')));
    await (0,promises_.mkdir)(dir, { mode: 0o700 }).catch((error) => {
        throw new errors/* InfraError */.Ri(`could not create the evaluation log folder ${dir}: ${error.message}`);
    });
    let closing = null;
    return {
        dir,
        close: () => (closing ??= (async () => {
            if (keep === 0) {
                await removeTree(dir);
                return null;
            }
            // An empty folder (nothing was evaluated) is removed; rmdir fails, harmlessly, on one with logs.
            return (await (0,promises_.rmdir)(dir).then(() => true, () => false))
                ? null
                : dir;
        })()),
    };
}

;// CONCATENATED MODULE: ./src/gate/verdict.ts
/** Exit code for a verdict: 0 merged/accepted/already merged, 1 rejected, 3 error (docs/architecture.md "Commands and exit codes"). */
function verdictExitCode(verdict) {
    switch (verdict.decision) {
        case 'merged':
        case 'would_merge':
        case 'already_merged':
            return 0;
        case 'rejected':
            return 1;
        case 'error':
            return 3;
    }
}
/**
 * A verdict before anything is judged: no score, no attempts, nothing merged. Every face starts from
 * this and fills in what it learns, so a new field gets its empty value in one place.
 */
function unjudgedVerdict(fields) {
    return {
        decision: fields.decision,
        reasons: [],
        node_id: fields.node_id,
        metric_direction: fields.metric_direction,
        source: fields.source,
        target: { requested: fields.requestedTarget, resolved: null, sha_before: null, sha_after: null },
        score: null,
        dev_score: null,
        references: fields.references ?? { test_trunk_score: null, test_baseline_score: null },
        reference_measured: null,
        repeats: null,
        attempts: [],
        changed_paths: 0,
        protected_violations: [],
        missing_outputs: [],
        divergence: null,
        merge_commit: null,
        report_path: null,
        isolation: 'none',
        evaluated: null,
        warnings: [],
        logs: null,
    };
}

;// CONCATENATED MODULE: ./src/gate/prepare.ts
/**
 * Step one of the gate: everything resolved before anything is judged. The repository and the user's
 * folder, the trusted idea tree (from trunk, never from the branch), the settings, the trunk and the
 * source as exact commits, the node, the candidate (the merge of the source into trunk, built in
 * memory), and the first verdict value. Bad input throws here, before any work; a refused target, an
 * already merged source and a merge conflict are verdicts reached before anything runs.
 */


















const noop = () => undefined;
function baseVerdict(input, settings) {
    return {
        ...unjudgedVerdict({
            decision: 'rejected',
            node_id: input.nodeId ?? null,
            metric_direction: settings.metricDirection,
            source: { ref: input.source ?? '', sha: null },
            requestedTarget: input.target ?? settings.trunkBranch ?? '',
            references: {
                test_trunk_score: settings.testTrunkScore,
                test_baseline_score: settings.testBaselineScore,
            },
        }),
        ...(input.dryRun ? { dry_run: true } : {}),
    };
}
/** The commit a trunk branch is at: the local branch, else the remote-tracking one; null when neither exists. */
async function trunkCommit(repo, branch, remote) {
    return ((await repo.refCommit(`refs/heads/${branch}`)) ??
        (await repo.refCommit(`refs/remotes/${remote}/${branch}`)));
}
/**
 * Reads the trusted tree. The trunk branch may itself come from the tree's meta, so: the local tree is
 * read first (CLI mode), the trunk is named by the input or that meta, and trunk's committed copy
 * replaces the local one when trunk tracks it.
 */
async function loadTree(repo, input, name, location) {
    const runName = input.runName === undefined || input.runName === ''
        ? null
        : validateRunName(input.runName, name('runName'));
    const local = await loadLocalTree({ ...location, runName });
    const metaTrunk = local.tree?.meta.trunk_branch;
    // A pull request's base was chosen by its author: it never says where the trusted tree is.
    const requestedTarget = input.targetIsPullRequestBase ? undefined : input.target?.trim();
    const trunkHint = input.trunkBranch !== undefined && input.trunkBranch.trim() !== ''
        ? branchName(input.trunkBranch, name('trunkBranch'))
        : requestedTarget && !isMainOrMaster(requestedTarget)
            ? branchName(requestedTarget, name('target'))
            : typeof metaTrunk === 'string' && metaTrunk.trim() !== '' && !isMainOrMaster(metaTrunk)
                ? branchName(metaTrunk, `meta.trunk_branch in ${local.label}`)
                : null;
    if (trunkHint === null)
        return local;
    const commit = await trunkCommit(repo, trunkHint, input.remote ?? 'origin');
    if (commit === null)
        return local;
    return ((await loadTrunkTree(repo, trunkHint, commit, { ...location, runName: runName ?? local.runName })) ??
        local);
}
/** The node being judged: --node-id, else the tree node whose code_ref names the source branch. */
function findNodeId(input, name, tree, sourceRef) {
    if (input.nodeId !== undefined && input.nodeId !== '')
        return (0,eval_command/* validateNodeId */.Cb)(input.nodeId, name('nodeId'));
    if (tree === null)
        return null;
    const branch = sourceRef.replace(/^refs\/heads\//, '');
    // Arbor's order (the file's), not JavaScript's: when two nodes share the branch, the first one wins.
    const match = nodeEntries(tree).find(([, node]) => node.code_ref === branch || node.code_ref === sourceRef);
    if (match === undefined)
        return null;
    try {
        return (0,eval_command/* validateNodeId */.Cb)(match[0], 'node id in the idea tree');
    }
    catch {
        return null;
    }
}
/**
 * A pull request's target with no trunk named by the input: refused before any setting is read. The
 * base is its author's choice, and so is every file the checkout holds (for a PR into main too, a tree
 * whose meta.trunk_branch names a branch of the author's): only the workflow names the trunk.
 */
function unconfiguredPullRequestBase(input, name) {
    const base = input.target?.trim() ?? '';
    if (!input.targetIsPullRequestBase || base === '')
        return null;
    if ((input.trunkBranch ?? '').trim() !== '')
        return null;
    return {
        code: 'target_refused',
        message: `${name('trunkBranch')} is not set, so the pull request into ${base} has no trunk to be judged against: only the workflow names the trunk, never a pull request (its base, or a tree in its checkout)`,
    };
}
/**
 * Steps 1-2: main/master (any case, with or without `refs/heads/`) are base branches, never merge
 * targets, and resolve to the configured trunk; any other target must be the trunk itself (or names it
 * when none is configured).
 */
function resolveTarget(requested, configuredTrunk, name) {
    if (requested === '') {
        throw new errors/* UserError */.yo(`no trunk branch: pass ${name('trunkBranch')} (or ${name('target')}), or set meta.trunk_branch in the session's idea tree`);
    }
    if (isMainOrMaster(requested)) {
        if (configuredTrunk === null) {
            throw new errors/* UserError */.yo(`${requested} is a base branch, not a merge target, and no trunk branch is configured: pass ${name('trunkBranch')} or set meta.trunk_branch`);
        }
        return { branch: configuredTrunk };
    }
    const branch = branchName(requested, name('target'));
    if (configuredTrunk !== null && configuredTrunk !== branch) {
        return {
            refused: {
                code: 'target_refused',
                message: `target ${requested} is not the trunk branch ${configuredTrunk}; the gate merges only into trunk`,
            },
        };
    }
    return { branch };
}
/** The repository that holds the user's folder, and where in it that folder is. */
async function openRepository(input, name, factory) {
    const cwd = (0,external_node_path_.resolve)(input.cwd ?? process.cwd());
    if (!(0,external_node_fs_.existsSync)(cwd))
        throw new errors/* UserError */.yo(`${name('cwd')}: folder ${cwd} does not exist`);
    const probe = factory(cwd);
    const where = await probe.whereInRepository();
    if (where === null)
        throw new errors/* UserError */.yo(`${name('cwd')}: ${cwd} is not inside a git repository`);
    return { repo: factory(where.top), top: where.top, location: { cwd, prefix: where.prefix } };
}
/** The trunk branch the target resolves to, at its current commit. */
async function resolveTrunk(repo, target, requested, settings, deps) {
    const branch = target.branch;
    if (branch !== requested.replace(/^refs\/heads\//, '')) {
        deps.log?.(`target ${requested} is a base branch: merging into trunk ${branch} instead`);
    }
    const sha = await trunkCommit(repo, branch, settings.remote);
    if (sha === null) {
        throw new errors/* UserError */.yo(`trunk branch ${branch} does not exist (${deps.name('trunkBranch')}); create it from your base branch first, e.g. git branch ${branch} main`);
    }
    return { branch, sha };
}
/** Resolves the inputs, the tree, trunk and the source; throws UserError for bad input (exit 2). */
async function prepare(input, deps) {
    const { name } = deps;
    const factory = deps.git ?? defaultGitFactory;
    const { repo, top, location } = await openRepository(input, name, factory);
    await requireMergeTree(repo);
    const sourceRef = input.source?.trim() ?? '';
    if (sourceRef === '')
        throw new errors/* UserError */.yo(`${name('source')}: required (the experiment branch, ref or commit SHA to evaluate)`);
    refuseOptionLike(sourceRef, name('source'));
    const trusted = await loadTree(repo, input, name, location);
    const unconfigured = unconfiguredPullRequestBase(input, name);
    if (unconfigured !== null) {
        const verdict = reject(unjudgedVerdict({
            decision: 'rejected',
            node_id: input.nodeId ?? null,
            metric_direction: 'maximize',
            source: { ref: sourceRef, sha: null },
            requestedTarget: input.target ?? '',
        }), [unconfigured]);
        return { cwd: location.cwd, sessionDir: trusted.sessionDir, kind: 'final', verdict };
    }
    const settings = resolveGateSettings(input, trusted.tree?.meta ?? {}, name, trusted.label);
    // REPORT.md goes beside a local session's tree; a tree read from trunk is tracked, so its folder in
    // the checkout is not the place for an untracked file (the report then goes into the git folder).
    const place = {
        cwd: location.cwd,
        sessionDir: trusted.origin === 'local' ? trusted.sessionDir : null,
    };
    const isolation = await (0,eval_isolation/* resolveIsolation */.Zu)({
        setting: settings.evalIsolation,
        account: settings.evalUser,
        names: { setting: name('evalIsolation'), account: name('evalUser') },
        log: deps.log ?? noop,
    });
    let verdict = {
        ...baseVerdict(input, settings),
        isolation: isolation.mode,
        warnings: input.mode === 'merge' ? (0,eval_isolation/* isolationWarnings */.ih)(isolation, name('evalIsolation')) : [],
    };
    const requested = input.target?.trim() || settings.trunkBranch || '';
    const target = resolveTarget(requested, settings.trunkBranch, name);
    if ('refused' in target) {
        const unresolved = { ...verdict.target, requested, resolved: null };
        return { ...place, kind: 'final', verdict: reject({ ...verdict, target: unresolved }, [target.refused]) };
    }
    const trunk = await resolveTrunk(repo, target, requested, settings, deps);
    verdict = {
        ...verdict,
        target: { requested, resolved: trunk.branch, sha_before: trunk.sha, sha_after: trunk.sha },
    };
    // Resolve the source once; everything after uses this exact SHA.
    const sourceSha = await repo.resolveCommit(sourceRef, name('source'));
    if (sourceSha === null)
        throw new errors/* UserError */.yo(`${name('source')}: ${sourceRef} does not name a commit in ${top}`);
    const nodeId = findNodeId(input, name, trusted.tree, sourceRef);
    const devScore = nodeId === null ? undefined : trusted.tree?.nodes[nodeId]?.score;
    verdict = {
        ...verdict,
        node_id: nodeId,
        source: { ref: sourceRef, sha: sourceSha },
        dev_score: typeof devScore === 'number' && Number.isFinite(devScore) ? devScore : null,
    };
    const writes = isWritingRun(input);
    const pushTo = writes ? await pushRemote(repo, settings, deps) : null;
    const evalNodeId = nodeId ?? sourceSha.slice(0, 12);
    // A template that cannot take the worktree path safely is a configuration error: say so before any work.
    (0,eval_command/* substituteCommand */.ej)(settings.evalCmdTest, {
        cwd: (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'arbor-gate-source-XXXXXX', 'worktree'),
        nodeId: evalNodeId,
    });
    const log = deps.log ?? noop;
    log(`source ${sourceRef} = ${sourceSha.slice(0, 12)}, trunk ${trunk.branch} = ${trunk.sha.slice(0, 12)}, tree: ${trusted.label}`);
    // Step 3: the merge is computed before anything runs; a conflict ends here.
    const built = await buildCandidate({ repo, sourceRef, sourceSha, log }, trunk);
    if ('merged' in built)
        return { ...place, kind: 'final', verdict: { ...verdict, decision: 'already_merged' } };
    if ('conflict' in built)
        return { ...place, kind: 'final', verdict: reject(verdict, [built.conflict]) };
    if (writes) {
        const checkout = await findTrunkCheckout(repo, trunk.branch);
        if (checkout !== null)
            await requireFollowable(repo, factory, checkout, trunk, built.candidate.commit);
    }
    // Opened last, once nothing before the evaluation can end the run: a run that ends above leaves no folder.
    const logs = await openRunLogs(await logsRoot(repo, settings.logDir, location.cwd), settings.keepLogs);
    const ctx = {
        deps,
        settings,
        repo,
        factory,
        trusted,
        location,
        sourceRef,
        sourceSha,
        nodeId,
        pushTo,
        evalNodeId,
        logs,
        log,
        redact: createRedactor(deps.env ?? process.env),
        isolation,
    };
    return {
        ...place,
        kind: 'ready',
        ctx,
        trunk,
        candidate: built.candidate,
        references: firstReferences(settings),
        rejudgement: 0,
        writes,
        verdict,
    };
}
/** Where a merge pushes trunk: the remote when pushing is on and it exists, else nowhere (local only). */
async function pushRemote(repo, settings, deps) {
    if (!settings.push)
        return null;
    if (await repo.remoteExists(settings.remote))
        return settings.remote;
    deps.log?.(`remote ${settings.remote} does not exist: trunk is updated locally only`);
    return null;
}

;// CONCATENATED MODULE: ./src/gate/run.ts
/**
 * The merge procedure (docs/architecture.md "The merge procedure", spec arbor-merge-eval "Merge
 * Procedure") in three steps, one function for both faces (the CLI's `merge`/`verify` and the GitHub
 * Action): `prepare` resolves the inputs, the trusted tree, trunk, the source and the candidate (their
 * merge, built before anything runs); `judge` checks, evaluates the candidate and compares; `land`
 * moves trunk to exactly what was evaluated. When trunk moved meanwhile, `rejudge` rebuilds the
 * candidate on it and the judgement runs again, at most `max-rejudge` times. `verify` and
 * `merge --dry-run` are judge alone. git is reached only through the adapter from `deps`. The gate
 * writes no report: the faces write REPORT.md from the verdict (src/report/gate-report.ts).
 */




/**
 * Judges the candidate (the source merged into trunk) and, in merge mode, lands it (steps 1-10).
 * Returns the verdict and where its report goes; throws UserError for bad input (exit 2) and InfraError
 * when git or the file system fail (exit 3).
 */
async function runGateProcedure(input, deps) {
    const prepared = await prepare(input, deps);
    const place = { cwd: prepared.cwd, sessionDir: prepared.sessionDir };
    if (prepared.kind === 'final')
        return { ...place, verdict: prepared.verdict };
    const { logs } = prepared.ctx;
    let verdict;
    try {
        verdict = await judgeAndLand(prepared, deps);
    }
    catch (error) {
        await logs.close().catch(() => undefined);
        throw error;
    }
    return { ...place, verdict: { ...verdict, logs: await logs.close() } };
}
/** Judges and lands; when trunk moved meanwhile, re-judges on it at most `max-rejudge` times. */
async function judgeAndLand(prepared, deps) {
    let ready = prepared;
    for (;;) {
        const judged = await judge(ready);
        if (judged.kind === 'final')
            return judged.verdict;
        if (!ready.writes)
            return { ...judged.verdict, decision: 'would_merge' };
        const landing = await land(ready, judged);
        if (landing.kind === 'merged')
            return landing.verdict;
        const { settings } = ready.ctx;
        if (ready.rejudgement >= settings.maxRejudge) {
            const { trunk } = landing;
            const verdict = { ...judged.verdict, target: { ...judged.verdict.target, sha_after: trunk.sha } };
            const message = `${trunk.branch} moved to ${trunk.sha.slice(0, 12)} while merging, after ${ready.rejudgement} re-judgement(s) ` +
                `(${deps.name('maxRejudge')} ${settings.maxRejudge}): nothing was merged`;
            return reject(verdict, [{ code: 'superseded', message }]);
        }
        const next = await rejudge(ready, judged, landing.trunk);
        if (next.kind === 'final')
            return next.verdict;
        ready = next;
    }
}

;// CONCATENATED MODULE: ./src/session/checkpoint.ts
/**
 * Arbor's `checkpoint.json` (schema_version 1): run name, cycle, phase, git state, in-flight executors,
 * cache anchors and a pending human gate. arbor-gate only clears in-flight executors on resume and
 * keeps every other byte as written.
 */



function inflightExecutors(checkpoint) {
    const list = checkpoint.inflight_executors;
    if (!Array.isArray(list))
        return [];
    return list.filter(isObject).map((entry) => ({
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
    if (isObject(pending)) {
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
    const nodeId = isObject(pending) ? pending.node_id : undefined;
    return typeof nodeId === 'string' && nodeId.trim() !== '' ? nodeId.trim() : null;
}
/**
 * The checkpoint's text with in-flight executors cleared and every other byte as Arbor wrote it, or
 * null when it has none to clear (or is not a JSON object).
 */
function clearInflightExecutors(text) {
    let checkpoint;
    try {
        checkpoint = parsePythonJson(text);
    }
    catch {
        return null;
    }
    if (!isObject(checkpoint) || inflightExecutors(checkpoint).length === 0)
        return null;
    return patchJson(text, { ...checkpoint, inflight_executors: [] });
}

;// CONCATENATED MODULE: ./src/report/session-text.ts
/**
 * Session text on its way into the report facts: redacted, folded onto one line and capped. Every text
 * taken from the session passes through these before it lands in the facts. (Markdown escaping is the
 * renderer's business: session-markdown.ts.)
 */
const session_text_TEXT_MAX = 300;
function stringOf(value) {
    return typeof value === 'string' && value.trim() !== '' ? value : null;
}
function session_text_numberOf(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
/**
 * `texts.map(redact)` in one redactor pass (thousands of agent or node ids would otherwise cost
 * thousands of passes of every pattern). The texts are joined with NUL, which no credential value
 * contains and no pattern in util/redact.ts matches or looks across, so each piece comes back as it
 * would alone; a match that swallowed a separator would change the piece count, and then each text
 * is redacted alone.
 */
function redactEach(redact, texts) {
    if (texts.length < 2 || texts.some((text) => text.includes('\u0000')))
        return texts.map(redact);
    const pieces = redact(texts.join('\u0000')).split('\u0000');
    return pieces.length === texts.length ? pieces : texts.map(redact);
}
/** Already redacted text on one line, capped at `max` characters. */
function flatText(redacted, max = session_text_TEXT_MAX) {
    const flat = redacted.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** A non-blank string redacted, on one line and capped (at `max`, default 300); null for anything else. */
function cleanText(redact, value, max = session_text_TEXT_MAX) {
    const text = stringOf(value);
    return text === null ? null : flatText(redact(text), max);
}
/** Redacts the non-blank strings among `values` in one pass (see redactEach); null for the others. */
function cleanTexts(redact, values) {
    const texts = values.map(stringOf);
    const present = texts.filter((text) => text !== null);
    const redacted = redactEach(redact, present);
    let next = 0;
    return texts.map((text) => (text === null ? null : flatText(redacted[next++])));
}

;// CONCATENATED MODULE: ./src/report/idea-facts.ts



/** Ideas listed under "Top ideas by score". */
const TOP_IDEAS = 10;
/** Nodes drawn in the idea-tree diagram; the rest are summed up as "and N more". */
const TREE_DIAGRAM_CAP = 60;
function scoreChange(baseline, final, direction) {
    if (baseline === null || final === null) {
        return { baseline, final, change: null, change_percent: null, trend: null };
    }
    const change = final - baseline;
    const trend = isBetterScore(final, baseline, direction)
        ? 'better'
        : isBetterScore(baseline, final, direction)
            ? 'worse'
            : 'unchanged';
    return {
        baseline,
        final,
        change: Number(change.toPrecision(12)),
        change_percent: baseline === 0 ? null : Number(((change / Math.abs(baseline)) * 100).toFixed(2)),
        trend,
    };
}
function scanIdeas(tree) {
    const scan = {
        ideaCount: 0,
        statusCounts: new Map(),
        scored: [],
        merged: [],
        running: [],
        anyTestScore: false,
    };
    for (const entry of nodeEntries(tree)) {
        const [id, node] = entry;
        if (node.status === 'running')
            scan.running.push(id);
        if (id === tree.root_id)
            continue;
        scan.ideaCount += 1;
        const status = typeof node.status === 'string' ? node.status : 'unknown';
        scan.statusCounts.set(status, (scan.statusCounts.get(status) ?? 0) + 1);
        if (finiteScore(node.score) !== null)
            scan.scored.push(entry);
        if (finiteScore(node.test_score) !== null)
            scan.anyTestScore = true;
        if (status === 'merged')
            scan.merged.push(id);
    }
    return scan;
}
function ideaFacts(redact, entries) {
    const ids = redactEach(redact, entries.map(([id]) => id));
    const statuses = redactEach(redact, entries.map(([, node]) => (typeof node.status === 'string' ? node.status : 'unknown')));
    const hypotheses = cleanTexts(redact, entries.map(([, node]) => node.hypothesis));
    const branches = cleanTexts(redact, entries.map(([, node]) => node.code_ref));
    return entries.map(([, node], index) => ({
        id: ids[index],
        status: statuses[index],
        hypothesis: hypotheses[index] ?? '',
        score: finiteScore(node.score),
        test_score: finiteScore(node.test_score),
        branch: branches[index] ?? null,
    }));
}
/** Merged nodes in merge order: events' order when they name the merges, tree order for the rest. */
function mergeOrder(merged, events) {
    const isMerged = new Set(merged);
    const order = new Set();
    for (const merge of events?.merges ?? [])
        if (isMerged.has(merge.node_id))
            order.add(merge.node_id);
    for (const id of merged)
        order.add(id);
    return [...order];
}
/** Opposite B_dev and B_test moves of each merge against the trunk before it: the split disagrees. */
function scoreDivergence(tree, order, direction) {
    const found = [];
    let devBefore = finiteScore(tree.meta.baseline_score);
    let testBefore = finiteScore(tree.meta.test_baseline_score);
    for (const id of order) {
        const node = tree.nodes[id];
        const dev = finiteScore(node?.score);
        const test = finiteScore(node?.test_score);
        if (dev !== null && test !== null && devBefore !== null && testBefore !== null) {
            const devTrend = scoreChange(devBefore, dev, direction).trend;
            const testTrend = scoreChange(testBefore, test, direction).trend;
            if ((devTrend === 'better' && testTrend === 'worse') ||
                (devTrend === 'worse' && testTrend === 'better')) {
                found.push({
                    id,
                    detail: `B_dev ${formatScore(devBefore)} -> ${formatScore(dev)} (${devTrend}) but B_test ${formatScore(testBefore)} -> ${formatScore(test)} (${testTrend})`,
                });
            }
        }
        devBefore = dev ?? devBefore;
        testBefore = test ?? testBefore;
    }
    return found;
}
/** Divergence noted by an insight, by the events, or shown by the scores; one fact per node and source. */
function divergenceFacts(tree, events, order, direction, redact) {
    const facts = [];
    const seen = new Set();
    const add = (fact) => {
        const key = `${fact.node_id}\u0000${fact.source}`;
        if (!seen.has(key))
            facts.push(fact);
        seen.add(key);
    };
    for (const [id, node] of nodeEntries(tree)) {
        const insight = stringOf(node.insight);
        if (insight !== null && /diverg/i.test(insight)) {
            add({ node_id: redact(id), source: 'insight', detail: cleanText(redact, insight) ?? '' });
        }
    }
    for (const note of events?.divergence_notes ?? []) {
        add({ node_id: redact(note.node_id), source: 'events', detail: cleanText(redact, note.text) ?? '' });
    }
    for (const { id, detail } of scoreDivergence(tree, order, direction)) {
        add({ node_id: redact(id), source: 'scores', detail });
    }
    return facts;
}
function trunkHistory(tree, events, order) {
    const baseline = finiteScore(tree.meta.test_baseline_score);
    const finalTest = finiteScore(tree.meta.test_trunk_score);
    const points = [];
    if (baseline !== null || order.some((id) => finiteScore(tree.nodes[id]?.test_score) !== null)) {
        if (baseline !== null)
            points.push({ label: 'baseline', value: baseline });
        order.forEach((id, index) => {
            const test = finiteScore(tree.nodes[id]?.test_score) ?? (index === order.length - 1 ? finalTest : null);
            if (test !== null)
                points.push({ label: id, value: test });
        });
        return points.length >= 2 ? { split: 'B_test', points } : null;
    }
    // No B_test anywhere: the merge events' scores still show the trunk's path, split unknown.
    const merges = events?.merges ?? [];
    const first = merges[0]?.from_score;
    if (first !== null && first !== undefined)
        points.push({ label: 'start', value: first });
    for (const merge of merges)
        if (merge.to_score !== null)
            points.push({ label: merge.node_id, value: merge.to_score });
    return points.length >= 2 ? { split: 'unknown', points } : null;
}
/** The first TREE_DIAGRAM_CAP nodes breadth-first from the root; the walk stops at the cap. */
function treeDiagramFacts(tree, redact) {
    const shown = [];
    const queue = Object.hasOwn(tree.nodes, tree.root_id) ? [tree.root_id] : [];
    const visited = new Set();
    for (let next = 0; next < queue.length && shown.length < TREE_DIAGRAM_CAP; next += 1) {
        const id = queue[next];
        if (visited.has(id) || !Object.hasOwn(tree.nodes, id))
            continue;
        visited.add(id);
        const node = tree.nodes[id];
        shown.push({
            id: redact(id),
            parent_id: node.parent_id === null ? null : redact(node.parent_id),
            status: typeof node.status === 'string' ? redact(node.status) : 'unknown',
            score: finiteScore(node.score),
            label: cleanText(redact, node.hypothesis) ?? '',
        });
        for (const child of node.children_ids)
            if (!visited.has(child))
                queue.push(child);
    }
    return { shown, hidden: Object.keys(tree.nodes).length - shown.length };
}
/** Counts by status, every known status listed (0 when none); unknown statuses as written, redacted. */
function statusCounts(scan, redact) {
    const counts = Object.fromEntries(NODE_STATUSES.map((s) => [s, 0]));
    const statuses = [...(scan?.statusCounts ?? [])];
    const redacted = redactEach(redact, statuses.map(([status]) => status));
    for (const [index, [, n]] of statuses.entries()) {
        const status = redacted[index];
        counts[status] = (counts[status] ?? 0) + n;
    }
    return counts;
}
/**
 * The tree's facts and the caveats they call for (no B_test, divergence, a capped diagram). With no
 * tree, the empty facts and no caveat (the missing tree is the caller's caveat).
 */
function treeFacts(tree, scan, events, direction, redact) {
    const counts = statusCounts(scan, redact);
    if (tree === null || scan === null) {
        const facts = {
            b_dev: null,
            b_test: null,
            scored_nodes: 0,
            status_counts: counts,
            merged_node_ids: [],
            merged_ideas: [],
            top_ideas: [],
            divergence: [],
            trunk_history: null,
            idea_tree: null,
        };
        return { facts, caveats: [] };
    }
    const testBaseline = finiteScore(tree.meta.test_baseline_score);
    const testFinal = finiteScore(tree.meta.test_trunk_score);
    const merged = mergeOrder(scan.merged, events);
    const best = bestFirst(direction);
    const facts = {
        b_dev: scoreChange(finiteScore(tree.meta.baseline_score), finiteScore(tree.meta.trunk_score), direction),
        b_test: testBaseline === null && testFinal === null ? null : scoreChange(testBaseline, testFinal, direction),
        scored_nodes: scan.scored.length,
        status_counts: counts,
        merged_node_ids: redactEach(redact, merged),
        merged_ideas: ideaFacts(redact, merged.map((id) => [id, tree.nodes[id]])),
        top_ideas: ideaFacts(redact, [...scan.scored].sort(([, a], [, b]) => best(a.score, b.score)).slice(0, TOP_IDEAS)),
        divergence: divergenceFacts(tree, events, merged, direction, redact),
        trunk_history: trunkHistory(tree, events, merged),
        idea_tree: treeDiagramFacts(tree, redact),
    };
    return { facts, caveats: treeCaveats(tree, scan, facts) };
}
function treeCaveats(tree, scan, facts) {
    const caveats = [];
    if (facts.b_test === null && !scan.anyTestScore)
        caveats.push('No B_test: no held-out score was recorded, so no result here is verified on the test split.');
    if (facts.divergence.length > 0)
        caveats.push(`B_dev/B_test divergence on node(s) ${[...new Set(facts.divergence.map((d) => d.node_id))].join(', ')}: possible overfitting, noise or split mismatch.`);
    const diagram = facts.idea_tree;
    if (diagram !== null && diagram.hidden > 0)
        caveats.push(`The idea-tree diagram shows ${diagram.shown.length} of ${Object.keys(tree.nodes).length} nodes.`);
    return caveats;
}

;// CONCATENATED MODULE: ./src/report/session-facts.ts
/**
 * The facts of a session report (spec "REPORT.md Contents", docs/architecture.md "Sessions"), derived
 * from a session as read (session-read.ts): a plain value that REPORT.md, `report --json` and the
 * Action's outputs are rendered from. Pure: data in, data out. Each missing or unreadable input drops
 * its part and adds a caveat; every text taken from the session is redacted before it lands here.
 */







const SESSION_REPORT_SCHEMA = 'arbor-gate/session-report@1';
function tokenFields(tokens, events) {
    const sums = events?.tokens;
    return {
        token_source: tokens?.source ?? null,
        total_input_tokens: tokens?.input_tokens ?? null,
        total_uncached_input_tokens: tokens?.uncached_input_tokens ?? null,
        total_output_tokens: tokens?.output_tokens ?? null,
        total_cache_read_tokens: tokens?.cache_read_tokens ?? null,
        total_cache_creation_tokens: tokens?.cache_creation_tokens ?? null,
        llm_call_sums: sums === undefined || sums.llm_calls === 0 || tokens?.source === 'llm.call events'
            ? null
            : {
                llm_calls: sums.llm_calls,
                input_tokens: sums.input_tokens,
                uncached_input_tokens: sums.uncached_input_tokens,
                output_tokens: sums.output_tokens,
            },
    };
}
function runStatsFromFile(stats, events) {
    const all = (stats.all_agents ?? {});
    const coordinator = (stats.coordinator ?? {});
    return {
        source: 'run_stats.json',
        derived_file: stats.derived === true,
        token_scope: stringOf(stats.token_scope),
        ...tokenFields(preferredTokens(stats, events), events),
        duration_seconds: session_text_numberOf(stats.duration_seconds),
        total_llm_calls: session_text_numberOf(all.total_llm_calls),
        total_agents_spawned: session_text_numberOf(all.total_agents_spawned),
        coordinator_turns: session_text_numberOf(coordinator.turns),
        emergency_timeout: stats.emergency_timeout === true,
        by_agent: {},
    };
}
function runStatsFromEvents(events, redact) {
    const byAgent = {};
    const agents = Object.entries(events.tokens_by_agent);
    const names = redactEach(redact, agents.map(([agent]) => agent));
    for (const [index, [, totals]] of agents.entries()) {
        byAgent[names[index]] = {
            llm_calls: totals.llm_calls,
            input_tokens: totals.input_tokens,
            output_tokens: totals.output_tokens,
        };
    }
    const tokens = preferredTokens(null, events);
    return {
        source: 'derived_from_events',
        derived_file: false,
        token_scope: derivedTokenScope(tokens?.source ?? 'llm.call events'),
        ...tokenFields(tokens, events),
        duration_seconds: events.first_ts !== null && events.last_ts !== null ? events.last_ts - events.first_ts : null,
        total_llm_calls: events.tokens.llm_calls,
        total_agents_spawned: events.executors_started,
        coordinator_turns: session_text_numberOf(events.session_end?.turns),
        emergency_timeout: events.emergency_timeout,
        by_agent: byAgent,
    };
}
/** Run stats from run_stats.json when it is usable, else derived from the events; with the caveat that says which. */
function runStatsFact(read, redact, caveats) {
    const { runStats, events } = read;
    if (runStats.state === 'ok') {
        const fact = runStatsFromFile(runStats.value, events);
        if (fact.derived_file)
            caveats.push('run_stats.json was derived by arbor-gate from events and the tree, not written by Arbor.');
        return fact;
    }
    if (runStats.state === 'unreadable')
        caveats.push(`run_stats.json is unreadable (${runStats.reason}).`);
    if (events === null) {
        caveats.push('No run_stats.json and no events: run stats and token use are unknown.');
        return null;
    }
    const fact = runStatsFromEvents(events, redact);
    caveats.push(fact.token_source === 'session.end'
        ? 'No usable run_stats.json: run stats are derived from the events, token totals from the session.end event.'
        : 'No usable run_stats.json: run stats and tokens are derived from llm.call events.');
    return fact;
}
/** Why the run looks interrupted: the tree, the checkpoint or the events say work was still in flight. */
function interruptionReasons(runningNodes, checkpoint, events, redact) {
    const reasons = [];
    const running = redactEach(redact, runningNodes);
    if (running.length > 0)
        reasons.push(`node(s) ${running.join(', ')} still running`);
    const inflight = checkpoint
        ? redactEach(redact, inflightExecutors(checkpoint).map((e) => e.node_id))
        : [];
    if (inflight.length > 0)
        reasons.push(`checkpoint has in-flight executor(s) for ${inflight.join(', ')}`);
    const open = redactEach(redact, Object.keys(events?.open_executors ?? {}));
    if (open.length > 0)
        reasons.push(`executor(s) started without an end event: ${open.join(', ')}`);
    if (events !== null && events.session_end === null)
        reasons.push('no session.end event');
    return reasons;
}
/** Caveats about what could not be read: the tree, events.jsonl and its torn lines. */
function inputCaveats(read) {
    const caveats = [];
    if (read.treeCaveat !== null)
        caveats.push(read.treeCaveat);
    else if (read.tree === null)
        caveats.push('No idea tree (.coordinator/idea_tree.json): scores, ideas and the tree are not reported.');
    if (read.eventsCaveat !== null)
        caveats.push(read.eventsCaveat);
    const stats = read.events?.stats;
    if (stats !== undefined && stats.skipped > 0) {
        const more = stats.skipped > stats.skippedLineNumbers.length ? ', …' : '';
        caveats.push(`${stats.skipped} torn or malformed line(s) in events.jsonl were skipped (line ${stats.skippedLineNumbers.join(', ')}${more}).`);
    }
    return caveats;
}
function directionCaveat(tree) {
    const written = tree?.meta.metric_direction;
    return written !== undefined && !['maximize', 'minimize'].includes(String(written))
        ? [`meta.metric_direction ${JSON.stringify(written)} is not valid; maximize was assumed.`]
        : [];
}
/** Caveats about how the run went: interrupted, a pending human gate, an emergency timeout, a smoke test. */
function runCaveats(read, checkpoint, interruptions, opts, redact) {
    const caveats = [];
    if (interruptions.length > 0)
        caveats.push(`Interrupted run: ${interruptions.join('; ')}.`);
    const pending = checkpoint ? pendingUserQuestion(checkpoint) : null;
    if (pending !== null)
        caveats.push(`A human gate is pending: ${cleanText(redact, pending)}`);
    const runStatsFile = read.runStats.state === 'ok' ? read.runStats.value : null;
    if (opts.emergency !== undefined)
        caveats.push(`Emergency timeout: finalized with --emergency; the submission may be a recovered snapshot (recover: ${cleanText(redact, opts.emergency.recovered) ?? 'nothing done'}).`);
    else if (runStatsFile?.emergency_timeout === true || read.events?.emergency_timeout === true)
        caveats.push('The run ended on an emergency timeout; the submission may be a recovered snapshot.');
    const smoke = opts.smoke;
    if (smoke)
        caveats.push('Smoke/forward test: no real executor, merge or B_test result should be read from this report.');
    return caveats;
}
/** Arbor's generator titles the report with the task's first line, cut to 100 characters. */
const TITLE_MAX = 100;
/** Where Python's str.splitlines() breaks lines (control characters included). */
// eslint-disable-next-line no-control-regex
const PY_LINE_BREAK = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;
/** The root's insight is a summary of the whole tree: Arbor caps it at 1200 characters. */
const GLOBAL_INSIGHT_MAX = 1200;
function reportTitle(task, fallback, redact) {
    const text = stringOf(task);
    if (text === null)
        return fallback;
    const first = redact(text).trim().split(PY_LINE_BREAK)[0] ?? '';
    return first.length > TITLE_MAX ? `${first.slice(0, TITLE_MAX - 3)}...` : first;
}
/**
 * Who ran and how it ended: the task from run_info.json (Arbor's CLI writes it), then the events, then
 * the root; the exit reason from the events first, run_stats.json next (model: the reverse).
 */
function runIdentity(read, interrupted, redact) {
    const { events, tree } = read;
    const stats = read.runStats.state === 'ok' ? read.runStats.value : null;
    const runInfo = read.runInfo.state === 'ok' ? read.runInfo.value : null;
    const task = [runInfo?.task, events?.session_start?.task, tree?.nodes[tree.root_id]?.hypothesis].find((candidate) => stringOf(candidate) !== null);
    return {
        title: reportTitle(task, read.paths.runName, redact),
        task: cleanText(redact, task),
        exit_reason: cleanText(redact, events?.session_end?.exit_reason) ??
            cleanText(redact, stats?.exit_reason) ??
            (interrupted ? 'interrupted (no session.end recorded)' : null),
        model: cleanText(redact, stats?.model) ??
            cleanText(redact, events?.session_start?.model) ??
            cleanText(redact, events?.llm_model),
        provider: cleanText(redact, stats?.provider) ??
            cleanText(redact, events?.session_start?.provider) ??
            cleanText(redact, events?.llm_provider),
    };
}
function eventsFact(events, redact) {
    if (events === null)
        return null;
    const redactKeys = (counts) => Object.fromEntries(Object.entries(counts).map(([key, n]) => [redact(key), n]));
    return {
        lines: events.stats.lines,
        skipped_lines: events.stats.skipped,
        skipped_line_numbers: events.stats.skippedLineNumbers,
        by_family: redactKeys(events.by_family),
        by_type: redactKeys(events.by_type),
        first_ts: events.first_ts,
        last_ts: events.last_ts,
        wall_clock_seconds: events.first_ts !== null && events.last_ts !== null
            ? Number((events.last_ts - events.first_ts).toFixed(3))
            : null,
        session_ended: events.session_end !== null,
    };
}
/** The report's facts from a session as read. Pure. */
function deriveSessionFacts(read, opts) {
    const redact = createRedactor(opts.env);
    const { paths, tree, events } = read;
    const checkpoint = read.checkpoint.state === 'ok' ? read.checkpoint.value : null;
    const runStatsFile = read.runStats.state === 'ok' ? read.runStats.value : null;
    const caveats = inputCaveats(read);
    const runStats = runStatsFact(read, redact, caveats);
    if (read.checkpoint.state === 'unreadable')
        caveats.push(`checkpoint.json is unreadable (${read.checkpoint.reason}).`);
    caveats.push(...directionCaveat(tree));
    const direction = metricDirectionOf(tree?.meta);
    // Like Arbor's own report, counts are of ideas: the root is the task, not an idea.
    const scan = tree === null ? null : scanIdeas(tree);
    const interruptions = interruptionReasons(scan?.running ?? [], checkpoint, events, redact);
    const smoke = opts.smoke === true ||
        events?.smoke === true ||
        tree?.meta.smoke === true ||
        runStatsFile?.smoke === true;
    caveats.push(...runCaveats(read, checkpoint, interruptions, { ...opts, smoke }, redact));
    const fromTree = treeFacts(tree, scan, events, direction, redact);
    caveats.push(...fromTree.caveats);
    const identity = runIdentity(read, interruptions.length > 0, redact);
    const ideas = fromTree.facts;
    const base = paths.workspace ?? paths.dir;
    return {
        schema: SESSION_REPORT_SCHEMA,
        session_dir: paths.dir,
        workspace: paths.workspace,
        run_name: paths.runName,
        title: identity.title,
        task: identity.task,
        global_insight: tree === null ? null : cleanText(redact, tree.nodes[tree.root_id]?.insight, GLOBAL_INSIGHT_MAX),
        exit_reason: identity.exit_reason,
        model: identity.model,
        provider: identity.provider,
        metric: { direction, name: cleanText(redact, tree?.meta.metric_name) },
        b_dev: ideas.b_dev,
        b_test: ideas.b_test,
        nodes_total: scan?.ideaCount ?? 0,
        scored_nodes: ideas.scored_nodes,
        status_counts: ideas.status_counts,
        best_node_id: ideas.top_ideas[0]?.id ?? null,
        merged_node_ids: ideas.merged_node_ids,
        merged_ideas: ideas.merged_ideas,
        top_ideas: ideas.top_ideas,
        divergence: ideas.divergence,
        trunk_history: ideas.trunk_history,
        idea_tree: ideas.idea_tree,
        events: eventsFact(events, redact),
        run_stats: runStats,
        interrupted: interruptions.length > 0,
        artifacts: read.artifacts.map(({ label, path }) => ({ label, path: (0,external_node_path_.relative)(base, path) || '.' })),
        caveats,
        gate_section: opts.gateSection ?? null,
    };
}

;// CONCATENATED MODULE: ./src/session/recover.ts
/**
 * Emergency-timeout recovery (spec "Shutdown", step 4): keep trunk's submission when present; otherwise
 * copy the best scored snapshot `submissions/<node_id><ext>`; otherwise the most recent snapshot.
 * Snapshots are looked for where `arbor run` keeps them (`<session>/submissions/`) and in the
 * workspace's `submissions/`; for the same name the session's copy wins. Never overwrites, never
 * writes outside the workspace, never follows a snapshot that is a symlink.
 */








const DEFAULT_SUBMISSION_PATH = 'submission.csv';
const SNAPSHOTS_DIR = 'submissions';
/**
 * The snapshot to restore: the best done/merged node (by B_dev score, in the metric's direction) that
 * has `<node_id><ext>` (the first such snapshot in the list), else the newest snapshot. Pure.
 */
function chooseSnapshot(tree, snapshots, ext) {
    if (snapshots.length === 0)
        return null;
    const byName = new Map();
    for (const snapshot of snapshots)
        if (!byName.has(snapshot.name))
            byName.set(snapshot.name, snapshot);
    if (tree !== null) {
        const order = bestFirst(metricDirectionOf(tree.meta));
        const candidates = nodeEntries(tree)
            .filter(([id, node]) => id !== tree.root_id && (node.status === 'done' || node.status === 'merged'))
            .flatMap(([id, node]) => {
            const score = finiteScore(node.score);
            return score === null ? [] : [{ id, score }];
        })
            .sort((a, b) => order(a.score, b.score));
        for (const { id, score } of candidates) {
            const snapshot = byName.get(`${id}${ext}`);
            if (snapshot)
                return { snapshot, how: 'best', node_id: id, score };
        }
    }
    const newest = snapshots.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
    return { snapshot: newest, how: 'newest', node_id: null, score: null };
}
/** The submission target inside the workspace; a path that leaves it is bad input. */
async function submissionTarget(workspace, submissionPath) {
    const target = (0,external_node_path_.resolve)(workspace, submissionPath);
    if ((0,external_node_path_.isAbsolute)(submissionPath) || !(0,paths/* isWithin */.U)(workspace, target) || target === workspace) {
        throw new errors/* UserError */.yo(`meta.submission_path ${JSON.stringify(submissionPath)} must be a file path inside the workspace ${workspace}`);
    }
    // A symlinked folder on the way must not lead the copy out of the workspace either.
    let existing = (0,external_node_path_.dirname)(target);
    while (!(await entryExists(existing)))
        existing = (0,external_node_path_.dirname)(existing);
    const [realWorkspace, realExisting] = await Promise.all([(0,promises_.realpath)(workspace), (0,promises_.realpath)(existing)]);
    if (!(0,paths/* isWithin */.U)(realWorkspace, realExisting)) {
        throw new errors/* UserError */.yo(`meta.submission_path ${JSON.stringify(submissionPath)} leads outside the workspace ${workspace}`);
    }
    return target;
}
/** The snapshots in `dirs`, in that order; symlinks are listed apart (as `rel` names them), never used. */
async function listSnapshots(dirs, rel) {
    const snapshots = [];
    const symlinks = [];
    for (const dir of dirs) {
        const info = await (0,promises_.lstat)(dir).catch(() => null);
        if (info === null || !info.isDirectory())
            continue;
        for (const entry of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isSymbolicLink())
                symlinks.push(dir === dirs.at(-1) ? entry.name : rel(path));
            else if (entry.isFile())
                snapshots.push({ name: entry.name, mtimeMs: (await (0,promises_.lstat)(path)).mtimeMs, path });
        }
    }
    return { snapshots, symlinks };
}
async function recoverSubmission(paths, tree) {
    const workspace = paths.workspace;
    if (workspace === null) {
        throw new errors/* UserError */.yo(`recover needs the session folder at <workspace>/.arbor/sessions/<run>/ to find the workspace; got ${paths.dir}`);
    }
    const submissionPath = typeof tree?.meta.submission_path === 'string' && tree.meta.submission_path !== ''
        ? tree.meta.submission_path
        : DEFAULT_SUBMISSION_PATH;
    const target = await submissionTarget(workspace, submissionPath);
    const rel = (path) => (0,external_node_path_.relative)(workspace, path);
    const base = {
        submission_path: rel(target),
        source: null,
        node_id: null,
        score: null,
        skipped_symlinks: [],
    };
    if (await entryExists(target)) {
        return { ...base, action: 'kept', message: `kept trunk's ${rel(target)}: it is already present` };
    }
    const snapshotDirs = [(0,external_node_path_.join)(paths.dir, SNAPSHOTS_DIR), (0,external_node_path_.join)(workspace, SNAPSHOTS_DIR)];
    const { snapshots, symlinks } = await listSnapshots(snapshotDirs, rel);
    const choice = chooseSnapshot(tree, snapshots, (0,external_node_path_.extname)(submissionPath));
    if (choice === null) {
        return {
            ...base,
            skipped_symlinks: symlinks,
            action: 'nothing',
            message: `nothing to recover: no ${rel(target)} and no snapshot in ${snapshotDirs.map((d) => `${rel(d)}/`).join(' or ')}`,
        };
    }
    const source = choice.snapshot.path;
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
    try {
        await (0,promises_.copyFile)(source, target, external_node_fs_.constants.COPYFILE_EXCL);
    }
    catch (error) {
        if (error.code === 'EEXIST') {
            return { ...base, action: 'kept', message: `kept ${rel(target)}: it appeared while recovering` };
        }
        throw error;
    }
    const why = choice.how === 'best'
        ? `the best done/merged node ${choice.node_id} (B_dev ${choice.score}, ${metricDirectionOf(tree?.meta)})`
        : 'the most recent snapshot (no scored done/merged node has one)';
    return {
        ...base,
        action: choice.how === 'best' ? 'copied_best' : 'copied_newest',
        source: rel(source),
        node_id: choice.node_id,
        score: choice.score,
        skipped_symlinks: symlinks,
        message: `copied ${rel(source)} to ${rel(target)}: ${why}`,
    };
}

;// CONCATENATED MODULE: ./src/report/session-read.ts
/**
 * Everything a session report is built from, read once: the tree, one pass over events.jsonl, the run
 * stats, run info and checkpoint files, and which artifacts exist. Missing or unreadable files, the
 * tree included, are recorded as such (the facts turn them into caveats, as Arbor's generator builds
 * a partial report); only a missing folder is an error. Nothing here interprets what the files say:
 * that is session-facts.ts.
 */







/**
 * Reads the tree and summarises events.jsonl; a missing or unreadable tree or events file is a
 * caveat, not an error.
 */
async function readSessionInputs(paths) {
    const read = await readTreeTolerantly(paths.tree);
    const tree = read.state === 'ok' ? read.tree : null;
    const treeCaveat = read.state === 'unreadable'
        ? `The idea tree could not be read (${read.reason}): scores, ideas and the tree are not reported; this report is built from the events, checkpoint and run stats.`
        : null;
    if (!(await pathExists(paths.events))) {
        return {
            tree,
            treeCaveat,
            events: null,
            eventsCaveat: 'No events.jsonl: no event summary or wall clock.',
        };
    }
    try {
        return { tree, treeCaveat, events: await readEventSummary(paths.events), eventsCaveat: null };
    }
    catch (error) {
        return {
            tree,
            treeCaveat,
            events: null,
            eventsCaveat: `events.jsonl could not be read (${error.message}): no event summary.`,
        };
    }
}
/** The files and folders a report lists when they exist; the submission only inside the workspace. */
function artifactCandidates(paths, submissionPath) {
    const candidates = [
        // Arbor's generator lists these two first.
        { label: 'Coordinator final report', path: (0,external_node_path_.join)(paths.dir, 'COORDINATOR_FINAL_REPORT.txt') },
        { label: 'Interactive Q&A transcript', path: (0,external_node_path_.join)(paths.dir, 'conversation.md') },
        { label: 'Idea tree JSON', path: paths.tree },
        { label: 'Idea tree Markdown', path: paths.treeMarkdown },
        { label: 'Checkpoint', path: paths.checkpoint },
        { label: 'Messages', path: paths.messages },
        { label: 'Events', path: paths.events },
        { label: 'Run stats', path: paths.runStats },
        { label: 'Experiments', path: paths.experiments },
        { label: 'Eval logs', path: (0,external_node_path_.join)(paths.dir, '.coordinator', 'eval_logs') },
        { label: 'Submission snapshots (session)', path: (0,external_node_path_.join)(paths.dir, SNAPSHOTS_DIR) },
    ];
    if (paths.workspace !== null) {
        candidates.push({ label: 'Submission snapshots', path: (0,external_node_path_.join)(paths.workspace, SNAPSHOTS_DIR) });
        if (typeof submissionPath === 'string' &&
            submissionPath.trim() !== '' &&
            !submissionPath.includes('..')) {
            candidates.push({ label: 'Submission', path: (0,external_node_path_.join)(paths.workspace, submissionPath) });
        }
    }
    return candidates;
}
async function existingArtifacts(candidates) {
    const found = [];
    for (const candidate of candidates)
        if (await pathExists(candidate.path))
            found.push(candidate);
    return found;
}
/**
 * Reads the session folder. `inputs` are the tree and events when the caller has read them already.
 * Throws UserError only when the folder is missing.
 */
async function readSession(paths, inputs) {
    const folder = await (0,promises_.stat)(paths.dir).catch(() => null);
    if (folder === null || !folder.isDirectory())
        throw new errors/* UserError */.yo(`no session folder at ${paths.dir}`);
    const read = inputs ?? (await readSessionInputs(paths));
    const runStats = await readJsonObjectFile(paths.runStats);
    const runInfo = await readJsonObjectFile((0,external_node_path_.join)(paths.dir, 'run_info.json'));
    const checkpoint = await readJsonObjectFile(paths.checkpoint);
    const artifacts = await existingArtifacts(artifactCandidates(paths, read.tree?.meta.submission_path));
    return { ...read, paths, runStats, runInfo, checkpoint, artifacts };
}

;// CONCATENATED MODULE: ./src/report/session-report.ts
/**
 * A session's report facts in one call: read the folder (session-read.ts), derive the facts
 * (session-facts.ts). REPORT.md is rendered from them by session-markdown.ts.
 */



/**
 * Reads the session folder and gathers the report's facts (credentials in `env`, default
 * process.env, are redacted). Throws UserError only when the folder is missing or the tree is not a tree.
 */
async function buildSessionReport(sessionDir, opts = {}) {
    const read = await readSession(sessionPaths(sessionDir));
    return deriveSessionFacts(read, { ...opts, env: opts.env ?? process.env });
}

;// CONCATENATED MODULE: ./src/report/verdict.ts



const HEADLINES = {
    merged: 'MERGED',
    would_merge: 'ACCEPTED (would merge)',
    rejected: 'REJECTED',
    already_merged: 'ALREADY MERGED',
    error: 'ERROR',
};
function num(value) {
    return value === null || value === undefined ? '-' : formatVerdictScore(value);
}
function verdict_short(sha) {
    return sha === null ? '-' : sha.slice(0, 12);
}
function referenceRows(verdict) {
    const rows = [];
    if (verdict.references.test_trunk_score !== null)
        rows.push({ name: 'test_trunk_score', value: verdict.references.test_trunk_score });
    if (verdict.references.test_baseline_score !== null)
        rows.push({ name: 'test_baseline_score', value: verdict.references.test_baseline_score });
    if (verdict.reference_measured)
        rows.push({
            name: `trunk measured at ${verdict_short(verdict.reference_measured.sha)}`,
            value: verdict.reference_measured.score,
        });
    return rows;
}
/** Positive when the score is better than the reference in the metric's direction. */
function signedGain(verdict, reference) {
    if (verdict.score === null)
        return null;
    return verdict.metric_direction === 'maximize' ? verdict.score - reference : reference - verdict.score;
}
/**
 * What the B_test score was measured on, in words: the merge of trunk and the branch, or the branch
 * alone when it already contains trunk (the merge's tree is then the branch's own).
 */
function evaluatedLabel(verdict) {
    return evaluatedWords(verdict.evaluated?.kind ?? 'source');
}
function formatGain(gain) {
    if (gain === null)
        return '-';
    return `${gain > 0 ? '+' : ''}${num(gain)}`;
}
const ISOLATION_NOTES = {
    'user+pidns': 'user+pidns (a separate unprivileged user, in its own PID and mount namespaces)',
    user: 'user (a separate unprivileged user)',
    none: "none (the gate's own user)",
};
/** How the evaluation ran, in words; null when nothing was evaluated. */
function isolationNote(verdict) {
    return verdict.attempts.length === 0 ? null : ISOLATION_NOTES[verdict.isolation];
}
const verdict_name = (text) => plainLine(text, NAME_MAX);
function renderVerdictText(verdict) {
    const node = verdict.node_id === null ? '' : ` node ${verdict_name(verdict.node_id)}`;
    const target = verdict_name(verdict.target.resolved ?? verdict.target.requested);
    const lines = [
        `${HEADLINES[verdict.decision]}${verdict.dry_run ? ' [dry run]' : ''}:${node} ${verdict_name(verdict.source.ref)} (${verdict_short(verdict.source.sha)}) -> ${target || '-'}`,
    ];
    const refs = referenceRows(verdict)
        .map((r) => `${r.name} ${num(r.value)} (${formatGain(signedGain(verdict, r.value))})`)
        .join(', ');
    if (verdict.score !== null || refs !== '') {
        const of = verdict.evaluated ? `B_test of ${evaluatedLabel(verdict)}` : 'B_test score';
        lines.push(`  ${of} ${num(verdict.score)} (${verdict.metric_direction})${refs === '' ? '' : ` vs ${refs}`}`);
    }
    if (verdict.evaluated)
        lines.push(`  evaluated tree ${verdict.evaluated.tree}`);
    if (verdict.dev_score !== null)
        lines.push(`  B_dev score ${num(verdict.dev_score)}`);
    const isolation = isolationNote(verdict);
    if (isolation !== null)
        lines.push(`  isolation: ${isolation}`);
    for (const reason of verdict.reasons)
        lines.push(`  - ${reason.code}: ${plainLine(reason.message)}`);
    for (const warning of verdict.warnings)
        lines.push(`  ! warning: ${plainLine(warning)}`);
    if (verdict.divergence !== null)
        lines.push(`  ! divergence: ${plainLine(verdict.divergence.message)}`);
    if (verdict.merge_commit !== null)
        lines.push(`  merge commit ${verdict.merge_commit} on ${target}`);
    if (verdict.report_path !== null)
        lines.push(`  report: ${verdict.report_path}`);
    if (verdict.logs)
        lines.push(`  logs: ${verdict.logs}`);
    return `${lines.join('\n')}\n`;
}
function attemptRow(attempt) {
    const ending = attempt.timed_out
        ? 'timed out'
        : attempt.signal !== null
            ? `signal ${attempt.signal}`
            : `exit ${attempt.exit_code ?? '-'}`;
    return `| ${attempt.n} | ${ending} | ${attempt.duration_s.toFixed(1)} s | ${num(attempt.score)} |`;
}
function renderVerdictMarkdown(verdict, opts = {}) {
    const level = '#'.repeat(opts.headingLevel ?? 2);
    const sub = `${level}#`;
    const tailLines = opts.logTailLines ?? 40;
    const target = verdict.target.resolved ?? verdict.target.requested;
    const out = [`${level} Gate`, ''];
    out.push(`**${HEADLINES[verdict.decision]}**${verdict.dry_run ? ' (dry run: nothing was written)' : ''}: ` +
        `${verdict.node_id === null ? '' : `node ${markdownCode(verdict.node_id)}, `}source ${markdownCode(verdict.source.ref)} ` +
        `(${markdownCode(verdict_short(verdict.source.sha))}) into ${markdownCode(target || '-')}` +
        (verdict.target.requested !== '' &&
            verdict.target.resolved !== null &&
            verdict.target.requested !== verdict.target.resolved
            ? ` (requested ${markdownCode(verdict.target.requested)})`
            : ''), '');
    out.push(`| | B_test (${verdict.metric_direction}) | change |`, '|---|---|---|');
    out.push(`| ${evaluatedLabel(verdict)} | ${num(verdict.score)} | |`);
    for (const ref of referenceRows(verdict))
        out.push(`| ${ref.name} | ${num(ref.value)} | ${formatGain(signedGain(verdict, ref.value))} |`);
    if (verdict.dev_score !== null)
        out.push(`| B_dev of this node | ${num(verdict.dev_score)} | |`);
    if (verdict.repeats) {
        out.push(`| ${verdict.repeats.n} repeats | mean ${num(verdict.repeats.mean)}, stdev ${num(verdict.repeats.stdev)} | |`);
    }
    out.push('');
    if (verdict.evaluated) {
        const what = verdict.evaluated.kind === 'merge'
            ? `the merge of ${markdownCode(target || '-')} and this branch`
            : `this branch, which already contains ${markdownCode(target || '-')}`;
        out.push(`B_test was measured on ${what}: tree ${markdownCode(verdict_short(verdict.evaluated.tree))}.`, '');
    }
    if (verdict.reasons.length > 0) {
        out.push(`${sub} Reasons`, '');
        for (const reason of verdict.reasons)
            out.push(`- \`${reason.code}\`: ${markdownText(reason.message)}`);
        out.push('');
    }
    const warnings = verdict.warnings;
    if (warnings.length > 0) {
        out.push(`${sub} Warnings`, '', ...warnings.map((w) => `- ${markdownText(w)}`), '');
    }
    if (verdict.divergence !== null) {
        out.push(`> [!WARNING]`, `> B_dev/B_test divergence (${verdict.divergence.kind}): ${markdownText(verdict.divergence.message)}`, '');
    }
    if (verdict.protected_violations.length > 0) {
        out.push(`${sub} Protected paths`, '', ...verdict.protected_violations.map((p) => `- ${markdownCode(p)}`), '');
    }
    if (verdict.missing_outputs.length > 0) {
        out.push(`${sub} Missing outputs`, '', ...verdict.missing_outputs.map((p) => `- ${markdownCode(p)}`), '');
    }
    if (verdict.attempts.length > 0) {
        out.push(`${sub} Evaluation attempts`, '', '| # | ended | duration | score |', '|---|---|---|---|');
        out.push(...verdict.attempts.map(attemptRow), '');
        out.push(`Isolation: ${ISOLATION_NOTES[verdict.isolation]}.`, '');
    }
    if (verdict.merge_commit !== null) {
        out.push(`Merge commit ${markdownCode(verdict.merge_commit)} on ${markdownCode(target)} (was ${markdownCode(verdict_short(verdict.target.sha_before))}).`, '');
    }
    out.push(`Changed paths: ${verdict.changed_paths}.`, '');
    const last = verdict.attempts.at(-1);
    if (last !== undefined && tailLines > 0 && last.log.trim() !== '') {
        const tail = last.log.split('\n').slice(-tailLines).join('\n');
        out.push('<details><summary>Evaluation log (tail)</summary>', '', codeBlock(tail, 'text'), '', '</details>', '');
    }
    return `${out.join('\n').trimEnd()}\n`;
}

;// CONCATENATED MODULE: ./src/report/gate-report.ts
/**
 * Writes the gate's section into REPORT.md without disturbing the rest of the file: the section sits
 * between two HTML comment markers and replaces its previous version, so a session report written by
 * `arbor-gate report` (or by Arbor) above it is kept, and `report` keeps the section when it rewrites
 * the file. Atomic and locked, like every session write. `runGate` is the gate as both faces (the CLI
 * and the Action) run it: the procedure, which writes no report, then this section from its verdict.
 *
 * The report never lands in the user's working tree unless asked to: beside a local session's tree,
 * else inside the git folder (`<git common dir>/arbor-gate/REPORT.md`, which `git status` never shows).
 * And it is never read or written through a symbolic link inside the checkout or the git folder: in
 * the Action the checkout holds the pull request's files, and a committed `REPORT.md -> .git/config`
 * would otherwise have the report written over the repository's config (and that config read into the
 * job summary).
 */












const GATE_SECTION_START = '<!-- arbor-gate:gate-section:start -->';
const GATE_SECTION_END = '<!-- arbor-gate:gate-section:end -->';
/** The gate section of a REPORT.md, markers included, or undefined when it has none. Pure. */
function extractGateSection(report) {
    if (report === null)
        return undefined;
    const start = report.indexOf(GATE_SECTION_START);
    const end = report.indexOf(GATE_SECTION_END, start);
    return start === -1 || end === -1 ? undefined : report.slice(start, end + GATE_SECTION_END.length);
}
/** The report text with `section` in place of the previous gate section (or appended). Pure. */
function withGateSection(current, section) {
    const block = `${GATE_SECTION_START}\n${section.trimEnd()}\n${GATE_SECTION_END}\n`;
    if (current === null || current.trim() === '')
        return block;
    const previous = extractGateSection(current);
    if (previous !== undefined) {
        const start = current.indexOf(previous);
        return current.slice(0, start) + block + current.slice(start + previous.length).replace(/^\n/, '');
    }
    return `${current.trimEnd()}\n\n${block}`;
}
/**
 * Puts the gate section into the REPORT.md at `path`. When there is no report yet and `sessionDir` is
 * a session with an idea tree, the file starts as that session's full report, so one REPORT.md holds
 * both the run and the gate's verdict. No component of `path` below `noSymlinksBelow` may be a link.
 */
async function writeGateReport(markdown, path, sessionDir, noSymlinksBelow) {
    await updateFileAtomically(path, async (current) => {
        if (current === null && sessionDir !== null && (0,external_node_fs_.existsSync)(sessionPaths(sessionDir).tree)) {
            current = renderSessionReportMarkdown(await buildSessionReport(sessionDir));
        }
        return withGateSection(current, markdown);
    }, { noSymlinksBelow });
}
/**
 * --report (relative to --cwd), else the local session folder, else the git folder. Below the checkout
 * (or the git folder, for a path inside it) no component may be a link; elsewhere only the file itself.
 */
async function reportTarget(input, place, git) {
    const repo = git(place.cwd);
    const [top, commonDir] = [await repo.topLevel(), await repo.commonDir()];
    const path = input.reportPath !== undefined && input.reportPath !== ''
        ? (0,external_node_path_.resolve)(place.cwd, input.reportPath)
        : place.sessionDir !== null
            ? (0,external_node_path_.join)(place.sessionDir, 'REPORT.md')
            : (0,external_node_path_.join)(commonDir, 'arbor-gate', 'REPORT.md');
    const root = [top, commonDir].find((dir) => dir !== null && path !== dir && (0,paths/* isWithin */.U)(dir, path)) ?? (0,external_node_path_.dirname)(path);
    return { path, noSymlinksBelow: root };
}
/**
 * Writes the gate section for a run's verdict, with --report always, else only for a merge that writes
 * (not `verify`, not --dry-run). Returns the verdict with `report_path` set when a report was written.
 */
async function writeVerdictReport(input, outcome, redact, git = defaultGitFactory) {
    const explicit = input.reportPath !== undefined && input.reportPath !== '';
    if (!explicit && !isWritingRun(input))
        return outcome.verdict;
    const target = await reportTarget(input, outcome, git);
    const withPath = { ...outcome.verdict, report_path: target.path };
    await writeGateReport(redact(renderVerdictMarkdown(withPath)), target.path, outcome.sessionDir, target.noSymlinksBelow);
    return withPath;
}
/** Every string in a JSON-shaped value (a verdict) through `redact`. */
function redactStrings(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactStrings(item, redact));
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, redact)]));
}
/**
 * An explicit --report that leads through a symbolic link in the checkout is refused before anything
 * runs (exit 2, nothing judged or merged); the default places are checked when written.
 */
async function refuseLinkedReportPath(input, git) {
    if (input.reportPath === undefined || input.reportPath === '')
        return;
    const cwd = (0,external_node_path_.resolve)(input.cwd ?? process.cwd());
    if (!(0,external_node_fs_.existsSync)(cwd) || (await git(cwd).topLevel()) === null)
        return; // the procedure says what is wrong
    const target = await reportTarget(input, { cwd, sessionDir: null }, git);
    await refuseSymlinks(target.path, target.noSymlinksBelow);
}
/**
 * The gate as the faces run it: judge (and land, for merge), then REPORT.md from the verdict. The
 * verdict comes back with every text redacted, before any face escapes it: an escaped secret
 * (`abc\-def`) would no longer be found by redacting the rendered page.
 */
async function runGate(input, deps) {
    const git = deps.git ?? defaultGitFactory;
    await refuseLinkedReportPath(input, git);
    const redact = createRedactor(deps.env ?? process.env);
    const outcome = await runGateProcedure(input, deps);
    const redacted = { ...outcome, verdict: redactStrings(outcome.verdict, redact) };
    try {
        return await writeVerdictReport(input, redacted, redact, git);
    }
    catch (error) {
        // Once trunk moved the verdict stands: a report that cannot be written is a warning beside it.
        if (redacted.verdict.decision !== 'merged')
            throw error;
        const warning = redact(`REPORT.md was not written: ${error instanceof Error ? error.message : String(error)}`);
        deps.log?.(`warning: ${warning}`);
        return { ...redacted.verdict, warnings: [...redacted.verdict.warnings, warning] };
    }
}
/**
 * Writes a session's REPORT.md; a gate section already in the file is kept, the rest is rewritten. A
 * REPORT.md that is a symbolic link is refused rather than followed. Returns the text written.
 */
async function writeSessionReportFile(path, facts) {
    let written = '';
    await updateFileAtomically(path, (current) => {
        written = renderSessionReportMarkdown(facts, extractGateSection(current));
        return written;
    }, { noSymlinksBelow: (0,external_node_path_.dirname)(path) });
    return written;
}

;// CONCATENATED MODULE: ./src/tools/report.ts
/** `report`: REPORT.md for a session from whatever it holds, and the facts it was rendered from. */




/** Reads the session (the tree and events from `inputs` when given), derives the facts, writes REPORT.md. */
async function writeReport(paths, opts) {
    const read = await readSession(paths, opts.inputs);
    const facts = deriveSessionFacts(read, { env: opts.env, smoke: opts.smoke, emergency: opts.emergency });
    const markdown = await writeSessionReportFile(opts.reportPath, facts);
    return { facts, report_path: opts.reportPath, markdown };
}
/** Writes REPORT.md from whatever exists; missing or unreadable inputs become caveats. */
async function runReport(opts) {
    const paths = await locateSession(opts.session);
    return writeReport(paths, { ...opts, reportPath: opts.reportPath ?? paths.report });
}
function reportJson(result) {
    return { ...result.facts, report_path: result.report_path };
}

;// CONCATENATED MODULE: ./src/commands/report.ts
/** `arbor-gate report [SESSION_DIR]`: REPORT.md from whatever the session holds. */





const USAGE = `Usage: arbor-gate report [SESSION_DIR] [options]

Writes REPORT.md for an Arbor session from whatever exists (tree, events, run stats, run info,
checkpoint); missing or unreadable inputs, a torn idea_tree.json included, become caveats, never a
crash. Token totals come from the session's own records first (run_stats.json, then the session.end
event, then the sum of llm.call events), and the report says which. Ends by printing the evidence.

  SESSION_DIR          the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR            project root (with --run-name); default: current folder
  --run-name NAME      session name under DIR/.arbor/sessions/
  --out PATH           write the report here instead of SESSION_DIR/REPORT.md
  --format FORMAT      what to print: "markdown" (evidence lines, default) or "json" (the report facts)
  --smoke              mark the run as a smoke/forward test in the caveats
  --json               same as --format json
  -h, --help           show this help

Exit codes: 0 written (even from partial data or an unreadable tree), 2 no session folder.
`;
/** The session a command names: positional SESSION_DIR, or --cwd with --run-name. */
function sessionOf(args, cwd) {
    return {
        positional: args.positionals[0],
        cwd: (0,command/* stringFlag */.AM)(args, 'cwd') ?? cwd,
        runName: (0,command/* stringFlag */.AM)(args, 'run-name'),
    };
}
function wantsJson(args) {
    const format = (0,command/* stringFlag */.AM)(args, 'format');
    if (format !== undefined && format !== 'json' && format !== 'markdown') {
        throw new errors/* UserError */.yo(`--format must be "markdown" or "json" (got ${JSON.stringify(format)})`);
    }
    return (0,command/* boolFlag */.lB)(args, 'json') || format === 'json';
}
const reportCommand = {
    name: 'report',
    summary: 'write REPORT.md for an Arbor session (partial data tolerated)',
    usage: USAGE,
    options: { out: { type: 'string' }, format: { type: 'string' }, smoke: { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const json = wantsJson(args);
        const out = (0,command/* stringFlag */.AM)(args, 'out');
        const result = await runReport({
            session: sessionOf(args, io.cwd),
            reportPath: out === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, out),
            env: io.env,
            smoke: (0,command/* boolFlag */.lB)(args, 'smoke'),
        });
        io.stdout(json
            ? `${JSON.stringify(reportJson(result), null, 2)}\n`
            : renderEvidence(result.facts, result.report_path));
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/check.ts



const check_USAGE = `Usage: arbor-gate check [SESSION_DIR] [options]

Checks the idea tree (version, root, ids, statuses, parent/children both ways, depth, cycles, orphans,
finite scores, metric direction), that idea_tree.md exists (as Arbor's check does) and, with the
flags, the session's artifacts.
Prints OK, or INVALID followed by one "- problem" line each.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --require-report            REPORT.md must exist
  --require-events            events.jsonl must exist, every line a {ts, type, data} object, no token-shaped strings
  --require-run-stats         run_stats.json must exist and be a JSON object
  --require-experiment        every scored node needs experiments/<id>/, and every experiments/<id>/
                              folder needs report.md and metrics.json (and executor_prompt.md with
                              --require-executor-prompt)
  --require-executor-prompt   every scored node needs experiments/<id>/executor_prompt.md (and at
                              least one prompt must exist)
  --strict-artifacts          all of the above (full sessions only)
  --json                      print {"ok": ..., "problems": [...]}
  -h, --help                  show this help

Exit codes: 0 OK, 1 INVALID, 2 no session folder, or the tree is missing or unreadable.
`;
const ARTIFACT_OPTIONS = Object.fromEntries(Object.keys(ARTIFACT_FLAGS).map((flag) => [flag, { type: 'boolean' }]));
function artifactRequirementsOf(args) {
    return artifactRequirements((flag) => (0,command/* boolFlag */.lB)(args, flag));
}
function renderCheckResult(problems) {
    return problems.length === 0 ? 'OK\n' : `INVALID\n${problems.map((p) => `- ${p}`).join('\n')}\n`;
}
const checkCommand = {
    name: 'check',
    summary: 'check an Arbor session tree and its artifacts (OK / INVALID)',
    usage: check_USAGE,
    options: ARTIFACT_OPTIONS,
    maxPositionals: 1,
    async run(args, io) {
        const result = await runCheck({
            session: sessionOf(args, io.cwd),
            required: artifactRequirementsOf(args),
            env: io.env,
        });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : renderCheckResult(result.problems));
        return checkExitCode(result);
    },
};

;// CONCATENATED MODULE: ./src/tools/finalize.ts
/**
 * `finalize`: the shutdown sequence (spec "Shutdown", steps 4-6, then check): recover the submission
 * (emergency only), write run_stats.json when it is missing (an emergency is recorded in it either
 * way), write REPORT.md, check the session. A tree that cannot be read still gets its partial report;
 * the closing check then fails on it.
 */











/**
 * run_stats.json derived from the events and the tree when there is none; with `emergency`, an
 * existing file gets `emergency_timeout: true` (every other byte kept). A file that is not a JSON
 * object is left alone: rewriting it would lose what it holds.
 */
async function writeRunStats(paths, inputs, emergency) {
    let action = 'kept';
    await updateFileAtomically(paths.runStats, (current) => {
        if (current === null) {
            action = 'derived';
            return `${JSON.stringify(deriveRunStats(inputs.events, inputs.tree, emergency), null, 2)}\n`;
        }
        if (!emergency)
            return null;
        let stats;
        try {
            stats = parsePythonJson(current);
        }
        catch {
            return null;
        }
        if (!isObject(stats) || stats.emergency_timeout === true)
            return null;
        action = 'emergency_recorded';
        return patchJson(current, { ...stats, emergency_timeout: true });
    });
    return action;
}
/** Recovery needs the tree (the best node, the submission path): with an unreadable one it is skipped. */
async function recover(paths, inputs) {
    if (inputs.treeCaveat === null)
        return recoverSubmission(paths, inputs.tree);
    return {
        action: 'skipped',
        submission_path: '',
        source: null,
        node_id: null,
        score: null,
        skipped_symlinks: [],
        message: 'skipped: the idea tree cannot be read, so neither the best node nor meta.submission_path is known',
    };
}
/** The closing check with REPORT.md required; a tree that cannot be checked is a problem line here. */
async function closingCheck(paths, opts) {
    try {
        return await redactedProblems(paths, { ...opts.required, report: true }, opts.env);
    }
    catch (error) {
        if (!(error instanceof errors/* UserError */.yo))
            throw error;
        return [error.message];
    }
}
async function runFinalize(opts) {
    const paths = await locateSession(opts.session);
    // The tree and events are read once, for every step.
    const inputs = await readSessionInputs(paths);
    const recovered = opts.emergency ? await recover(paths, inputs) : null;
    const runStats = await writeRunStats(paths, inputs, opts.emergency);
    const report = await writeReport(paths, {
        reportPath: paths.report,
        env: opts.env,
        smoke: opts.smoke,
        inputs,
        emergency: recovered === null ? undefined : { recovered: recovered.message },
    });
    const problems = await closingCheck(paths, opts);
    return {
        ok: problems.length === 0,
        recovered,
        run_stats_written: runStats === 'derived',
        run_stats: runStats,
        report,
        problems,
    };
}
function finalizeJson(result) {
    return {
        ok: result.ok,
        recovered: result.recovered,
        run_stats_written: result.run_stats_written,
        run_stats: result.run_stats,
        report_path: result.report.report_path,
        report: result.report.facts,
        problems: result.problems,
    };
}

;// CONCATENATED MODULE: ./src/commands/finalize.ts
/** `arbor-gate finalize [SESSION_DIR]`: the shutdown sequence (spec "Shutdown", steps 4-6, then check). */






const finalize_USAGE = `Usage: arbor-gate finalize [SESSION_DIR] [options]

Shutdown: recover the best submission (only with --emergency), write run_stats.json when it is
missing (derived from events and the tree, marked "derived": true, token totals from the session's
own records first), write REPORT.md, then check the session with --require-report and the artifact
flags given. With --emergency, run_stats.json records "emergency_timeout": true and REPORT.md says so.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --emergency                 the run hit its emergency timeout: recover the submission first and
                              record the emergency in run_stats.json and REPORT.md
  --smoke                     smoke/forward test: say so in the report's caveats
  --require-events, --require-run-stats, --require-experiment, --require-executor-prompt,
  --strict-artifacts          as for arbor-gate check
  --json                      print the steps' results as JSON
  -h, --help                  show this help

Exit codes: 0 all artifacts valid, 1 artifacts invalid, 2 bad input (no session, unreadable tree).
`;
/** The steps' results as the CLI prints them without --json. */
function renderFinalizeResult(result) {
    const lines = [];
    if (result.recovered !== null)
        lines.push(`recover: ${result.recovered.message}\n`);
    const runStats = {
        derived: 'derived from events and the tree (it was missing)',
        emergency_recorded: 'kept, with emergency_timeout: true recorded',
        kept: 'kept (already present)',
    }[result.run_stats];
    lines.push(`run_stats.json: ${runStats}\n`);
    lines.push(renderEvidence(result.report.facts, result.report.report_path));
    lines.push(`check: ${renderCheckResult(result.problems)}`);
    return lines.join('');
}
const finalizeCommand = {
    name: 'finalize',
    summary: 'shutdown: recover (emergency) -> run_stats.json -> REPORT.md -> check',
    usage: finalize_USAGE,
    options: { ...ARTIFACT_OPTIONS, emergency: { type: 'boolean' }, smoke: { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const result = await runFinalize({
            session: sessionOf(args, io.cwd),
            required: artifactRequirementsOf(args),
            emergency: (0,command/* boolFlag */.lB)(args, 'emergency'),
            smoke: (0,command/* boolFlag */.lB)(args, 'smoke'),
            env: io.env,
        });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json')
            ? `${JSON.stringify(finalizeJson(result), null, 2)}\n`
            : renderFinalizeResult(result));
        return checkExitCode(result);
    },
};

;// CONCATENATED MODULE: ./src/eval/progress.ts
/**
 * The live log of an evaluation. On a terminal: one status line redrawn in place (attempt, elapsed time,
 * last output line), at most every `redrawMs`. Elsewhere (CI logs): plain lines, every output line as is.
 * Its methods have the names of EvalRequest's hooks, so the gate can spread it into the request.
 */


function attemptLabel(start) {
    const tries = `attempt ${start.tryNumber}/${start.maxTries}`;
    return start.repeats > 1 ? `run ${start.repeat}/${start.repeats}, ${tries}` : tries;
}
function attemptSummary(attempt) {
    const ending = attempt.timed_out
        ? 'timed out'
        : attempt.signal !== null
            ? `killed by ${attempt.signal}`
            : `exit ${attempt.exit_code}`;
    const where = attempt.score_key
        ? ` ("${attempt.score_key}"${attempt.score_line ? `, line ${attempt.score_line}` : ''})`
        : '';
    const score = attempt.score === null ? 'no score' : `score ${attempt.score}${where}`;
    return `attempt ${attempt.n} finished: ${ending} in ${attempt.duration_s.toFixed(1)}s, ${score}`;
}
/** The status line's text: escape sequences and control characters of the output removed, cut to width. */
function statusLine(label, elapsedMs, lastLine, columns) {
    const text = `eval ${label} | ${Math.floor(elapsedMs / 1000)}s | ${printable(lastLine)}`;
    return text.length < columns ? text : text.slice(0, Math.max(0, columns - 1));
}
function createEvalProgress(options) {
    const { write, interactive, columns = 80, now = Date.now, redrawMs = 250 } = options;
    let label = '';
    let startedAt = 0;
    let lastLine = '';
    let lastDraw = -Infinity;
    let drawn = false;
    let ticker;
    const draw = () => {
        write(terminal/* CLEAR_LINE */.Xv + statusLine(label, now() - startedAt, lastLine, columns));
        lastDraw = now();
        drawn = true;
    };
    const clear = () => {
        clearInterval(ticker);
        ticker = undefined;
        if (drawn)
            write(terminal/* CLEAR_LINE */.Xv);
        drawn = false;
    };
    return {
        onAttemptStart(start) {
            label = attemptLabel(start);
            startedAt = now();
            lastLine = '';
            if (!interactive) {
                write(`eval ${label} started\n`);
                return;
            }
            draw();
            // Keeps the elapsed time moving while the command is silent; never keeps the process alive.
            ticker = setInterval(draw, redrawMs);
            ticker.unref();
        },
        onLine(line) {
            if (!interactive) {
                write(`${line}\n`);
                return;
            }
            lastLine = line;
            if (now() - lastDraw >= redrawMs)
                draw();
        },
        onAttemptEnd(attempt) {
            if (interactive)
                clear();
            write(`${attemptSummary(attempt)}\n`);
        },
        done: clear,
    };
}

// EXTERNAL MODULE: ./src/commands/setting-flags.ts
var setting_flags = __nccwpck_require__(4300);
;// CONCATENATED MODULE: ./src/commands/gate-command.ts
/**
 * What `merge` and `verify` share: their flags (the settings table's gate rows), the GateInput built
 * from them, the run with Ctrl-C cleanup, and the output (verdict JSON alone on stdout with --json, human
 * text otherwise; progress always on stderr). The exit code follows the verdict.
 */








const GATE_OPTIONS = (0,setting_flags/* settingOptions */.Xk)(setting_lookup/* GATE_SETTINGS */.C7);
/** Flag names for messages: GateInput field -> the flag that sets it. */
const gateFlagName = setting_flags/* settingFlagName */.Eg;
function gateInputFromArgs(mode, args, io) {
    const fields = {};
    for (const row of setting_lookup/* GATE_SETTINGS */.C7) {
        const flag = (0,setting_flags/* gateFlag */.gf)(row);
        if (row.kind === 'list')
            fields[row.field] = (0,command/* listFlag */.v6)(args, flag);
        // A boolean that defaults to true has a `no-` flag: given, it turns the setting off.
        else if (row.kind === 'boolean')
            fields[row.field] = (0,command/* boolFlag */.lB)(args, flag) !== (row.default === true);
        else {
            const value = (0,command/* stringFlag */.AM)(args, flag);
            if (value !== undefined)
                fields[row.field] = value;
        }
    }
    // The fields and their value types are GateInput's by construction: both come from GATE_SETTINGS.
    const input = { mode, ...fields };
    return { ...input, cwd: input.cwd ?? io.cwd };
}
/** The --help text of merge (its merge options first) or verify. */
function gateHelp(mode) {
    const sections = [
        ...(mode === 'merge' ? ['merge'] : []),
        'where',
        'judgement',
        'evaluation',
        'output',
    ];
    const flags = (0,setting_flags/* settingsHelp */.pd)(sections, {
        output: [['--json', 'Print the verdict JSON alone on stdout (progress on stderr).']],
    });
    return `${flags}\nExit: 0 merged / accepted / already merged, 1 rejected, 2 bad input, 3 git or system failure.\n`;
}
async function runGateCommand(mode, args, io) {
    const input = gateInputFromArgs(mode, args, io);
    const json = (0,command/* boolFlag */.lB)(args, 'json');
    const progress = createEvalProgress({
        write: io.stderr,
        interactive: io.interactive,
        columns: process.stderr.columns ?? 80,
    });
    const abort = new AbortController();
    let verdict;
    try {
        verdict = await (0,cleanup/* withSignalCleanup */.nk)(abort, () => runGate(input, {
            name: gateFlagName,
            log: (line) => io.stderr(`arbor-gate: ${line}\n`),
            progress,
            env: io.env,
            signal: abort.signal,
        }));
    }
    finally {
        // Clears the live status line before the verdict (or the error) is printed.
        progress.done();
    }
    if (json) {
        io.stderr(renderVerdictText(verdict));
        io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
    }
    else {
        io.stdout(renderVerdictText(verdict));
    }
    return verdictExitCode(verdict);
}
function gateCommand(spec) {
    return {
        name: spec.name,
        summary: spec.summary,
        usage: `Usage: arbor-gate ${spec.name} --source REF [options]\n\n${spec.intro}\n\n${gateHelp(spec.mode)}`,
        options: GATE_OPTIONS,
        numericOptions: (0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7),
        maxPositionals: 0,
        run: (args, io) => runGateCommand(spec.mode, args, io),
    };
}

;// CONCATENATED MODULE: ./src/commands/merge.ts
/** `arbor-gate merge`: the whole merge procedure (docs/architecture.md "A merge: prepare → judge → land"). */

const mergeCommand = gateCommand({
    name: 'merge',
    mode: 'merge',
    summary: 'evaluate a branch on B_test and merge it into trunk (--no-ff) only if it improves',
    intro: [
        'Computes the --no-ff merge of the exact source commit into the trunk branch (before anything runs;',
        'a conflict is rejected), evaluates that merge in a temporary worktree, judges its B_test score',
        "against trunk's references, and lands exactly the evaluated merge only when it strictly improves.",
        'The merge records the verified score in the idea tree and is pushed (plain, never forced) when the',
        'remote exists. Your checkout (branch, index, files) is never touched, except that a clean checkout',
        'of the trunk branch follows the merge like git merge --ff-only.',
    ].join('\n'),
});

;// CONCATENATED MODULE: ./src/tools/recover.ts
/** `recover`: restore the best submission snapshot after an emergency timeout (never overwrites). */



async function runRecover(opts) {
    const paths = await locateSession(opts.session);
    return recoverSubmission(paths, await readTreeIfPresent(paths.tree));
}

;// CONCATENATED MODULE: ./src/commands/recover.ts
/** `arbor-gate recover [SESSION_DIR]`: restore the best submission after an emergency timeout. */



const recover_USAGE = `Usage: arbor-gate recover [SESSION_DIR] [options]

Emergency-timeout recovery: keeps the workspace's submission (meta.submission_path, default
submission.csv) when present; otherwise copies the best done/merged node's snapshot
submissions/<node_id><ext> (by B_dev, in the metric's direction); otherwise the newest snapshot.
Snapshots are looked for in the session's submissions/ (where arbor run keeps them) and the
workspace's submissions/; for the same name the session's wins.
Never overwrites; refuses paths outside the workspace and snapshots that are symlinks.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --json                      print the result as JSON
  -h, --help                  show this help

Exit codes: 0 done or nothing to do, 2 bad input (no session, unreadable tree, unsafe path).
`;
const recoverCommand = {
    name: 'recover',
    summary: 'restore the best submission snapshot (never overwrites)',
    usage: recover_USAGE,
    options: {},
    maxPositionals: 1,
    async run(args, io) {
        const result = await runRecover({ session: sessionOf(args, io.cwd) });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : `recover: ${result.message}\n`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/session/messages.ts
/**
 * The coordinator's conversation (`.coordinator/messages.jsonl`, one `{role, content}` per line, in the
 * Anthropic messages shape). Resume replays it tolerantly and makes it valid to continue: every
 * `tool_use` of the trailing assistant turn needs a `tool_result`, else the next model call is refused.
 */



/** The heading of Arbor's resume nudge; a trailing user turn that holds it has been nudged already. */
const RESUME_NUDGE_HEADING = '## Resuming Interrupted Session';
const INTERRUPTED_TOOL_RESULT = 'interrupted: the run stopped before this tool call returned, so its result is unknown. ' +
    'Check the current state (TreeView) before repeating it.';
async function readMessageLog(path) {
    const lines = [];
    const stats = await readJsonl(path, (value, _lineNumber, text) => {
        if (!isObject(value) || typeof value.role !== 'string')
            return false;
        lines.push({ text, message: value });
        return true;
    });
    return { lines, stats };
}
function contentBlocks(message) {
    return Array.isArray(message.content) ? message.content.filter(isObject) : [];
}
/** The `tool_use` ids of the last assistant turn that no later message answers, in call order. */
function unansweredToolUseIds(messages) {
    let lastAssistant = -1;
    for (let i = messages.length - 1; i >= 0; i -= 1) {
        if (messages[i]?.role === 'assistant') {
            lastAssistant = i;
            break;
        }
    }
    if (lastAssistant === -1)
        return [];
    const answered = new Set();
    for (const message of messages.slice(lastAssistant + 1)) {
        for (const block of contentBlocks(message)) {
            if (block.type === 'tool_result' && typeof block.tool_use_id === 'string')
                answered.add(block.tool_use_id);
        }
    }
    const calls = contentBlocks(messages[lastAssistant] ?? {})
        .filter((block) => block.type === 'tool_use' && typeof block.id === 'string')
        .map((block) => block.id);
    return calls.filter((id) => !answered.has(id));
}
function toolResult(id) {
    return { type: 'tool_result', tool_use_id: id, content: INTERRUPTED_TOOL_RESULT, is_error: true };
}
/** One user message answering every given call with an error result (Arbor's seal_interrupted_tail). */
function interruptedToolResults(toolUseIds) {
    return { role: 'user', content: toolUseIds.map(toolResult) };
}
/** `message` (a user turn that answers part of the calls) answering the rest too, results first. */
function withToolResults(message, toolUseIds) {
    const blocks = Array.isArray(message.content)
        ? message.content
        : typeof message.content === 'string' && message.content !== ''
            ? [{ type: 'text', text: message.content }]
            : [];
    const isResult = (block) => isObject(block) && block.type === 'tool_result';
    return {
        ...message,
        content: [
            ...blocks.filter(isResult),
            ...toolUseIds.map(toolResult),
            ...blocks.filter((b) => !isResult(b)),
        ],
    };
}
/** The continuation message of Arbor's `_build_resume_prompt`: skip INIT, the pending nodes, TreeView. */
function resumeNudge(facts) {
    const parts = [];
    if (facts.task !== null)
        parts.push(`## Research Task\n\n${facts.task}`);
    const requeued = facts.pending.length === 0
        ? ''
        : '\n\nThese idea node(s) are pending (some were re-queued after being interrupted ' +
            `mid-experiment): ${facts.pending.join(', ')}. Re-dispatch them with RunExecutor if they are still promising.`;
    parts.push(`${RESUME_NUDGE_HEADING}\n\n` +
        'You are resuming a research run that was interrupted. Your full prior conversation (reasoning, ' +
        'tool calls, and results) has been restored above, and the idea tree is loaded from disk. ' +
        '**Do NOT restart from INIT** — the baseline and setup are already done.' +
        requeued +
        '\n\nCall TreeView to refresh your view, then continue the iterative research loop from where you left off.');
    if (facts.pendingQuestion !== null) {
        const { question, nodeId } = facts.pendingQuestion;
        parts.push('## Pending question to the user\n\n' +
            `When the run was interrupted you were waiting for the user's answer${nodeId === null ? '' : ` (about node ${nodeId})`} to:\n` +
            `> ${question.replace(/\n/g, '\n> ')}\n\n` +
            'Their answer was not received. If you still need it, ask again with AskUser before proceeding; otherwise continue.');
    }
    if (facts.evalInfo.length > 0)
        parts.push(`## Evaluation Info (from previous session)\n\n${facts.evalInfo.join('\n')}`);
    return parts.join('\n\n');
}
/** The text a resume nudge would sit in: a user turn's string content, or its last text block. */
function trailingText(message) {
    if (message?.role !== 'user')
        return null;
    if (typeof message.content === 'string')
        return message.content;
    const last = Array.isArray(message.content) ? message.content.at(-1) : undefined;
    return isObject(last) && last.type === 'text' && typeof last.text === 'string' ? last.text : null;
}
/**
 * Arbor's `_append_resume_nudge`: "most providers reject two user turns in a row", so the nudge is
 * folded into a trailing user turn (after its text, or as a last text block); only after an
 * assistant turn does it start a user turn of its own.
 */
function withNudge(message, nudge) {
    if (message.role !== 'user')
        return null;
    if (typeof message.content === 'string')
        return { ...message, content: `${message.content}\n\n${nudge}` };
    if (Array.isArray(message.content))
        return { ...message, content: [...message.content, { type: 'text', text: nudge }] };
    return null;
}
/**
 * The log after resume: dangling calls of the last assistant turn answered (in the user turn that
 * follows it, or a new one), then the nudge folded into the trailing user turn. A log that already
 * ends with a nudge is left as it is, so resuming twice changes nothing the second time.
 */
function planMessagesResume(messages, nudge) {
    const next = messages.map((message, from) => ({ from, message }));
    const dangling = unansweredToolUseIds(messages);
    if (dangling.length > 0) {
        const assistant = messages.map((m) => m.role).lastIndexOf('assistant');
        const following = next[assistant + 1];
        if (following?.message.role === 'user')
            following.message = withToolResults(following.message, dangling);
        else
            next.splice(assistant + 1, 0, { from: null, message: interruptedToolResults(dangling) });
    }
    const last = next.at(-1);
    const nudged = trailingText(last?.message)?.includes(RESUME_NUDGE_HEADING) === true;
    let folded = false;
    if (!nudged) {
        const withIt = last === undefined ? null : withNudge(last.message, nudge);
        if (last !== undefined && withIt !== null) {
            last.message = withIt;
            folded = true;
        }
        else {
            next.push({ from: null, message: { role: 'user', content: nudge } });
        }
    }
    return { sealed_tool_use_ids: dangling, nudge_appended: !nudged, nudge_folded: folded, messages: next };
}
/**
 * The log as Arbor writes it (json.dumps per line): unchanged lines byte for byte, a changed line
 * edited where it changed, new lines in Python's layout; torn lines are dropped.
 */
function serializeMessageLog(lines, plan) {
    const out = plan.map(({ from, message }) => {
        const line = from === null ? undefined : lines[from];
        if (line === undefined)
            return freshJson(message, { indent: null, number: pyNumber });
        return line.message === message ? line.text : patchJson(line.text, message);
    });
    return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/session/resume.ts
/**
 * Resume (spec "Resume Procedure", steps 1-7): requeue running nodes, replay the conversation
 * tolerantly, seal dangling tool calls, fold Arbor's nudge into the trailing user turn, clear
 * in-flight executors, keep the session. Every file is edited only where it changes, so a second
 * resume changes nothing.
 * The plan is computed by pure functions; applying it re-plans inside each file's lock, so a writer
 * that changed a file meanwhile is not overwritten with stale data.
 */








/** Requeues running nodes in place; returns their ids in tree order. */
function requeueRunningNodes(tree) {
    const requeued = [];
    for (const [id, node] of nodeEntries(tree)) {
        if (node.status === 'running') {
            node.status = 'pending';
            requeued.push(id);
        }
    }
    return requeued;
}
/** Node ids whose status (after the requeue: running counts as pending) is `status`, in tree order. */
function idsAfterRequeue(tree, status) {
    return nodeEntries(tree)
        .filter(([, node]) => (node.status === 'running' ? 'pending' : node.status) === status)
        .map(([id]) => id);
}
/** The eval contract lines of the nudge (Arbor's `_eval_info_parts`). */
function evalInfo(tree) {
    const { eval_cmd: dev, eval_cmd_test: test, dataset_info: datasets } = tree.meta;
    const lines = [];
    if (typeof dev === 'string' && dev !== '')
        lines.push(`- B_dev eval: \`${dev}\``);
    if (typeof test === 'string' && test !== '')
        lines.push(`- B_test eval: \`${test}\``);
    if (datasets !== undefined && datasets !== null && datasets !== '')
        lines.push(`- Datasets: ${typeof datasets === 'string' ? datasets : freshJson(datasets, { indent: null, number: pyNumber })}`);
    return lines;
}
function notResumable(paths, why) {
    return new errors/* UserError */.yo(`resume is not possible: ${why}. Nothing was changed. Start a fresh run in a clean session ` +
        `(a new --run-name) instead of resuming ${paths.dir}.`);
}
/** Steps 1-2: the tree must exist and pass the integrity check, or nothing is resumed. */
async function loadResumableTree(paths) {
    if (!(await pathExists(paths.tree))) {
        throw notResumable(paths, `there is no idea tree at ${paths.tree}`);
    }
    let tree;
    try {
        tree = await readTreeFile(paths.tree);
    }
    catch (error) {
        throw notResumable(paths, `the idea tree cannot be read (${error.message})`);
    }
    const problems = checkTreeIntegrity(tree);
    if (problems.length > 0) {
        throw notResumable(paths, `the idea tree ${paths.tree} is corrupt:\n- ${problems.join('\n- ')}\n`);
    }
    return tree;
}
async function resumeSession(paths, options) {
    const tree = await loadResumableTree(paths);
    const requeued = nodeEntries(tree)
        .filter(([, node]) => node.status === 'running')
        .map(([id]) => id);
    const pending = idsAfterRequeue(tree, 'pending');
    const checkpointRead = await readJsonObjectFile(paths.checkpoint);
    const checkpoint = checkpointRead.state === 'ok' ? checkpointRead.value : null;
    const pendingQuestion = checkpoint ? pendingUserQuestion(checkpoint) : null;
    const rootId = typeof tree.root_id === 'string' ? tree.root_id : null;
    const root = rootId === null ? undefined : tree.nodes[rootId];
    const nudge = resumeNudge({
        task: typeof root?.hypothesis === 'string' && root.hypothesis.trim() !== '' ? root.hypothesis : null,
        pending: pending.filter((id) => id !== rootId),
        pendingQuestion: pendingQuestion === null || checkpoint === null
            ? null
            : { question: pendingQuestion, nodeId: pendingUserNodeId(checkpoint) },
        evalInfo: evalInfo(tree),
    });
    const messagesPresent = await pathExists(paths.messages);
    const log = messagesPresent ? await readMessageLog(paths.messages) : null;
    const messagesPlan = log
        ? planMessagesResume(log.lines.map((l) => l.message), nudge)
        : null;
    const plan = {
        dry_run: options.dryRun,
        session_dir: paths.dir,
        requeued,
        needs_retry: idsAfterRequeue(tree, 'needs_retry'),
        pending,
        checkpoint: {
            present: checkpointRead.state !== 'missing',
            unreadable: checkpointRead.state === 'unreadable' ? checkpointRead.reason : null,
            inflight_cleared: checkpoint
                ? inflightExecutors(checkpoint).map(({ node_id, branch }) => ({ node_id, branch }))
                : [],
            pending_user: pendingQuestion,
        },
        messages: {
            present: messagesPresent,
            skipped_lines: log?.stats.skipped ?? 0,
            skipped_line_numbers: log?.stats.skippedLineNumbers ?? [],
            sealed_tool_use_ids: messagesPlan?.sealed_tool_use_ids ?? [],
            nudge_appended: messagesPlan?.nudge_appended ?? false,
            nudge_folded: messagesPlan?.nudge_folded ?? false,
        },
    };
    if (options.dryRun)
        return plan;
    // Step 3, under the tree's lock (the tree read then is the one changed); idea_tree.md follows it.
    await updateTreeFile(paths.tree, (current) => requeueRunningNodes(current).length > 0);
    if (checkpoint && plan.checkpoint.inflight_cleared.length > 0) {
        await updateFileAtomically(paths.checkpoint, (text) => text === null ? null : clearInflightExecutors(text));
    }
    // Steps 4-6, under the messages' lock: replay the current file again so no line written meanwhile is lost.
    if (messagesPresent) {
        await updateFileAtomically(paths.messages, async (text) => {
            const current = await readMessageLog(paths.messages);
            const next = planMessagesResume(current.lines.map((l) => l.message), nudge);
            const written = serializeMessageLog(current.lines, next.messages);
            return written === text ? null : written;
        });
    }
    return plan;
}

;// CONCATENATED MODULE: ./src/tools/resume.ts
/** `resume`: prepare an interrupted session to continue (spec "Resume Procedure", steps 1-7). */


/** The plan, applied unless `dryRun`; a missing or corrupt tree is a UserError and nothing changes. */
async function runResume(opts) {
    return resumeSession(await locateSession(opts.session), { dryRun: opts.dryRun });
}

;// CONCATENATED MODULE: ./src/commands/resume.ts



const resume_USAGE = `Usage: arbor-gate resume [SESSION_DIR] [options]

Prepares an interrupted Arbor session to continue in the same folder: running nodes go back to
pending (needs_retry is left alone; idea_tree.md is written again to match), the checkpoint's
in-flight executors are cleared, messages.jsonl is replayed (torn lines dropped), unanswered tool
calls get an "interrupted" error result, and Arbor's resume nudge (the pending nodes, the eval
commands) is folded into the trailing user turn, as Arbor does: no two user turns in a row.
Only what changes is edited; resuming again changes nothing. A corrupt tree is never resumed
(exit 2, nothing changed).

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --dry-run                   print what would change and change nothing
  --json                      print the plan as JSON
  -h, --help                  show this help

Exit codes: 0 ready to resume, 2 no session folder, or the tree is missing or corrupt.
`;
function list(ids) {
    return ids.length === 0 ? 'none' : ids.join(', ');
}
function renderResumePlan(plan) {
    const verb = plan.dry_run ? 'would' : 'did';
    const lines = [
        `${plan.dry_run ? 'Dry run (nothing changed)' : 'Resumed'}: ${plan.session_dir}`,
        `- running -> pending (${verb} requeue): ${list(plan.requeued)}`,
        `- needs_retry left as is: ${list(plan.needs_retry)}`,
        `- pending nodes to continue from: ${list(plan.pending)}`,
    ];
    if (!plan.checkpoint.present)
        lines.push('- checkpoint.json: none');
    else if (plan.checkpoint.unreadable !== null)
        lines.push(`- checkpoint.json unreadable, left as is: ${plan.checkpoint.unreadable}`);
    else
        lines.push(`- in-flight executors cleared: ${list(plan.checkpoint.inflight_cleared.map((e) => e.node_id))}`);
    if (plan.checkpoint.pending_user !== null)
        lines.push(`- pending human gate kept: ${plan.checkpoint.pending_user}`);
    if (!plan.messages.present) {
        lines.push('- messages.jsonl: none (nothing to replay)');
    }
    else {
        const m = plan.messages;
        lines.push(`- messages.jsonl: ${m.skipped_lines} torn/malformed line(s) dropped${m.skipped_lines > 0 ? ` (line ${m.skipped_line_numbers.join(', ')})` : ''}`);
        lines.push(`- dangling tool calls sealed with an interrupted result: ${list(m.sealed_tool_use_ids)}`);
        lines.push(`- resume nudge: ${m.nudge_appended ? (m.nudge_folded ? 'folded into the trailing user turn' : 'appended as a user turn') : 'none added (already there)'}`);
    }
    lines.push('Next: start the coordinator on this session again; it continues from the pending nodes.');
    return `${lines.join('\n')}\n`;
}
const resumeCommand = {
    name: 'resume',
    summary: 'prepare an interrupted Arbor session to continue',
    usage: resume_USAGE,
    options: { 'dry-run': { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const plan = await runResume({ session: sessionOf(args, io.cwd), dryRun: (0,command/* boolFlag */.lB)(args, 'dry-run') });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(plan, null, 2)}\n` : renderResumePlan(plan));
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/verify.ts
/** `arbor-gate verify`: the judgement only (docs/architecture.md "Judge"); never writes, merges or pushes. */

const verifyCommand = gateCommand({
    name: 'verify',
    mode: 'verify',
    summary: 'evaluate a branch on B_test and judge it, without merging or writing anything',
    intro: [
        'Evaluates the --no-ff merge of the exact source commit into trunk in a temporary worktree and',
        'judges it as `merge` would: exits 0 when merging it would improve trunk, 1 when rejected. Nothing',
        'is merged, pushed or written (REPORT.md only with --report PATH).',
    ].join('\n'),
});

;// CONCATENATED MODULE: ./src/commands/index.ts







const COMMANDS = [
    mergeCommand,
    verifyCommand,
    reportCommand,
    checkCommand,
    resumeCommand,
    recoverCommand,
    finalizeCommand,
];


/***/ }),

/***/ 4300:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ settingFlagName),
/* harmony export */   Xk: () => (/* binding */ settingOptions),
/* harmony export */   Z9: () => (/* binding */ numericFlags),
/* harmony export */   gf: () => (/* binding */ gateFlag),
/* harmony export */   pd: () => (/* binding */ settingsHelp)
/* harmony export */ });
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9874);

/** The flag (without `--`) of a gate setting: every gate row has one. */
function gateFlag(row) {
    const flag = (0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .flagOf */ .iP)(row);
    if (flag === null)
        throw new Error(`internal: setting ${row.name} has no CLI flag`);
    return flag;
}
/** How the CLI names a GateInput field in messages: its flag (`--protected`, `--no-push`). */
const settingFlagName = (field) => field === 'mode' ? 'the command (merge or verify)' : `--${gateFlag((0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .settingOf */ .y7)(field))}`;
/** The parseArgs spec of some gate settings' flags. */
function settingOptions(rows) {
    return Object.fromEntries(rows.map((row) => [
        gateFlag(row),
        row.kind === 'boolean'
            ? { type: 'boolean' }
            : row.kind === 'list'
                ? { type: 'string', multiple: true }
                : { type: 'string' },
    ]));
}
/** Flags whose value is a number: the one that follows them may be negative (`--min-delta -0.1`). */
function numericFlags(rows) {
    return rows.filter((row) => row.kind === 'number' || row.kind === 'integer').map(gateFlag);
}
const HELP_WIDTH = 100;
const SECTION_TITLES = {
    merge: 'Merge options:',
    where: 'Where:',
    judgement: 'Judgement (flag > tree meta > default):',
    evaluation: 'Evaluation:',
    output: 'Output:',
};
function flagUsage(row) {
    const arg = row.arg ?? (row.kind === 'path' ? 'PATH' : row.unit === 'seconds' ? 'S' : 'N');
    return row.kind === 'boolean' ? `--${gateFlag(row)}` : `--${gateFlag(row)} ${arg}`;
}
/** The --help text of one flag: its description, what a list does, and where its default comes from. */
function flagHelp(row) {
    const fallback = row.meta !== undefined
        ? (0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .metaDefaultSentence */ .KK)(row)
        : row.default !== undefined && row.kind !== 'boolean' && row.kind !== 'list'
            ? `Default: ${String(row.default)}`
            : '';
    return [row.flagDescription ?? row.description, row.kind === 'list' ? 'Repeatable.' : '', fallback]
        .filter((part) => part !== '')
        .join(' ');
}
/** Words of `text` in lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    return [...lines, line];
}
/** A help line per entry, descriptions wrapped under one another. */
function helpColumns(entries, column) {
    return entries
        .flatMap(([usage, text]) => wrap(text, HELP_WIDTH - column).map((line, i) => `${(i === 0 ? `  ${usage}` : '').padEnd(column - 1)} ${line}`))
        .join('\n');
}
/**
 * The flags of the given sections, under their titles, in the table's order; `extra` adds entries
 * that are not settings (`--json`) at the head of a section.
 */
function settingsHelp(sections, extra = {}) {
    const rows = _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C7.filter((row) => sections.includes(row.section));
    const column = Math.max(...rows.map((row) => flagUsage(row).length)) + 5;
    return sections
        .map((section) => {
        const entries = [
            ...(extra[section] ?? []),
            ...rows
                .filter((row) => row.section === section)
                .map((row) => [flagUsage(row), flagHelp(row)]),
        ];
        return `${SECTION_TITLES[section] ?? section}\n${helpColumns(entries, column)}\n`;
    })
        .join('\n');
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Ri: () => (/* binding */ InfraError),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
/**
 * Errors are thrown deep and caught once at the top (CLI or Action). The class decides the exit code;
 * a UserError's message is shown alone (no stack trace), because it is about the user's input.
 */
class UserError extends Error {
    exitCode = 2;
    name = 'UserError';
}
/** git, the file system or the GitHub API failed in a way the user's input did not cause. */
class InfraError extends Error {
    exitCode = 3;
    name = 'InfraError';
}
function exitCodeOf(error) {
    return error instanceof UserError ? 2 : 3;
}
/** An error's message on one line, for messages that quote it (JSON.parse quotes the input it choked on). */
function oneLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.replace(/\r?\n/g, '\\n');
}


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ validateNodeId),
/* harmony export */   XC: () => (/* binding */ FILE_COMMAND_VARIABLES),
/* harmony export */   ej: () => (/* binding */ substituteCommand),
/* harmony export */   y: () => (/* binding */ evalEnvironment)
/* harmony export */ });
/* unused harmony export quoteShellWord */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/**
 * Building the evaluation command and its environment (docs/architecture.md "The merge procedure", step 4). The
 * command template comes from the trusted side, but the values put into it (the worktree path, the node
 * id) must never be able to add shell syntax, and the evaluated code must not see the runner's
 * credentials.
 */

const NODE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Throws a UserError naming `name` (a flag or field) unless `id` is a valid Arbor node id. */
function validateNodeId(id, name) {
    if (!NODE_ID.test(id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`${name}: ${JSON.stringify(id)} is not a valid node id (expected 1-128 characters from ` +
            `A-Z a-z 0-9 . _ -, starting with a letter or digit)`);
    }
    return id;
}
/** Characters that mean nothing to sh in any quoting context (the set Python's shlex.quote leaves bare). */
const SHELL_SAFE = /^[A-Za-z0-9@%+=:,./_-]+$/;
/**
 * POSIX single-quote quoting, the same output as Python's shlex.quote (which Arbor uses): a value made
 * only of safe characters stays bare, so templates written for Arbor such as `cd "{cwd}"` keep working;
 * anything else is wrapped in single quotes, inside which sh gives no character a meaning, and each `'`
 * becomes `'"'"'`. shell-quote's quote() is not used because its output changes form with the content
 * (backslash escapes, double quotes, or single quotes), so whether a value is safe inside a quoted part
 * of the template would depend on which form it picked; one fixed form can be checked below.
 */
function quoteShellWord(value) {
    if (SHELL_SAFE.test(value))
        return value;
    return `'${value.replace(/'/g, `'"'"'`)}'`;
}
const PLACEHOLDER = /\{(cwd|node_id)\}/g;
/**
 * Whether each placeholder position sits in plain unquoted shell text. Quoted values are only correct
 * there: inside `"..."` a single-quoted value is read literally with its quotes and a `$(` in it would
 * run. Command substitution (`$(`, a backtick) makes the context unknown to this small scanner, so
 * everything after one counts as not plain.
 */
function plainPositions(template) {
    const plain = new Set();
    let quote = null;
    let unknown = false;
    for (let i = 0; i < template.length; i++) {
        const char = template[i];
        if (quote === null && !unknown && template.startsWith('{', i))
            plain.add(i);
        if (quote === "'") {
            if (char === "'")
                quote = null;
        }
        else if (char === '\\') {
            i++;
        }
        else if (char === '`' || (char === '$' && template[i + 1] === '(')) {
            unknown = true;
        }
        else if (quote === '"') {
            if (char === '"')
                quote = null;
        }
        else if (char === "'" || char === '"') {
            quote = char;
        }
    }
    return plain;
}
/**
 * Replaces `{cwd}` and `{node_id}` in the eval command with shell-quoted values. A value that needs
 * quoting (a path with spaces or shell characters) is refused where the template puts its placeholder
 * inside quotes or a command substitution, because no quoting is safe there.
 */
function substituteCommand(template, values) {
    validateNodeId(values.nodeId, '{node_id}');
    const plain = plainPositions(template);
    return template.replace(PLACEHOLDER, (match, name, offset) => {
        const value = name === 'cwd' ? values.cwd : values.nodeId;
        const quoted = quoteShellWord(value);
        if (quoted !== value && !plain.has(offset)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`eval command: ${match} is inside quotes or a command substitution, and its value ` +
                `${JSON.stringify(value)} needs shell quoting; write ${match} unquoted (it is substituted already quoted)`);
        }
        return quoted;
    });
}
/**
 * The runner's file commands: a line written to these files becomes the job's environment, PATH,
 * outputs, saved state or summary, so the evaluated code must not even know where they are.
 */
const FILE_COMMAND_VARIABLES = [
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
];
/** Variables that carry the runner's credentials or its channels to the Actions service and the job. */
const CREDENTIAL_PATTERNS = [
    /^INPUT_/i,
    /^GITHUB_TOKEN$/i,
    /^GH_TOKEN$/i,
    /^ACTIONS_RUNTIME_/i,
    /^ACTIONS_ID_TOKEN_/i,
    /^ACTIONS_CACHE_URL$/i,
    /^ACTIONS_RESULTS_URL$/i,
    ...FILE_COMMAND_VARIABLES.map((name) => new RegExp(`^${name}$`, 'i')),
];
/**
 * The environment of the evaluated command: the parent's without the runner's credentials (an Action's
 * inputs include its token) and file commands, TERM=dumb so tools print plain text, plus `extra`
 * (ARBOR_CWD, ARBOR_NODE_ID, the evaluation's own HOME, TMPDIR and XDG folders).
 */
function evalEnvironment(parentEnv, extra) {
    const env = {};
    for (const [name, value] of Object.entries(parentEnv)) {
        if (value === undefined)
            continue;
        if (CREDENTIAL_PATTERNS.some((pattern) => pattern.test(name)))
            continue;
        env[name] = value;
    }
    return { ...env, TERM: 'dumb', ...extra };
}


/***/ }),

/***/ 9226:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ validateAccountName),
/* harmony export */   G5: () => (/* binding */ ensureAccount)
/* harmony export */ });
/* unused harmony exports parsePasswdLine, unsafeAccountReason, useraddArgv */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9430);
/**
 * The system account the evaluation runs as: looked up, created when missing (`useradd --system`, no
 * login shell, no home), and refused when it is not safe to use. The gate ends every process of this
 * account after each evaluation, so it must be a dedicated account, never a person's or the gate's own.
 */



/** What `useradd` accepts on every distribution (Debian's NAME_REGEX without the trailing `$`). */
const ACCOUNT_NAME = /^[a-z_][a-z0-9_-]{0,31}$/;
/** Shells that refuse a login: an account with one of these is a service account. */
const NO_LOGIN_SHELLS = ['/usr/sbin/nologin', '/sbin/nologin', '/usr/bin/false', '/bin/false'];
/** Throws a UserError naming `label` unless `name` is a valid account name. */
function validateAccountName(name, label) {
    if (!ACCOUNT_NAME.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${label}: ${JSON.stringify(name)} is not a valid account name (expected 1-32 characters from a-z 0-9 _ -, starting with a letter or _)`);
    }
    return name;
}
/** Parses one `getent passwd` line (`name:x:uid:gid:gecos:home:shell`); null when it is not one. */
function parsePasswdLine(line) {
    const fields = line.trim().split(':');
    if (fields.length !== 7)
        return null;
    const [name, , uid, gid, , home, shell] = fields;
    if (!/^\d+$/.test(uid) || !/^\d+$/.test(gid))
        return null;
    return { name, uid: Number(uid), gid: Number(gid), home, shell };
}
/**
 * Why an existing account must not be used for evaluations, or null when it may. `gate` is the gate's
 * own uid and gid: sharing either would give the evaluation the gate's files.
 */
function unsafeAccountReason(entry, gate) {
    if (entry.uid === 0 || entry.gid === 0)
        return `account ${entry.name} has root's uid or gid`;
    if (entry.uid === gate.uid)
        return `account ${entry.name} is the gate's own user`;
    if (entry.gid === gate.gid)
        return `account ${entry.name} has the gate's own group`;
    if (!NO_LOGIN_SHELLS.includes(entry.shell)) {
        return (`account ${entry.name} has a login shell (${entry.shell || 'none set'}); every process of the evaluation ` +
            `account is ended after each evaluation, so it must be a dedicated account without login`);
    }
    return null;
}
async function lookUp(name) {
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .runTool */ .qI)(['getent', 'passwd', name]);
    if (result.startError !== null)
        throw new Error((0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .toolFailure */ .Lu)(['getent', 'passwd'], result));
    // getent exits 2 when the key is not found.
    return result.code === 0 ? parsePasswdLine(result.stdout.split('\n')[0] ?? '') : null;
}
function noLoginShell() {
    return NO_LOGIN_SHELLS.find((shell) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(shell)) ?? '/bin/false';
}
/** The argv that creates the account: a system account with its own group, no home and no login. */
function useraddArgv(name, shell) {
    return [
        'useradd',
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        shell,
        '--comment',
        'arbor-gate evaluation',
        '--',
        name,
    ];
}
/**
 * The account, created when missing. Throws a UserError naming `label` when the account exists but is
 * unsafe; throws an Error whose message says what is missing when it cannot be looked up or created
 * (the caller decides whether that is fatal or means "no isolation").
 */
async function ensureAccount(name, label, privilege, log) {
    const gate = { uid: process.geteuid?.() ?? -1, gid: process.getegid?.() ?? -1 };
    let entry = await lookUp(name);
    if (entry === null) {
        const argv = useraddArgv(name, noLoginShell());
        const created = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .privilegedArgv */ .K1)(privilege, argv));
        // Another gate may have created it meanwhile: look it up again either way.
        entry = await lookUp(name);
        if (entry === null)
            throw new Error((0,_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .toolFailure */ .Lu)(argv, created));
        if (created.code === 0)
            log(`created the evaluation account ${name} (${argv.slice(0, -2).join(' ')})`);
    }
    const unsafe = unsafeAccountReason(entry, gate);
    if (unsafe !== null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${label}: ${unsafe}; name another account or a new one`);
    return { name: entry.name, uid: entry.uid, gid: entry.gid };
}


/***/ }),

/***/ 4177:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Vu: () => (/* binding */ DEFAULT_EVAL_USER),
  fF: () => (/* binding */ ISOLATION_SETTINGS),
  kN: () => (/* binding */ isolatedFailureNote),
  ih: () => (/* binding */ isolationWarnings),
  Zu: () => (/* binding */ resolveIsolation)
});

// UNUSED EXPORTS: NO_GIT, noIsolation

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __nccwpck_require__(4532);
// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var isolation_account = __nccwpck_require__(9226);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __nccwpck_require__(4964);
// EXTERNAL MODULE: ./src/eval/command.ts
var command = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./src/eval/isolation/environment.ts
/**
 * The evaluation's own folders and the variables that point at them, in every isolation mode: a fresh
 * empty HOME, its own TMPDIR and XDG folders, all inside the worktree's temp folder (removed with it),
 * so the evaluated code finds none of the gate's or the runner's configuration, caches or credentials
 * under the usual names. Also which folders an isolated evaluation must not see (pure).
 */



/** The evaluation's folders inside `folder` (the worktree's temp folder, beside the worktree). */
function evalFolders(folder) {
    return { home: (0,external_node_path_.join)(folder, 'home'), tmp: (0,external_node_path_.join)(folder, 'tmp'), runtime: (0,external_node_path_.join)(folder, 'run') };
}
/** HOME, TMPDIR and XDG_* for the evaluation; USER and LOGNAME too when it runs as `account`. */
function evalFolderEnvironment(folders, account) {
    return {
        HOME: folders.home,
        TMPDIR: folders.tmp,
        TMP: folders.tmp,
        TEMP: folders.tmp,
        XDG_CONFIG_HOME: (0,external_node_path_.join)(folders.home, '.config'),
        XDG_CACHE_HOME: (0,external_node_path_.join)(folders.home, '.cache'),
        XDG_DATA_HOME: (0,external_node_path_.join)(folders.home, '.local', 'share'),
        XDG_STATE_HOME: (0,external_node_path_.join)(folders.home, '.local', 'state'),
        XDG_RUNTIME_DIR: folders.runtime,
        ...(account === null ? {} : { USER: account, LOGNAME: account }),
    };
}
/**
 * What an isolated evaluation must not see: the user's checkout and its git folder, the gate's logs,
 * the runner's temp folder and the folders of its file-command files, the gate's HOME (absolute paths).
 */
function hiddenCandidates(sources) {
    const { env } = sources;
    return [
        sources.repository,
        sources.gitDir,
        sources.logDir,
        env.RUNNER_TEMP,
        ...command/* FILE_COMMAND_VARIABLES */.XC.map((name) => (env[name] ? (0,external_node_path_.dirname)(env[name]) : undefined)),
        env.HOME,
    ]
        .filter((path) => typeof path === 'string' && path !== '' && (0,external_node_path_.isAbsolute)(path))
        .map((path) => (0,external_node_path_.resolve)(path));
}
/**
 * Of `folders` (resolved, existing), those to hide from an evaluation in `evalFolder`: a folder that
 * holds the evaluation's own folder (or is `/`) cannot be hidden and is left out; one inside another
 * hidden folder is left out too (hiding the outer one hides it).
 */
function foldersToHide(folders, evalFolder) {
    const unique = [...new Set(folders)]
        .filter((path) => path !== '/' && !(0,paths/* isWithin */.U)(path, evalFolder))
        .sort((a, b) => a.length - b.length);
    return unique.filter((path, i) => !unique.slice(0, i).some((outer) => (0,paths/* isWithin */.U)(outer, path)));
}

// EXTERNAL MODULE: ./src/eval/isolation/tools.ts
var tools = __nccwpck_require__(9430);
;// CONCATENATED MODULE: ./src/eval/isolation/launch.ts
/**
 * The command lines that enter the evaluation account (pure: data in, argv out).
 *
 * - `setpriv` (util-linux) switches to the account's uid and gid with no supplementary groups, sets
 *   no_new_privs (a setuid program cannot raise it again) and drops every capability from the
 *   inheritable and bounding sets, then execs `sh -c <command>`: no extra process stays behind as root.
 * - With a PID namespace, `unshare --pid --fork --kill-child --mount-proc` puts the evaluation in its
 *   own PID and mount namespaces: it sees only its own processes in /proc, and when its first process
 *   ends the kernel ends every other one (a `setsid` escape included). Before dropping to the account,
 *   a fixed root-side script mounts an empty read-only tmpfs over each hidden folder (the user's
 *   checkout, the runner's temp folder, the gate's logs...), in the namespace only.
 * - Under sudo, the environment is passed with `env -i NAME=VALUE...` (sudo would reset it).
 */

/**
 * Mounts an empty read-only tmpfs over each argument up to `--`, then execs the rest. Fixed text: the
 * folders arrive as arguments, never as script text.
 */
const HIDE_SCRIPT = 'while [ "$1" != -- ]; do ' +
    'mount -t tmpfs -o ro,nosuid,nodev,noexec,mode=000,size=4k arbor-gate-hidden "$1" || exit 125; ' +
    'shift; done; shift; exec "$@"';
/** setpriv's arguments that become the account with nothing of root's left. */
function dropToAccount(account) {
    return [
        'setpriv',
        `--reuid=${account.uid}`,
        `--regid=${account.gid}`,
        '--clear-groups',
        '--no-new-privs',
        '--inh-caps=-all',
        '--bounding-set=-all',
        '--',
    ];
}
/** The namespace wrapper (run as root) that hides `hide` and then runs `inner`. */
function inNamespaces(hide, inner) {
    return [
        'unshare',
        '--pid',
        '--fork',
        '--kill-child',
        '--mount-proc',
        '--propagation',
        'private',
        '--',
        'sh',
        '-c',
        HIDE_SCRIPT,
        'arbor-gate-hide',
        ...hide,
        '--',
        ...inner,
    ];
}
/** Names `env` can set from its command line (a name with `=` or a leading `-` would be misread). */
const PASSABLE_NAME = /^[^=-][^=]*$/;
/** Runs `argv` with root's rights and exactly `env`: directly when root, through sudo and `env -i` otherwise. */
function privilegedLaunch(privilege, argv, env) {
    if (privilege === 'root')
        return { file: argv[0], args: argv.slice(1), env };
    const assignments = Object.entries(env)
        .filter(([name]) => PASSABLE_NAME.test(name))
        .map(([name, value]) => `${name}=${value}`);
    const [file, ...args] = [...tools/* SUDO_PREFIX */.x8, 'env', '-i', ...assignments, ...argv];
    // sudo itself needs a PATH to find env; what the evaluation sees is set by env -i.
    return { file: file, args, env: { PATH: env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' } };
}
/** How the evaluation's command line `argv` is started. */
function evaluationLaunch(plan, argv, env) {
    const asAccount = [...dropToAccount(plan.account), ...argv];
    const wrapped = plan.pidns ? inNamespaces(plan.hide, asAccount) : asAccount;
    return privilegedLaunch(plan.privilege, wrapped, env);
}
/**
 * Sends SIGKILL to every process of the account, from a shell that is the account itself: kill(-1)
 * reaches exactly the processes that uid may signal, so a pid reused by another user's process in the
 * meantime is never hit (and the shell spares itself).
 */
function killAllArgv(plan) {
    return (0,tools/* privilegedArgv */.K1)(plan.privilege, [
        ...dropToAccount(plan.account),
        'sh',
        '-c',
        'kill -KILL -1 2>/dev/null; exit 0',
    ]);
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __nccwpck_require__(8500);
// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __nccwpck_require__(3648);
var proper_lockfile_default = /*#__PURE__*/__nccwpck_require__.n(proper_lockfile);
;// CONCATENATED MODULE: ./src/eval/isolation/lock.ts
/**
 * One evaluation at a time per account on a machine. Every process of the account is ended when an
 * evaluation ends, so two gates sharing an account would kill each other's evaluations: the second
 * waits for the first (a lock file per account, in a folder only the gate's user can write, so the
 * evaluated code cannot remove it). Gates that should evaluate in parallel on one machine name
 * different accounts (`eval-user`).
 */






/** proper-lockfile refreshes the lock's mtime every stale/2; a lock older than this was left by a dead gate. */
const STALE_MS = 30_000;
const WAIT_STEP_MS = 500;
/** Where the gate keeps its account locks: root's /run, or the gate user's own cache folder under sudo. */
function lockFolder(privilege) {
    return privilege === 'root' ? '/run/arbor-gate' : (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.cache', 'arbor-gate');
}
async function ensurePrivateFolder(folder) {
    await (0,promises_.mkdir)(folder, { recursive: true, mode: 0o700 });
    const stat = await (0,promises_.lstat)(folder);
    if (!stat.isDirectory() || stat.uid !== process.geteuid?.() || (stat.mode & 0o022) !== 0) {
        throw new errors/* InfraError */.Ri(`${folder}: the gate's lock folder must be a folder of its own user that no one else can write`);
    }
}
/**
 * Takes the account's lock, waiting while another gate holds it; resolves to the release function.
 * Rejects when `signal` aborts while waiting.
 */
async function lockAccount(privilege, account, log, signal) {
    const folder = lockFolder(privilege);
    await ensurePrivateFolder(folder).catch((error) => {
        throw error instanceof errors/* InfraError */.Ri
            ? error
            : new errors/* InfraError */.Ri(`could not create ${folder}: ${error.message}`);
    });
    const path = (0,external_node_path_.join)(folder, `${account}.lock`);
    for (let waited = false;; waited = true) {
        signal?.throwIfAborted();
        try {
            return await proper_lockfile_default().lock(path, {
                realpath: false,
                stale: STALE_MS,
                onCompromised: (error) => log(`the lock on the evaluation account ${account} was lost: ${error.message}`),
            });
        }
        catch (error) {
            if (error.code !== 'ELOCKED') {
                throw new errors/* InfraError */.Ri(`could not lock ${path}: ${error.message}`);
            }
        }
        if (!waited)
            log(`another gate is evaluating as ${account} on this machine: waiting for it to finish`);
        await (0,external_node_timers_promises_.setTimeout)(WAIT_STEP_MS, undefined, { signal });
    }
}

;// CONCATENATED MODULE: ./src/eval/isolation/ownership.ts




function parentOf(path) {
    const parent = (0,external_node_path_.dirname)(path);
    return parent === '.' ? '' : parent;
}
function gateDirsOf(files) {
    const dirs = new Set();
    for (const file of files) {
        for (let dir = parentOf(file);; dir = parentOf(dir)) {
            dirs.add(dir);
            if (dir === '')
                break;
        }
    }
    return dirs;
}
/**
 * `entries` maps worktree-relative paths (no '' root entry) to their kind: at least the `kept` ones and
 * everything inside a folder that holds one (entriesAround gives exactly that). `kept` are the paths
 * the gate keeps (protected files, `.git`); those that are not files or symlinks are ignored.
 */
function planOwnership(entries, kept) {
    const gateFiles = [...new Set(kept)].filter((path) => {
        const kind = entries.get(path);
        return kind === 'file' || kind === 'symlink';
    });
    const gateDirs = gateDirsOf(gateFiles);
    const children = new Map();
    for (const path of entries.keys()) {
        const inside = children.get(parentOf(path));
        if (inside !== undefined)
            inside.push(path);
        else if (gateDirs.has(parentOf(path)))
            children.set(parentOf(path), [path]);
    }
    const gateFileSet = new Set(gateFiles);
    const sealed = new Set();
    // Deepest first, so a folder's subfolders are decided before it.
    const byDepth = [...gateDirs].sort((a, b) => depth(b) - depth(a));
    for (const dir of byDepth) {
        const inside = children.get(dir) ?? [];
        if (inside.every((path) => gateFileSet.has(path) || sealed.has(path)))
            sealed.add(dir);
    }
    return {
        gateFiles,
        stickyDirs: byDepth.filter((dir) => !sealed.has(dir)),
        sealedDirs: byDepth.filter((dir) => sealed.has(dir)),
    };
}
function depth(path) {
    return path === '' ? 0 : path.split('/').length;
}
function kindOf(dirent) {
    if (dirent.isSymbolicLink())
        return 'symlink';
    if (dirent.isDirectory())
        return 'dir';
    return dirent.isFile() ? 'file' : 'other';
}
/**
 * What planOwnership needs from the worktree at `root`, and no more (a worktree may hold many files):
 * the kind of each `kept` path, and the entries of every folder on the way to one. Symlinks are not
 * followed.
 */
async function entriesAround(root, kept) {
    const entries = new Map();
    for (const path of new Set(kept)) {
        const stat = await (0,promises_.lstat)((0,external_node_path_.join)(root, path)).catch(() => null);
        if (stat !== null)
            entries.set(path, kindOf(stat));
    }
    const files = [...entries]
        .filter(([, kind]) => kind === 'file' || kind === 'symlink')
        .map(([path]) => path);
    for (const dir of gateDirsOf(files)) {
        for (const dirent of await (0,promises_.readdir)(dir === '' ? root : (0,external_node_path_.join)(root, dir), { withFileTypes: true })) {
            entries.set(dir === '' ? dirent.name : `${dir}/${dirent.name}`, kindOf(dirent));
        }
    }
    return entries;
}
/** Most paths per chown command line (well below any ARG_MAX). */
const BATCH = 500;
async function chownAll(privilege, owner, paths, options = []) {
    for (let i = 0; i < paths.length; i += BATCH) {
        const argv = ['chown', '-h', ...options, '--', owner, ...paths.slice(i, i + BATCH)];
        const result = await (0,tools/* runTool */.qI)((0,tools/* privilegedArgv */.K1)(privilege, argv));
        if (result.code !== 0) {
            throw new errors/* InfraError */.Ri(`could not prepare the isolated evaluation: ${(0,tools/* toolFailure */.Lu)(argv, result)}`);
        }
    }
}
/** Gives `paths` (and all below them) to `owner` ("uid:gid"), without following symlinks. */
function chownTree(privilege, owner, paths) {
    return chownAll(privilege, owner, paths, ['-R', '-P']);
}
/**
 * Applies the plan to the worktree at `root`, whose files must all belong to the evaluation account
 * already (chownTree first). The gate then owns what the plan keeps, and sets its modes.
 */
async function applyOwnership(privilege, root, plan, owners) {
    const at = (path) => (path === '' ? root : (0,external_node_path_.join)(root, path));
    const gate = `${owners.gate.uid}:${owners.gate.gid}`;
    await chownAll(privilege, gate, [...plan.gateFiles, ...plan.sealedDirs].map(at));
    await chownAll(privilege, `${owners.gate.uid}:${owners.account.gid}`, plan.stickyDirs.map(at));
    for (const file of plan.gateFiles) {
        const stat = await (0,promises_.lstat)(at(file));
        if (stat.isFile())
            await (0,promises_.chmod)(at(file), stat.mode & 0o755);
    }
    for (const dir of plan.sealedDirs)
        await (0,promises_.chmod)(at(dir), 0o755);
    for (const dir of plan.stickyDirs)
        await (0,promises_.chmod)(at(dir), 0o1775);
}

;// CONCATENATED MODULE: ./src/eval/isolation/processes.ts
/**
 * Ending every process of the evaluation account: what closes the `setsid` and double-fork escapes
 * that process-group signals cannot reach. Processes are found by uid in /proc (real, effective, saved
 * or file-system uid: a setuid program started by the account still counts), and killed by a shell
 * that is the account itself (launch.ts `killAllArgv`), again and again until none is left.
 */





const POLL_MS = 20;
/** A process in uninterruptible sleep dies when its I/O returns; past this, something is wrong. */
const GIVE_UP_MS = 10_000;
/** Whether a /proc/<pid>/status text belongs to a running (not zombie) process with `uid` in any uid field. */
function statusBelongsTo(status, uid) {
    const state = /^State:\s+(\S)/m.exec(status)?.[1];
    if (state === undefined || state === 'Z' || state === 'X')
        return false;
    const uids = /^Uid:\s+(.+)$/m.exec(status)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
    return uids.includes(uid);
}
/** Pids of the running processes that belong to `uid` (zombies do not count: they cannot act). */
async function processesOf(uid) {
    const names = await (0,promises_.readdir)('/proc');
    const found = await Promise.all(names
        .filter((name) => /^\d+$/.test(name))
        .map(async (name) => {
        const status = await (0,promises_.readFile)(`/proc/${name}/status`, 'utf8').catch(() => '');
        return statusBelongsTo(status, uid) ? Number(name) : null;
    }));
    return found.filter((pid) => pid !== null);
}
/** Kills every process of the account until none is left; InfraError when some survive GIVE_UP_MS. */
async function endAllProcesses(plan) {
    const argv = killAllArgv(plan);
    for (const deadline = Date.now() + GIVE_UP_MS;;) {
        const left = await processesOf(plan.account.uid);
        if (left.length === 0)
            return;
        if (Date.now() > deadline) {
            throw new errors/* InfraError */.Ri(`could not end the evaluation's processes (${plan.account.name}: pids ${left.slice(0, 10).join(', ')})`);
        }
        const result = await (0,tools/* runTool */.qI)(argv);
        if (result.code !== 0)
            throw new errors/* InfraError */.Ri(`could not end the evaluation's processes: ${(0,tools/* toolFailure */.Lu)(argv, result)}`);
        await (0,external_node_timers_promises_.setTimeout)(POLL_MS);
    }
}

;// CONCATENATED MODULE: ./src/eval/isolation/index.ts
/**
 * Evaluation isolation (`eval-isolation: auto | user | none`): where the gate is root or has
 * passwordless sudo, the evaluated command runs as a dedicated unprivileged account, in its own PID and
 * mount namespaces where the kernel allows it. resolveIsolation decides once per gate run what is
 * possible; Isolator.open prepares one evaluation (its worktree's ownership, its folders, the account
 * lock) and returns the sandbox the runner launches in; closing it ends every process of the account
 * and gives everything back to the gate. What this does and does not defend: SECURITY.md.
 */












const ISOLATION_SETTINGS = ['auto', 'user', 'none'];
const DEFAULT_EVAL_USER = 'arbor-eval';
/** What an isolated evaluation's `.git` says while it runs: git fails there, and looks no further up. */
const NO_GIT = 'gitdir: /nonexistent/arbor-gate-evaluation-has-no-git-access\n';
async function makeFolders(folders) {
    for (const path of Object.values(folders))
        await (0,promises_.mkdir)(path, { mode: 0o700 });
}
/** As the gate's own user (`because`: why); the evaluation still gets its own fresh folders. */
function noIsolation(because) {
    return { mode: 'none', notIsolatedBecause: because, open: openUnisolated };
}
async function openUnisolated(spec) {
    const folders = evalFolders(spec.folder);
    await makeFolders(folders);
    return {
        environment: evalFolderEnvironment(folders, null),
        launcher: undefined,
        close: async () => undefined,
        [Symbol.asyncDispose]: async () => undefined,
    };
}
/** The folder an isolated worktree's `.git` file points into, and that folder's common git dir. */
async function gitDirsOf(gitFile, content) {
    const gitdir = /^gitdir: (.+)$/m.exec(content)?.[1]?.trim();
    if (gitdir === undefined)
        return null;
    const worktreeAdmin = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(gitFile), gitdir);
    const common = await (0,promises_.readFile)((0,external_node_path_.join)(worktreeAdmin, 'commondir'), 'utf8').catch(() => null);
    return common === null ? worktreeAdmin : (0,external_node_path_.resolve)(worktreeAdmin, common.trim());
}
/** The existing folders among `paths`, resolved through symlinks (mount follows them). */
async function existingFolders(paths) {
    const found = await Promise.all(paths.map(async (path) => {
        const real = await (0,promises_.realpath)(path).catch(() => null);
        return real !== null && (await (0,promises_.stat)(real).catch(() => null))?.isDirectory() ? real : null;
    }));
    return found.filter((path) => path !== null);
}
class UserSandbox {
    plan;
    spec;
    gitFile;
    release;
    environment;
    launcher;
    closing = null;
    unregister;
    constructor(plan, spec, 
    /** The worktree's own `.git` file, put back when the evaluation is over. */
    gitFile, release) {
        this.plan = plan;
        this.spec = spec;
        this.gitFile = gitFile;
        this.release = release;
        this.environment = evalFolderEnvironment(evalFolders(spec.folder), plan.account.name);
        this.launcher = {
            launch: (argv, env) => evaluationLaunch(plan, argv, env),
            endAll: () => endAllProcesses(plan),
        };
        this.unregister = (0,cleanup/* registerCleanup */.qE)(() => this.close());
    }
    close() {
        this.closing ??= (async () => {
            try {
                await endAllProcesses(this.plan);
                await chownTree(this.plan.privilege, gateOwner(), [this.spec.folder]);
                await (0,promises_.writeFile)(this.gitFile.path, this.gitFile.content);
            }
            finally {
                await this.release().catch(() => undefined);
                this.unregister();
            }
        })();
        return this.closing;
    }
    async [Symbol.asyncDispose]() {
        await this.close();
    }
}
function gateIds() {
    return { uid: process.geteuid?.() ?? 0, gid: process.getegid?.() ?? 0 };
}
function gateOwner() {
    const { uid, gid } = gateIds();
    return `${uid}:${gid}`;
}
class UserIsolation {
    plan;
    log;
    mode;
    notIsolatedBecause = null;
    constructor(plan, log) {
        this.plan = plan;
        this.log = log;
        this.mode = plan.pidns ? 'user+pidns' : 'user';
    }
    async open(spec) {
        const release = await lockAccount(this.plan.privilege, this.plan.account.name, this.log, spec.signal);
        let sandbox;
        try {
            const path = (0,external_node_path_.join)(spec.worktree, '.git');
            const content = await (0,promises_.readFile)(path, 'utf8');
            const hide = this.plan.pidns ? await this.hiddenFolders(spec, path, content) : [];
            sandbox = new UserSandbox({ ...this.plan, hide }, spec, { path, content }, release);
        }
        catch (error) {
            await release();
            throw error;
        }
        try {
            // A gate killed with SIGKILL cannot end its evaluation: this one starts with none left.
            await endAllProcesses(this.plan);
            await this.prepare(spec, sandbox.gitFile.path);
            return sandbox;
        }
        catch (error) {
            await sandbox.close().catch(() => undefined);
            throw error;
        }
    }
    async hiddenFolders(spec, gitPath, gitContent) {
        const gitDir = await gitDirsOf(gitPath, gitContent);
        return foldersToHide(await existingFolders(hiddenCandidates({ ...spec.hidden, gitDir })), spec.folder);
    }
    /** The evaluation owns its worktree and folders; the gate keeps the protected files, `.git` and their folders. */
    async prepare(spec, gitPath) {
        const { privilege, account } = this.plan;
        const folders = evalFolders(spec.folder);
        await makeFolders(folders);
        const kept = [...spec.protectedPaths, '.git'];
        const ownership = planOwnership(await entriesAround(spec.worktree, kept), kept);
        await chownTree(privilege, `${account.uid}:${account.gid}`, [spec.worktree, ...Object.values(folders)]);
        await applyOwnership(privilege, spec.worktree, ownership, { gate: gateIds(), account });
        await (0,promises_.writeFile)(gitPath, NO_GIT);
        await (0,promises_.chmod)(spec.folder, 0o711);
    }
}
/** Every folder above `folder` must let other users through, or the account cannot reach its worktree. */
async function closedAncestor(folder) {
    for (let dir = (0,external_node_path_.resolve)(folder);; dir = (0,external_node_path_.dirname)(dir)) {
        const mode = (await (0,promises_.stat)(dir)).mode;
        if ((mode & 0o001) === 0)
            return dir;
        if (dir === (0,external_node_path_.dirname)(dir))
            return null;
    }
}
/** Tries the launch for real on `true`: setpriv as the account, then inside the namespaces. */
async function probeLaunch(plan) {
    const launch = evaluationLaunch(plan, ['true'], { PATH: process.env.PATH ?? '/usr/bin:/bin' });
    const result = await (0,tools/* runTool */.qI)([launch.file, ...launch.args], launch.env);
    return result.code === 0 ? null : (0,tools/* toolFailure */.Lu)(plan.pidns ? ['unshare', '--pid'] : ['setpriv'], result);
}
async function enterable(req) {
    if (process.platform !== 'linux')
        return { missing: `it needs Linux (this is ${process.platform})` };
    const privilege = await (0,tools/* detectPrivilege */.F4)();
    if (privilege === null)
        return { missing: 'the gate is not root and has no passwordless sudo (sudo -n)' };
    const closed = await closedAncestor((0,external_node_os_.tmpdir)());
    if (closed !== null) {
        return {
            missing: `the temp folder ${(0,external_node_os_.tmpdir)()} is not open to other users (${closed}); set TMPDIR to one that is, such as /tmp`,
        };
    }
    let account;
    try {
        account = await (0,isolation_account/* ensureAccount */.G5)(req.account, req.names.account, privilege, req.log);
    }
    catch (error) {
        if (error instanceof errors/* UserError */.yo)
            throw error;
        return { missing: error.message };
    }
    const user = { privilege, account, pidns: false };
    // The namespaces first: when they work, entering the account works too (one probe instead of two).
    const probeFolder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'arbor-gate-probe-'));
    try {
        if ((await probeLaunch({ ...user, pidns: true, hide: [probeFolder] })) === null) {
            return { plan: { ...user, pidns: true } };
        }
    }
    finally {
        await (0,promises_.rm)(probeFolder, { recursive: true, force: true });
    }
    const refused = await probeLaunch({ ...user, hide: [] });
    if (refused !== null)
        return { missing: `setpriv cannot enter ${account.name}: ${refused}` };
    return { plan: user };
}
/**
 * Decides how this gate run isolates its evaluations. `none` asks nothing; `auto` isolates when it can
 * and says why not otherwise; `user` throws a UserError naming the setting and what is missing.
 */
async function resolveIsolation(req) {
    if (req.setting === 'none')
        return noIsolation(`${req.names.setting} is none`);
    const entered = await enterable(req);
    if ('missing' in entered) {
        if (req.setting === 'user') {
            throw new errors/* UserError */.yo(`${req.names.setting} user: cannot run the evaluation as another user: ${entered.missing}`);
        }
        req.log(`evaluation isolation: none (${entered.missing})`);
        return noIsolation(entered.missing);
    }
    const isolator = new UserIsolation(entered.plan, req.log);
    const { account } = entered.plan;
    req.log(`evaluation isolation: ${isolator.mode}, as ${account.name} (uid ${account.uid}) via ${entered.plan.privilege === 'root' ? 'setpriv' : 'sudo and setpriv'}`);
    return isolator;
}
/**
 * What a merge judged without isolation must say: what the evaluated code could reach, and how to get
 * isolation (`settingName` names the eval-isolation input or flag).
 */
function isolationWarnings(isolator, settingName) {
    if (isolator.mode !== 'none')
        return [];
    return [
        `the evaluation ran as the gate's own user (isolation none: ${isolator.notIsolatedBecause}), so the evaluated ` +
            `code could read the job's token from the gate's process environment, write the repository's .git, the ` +
            `checkout and the runner's file-command files (GITHUB_ENV, GITHUB_PATH, the job summary), and leave ` +
            `processes running; run the gate as root or with passwordless sudo (GitHub-hosted runners have it) to ` +
            `isolate it, and set ${settingName} user to require that`,
    ];
}
/** Appended to an isolated evaluation's failure: it may have failed for want of what it can no longer reach. */
function isolatedFailureNote(isolator) {
    switch (isolator.mode) {
        case 'none':
            return '';
        case 'user':
            return (` (the evaluation ran isolated, as another user: it could write only its worktree and its own ` +
                `temp folders, and read only what every user may read)`);
        case 'user+pidns':
            return (` (the evaluation ran isolated, as another user in its own namespaces: it could write only its ` +
                `worktree and its own temp folders, and the checkout, the runner's temp folder and the gate's HOME were hidden)`);
    }
}


/***/ }),

/***/ 9430:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ detectPrivilege),
/* harmony export */   K1: () => (/* binding */ privilegedArgv),
/* harmony export */   Lu: () => (/* binding */ toolFailure),
/* harmony export */   qI: () => (/* binding */ runTool),
/* harmony export */   x8: () => (/* binding */ SUDO_PREFIX)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Running the system tools isolation needs (useradd, setpriv, unshare, chown, getent), as the gate's
 * user or with root's rights: directly when the gate is root, through `sudo -n -k` when it has
 * passwordless sudo. Arguments are passed as a list, never through a shell.
 */

/**
 * `-n`: never prompt; `-k`: ignore cached credentials, so only a NOPASSWD rule counts (a password typed
 * in the same terminal a minute ago does not make the gate create accounts).
 */
const SUDO_PREFIX = ['sudo', '-n', '-k', '--'];
/** Upper bound for a helper tool; none of them should take more than a fraction of a second. */
const TOOL_TIMEOUT_MS = 60_000;
/** Runs `argv` and collects its output; never throws (the result says what happened). */
function runTool(argv, env = process.env) {
    const [file, ...args] = argv;
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
        // Not spawn's own `timeout`: its timer outlives a tool that could not start and holds the process open.
        const timer = setTimeout(() => child.kill('SIGKILL'), TOOL_TIMEOUT_MS);
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk.toString('utf8')));
        child.stderr.on('data', (chunk) => (stderr += chunk.toString('utf8')));
        child.once('error', (error) => {
            clearTimeout(timer);
            resolve({ code: null, stdout, stderr, startError: error });
        });
        child.once('close', (code) => {
            clearTimeout(timer);
            resolve({ code, stdout, stderr, startError: null });
        });
    });
}
/** `argv` as run with root's rights under `privilege`. */
function privilegedArgv(privilege, argv) {
    return privilege === 'root' ? [...argv] : [...SUDO_PREFIX, ...argv];
}
/** One line that says why a tool failed, for error messages. */
function toolFailure(argv, result) {
    if (result.startError !== null) {
        return result.startError.code === 'ENOENT'
            ? `${argv[0]} is not installed`
            : `${argv[0]} could not start: ${result.startError.message}`;
    }
    const said = result.stderr.trim().split('\n').at(-1)?.trim() || result.stdout.trim().split('\n').at(-1)?.trim();
    return `${argv.slice(0, 2).join(' ')} failed (exit ${result.code ?? 'by signal'})${said ? `: ${said}` : ''}`;
}
/** Whether the gate can use root's rights: it is root, or `sudo -n -k true` works. */
async function detectPrivilege() {
    if (process.geteuid?.() === 0)
        return 'root';
    const probe = await runTool([...SUDO_PREFIX, 'true']);
    return probe.code === 0 ? 'sudo' : null;
}


/***/ }),

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ MAX_TIMEOUT_MS)
/* harmony export */ });
/** The contract between the gate procedure and the evaluation runner (src/eval). */
/** The longest timeout a timer can wait (2^31-1 ms, about 24.8 days); a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C7: () => (/* binding */ GATE_SETTINGS),
  AJ: () => (/* binding */ expectedNumber),
  iP: () => (/* binding */ flagOf),
  KK: () => (/* binding */ metaDefaultSentence),
  y7: () => (/* binding */ settingOf)
});

// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 5 modules
var isolation = __nccwpck_require__(4177);
// EXTERNAL MODULE: ./src/eval/types.ts
var types = __nccwpck_require__(687);
;// CONCATENATED MODULE: ./src/gate/setting-table.ts
/**
 * The one table of settings: a row per setting the gate or the Action reads, in action.yml's order.
 * Every face derives from it (setting-lookup.ts has the lookups they share): the GateInput type
 * (input.ts), validation and the tree-meta fallback (settings.ts), the CLI flags and --help
 * (commands/setting-flags.ts), the Action's input reading (action/inputs.ts), the names in messages,
 * and the test that holds action.yml and the README to it (test/action/workflows.test.ts).
 * Adding a setting is adding a row here, its action.yml and README lines, and its use.
 */


const ACTION_MODES = ['merge', 'verify', 'report', 'check', 'resume', 'recover', 'finalize'];
const SETTINGS = [
    {
        field: 'mode',
        name: 'mode',
        kind: 'enum',
        section: 'action',
        choices: ACTION_MODES,
        default: 'verify',
        description: 'What to do: merge (judge the PR head and merge it into trunk when it improves), verify (judge only, never writes), report, check, resume, recover or finalize (session folder tools).',
    },
    {
        field: 'token',
        name: 'github-token',
        kind: 'string',
        section: 'action',
        // An expression the runner evaluates: there is no token without the runner.
        actionDefault: '${{ github.token }}',
        description: "Token for the PR comment, the commit status and (merge mode) the push. It is masked, and removed from the evaluated command's environment.",
    },
    {
        field: 'cwd',
        name: 'working-directory',
        flag: 'cwd',
        kind: 'string',
        section: 'where',
        arg: 'DIR',
        default: '.',
        description: 'Repository checkout to work in (its origin is the remote that is pushed to).',
    },
    {
        field: 'source',
        name: 'source',
        kind: 'string',
        section: 'where',
        arg: 'REF',
        description: "Commit or ref to judge, resolved once to a SHA. The CLI requires it; the Action's default is the pull request's head SHA (or the merge group's head).",
    },
    {
        field: 'target',
        name: 'target',
        kind: 'branch',
        section: 'where',
        arg: 'BRANCH',
        description: "Merge target; main/master resolve to trunk-branch. The Action's default is the pull request's base branch.",
    },
    {
        field: 'session',
        name: 'session',
        kind: 'string',
        section: 'action',
        description: 'Session folder (relative to working-directory) for report, check, resume, recover and finalize.',
    },
    {
        field: 'runName',
        name: 'run-name',
        kind: 'string',
        section: 'where',
        arg: 'NAME',
        description: 'Session name under .arbor/sessions/ whose tree meta supplies the settings left empty. Default is the only session there.',
    },
    {
        field: 'trunkBranch',
        name: 'trunk-branch',
        kind: 'branch',
        section: 'where',
        arg: 'BRANCH',
        meta: 'trunk_branch',
        description: "Branch that receives verified merges (never main/master). The Action judges a pull request only when its base is this branch or main/master (which resolve to it): neither a PR's base nor a tree in its checkout names the trunk.",
    },
    {
        field: 'nodeId',
        name: 'node-id',
        kind: 'string',
        section: 'where',
        arg: 'ID',
        description: 'Idea node id substituted for {node_id} in eval-cmd-test. Default is the node whose code_ref is the source branch.',
    },
    {
        field: 'evalCmdTest',
        name: 'eval-cmd-test',
        kind: 'string',
        section: 'judgement',
        arg: 'CMD',
        meta: 'eval_cmd_test',
        description: 'Held-out (B_test) evaluation command, run with sh -c in an isolated worktree of trunk merged with the exact head SHA; {cwd} and {node_id} are substituted shell-quoted.',
    },
    {
        field: 'metricDirection',
        name: 'metric-direction',
        kind: 'enum',
        section: 'judgement',
        arg: 'DIR',
        choices: ['maximize', 'minimize'],
        meta: 'metric_direction',
        default: 'maximize',
        description: 'maximize or minimize.',
    },
    {
        field: 'testTrunkScore',
        name: 'test-trunk-score',
        kind: 'number',
        section: 'judgement',
        meta: 'test_trunk_score',
        description: "Trunk's B_test score to beat.",
    },
    {
        field: 'testBaselineScore',
        name: 'test-baseline-score',
        kind: 'number',
        section: 'judgement',
        meta: 'test_baseline_score',
        description: 'Baseline B_test score to beat. With neither reference set, the trunk head is evaluated first and its score is the bar.',
    },
    {
        field: 'minDelta',
        name: 'min-delta',
        kind: 'number',
        section: 'judgement',
        range: '>= 0',
        meta: 'min_delta',
        default: 0,
        description: 'Smallest improvement that counts (0: strictly better).',
    },
    {
        field: 'divergenceThreshold',
        name: 'divergence-threshold',
        kind: 'number',
        section: 'judgement',
        range: '>= 0',
        meta: 'divergence_threshold',
        description: 'Gap between B_dev and B_test past which the verdict flags possible overfitting.',
    },
    {
        field: 'protectedPaths',
        name: 'protected-paths',
        flag: 'protected',
        kind: 'list',
        section: 'judgement',
        arg: 'GLOB',
        meta: 'protected_paths',
        default: ['.github/**', '.arbor/**'],
        description: 'Glob patterns that the branch must not change (added to meta.protected_paths, .github/** and .arbor/**).',
    },
    {
        field: 'requiredOutputs',
        name: 'required-outputs',
        flag: 'required-output',
        kind: 'list',
        section: 'judgement',
        arg: 'PATH',
        description: 'Paths that the branch must have committed.',
    },
    {
        field: 'submissionPath',
        name: 'submission-path',
        kind: 'path',
        section: 'judgement',
        meta: 'submission_path',
        description: 'Submission file the branch must commit.',
    },
    {
        field: 'sampleSubmissionPath',
        name: 'sample-submission-path',
        kind: 'path',
        section: 'judgement',
        meta: 'sample_submission_path',
        description: 'Sample submission whose CSV header and row count the submission must match.',
    },
    {
        field: 'evalTimeout',
        name: 'eval-timeout',
        kind: 'number',
        section: 'evaluation',
        unit: 'seconds',
        range: '> 0',
        max: { value: Math.floor(types/* MAX_TIMEOUT_MS */.m / 1000), why: 'about 24.8 days, the longest a timer can wait' },
        meta: 'eval_timeout',
        default: 3600,
        description: 'Seconds per evaluation attempt.',
    },
    {
        field: 'evalRetries',
        name: 'eval-retries',
        kind: 'integer',
        section: 'evaluation',
        range: '>= 0',
        meta: 'eval_retries',
        default: 1,
        description: 'Retries after the first attempt, for timeouts and transient failures.',
    },
    {
        field: 'evalRetryBaseDelay',
        name: 'eval-retry-base-delay',
        kind: 'number',
        section: 'evaluation',
        unit: 'seconds',
        range: '>= 0',
        meta: 'eval_retry_base_delay',
        default: 5,
        description: 'First backoff delay in seconds.',
    },
    {
        field: 'evalRetryMaxDelay',
        name: 'eval-retry-max-delay',
        kind: 'number',
        section: 'evaluation',
        unit: 'seconds',
        range: '>= 0',
        meta: 'eval_retry_max_delay',
        default: 30,
        description: 'Largest backoff delay in seconds.',
    },
    {
        field: 'evalRepeats',
        name: 'eval-repeats',
        kind: 'integer',
        section: 'evaluation',
        range: '>= 1',
        meta: 'eval_repeats',
        default: 1,
        description: 'Run a successful evaluation this many times and judge the mean.',
    },
    {
        field: 'scoreKey',
        name: 'score-key',
        kind: 'string',
        section: 'evaluation',
        arg: 'KEY',
        meta: 'score_key',
        description: "Dotted JSON key holding the score in the evaluator's output.",
    },
    {
        field: 'scoreFile',
        name: 'score-file',
        kind: 'path',
        section: 'evaluation',
        meta: 'score_file',
        description: 'JSON file (relative to the worktree) holding the score.',
    },
    {
        field: 'scoreRegex',
        name: 'score-regex',
        kind: 'string',
        section: 'evaluation',
        arg: 'RE',
        meta: 'score_regex',
        description: 'Regular expression with one capture group that extracts the score from the output, in place of the JSON and text rules.',
    },
    {
        field: 'evalIsolation',
        name: 'eval-isolation',
        kind: 'enum',
        section: 'evaluation',
        arg: 'MODE',
        choices: isolation/* ISOLATION_SETTINGS */.fF,
        default: 'auto',
        description: 'Run the evaluation as a separate unprivileged user: auto (when the gate is root or has passwordless sudo, as on GitHub-hosted runners), user (required: exit 2 otherwise) or none.',
    },
    {
        field: 'evalUser',
        name: 'eval-user',
        kind: 'string',
        section: 'evaluation',
        arg: 'NAME',
        default: isolation/* DEFAULT_EVAL_USER */.Vu,
        description: 'Account an isolated evaluation runs as; created as a system account without login when missing.',
    },
    {
        field: 'remote',
        name: 'remote',
        kind: 'string',
        section: 'merge',
        arg: 'NAME',
        meta: 'remote',
        default: 'origin',
        // The Action pushes to its checkout's origin (see working-directory), whatever the tree says.
        actionDefault: 'origin',
        description: 'Remote that trunk is pushed to after a merge (when it exists).',
    },
    {
        field: 'push',
        name: 'push',
        flag: 'no-push',
        kind: 'boolean',
        section: 'merge',
        default: true,
        description: 'Push trunk to the remote after a merge.',
        flagDescription: 'Update the local trunk branch only: do not push it.',
    },
    {
        field: 'maxRejudge',
        name: 'max-rejudge',
        kind: 'integer',
        section: 'merge',
        range: '>= 0',
        meta: 'max_rejudge',
        default: 2,
        arg: 'N',
        description: 'When trunk moves while a merge is judged: how many times the merge is rebuilt on the new trunk and evaluated again before the verdict is superseded.',
    },
    {
        field: 'dryRun',
        name: 'dry-run',
        kind: 'boolean',
        section: 'merge',
        default: false,
        description: 'Judge and report what would happen without merging, pushing or writing.',
    },
    {
        field: 'reportPath',
        name: 'report-file',
        flag: 'report',
        kind: 'string',
        section: 'output',
        arg: 'PATH',
        description: "Where to write REPORT.md (merge/verify - its Gate section; report - the whole report), never through a symbolic link in the checkout. Default for merge is the local session folder's REPORT.md, else arbor-gate/REPORT.md in the git folder (outside the working tree).",
    },
    {
        field: 'logDir',
        name: 'log-dir',
        kind: 'string',
        section: 'output',
        arg: 'DIR',
        description: 'merge/verify - folder for the full evaluation logs, one folder per run. Default is arbor-gate/logs in the git folder.',
    },
    {
        field: 'keepLogs',
        name: 'keep-logs',
        kind: 'integer',
        section: 'output',
        arg: 'N',
        range: '>= 0',
        default: 10,
        description: "merge/verify - how many runs' logs the log folder keeps (default 10; 0 removes each run's logs when it ends).",
    },
    {
        field: 'require-report',
        name: 'require-report',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - REPORT.md must exist.',
    },
    {
        field: 'require-events',
        name: 'require-events',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - events.jsonl must exist and hold only well-formed, secret-free events.',
    },
    {
        field: 'require-run-stats',
        name: 'require-run-stats',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - run_stats.json must exist.',
    },
    {
        field: 'require-experiment',
        name: 'require-experiment',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - at least one experiment folder must exist.',
    },
    {
        field: 'require-executor-prompt',
        name: 'require-executor-prompt',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - experiment folders must hold their executor prompt.',
    },
    {
        field: 'strict-artifacts',
        name: 'strict-artifacts',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'check/finalize - apply every artifact check.',
    },
    {
        field: 'emergency',
        name: 'emergency',
        kind: 'boolean',
        section: 'session',
        default: false,
        description: 'finalize - the run stopped on an emergency timeout; recover the best submission first.',
    },
    {
        field: 'comment',
        name: 'comment',
        kind: 'boolean',
        section: 'action',
        default: true,
        description: 'Post (or update) one sticky comment per pull request and mode.',
    },
    {
        field: 'summary',
        name: 'summary',
        kind: 'boolean',
        section: 'action',
        default: true,
        description: 'Write the verdict or report to the job summary.',
    },
    {
        field: 'status',
        name: 'status',
        kind: 'boolean',
        section: 'action',
        default: true,
        description: 'Set a commit status on the judged head SHA.',
    },
    {
        field: 'statusContext',
        name: 'status-context',
        kind: 'string',
        section: 'action',
        description: 'Context name of the commit status. Default is arbor-gate/<mode>.',
    },
    {
        field: 'allowForks',
        name: 'allow-forks',
        kind: 'boolean',
        section: 'action',
        default: false,
        description: "Evaluate a fork's head under pull_request_target and merge/push a fork's head. Off by default: a fork's code never runs with a write token and is never merged.",
    },
];

;// CONCATENATED MODULE: ./src/gate/setting-lookup.ts

const GATE_SECTIONS = ['where', 'judgement', 'evaluation', 'output', 'merge'];
function isGateSetting(row) {
    return GATE_SECTIONS.includes(row.section);
}
const GATE_SETTINGS = SETTINGS.filter(isGateSetting);
const BY_FIELD = new Map(SETTINGS.map((row) => [row.field, row]));
/** The row of a field (a GateInput field, or an Action setting's). */
function settingOf(field) {
    const row = BY_FIELD.get(field);
    if (row === undefined)
        throw new Error(`internal: no setting row for ${field}`);
    return row;
}
/** The CLI flag without `--`, or null when merge/verify have none (the Action's and session rows). */
function flagOf(row) {
    return GATE_SECTIONS.includes(row.section) ? (row.flag ?? row.name) : null;
}
/** The sentence saying where an empty setting's value comes from: the tree meta, then the default. */
function metaDefaultSentence(row) {
    if (row.meta === undefined || row.kind === 'list')
        return '';
    const fallback = row.default === undefined ? '' : `, else ${String(row.default)}`;
    return `Default is the tree's meta.${row.meta}${fallback}.`;
}
/** What a number setting must be, as the messages say it: `an integer >= 0`, `a number of seconds > 0`. */
function expectedNumber(row) {
    const noun = row.kind === 'integer' ? 'an integer' : row.unit === 'seconds' ? 'a number of seconds' : 'a number';
    return row.range === undefined ? 'a finite number' : `${noun} ${row.range}`;
}


/***/ }),

/***/ 4532:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   nk: () => (/* binding */ withSignalCleanup),
/* harmony export */   qE: () => (/* binding */ registerCleanup)
/* harmony export */ });
/* unused harmony export runAllCleanups */
/**
 * Process-level cleanup registry: every temporary worktree registers its removal here, so that a
 * SIGINT/SIGTERM in the middle of a run (Ctrl-C, a cancelled CI job) removes them before the process
 * exits with 130/143, and `git worktree list` never shows a leftover.
 */
const pending = new Set();
/** Registers a cleanup; returns the function that unregisters it (call it once the cleanup ran normally). */
function registerCleanup(cleanup) {
    pending.add(cleanup);
    return () => {
        pending.delete(cleanup);
    };
}
/** Runs every registered cleanup once (errors are swallowed: the process is going away anyway). */
async function runAllCleanups() {
    const all = [...pending];
    pending.clear();
    await Promise.all(all.map((cleanup) => cleanup().catch(() => undefined)));
}
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
/**
 * Installs SIGINT/SIGTERM handlers for the duration of `run`: on a signal, `abort` is signalled (the
 * evaluation's process group is killed), every registered cleanup runs, and the process exits with
 * 128 + the signal number. The handlers are removed when `run` settles.
 */
async function withSignalCleanup(abort, run) {
    const handlers = Object.entries(SIGNAL_EXIT_CODES).map(([signal, code]) => {
        const handler = () => {
            abort.abort(new Error(`interrupted by ${signal}`));
            void runAllCleanups().finally(() => process.exit(code));
        };
        process.once(signal, handler);
        return () => process.removeListener(signal, handler);
    });
    try {
        return await run();
    }
    finally {
        for (const remove of handlers)
            remove();
    }
}


/***/ }),

/***/ 4964:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isWithin)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** True when `path` is `folder` itself or lies below it (both absolute, already resolved). */
function isWithin(folder, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(folder, path);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel));
}


/***/ }),

/***/ 4702:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ findControlCharacter),
/* harmony export */   R8: () => (/* binding */ codePointName),
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   Xv: () => (/* binding */ CLEAR_LINE),
/* harmony export */   kJ: () => (/* binding */ terminalSafe)
/* harmony export */ });
/**
 * Text bound for a terminal or a log. Untrusted text (file and branch names, the evaluation's output,
 * session contents) reaches both, and a terminal obeys control characters in it: ESC sequences move the
 * cursor, erase lines (a REJECTED line wiped and a fake MERGED line drawn), set the title or write the
 * clipboard (OSC 52); a lone CR overwrites the line it is on. Such characters are shown as visible
 * `\uXXXX` escapes instead: the reader sees that something odd was there, and JSON output (--json) stays
 * valid JSON with the same meaning, since that is JSON's own escape.
 */
/**
 * C0 controls, DEL, C1 controls and the Unicode line and paragraph separators: no legitimate file name
 * holds one, and each can hide a path from a glob (picomatch's `.` stops at line terminators) or a
 * line from a reader.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f\u2028\u2029]/;
const EVERY_CONTROL = new RegExp(CONTROL.source, 'g');
/**
 * What a terminal must not receive raw: CONTROL except the tab and the newline that separates lines,
 * plus the bidirectional embedding, override and isolate controls, which reorder how a line reads.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_FOR_TERMINAL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/**
 * The one control sequence the program itself writes: the live status line's redraw (carriage return,
 * erase to end of line), always at the start of its own write. Even when untrusted text begins a write
 * with it, it can only blank the line the cursor is on, which every other write leaves empty (each ends
 * with a newline), so it cannot erase or forge a line that was printed.
 */
const CLEAR_LINE = '\r\x1b[K';
function escapeCharacter(ch) {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
/** The first control character or line separator in `text` (see CONTROL), or null when there is none. */
function findControlCharacter(text) {
    return CONTROL.exec(text)?.[0] ?? null;
}
/** `text` with every control character and line separator escaped, newlines and tabs included: for one-line display. */
function escapeControls(text) {
    return text.replace(EVERY_CONTROL, escapeCharacter);
}
/** How a code point is named in messages: `U+001B`. */
function codePointName(ch) {
    return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * Text safe to write to a terminal or a log: newlines and tabs are kept (CRLF becomes LF, which looks
 * the same), a leading CLEAR_LINE is kept, every other control character is escaped.
 */
function terminalSafe(text) {
    const redraw = text.startsWith(CLEAR_LINE) ? CLEAR_LINE : '';
    return (redraw + text.slice(redraw.length).replace(/\r\n/g, '\n').replace(UNSAFE_FOR_TERMINAL, escapeCharacter));
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 9140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 8167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ }),

/***/ 8608:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


var _a;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.unload = exports.load = exports.onExit = exports.signals = void 0;
// Note: since nyc uses this module to output coverage, any lines
// that are in the direct sync flow of nyc's outputCoverage are
// ignored, since we can never get coverage for them.
// grab a reference to node's real process object right away
const signals_js_1 = __nccwpck_require__(7577);
Object.defineProperty(exports, "signals", ({ enumerable: true, get: function () { return signals_js_1.signals; } }));
const processOk = (process) => !!process &&
    typeof process === 'object' &&
    typeof process.removeListener === 'function' &&
    typeof process.emit === 'function' &&
    typeof process.reallyExit === 'function' &&
    typeof process.listeners === 'function' &&
    typeof process.kill === 'function' &&
    typeof process.pid === 'number' &&
    typeof process.on === 'function';
const kExitEmitter = Symbol.for('signal-exit emitter');
const global = globalThis;
const ObjectDefineProperty = Object.defineProperty.bind(Object);
// teeny special purpose ee
class Emitter {
    emitted = {
        afterExit: false,
        exit: false,
    };
    listeners = {
        afterExit: [],
        exit: [],
    };
    count = 0;
    id = Math.random();
    constructor() {
        if (global[kExitEmitter]) {
            return global[kExitEmitter];
        }
        ObjectDefineProperty(global, kExitEmitter, {
            value: this,
            writable: false,
            enumerable: false,
            configurable: false,
        });
    }
    on(ev, fn) {
        this.listeners[ev].push(fn);
    }
    removeListener(ev, fn) {
        const list = this.listeners[ev];
        const i = list.indexOf(fn);
        /* c8 ignore start */
        if (i === -1) {
            return;
        }
        /* c8 ignore stop */
        if (i === 0 && list.length === 1) {
            list.length = 0;
        }
        else {
            list.splice(i, 1);
        }
    }
    emit(ev, code, signal) {
        if (this.emitted[ev]) {
            return false;
        }
        this.emitted[ev] = true;
        let ret = false;
        for (const fn of this.listeners[ev]) {
            ret = fn(code, signal) === true || ret;
        }
        if (ev === 'exit') {
            ret = this.emit('afterExit', code, signal) || ret;
        }
        return ret;
    }
}
class SignalExitBase {
}
const signalExitWrap = (handler) => {
    return {
        onExit(cb, opts) {
            return handler.onExit(cb, opts);
        },
        load() {
            return handler.load();
        },
        unload() {
            return handler.unload();
        },
    };
};
class SignalExitFallback extends SignalExitBase {
    onExit() {
        return () => { };
    }
    load() { }
    unload() { }
}
class SignalExit extends SignalExitBase {
    // "SIGHUP" throws an `ENOSYS` error on Windows,
    // so use a supported signal instead
    /* c8 ignore start */
    #hupSig = process.platform === 'win32' ? 'SIGINT' : 'SIGHUP';
    /* c8 ignore stop */
    #emitter = new Emitter();
    #process;
    #originalProcessEmit;
    #originalProcessReallyExit;
    #sigListeners = {};
    #loaded = false;
    constructor(process) {
        super();
        this.#process = process;
        // { <signal>: <listener fn>, ... }
        this.#sigListeners = {};
        for (const sig of signals_js_1.signals) {
            this.#sigListeners[sig] = () => {
                // If there are no other listeners, an exit is coming!
                // Simplest way: remove us and then re-send the signal.
                // We know that this will kill the process, so we can
                // safely emit now.
                const listeners = this.#process.listeners(sig);
                let { count } = this.#emitter;
                // This is a workaround for the fact that signal-exit v3 and signal
                // exit v4 are not aware of each other, and each will attempt to let
                // the other handle it, so neither of them do. To correct this, we
                // detect if we're the only handler *except* for previous versions
                // of signal-exit, and increment by the count of listeners it has
                // created.
                /* c8 ignore start */
                const p = process;
                if (typeof p.__signal_exit_emitter__ === 'object' &&
                    typeof p.__signal_exit_emitter__.count === 'number') {
                    count += p.__signal_exit_emitter__.count;
                }
                /* c8 ignore stop */
                if (listeners.length === count) {
                    this.unload();
                    const ret = this.#emitter.emit('exit', null, sig);
                    /* c8 ignore start */
                    const s = sig === 'SIGHUP' ? this.#hupSig : sig;
                    if (!ret)
                        process.kill(process.pid, s);
                    /* c8 ignore stop */
                }
            };
        }
        this.#originalProcessReallyExit = process.reallyExit;
        this.#originalProcessEmit = process.emit;
    }
    onExit(cb, opts) {
        /* c8 ignore start */
        if (!processOk(this.#process)) {
            return () => { };
        }
        /* c8 ignore stop */
        if (this.#loaded === false) {
            this.load();
        }
        const ev = opts?.alwaysLast ? 'afterExit' : 'exit';
        this.#emitter.on(ev, cb);
        return () => {
            this.#emitter.removeListener(ev, cb);
            if (this.#emitter.listeners['exit'].length === 0 &&
                this.#emitter.listeners['afterExit'].length === 0) {
                this.unload();
            }
        };
    }
    load() {
        if (this.#loaded) {
            return;
        }
        this.#loaded = true;
        // This is the number of onSignalExit's that are in play.
        // It's important so that we can count the correct number of
        // listeners on signals, and don't wait for the other one to
        // handle it instead of us.
        this.#emitter.count += 1;
        for (const sig of signals_js_1.signals) {
            try {
                const fn = this.#sigListeners[sig];
                if (fn)
                    this.#process.on(sig, fn);
            }
            catch (_) { }
        }
        this.#process.emit = (ev, ...a) => {
            return this.#processEmit(ev, ...a);
        };
        this.#process.reallyExit = (code) => {
            return this.#processReallyExit(code);
        };
    }
    unload() {
        if (!this.#loaded) {
            return;
        }
        this.#loaded = false;
        signals_js_1.signals.forEach(sig => {
            const listener = this.#sigListeners[sig];
            /* c8 ignore start */
            if (!listener) {
                throw new Error('Listener not defined for signal: ' + sig);
            }
            /* c8 ignore stop */
            try {
                this.#process.removeListener(sig, listener);
                /* c8 ignore start */
            }
            catch (_) { }
            /* c8 ignore stop */
        });
        this.#process.emit = this.#originalProcessEmit;
        this.#process.reallyExit = this.#originalProcessReallyExit;
        this.#emitter.count -= 1;
    }
    #processReallyExit(code) {
        /* c8 ignore start */
        if (!processOk(this.#process)) {
            return 0;
        }
        this.#process.exitCode = code || 0;
        /* c8 ignore stop */
        this.#emitter.emit('exit', this.#process.exitCode, null);
        return this.#originalProcessReallyExit.call(this.#process, this.#process.exitCode);
    }
    #processEmit(ev, ...args) {
        const og = this.#originalProcessEmit;
        if (ev === 'exit' && processOk(this.#process)) {
            if (typeof args[0] === 'number') {
                this.#process.exitCode = args[0];
                /* c8 ignore start */
            }
            /* c8 ignore start */
            const ret = og.call(this.#process, ev, ...args);
            /* c8 ignore start */
            this.#emitter.emit('exit', this.#process.exitCode, null);
            /* c8 ignore stop */
            return ret;
        }
        else {
            return og.call(this.#process, ev, ...args);
        }
    }
}
const process = globalThis.process;
// wrap so that we call the method on the actual handler, without
// exporting it directly.
_a = signalExitWrap(processOk(process) ? new SignalExit(process) : new SignalExitFallback()), 
/**
 * Called when the process is exiting, whether via signal, explicit
 * exit, or running out of stuff to do.
 *
 * If the global process object is not suitable for instrumentation,
 * then this will be a no-op.
 *
 * Returns a function that may be used to unload signal-exit.
 */
exports.onExit = _a.onExit, 
/**
 * Load the listeners.  Likely you never need to call this, unless
 * doing a rather deep integration with signal-exit functionality.
 * Mostly exposed for the benefit of testing.
 *
 * @internal
 */
exports.load = _a.load, 
/**
 * Unload the listeners.  Likely you never need to call this, unless
 * doing a rather deep integration with signal-exit functionality.
 * Mostly exposed for the benefit of testing.
 *
 * @internal
 */
exports.unload = _a.unload;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 7577:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.signals = void 0;
/**
 * This is not the set of all possible signals.
 *
 * It IS, however, the set of all signals that trigger
 * an exit on either Linux or BSD systems.  Linux is a
 * superset of the signal names supported on BSD, and
 * the unknown signals just fail to register, so we can
 * catch that easily enough.
 *
 * Windows signals are a different set, since there are
 * signals that terminate Windows processes, but don't
 * terminate (or don't even exist) on Posix systems.
 *
 * Don't bother with SIGKILL.  It's uncatchable, which
 * means that we can't fire any callbacks anyway.
 *
 * If a user does happen to register a handler on a non-
 * fatal signal like SIGWINCH or something, and then
 * exit, it'll end up firing `process.emit('exit')`, so
 * the handler will be fired anyway.
 *
 * SIGBUS, SIGFPE, SIGSEGV and SIGILL, when not raised
 * artificially, inherently leave the process in a
 * state from which it is not safe to try and enter JS
 * listeners.
 */
exports.signals = [];
exports.signals.push('SIGHUP', 'SIGINT', 'SIGTERM');
if (process.platform !== 'win32') {
    exports.signals.push('SIGALRM', 'SIGABRT', 'SIGVTALRM', 'SIGXCPU', 'SIGXFSZ', 'SIGUSR2', 'SIGTRAP', 'SIGSYS', 'SIGQUIT', 'SIGIOT'
    // should detect profiler and enable/disable accordingly.
    // see #21
    // 'SIGPROF'
    );
}
if (process.platform === 'linux') {
    exports.signals.push('SIGIO', 'SIGPOLL', 'SIGPWR', 'SIGSTKFLT');
}
//# sourceMappingURL=signals.js.map

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
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ export { __webpack_exports__main as main };
/******/ 
