#!/usr/bin/env node
import { fileURLToPath as __arborGateFileURLToPath } from "node:url";
const __filename = __arborGateFileURLToPath(import.meta.url);
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 73964:
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

/***/ 35744:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var fs = __nccwpck_require__(79896)
var polyfills = __nccwpck_require__(83501)
var legacy = __nccwpck_require__(12270)
var clone = __nccwpck_require__(73964)

var util = __nccwpck_require__(39023)

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
      __nccwpck_require__(42613).equal(fs[gracefulQueue].length, 0)
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

/***/ 12270:
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

/***/ 83501:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var constants = __nccwpck_require__(49140)

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

/***/ 72024:
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

/***/ 83648:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const lockfile = __nccwpck_require__(70743);
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



const fs = __nccwpck_require__(35744);

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

/***/ 70743:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const path = __nccwpck_require__(16928);
const fs = __nccwpck_require__(35744);
const retry = __nccwpck_require__(5546);
const onExit = __nccwpck_require__(66627);
const mtimePrecision = __nccwpck_require__(34747);

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

/***/ 34747:
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

module.exports = __nccwpck_require__(67084);

/***/ }),

/***/ 67084:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var RetryOperation = __nccwpck_require__(39538);

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

/***/ 39538:
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

/***/ 66627:
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
  var assert = __nccwpck_require__(42613)
  var signals = __nccwpck_require__(41430)
  var isWin = /^win/i.test(process.platform)

  var EE = __nccwpck_require__(24434)
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

/***/ 41430:
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

/***/ 30238:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


module.exports = writeFile
module.exports.sync = writeFileSync
module.exports._getTmpname = getTmpname // for testing
module.exports._cleanupOnExit = cleanupOnExit

const fs = __nccwpck_require__(79896)
const MurmurHash3 = __nccwpck_require__(72024)
const { onExit } = __nccwpck_require__(88608)
const path = __nccwpck_require__(16928)
const { promisify } = __nccwpck_require__(39023)
const activeFiles = {}

// if we run inside of a worker_thread, `process.pid` is not unique
/* istanbul ignore next */
const threadId = (function getId () {
  try {
    const workerThreads = __nccwpck_require__(28167)

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

/***/ 95581:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _commands_command_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(53155);
/* harmony import */ var _commands_index_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(55852);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(83916);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(76092);
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(24702);
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
        'Run arbor-gate <command> --help (or arbor-gate help <command>) for its options.',
        '',
    ].join('\n');
}
function findCommand(name) {
    const command = _commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.find((c) => c.name === name);
    if (!command) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(name === undefined
            ? `no command given\n\n${topLevelHelp()}`
            : `unknown command ${JSON.stringify(name)}; commands: ${_commands_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.map((c) => c.name).join(', ')}`);
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
            io.stdout(`${(0,_util_version_js__WEBPACK_IMPORTED_MODULE_4__/* .packageVersion */ .T)()}\n`);
            return 0;
        }
        const command = findCommand(name);
        const args = (0,_commands_command_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(command, rest);
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
        return process.argv[1] !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1]) === (0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url);
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

/***/ 53155:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   lB: () => (/* binding */ boolFlag),
/* harmony export */   v6: () => (/* binding */ listFlag)
/* harmony export */ });
/* unused harmony export COMMON_OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(83916);
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(66578);
/* harmony import */ var _setting_flags_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(34300);
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

/***/ 55852:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L: () => (/* binding */ COMMANDS)
});

// EXTERNAL MODULE: ./src/tools/check.ts
var check = __nccwpck_require__(3263);
// EXTERNAL MODULE: ./src/commands/command.ts
var command = __nccwpck_require__(53155);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
;// CONCATENATED MODULE: ./src/commands/report.ts
/** `arbor-gate report [SESSION_DIR]`: REPORT.md from whatever the session holds. */



const USAGE = `Usage: arbor-gate report [SESSION_DIR] [options]

Writes REPORT.md for an Arbor session from whatever exists (tree, events, run stats, run info,
checkpoint); missing or unreadable inputs, a torn idea_tree.json included, become caveats, never a
crash. Token totals come from the session's own records first (run_stats.json, then the session.end
event, then the sum of llm.call events), and the report says which. Long lists are capped (all up
to 20, else the top 10, the latest 10 and a count); report.json beside the report holds them whole.
Ends by printing the evidence.

  SESSION_DIR          the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR            project root (with --run-name); default: current folder
  --run-name NAME      session name under DIR/.arbor/sessions/
  --out PATH           write the report here instead of SESSION_DIR/REPORT.md (report.json
                       beside it)
  --format FORMAT      what to print: "markdown" (evidence lines, default) or "json" (the
                       report facts)
  --smoke              mark the run as a smoke/forward test in the caveats
  --json               same as --format json
  -h, --help           show this help

Exit codes: 0 written (even from partial data or an unreadable tree), 2 no session folder, or
REPORT.md or report.json is a symbolic link.
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
        // One import after the other: two at once that share modules not loaded yet fail under Jest's
        // ESM loader ("request for 'node:path' is not in cache"), which the tests run the CLI in.
        const { reportJson, runReport } = await Promise.all(/* import() */[__nccwpck_require__.e(510), __nccwpck_require__.e(517)]).then(__nccwpck_require__.bind(__nccwpck_require__, 52517));
        const { renderEvidence } = await __nccwpck_require__.e(/* import() */ 510).then(__nccwpck_require__.bind(__nccwpck_require__, 54510));
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

Checks the idea tree (version, root, ids, statuses, parent/children both ways, depth, cycles,
orphans, finite scores, metric direction), that idea_tree.md exists (as Arbor's check does) and,
with the flags, the session's artifacts.
Prints OK, or INVALID followed by one "- problem" line each.

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --require-report            REPORT.md must exist
  --require-events            events.jsonl must exist, every line a {ts, type, data} object, no
                              token-shaped strings
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
const ARTIFACT_OPTIONS = Object.fromEntries(Object.keys(check/* ARTIFACT_FLAGS */.VP).map((flag) => [flag, { type: 'boolean' }]));
function artifactRequirementsOf(args) {
    return (0,check/* artifactRequirements */.rw)((flag) => (0,command/* boolFlag */.lB)(args, flag));
}
const checkCommand = {
    name: 'check',
    summary: 'check an Arbor session tree and its artifacts (OK / INVALID)',
    usage: check_USAGE,
    options: ARTIFACT_OPTIONS,
    maxPositionals: 1,
    async run(args, io) {
        const result = await (0,check/* runCheck */.k_)({
            session: sessionOf(args, io.cwd),
            required: artifactRequirementsOf(args),
            env: io.env,
        });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : (0,check/* renderCheckResult */.Gt)(result.problems));
        return (0,check/* checkExitCode */.qR)(result);
    },
};

;// CONCATENATED MODULE: ./src/commands/finalize.ts
/** `arbor-gate finalize [SESSION_DIR]`: the shutdown sequence (spec "Shutdown", steps 4-6, then check). */




const finalize_USAGE = `Usage: arbor-gate finalize [SESSION_DIR] [options]

Shutdown: recover the best submission (only with --emergency), write run_stats.json when it is
missing (derived from events and the tree, marked "derived": true, token totals from the session's
own records first), write REPORT.md, then check the session with --require-report and the artifact
flags given. With --emergency, run_stats.json records "emergency_timeout": true and REPORT.md says
so.

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
const finalizeCommand = {
    name: 'finalize',
    summary: 'shutdown: recover (emergency) -> run_stats.json -> REPORT.md -> check',
    usage: finalize_USAGE,
    options: { ...ARTIFACT_OPTIONS, emergency: { type: 'boolean' }, smoke: { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const { finalizeJson, renderFinalizeResult, runFinalize } = await Promise.all(/* import() */[__nccwpck_require__.e(510), __nccwpck_require__.e(845)]).then(__nccwpck_require__.bind(__nccwpck_require__, 60845));
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
        return (0,check/* checkExitCode */.qR)(result);
    },
};

// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 7 modules
var setting_lookup = __nccwpck_require__(66578);
// EXTERNAL MODULE: ./src/mcp/operator-settings.ts
var operator_settings = __nccwpck_require__(53494);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __nccwpck_require__(4532);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __nccwpck_require__(76092);
// EXTERNAL MODULE: ./src/commands/setting-flags.ts
var setting_flags = __nccwpck_require__(34300);
;// CONCATENATED MODULE: ./src/commands/mcp.ts
/** `arbor-gate mcp`: the MCP server on stdio (src/mcp/), for agents such as Arbor's Codex and Claude Code. */








const DEFAULT_LOCK_WAIT_S = 60;
const mcp_USAGE = `Usage: arbor-gate mcp [--cwd DIR] [--trusted-settings FILE] [--lock-wait S] [--eval-isolation MODE]

Serves the gate and the session tools over MCP on stdin/stdout (JSON-RPC only on stdout; logs and
the evaluation's output on stderr): git_merge_branch (Arbor's signature), gate_verify,
generate_report, session_check, session_resume. Results carry the verdict JSON as
structuredContent.

  --cwd DIR                 the project the tools work in (a tool's cwd argument is relative to it)
  --trusted-settings FILE   JSON of the tree's meta keys (or an idea_tree.json): the settings every
                            call uses, which no tool argument overrides. Without it, settings read
                            from an untracked local session tree carry a warning in every result.
  --lock-wait S             how long a second tree-mutating call on one repository waits for the
                            first before it is refused (default ${DEFAULT_LOCK_WAIT_S})
  --eval-isolation MODE     auto, user or none: how evaluations run (as merge's flag; the operator's
                            choice, never a tool argument)
  --eval-user NAME          the account an isolated evaluation runs as
  -h, --help                show this help

Exit: 0 when stdin closes, 2 bad options.
`;
function lockWaitMs(value) {
    if (value === undefined)
        return DEFAULT_LOCK_WAIT_S * 1000;
    const seconds = Number(value);
    if (value.trim() === '' || !Number.isFinite(seconds) || seconds < 0) {
        throw new errors/* UserError */.yo(`--lock-wait: expected a number of seconds >= 0, got ${JSON.stringify(value)}`);
    }
    return seconds * 1000;
}
const mcpCommand = {
    name: 'mcp',
    summary: 'serve the gate and the session tools to agents over MCP (stdio)',
    usage: mcp_USAGE,
    options: {
        'trusted-settings': { type: 'string' },
        'lock-wait': { type: 'string' },
        ...(0,setting_flags/* settingOptions */.Xk)(operator_settings/* OPERATOR_SETTINGS */.Z.map(setting_lookup/* settingOf */.y7)),
    },
    maxPositionals: 0,
    async run(args, io) {
        const cwd = (0,external_node_path_.resolve)(io.cwd, (0,command/* stringFlag */.AM)(args, 'cwd') ?? '.');
        const { readTrustedSettings, serveStdio } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(870), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(519), __nccwpck_require__.e(602), __nccwpck_require__.e(589)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4589));
        const file = (0,command/* stringFlag */.AM)(args, 'trusted-settings');
        const pinned = file === undefined ? null : await readTrustedSettings((0,external_node_path_.resolve)(io.cwd, file), '--trusted-settings');
        const waitMs = lockWaitMs((0,command/* stringFlag */.AM)(args, 'lock-wait'));
        const operator = {
            pinned,
            ...Object.fromEntries(operator_settings/* OPERATOR_SETTINGS */.Z.flatMap((field) => {
                const value = (0,command/* stringFlag */.AM)(args, (0,setting_flags/* gateFlag */.gf)((0,setting_lookup/* settingOf */.y7)(field)));
                return value === undefined ? [] : [[field, value]];
            })),
        };
        const abort = new AbortController();
        await (0,cleanup/* withSignalCleanup */.nk)(abort, () => serveStdio({ cwd, operator, env: io.env, stderr: io.stderr, signal: abort.signal, lockWaitMs: waitMs }, (0,version/* packageVersion */.T)()));
        return 0;
    },
};

// EXTERNAL MODULE: ./src/gate/verdict.ts
var gate_verdict = __nccwpck_require__(15950);
// EXTERNAL MODULE: ./src/eval/progress.ts
var eval_progress = __nccwpck_require__(50475);
// EXTERNAL MODULE: ./src/report/verdict.ts + 1 modules
var report_verdict = __nccwpck_require__(35479);
;// CONCATENATED MODULE: ./src/commands/gate-run.ts
/**
 * How a gate command runs on the CLI (merge, verify and the sharded plan, eval-shard, aggregate): the
 * gate's dependencies with Ctrl-C cleanup and the live progress line, and the verdict printed (JSON
 * alone on stdout with --json, human text otherwise; progress always on stderr).
 */






/**
 * Runs `work` with the gate's dependencies for the CLI, Ctrl-C cleanup and the live progress line;
 * `name` names a setting as the command's flags do (the queue's `--source` is its own).
 */
async function withGateDeps(io, work, name = setting_flags/* settingFlagName */.Eg) {
    const progress = (0,eval_progress/* createEvalProgress */.w7)({
        write: io.stderr,
        interactive: io.interactive,
        columns: process.stderr.columns ?? 80,
    });
    const abort = new AbortController();
    try {
        return await (0,cleanup/* withSignalCleanup */.nk)(abort, () => work({
            name,
            log: (line) => io.stderr(`arbor-gate: ${line}\n`),
            progress,
            env: io.env,
            signal: abort.signal,
            gateVersion: (0,version/* packageVersion */.T)(),
        }));
    }
    finally {
        progress.done();
    }
}
/** The verdict as merge and verify print it: JSON alone on stdout with --json, text otherwise. */
function printVerdict(verdict, args, io) {
    if ((0,command/* boolFlag */.lB)(args, 'json')) {
        io.stderr((0,report_verdict/* renderVerdictText */.rP)(verdict));
        io.stdout(`${JSON.stringify(verdict, null, 2)}\n`);
    }
    else
        io.stdout((0,report_verdict/* renderVerdictText */.rP)(verdict));
}

;// CONCATENATED MODULE: ./src/commands/gate-command.ts






const GATE_OPTIONS = {
    ...(0,setting_flags/* settingOptions */.Xk)(setting_lookup/* GATE_SETTINGS */.C7),
    [setting_flags/* CLAIMED_SCORE_FLAG */.S3]: { type: 'string' },
};
/**
 * A row's value under any of its spellings (`--source` or Arbor's `--source-branch`): a list gathers
 * both; a single value given under two spellings must be one value.
 */
function rowFlagValue(args, row) {
    const spellings = (0,setting_flags/* flagSpellings */.YE)(row);
    if (row.kind === 'list')
        return spellings.flatMap((flag) => (0,command/* listFlag */.v6)(args, flag));
    const given = spellings.filter((flag) => (0,command/* stringFlag */.AM)(args, flag) !== undefined);
    const values = new Set(given.map((flag) => (0,command/* stringFlag */.AM)(args, flag)));
    if (values.size > 1) {
        throw new errors/* UserError */.yo(`${given.map((flag) => `--${flag}`).join(' and ')} are one setting: give it once`);
    }
    return given.length === 0 ? undefined : (0,command/* stringFlag */.AM)(args, given[0]);
}
/** Flag names for messages: GateInput field -> the flag that sets it. */
const gateFlagName = setting_flags/* settingFlagName */.Eg;
function gateInputFromArgs(mode, args, io) {
    const fields = {};
    for (const row of setting_lookup/* GATE_SETTINGS */.C7) {
        // A boolean that defaults to true has a `no-` flag: given, it turns the setting off.
        if (row.kind === 'boolean')
            fields[row.field] = (0,command/* boolFlag */.lB)(args, (0,setting_flags/* gateFlag */.gf)(row)) !== (row.default === true);
        else {
            const value = rowFlagValue(args, row);
            if (value !== undefined)
                fields[row.field] = value;
        }
    }
    const claimed = (0,command/* stringFlag */.AM)(args, setting_flags/* CLAIMED_SCORE_FLAG */.S3);
    // The fields and their value types are GateInput's by construction: both come from GATE_SETTINGS.
    const input = {
        mode,
        ...fields,
        ...(claimed === undefined ? {} : { claimedTestScore: claimed }),
    };
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
        judgement: [
            [
                `--${setting_flags/* CLAIMED_SCORE_FLAG */.S3} N`,
                "Arbor's helper flag: accepted and ignored with a warning; the gate measures B_test itself.",
            ],
        ],
        output: [['--json', 'Print the verdict JSON alone on stdout (progress on stderr).']],
    });
    return `${flags}\nExit: 0 merged / accepted / already merged, 1 rejected, 2 bad input, 3 git or system failure.\n`;
}
async function runGateCommand(mode, args, io) {
    const input = gateInputFromArgs(mode, args, io);
    // The gate itself loads when a gate command runs, not at every CLI start (see commands/index.ts).
    const { runGate } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(519), __nccwpck_require__.e(602)]).then(__nccwpck_require__.bind(__nccwpck_require__, 96602));
    const verdict = await withGateDeps(io, (deps) => runGate(input, deps));
    printVerdict(verdict, args, io);
    return (0,gate_verdict/* verdictExitCode */.f)(verdict);
}
function gateCommand(spec) {
    return {
        name: spec.name,
        summary: spec.summary,
        usage: `Usage: arbor-gate ${spec.name} --source REF [options]\n\n${spec.intro}\n\n${gateHelp(spec.mode)}`,
        options: GATE_OPTIONS,
        numericOptions: [...(0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7), setting_flags/* CLAIMED_SCORE_FLAG */.S3],
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
        const { runRecover } = await __nccwpck_require__.e(/* import() */ 723).then(__nccwpck_require__.bind(__nccwpck_require__, 47723));
        const result = await runRecover({ session: sessionOf(args, io.cwd) });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(result, null, 2)}\n` : `recover: ${result.message}\n`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/resume.ts
/** `arbor-gate resume [SESSION_DIR]`: prepare an interrupted session to continue (spec steps 1-7). */


const resume_USAGE = `Usage: arbor-gate resume [SESSION_DIR] [options]

Prepares an interrupted Arbor session to continue in the same folder: running nodes go back to
pending (needs_retry is left alone; idea_tree.md is written again to match), the checkpoint's
in-flight executors are cleared, messages.jsonl is replayed (torn lines dropped), unanswered tool
calls get Arbor's "interrupted" error result. Arbor's resume nudge (the pending nodes, the pending
question, the eval commands) is not written: \`arbor run --resume\` appends its own to the log it
replays, so a second would reach the agent; --json shows its text (\`nudge\`).
Only what changes is edited; resuming again changes nothing. A corrupt tree is never resumed
(exit 2, nothing changed).

  SESSION_DIR                 the session folder (<project>/.arbor/sessions/<run>)
  --cwd DIR --run-name NAME   the session as DIR/.arbor/sessions/NAME
  --dry-run                   print what would change and change nothing
  --json                      print the plan as JSON
  -h, --help                  show this help

Exit codes: 0 ready to resume, 2 no session folder, or the tree is missing or corrupt.
`;
const resumeCommand = {
    name: 'resume',
    summary: 'prepare an interrupted Arbor session to continue',
    usage: resume_USAGE,
    options: { 'dry-run': { type: 'boolean' } },
    maxPositionals: 1,
    async run(args, io) {
        const { renderResumePlan, runResume } = await __nccwpck_require__.e(/* import() */ 270).then(__nccwpck_require__.bind(__nccwpck_require__, 55270));
        const plan = await runResume({ session: sessionOf(args, io.cwd), dryRun: (0,command/* boolFlag */.lB)(args, 'dry-run') });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json') ? `${JSON.stringify(plan, null, 2)}\n` : renderResumePlan(plan));
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/verify.ts
/**
 * `arbor-gate verify`: the judgement only (docs/architecture.md "Judge"); never moves a branch. It may
 * append its measurements to the score ledger (pushed only with --ledger-push).
 */

const verifyCommand = gateCommand({
    name: 'verify',
    mode: 'verify',
    summary: 'evaluate a branch on B_test and judge it, without moving any branch',
    intro: [
        'Evaluates the --no-ff merge of the exact source commit into trunk in a temporary worktree and',
        'judges it as `merge` would: exits 0 when merging it would improve trunk, 1 when rejected. No',
        'branch moves: its measurements go into the score ledger (git notes, reused by the next verify or',
        'merge of the same tree; --fresh runs again), pushed only with --ledger-push; REPORT.md only with',
        '--report PATH.',
    ].join('\n'),
});

;// CONCATENATED MODULE: ./src/commands/ledger.ts
/**
 * `arbor-gate ledger verify|show`: the score ledger checked against trunk's merge trailers, and trunk's
 * score history from it. Local only (no network): fetch the notes ref first to see the remote's.
 */




const ledger_USAGE = `Usage: arbor-gate ledger verify [--trunk-branch B] [options]
       arbor-gate ledger show [REF] [--trunk-branch B] [--json]

verify: every gate merge on trunk's first-parent history must have ledger lines that verify under
the ledger key, of its evaluated tree, whose digest and mean are its Arbor-Ledger and Arbor-Score
trailers; the notes history must only ever have added lines. Merges made without the ledger are
"unledgered", not failures. show: trunk's first-parent history with each merge's score, samples
and spread. Both read the local repository only: fetch the notes ref to include the remote's.

  REF                  the trunk to show (default --trunk-branch)
  --trunk-branch B     trunk branch
  --ledger-ref REF     notes ref (default refs/notes/arbor-gate)
  --ledger-key KEY     the ledger key (default the key file in the git folder)
  --cwd DIR            repository
  --json               print JSON
  -h, --help           show this help

Exit codes: 0 the ledger holds (verify) or shown, 1 it does not hold, 2 bad input, 3 git failed.
`;
const ledgerCommand = {
    name: 'ledger',
    summary: "check the score ledger against trunk (verify), or show trunk's score history (show)",
    usage: ledger_USAGE,
    options: (0,setting_flags/* settingOptions */.Xk)([(0,setting_lookup/* settingOf */.y7)('trunkBranch'), (0,setting_lookup/* settingOf */.y7)('ledgerRef'), (0,setting_lookup/* settingOf */.y7)('ledgerKey')]),
    maxPositionals: 2,
    async run(args, io) {
        const [action, ref] = args.positionals;
        if (action !== 'verify' && action !== 'show') {
            throw new errors/* UserError */.yo(`arbor-gate ledger: expected verify or show, got ${JSON.stringify(action ?? '')}`);
        }
        if (action === 'verify' && ref !== undefined)
            throw new errors/* UserError */.yo('arbor-gate ledger verify takes no REF (use --trunk-branch)');
        const trunkText = ref ?? (0,command/* stringFlag */.AM)(args, 'trunk-branch');
        if (trunkText === undefined)
            throw new errors/* UserError */.yo('arbor-gate ledger: pass --trunk-branch (or REF for show)');
        const { renderLedgerCheck, runLedger } = await Promise.all(/* import() */[__nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(538)]).then(__nccwpck_require__.bind(__nccwpck_require__, 56538));
        const check = await runLedger({
            cwd: (0,command/* stringFlag */.AM)(args, 'cwd') ?? io.cwd,
            trunk: { text: trunkText, label: ref === undefined ? '--trunk-branch' : 'REF' },
            notesRef: { text: (0,command/* stringFlag */.AM)(args, 'ledger-ref'), label: '--ledger-ref' },
            key: (0,command/* stringFlag */.AM)(args, 'ledger-key'),
            history: action === 'verify',
        });
        io.stdout((0,command/* boolFlag */.lB)(args, 'json')
            ? `${JSON.stringify(check, null, 2)}\n`
            : renderLedgerCheck(check, action === 'verify'));
        return action === 'verify' && !check.holds ? 1 : 0;
    },
};

// EXTERNAL MODULE: ./src/gate/settings.ts + 2 modules
var settings = __nccwpck_require__(19432);
// EXTERNAL MODULE: ./src/queue/plan.ts
var plan = __nccwpck_require__(33244);
;// CONCATENATED MODULE: ./src/commands/queue.ts
/**
 * `arbor-gate queue --source A --source B … [--parallel W]`: the speculative local queue
 * (src/queue/). The gate's flags apply to every branch; the queue prints a table of the verdicts (or
 * `{"verdicts": [...], "landed": [...]}` with --json) and exits 0 when every branch landed or was
 * already merged, 1 when any was rejected, 3 on a failure.
 */









const SOURCES = (0,setting_lookup/* settingOf */.y7)('sources');
const PARALLEL = (0,setting_lookup/* settingOf */.y7)('parallel');
/** How messages name the queue's two settings, beside the gate's flags. */
const queueFlagName = (field) => (field === 'source' ? '--source' : gateFlagName(field));
async function runQueueCommand(args, io) {
    // --source and --parallel are the queue's own: the rest are the gate's, for every branch.
    const gateValues = Object.fromEntries(Object.entries(args.values).filter(([flag]) => flag !== 'source' && flag !== 'parallel'));
    const gate = gateInputFromArgs('merge', { ...args, values: gateValues }, io);
    if (gate.source !== undefined) {
        throw new errors/* UserError */.yo('--source-branch: the queue takes its branches as --source REF, repeated');
    }
    const parallel = (0,settings/* queueParallel */.zA)((0,command/* stringFlag */.AM)(args, 'parallel'), '--parallel');
    const json = (0,command/* boolFlag */.lB)(args, 'json');
    const sources = (0,command/* listFlag */.v6)(args, 'source');
    // The queue and the gate load when the command runs, not at every CLI start (see commands/index.ts).
    const { renderQueueText, runQueueReported } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(519), __nccwpck_require__.e(602), __nccwpck_require__.e(59)]).then(__nccwpck_require__.bind(__nccwpck_require__, 78059));
    const outcome = await withGateDeps(io, (deps) => runQueueReported({ gate, sources, parallel }, deps), queueFlagName);
    const table = renderQueueText(outcome);
    if (json) {
        io.stderr(table);
        io.stdout(`${JSON.stringify({ verdicts: outcome.verdicts, landed: outcome.landed }, null, 2)}\n`);
    }
    else
        io.stdout(table);
    for (const warning of outcome.warnings)
        io.stderr(`arbor-gate: warning: ${warning}\n`);
    return (0,plan/* queueExitCode */.zv)(outcome.verdicts.map(gate_verdict/* verdictExitCode */.f));
}
function queueHelp() {
    const flags = (0,setting_flags/* settingsHelp */.pd)(['where', 'judgement', 'evaluation', 'output', 'merge'], {
        where: [
            [`--${SOURCES.flag} ${SOURCES.arg}`, `${SOURCES.description} Repeatable.`],
            [`--${PARALLEL.name} ${PARALLEL.arg}`, `${PARALLEL.description} Default: ${String(PARALLEL.default)}`],
        ],
        output: [['--json', 'Print {"verdicts": [...], "landed": [...]} alone on stdout (progress on stderr).']],
    });
    return `${flags}\nExit: 0 every branch merged or already merged, 1 any rejected, 2 bad input, 3 git or system failure.\n`;
}
const queueCommand = {
    name: 'queue',
    summary: 'judge and land several branches in order, each against the state it lands on',
    usage: [
        'Usage: arbor-gate queue --source REF --source REF ... [--parallel W] [options]',
        '',
        'Builds the candidates trunk+A, trunk+A+B, ... up front (merge-tree, no worktrees), evaluates up to W',
        'of them at once (each as its own evaluation account <eval-user>-1 ... -W), and lands in order each',
        'branch that improves on the state it lands on, as merge would. A rejected branch is named, and the',
        'ones after it are rebuilt without it; a measurement is reused through the score ledger, so no tree',
        'is evaluated twice. The window of candidates measured ahead starts at W, halves on a rejection and',
        'grows by one on an accept. The gate options apply to every branch.',
        '',
        queueHelp(),
    ].join('\n'),
    options: { ...GATE_OPTIONS, source: { type: 'string', multiple: true }, parallel: { type: 'string' } },
    numericOptions: [...(0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7), 'parallel'],
    maxPositionals: 0,
    run: runQueueCommand,
};

// EXTERNAL MODULE: ./src/gate/sharding/setting-rows.ts
var setting_rows = __nccwpck_require__(25616);
;// CONCATENATED MODULE: ./src/commands/plan.ts
/**
 * `arbor-gate plan <gate flags> [--shard-by side-seed|seed] --json`: what verify resolves and checks,
 * then the shards of the first wave instead of evaluations (src/shards/plan.ts). Prints the plan
 * document `{"plan": ..., "shards": [...]}` that eval-shard and aggregate take with --plan; a refusal
 * before anything runs (the static checks) is the verdict, printed as verify prints it.
 */









const plan_USAGE = `Usage: arbor-gate plan --source REF [verify's options] [--shard-by side-seed|seed] [--json]

Resolves and checks what verify does before it evaluates (trunk, the source, the candidate merge,
protected paths, required outputs), then prints the plan: one shard per side and seed of the first
wave (paired: min-repeats pairs; the looks are fixed: --looks, default min-repeats,max-repeats),
leaving out the runs the ledger holds. Run each with eval-shard, then judge them with aggregate.
A refusal before anything runs is the verdict (exit 1). Takes every flag of verify.

${(0,setting_flags/* helpColumns */.pU)([
    ['--shard-by side-seed|seed', (0,setting_lookup/* settingOf */.y7)('shardBy').description],
    ['--json', 'print the plan document alone on stdout'],
], 29)}

Exit: 0 planned, 1 refused before anything runs, 2 bad input (more than 256 shards in a wave),
3 git failure.
`;
const planCommand = {
    name: 'plan',
    summary: 'plan a sharded judgement: the shards (side, seed) of its first wave, as a matrix',
    usage: plan_USAGE,
    options: { ...GATE_OPTIONS, 'shard-by': { type: 'string' }, json: { type: 'boolean' } },
    numericOptions: (0,setting_flags/* numericFlags */.Z9)(setting_lookup/* GATE_SETTINGS */.C7),
    maxPositionals: 0,
    async run(args, io) {
        // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
        const { planShards } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(519), __nccwpck_require__.e(306)]).then(__nccwpck_require__.bind(__nccwpck_require__, 41306));
        const shardBy = (0,command/* stringFlag */.AM)(args, 'shard-by') ?? 'side-seed';
        if (!setting_rows/* SHARD_BY */.f5.includes(shardBy)) {
            throw new errors/* UserError */.yo(`--shard-by: expected one of ${setting_rows/* SHARD_BY */.f5.join(', ')}, got ${JSON.stringify(shardBy)}`);
        }
        const input = gateInputFromArgs('verify', args, io);
        const outcome = await withGateDeps(io, (deps) => planShards(input, deps, shardBy));
        if (outcome.kind === 'final') {
            printVerdict(outcome.verdict, args, io);
            return (0,gate_verdict/* verdictExitCode */.f)(outcome.verdict);
        }
        const text = `${JSON.stringify(outcome.document, null, 2)}\n`;
        if ((0,command/* boolFlag */.lB)(args, 'json'))
            io.stdout(text);
        else {
            io.stderr(`arbor-gate: wave 1: ${outcome.matrix.include.map((entry) => entry.id).join(' ') || 'nothing to run'}\n`);
            io.stdout(text);
        }
        return 0;
    },
};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: ./src/shards/shape.ts
var shape = __nccwpck_require__(85580);
;// CONCATENATED MODULE: ./src/commands/shard-io.ts
/**
 * What the sharded commands (plan, eval-shard, aggregate) share on the CLI: reading a plan file,
 * this job's own flags (where it runs, what it may write) over the plan's settings.
 */








/** The fields a job of the flow sets for itself; every other setting is the plan's. */
const JOB_FIELDS = [
    'cwd',
    'logDir',
    'keepLogs',
    'ledgerKey',
    'dryRun',
    'push',
    'remote',
    'ledgerPush',
    'reportPath',
];
const JOB_OPTIONS = {
    ...(0,setting_flags/* settingOptions */.Xk)(JOB_FIELDS.map((field) => (0,setting_lookup/* settingOf */.y7)(field))),
    plan: { type: 'string' },
    json: { type: 'boolean' },
};
/** This job's own fields from its flags. */
function jobInputFromArgs(args, io) {
    const input = gateInputFromArgs('verify', args, io);
    return Object.fromEntries(JOB_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]));
}
/** The plan document of `--plan FILE`. */
async function readPlanFlag(args, io) {
    const file = (0,command/* stringFlag */.AM)(args, 'plan');
    if (file === undefined)
        throw new errors/* UserError */.yo('--plan: required (the plan JSON that arbor-gate plan --json printed)');
    const text = await (0,promises_.readFile)((0,external_node_path_.resolve)(io.cwd, file), 'utf8').catch(() => {
        throw new errors/* UserError */.yo(`--plan: cannot read ${file}`);
    });
    const doc = (0,shape/* parsePlanDocument */.Ey)(text, `--plan ${file}`);
    if ('problem' in doc)
        throw new errors/* UserError */.yo(doc.problem);
    return doc;
}

;// CONCATENATED MODULE: ./src/commands/eval-shard.ts
/**
 * `arbor-gate eval-shard --plan FILE --shard ID --out PATH`: one matrix entry of a plan evaluated
 * (src/shards/shard.ts) and its result written: the file PATH for a shard (`t3`, `c3`), the folder
 * PATH (`t3.json`, `c3.json`) for both sides of a seed (`s3`, shard-by seed). A failed evaluation is
 * a result and exits 0; only a shard that could not run exits non-zero.
 */





const eval_shard_USAGE = `Usage: arbor-gate eval-shard --plan FILE --shard ID --out PATH [--cwd DIR] [--log-dir DIR]

Evaluates one entry of the plan's matrix exactly as verify evaluates a run (the candidate rebuilt
from the plan and compared; the same isolation and score rules) and writes its result: to the file
PATH for a shard (t<seed>, c<seed>), as <id>.json files in the folder PATH for a seed (s<seed>,
--shard-by seed). Needs no token and writes nothing to the repository or the ledger.

Exit: 0 the result is written (a failed evaluation too), 2 the shard cannot run here (bad plan,
other candidate or evaluator), 3 git or system failure.
`;
const evalShardCommand = {
    name: 'eval-shard',
    summary: 'evaluate one shard of a plan and write its result',
    usage: eval_shard_USAGE,
    options: { ...JOB_OPTIONS, shard: { type: 'string' }, out: { type: 'string' } },
    maxPositionals: 0,
    async run(args, io) {
        // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
        const { evaluateShards, writeResults } = await Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(969)]).then(__nccwpck_require__.bind(__nccwpck_require__, 88969));
        const doc = await readPlanFlag(args, io);
        const shard = (0,command/* stringFlag */.AM)(args, 'shard');
        if (shard === undefined)
            throw new errors/* UserError */.yo('--shard: required (a matrix entry id: t<seed>, c<seed> or s<seed>)');
        const out = (0,command/* stringFlag */.AM)(args, 'out');
        if (out === undefined)
            throw new errors/* UserError */.yo('--out: required (where the result is written)');
        const job = jobInputFromArgs(args, io);
        const results = await withGateDeps(io, (deps) => evaluateShards(doc, shard, job, deps, '--shard'));
        const path = (0,external_node_path_.resolve)(io.cwd, out);
        const only = results.length === 1 ? results[0] : undefined;
        if (only !== undefined && (0,external_node_path_.basename)(path) !== `${only.shard}.json` && /\.json$/.test(path)) {
            // A file of another name: the aggregate finds results by <id>.json, so the name must be that.
            throw new errors/* UserError */.yo(`--out: a shard's result file is named ${only.shard}.json, got ${(0,external_node_path_.basename)(path)}`);
        }
        const written = await writeResults(only !== undefined && /\.json$/.test(path) ? (0,external_node_path_.dirname)(path) : path, results);
        for (const file of written)
            io.stderr(`arbor-gate: wrote ${file}\n`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/commands/aggregate.ts
/**
 * `arbor-gate aggregate --plan FILE --results DIR [--merge] [merge flags] [--json]`: the shards'
 * results judged as verify (or, with --merge, merge) judges runs in one process (src/shards/
 * aggregate.ts), printing the usual verdict and exit code; an inconclusive wave prints the next
 * wave's plan document and exits 4.
 */






/** The exit code of an inconclusive wave: the next wave's plan is on stdout. */
const NEXT_WAVE_EXIT = 4;
const aggregate_USAGE = `Usage: arbor-gate aggregate --plan FILE --results DIR [--merge [--no-push] [--remote R]]
         [--report FILE] [--json]

Reads every planned shard's result below DIR (every *.json file; anything else there is an error),
refuses a missing, duplicate, foreign or malformed one (verdict error, naming the shard), judges the
complete set with the plan's rule and looks, records the runs in the ledger and, with --merge, lands
the candidate on trunk as merge does, writing REPORT.md as merge and verify do. A paired wave that
is not yet decided prints the next wave's plan document (run its new shards, then aggregate again
with it) and exits 4.

Exit: 0 merged / accepted, 1 rejected, 2 bad input, 3 error (a bad result; git failure), 4 the next
wave's plan is on stdout.
`;
const aggregateCommand = {
    name: 'aggregate',
    summary: "judge a plan's shard results (and land them with --merge)",
    usage: aggregate_USAGE,
    options: { ...JOB_OPTIONS, results: { type: 'string' }, merge: { type: 'boolean' } },
    maxPositionals: 0,
    async run(args, io) {
        // The sharded flow and the gate load when the command runs, not at every CLI start (commands/index.ts).
        const [{ plannedInput }, { reportedAggregate }] = await Promise.all([
            Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(511)]).then(__nccwpck_require__.bind(__nccwpck_require__, 64511)),
            Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(175), __nccwpck_require__.e(947), __nccwpck_require__.e(555), __nccwpck_require__.e(309), __nccwpck_require__.e(237), __nccwpck_require__.e(510), __nccwpck_require__.e(519), __nccwpck_require__.e(602), __nccwpck_require__.e(815)]).then(__nccwpck_require__.bind(__nccwpck_require__, 70815)),
        ]);
        const doc = await readPlanFlag(args, io);
        const results = (0,command/* stringFlag */.AM)(args, 'results');
        if (results === undefined)
            throw new errors/* UserError */.yo('--results: required (the folder of the shard results)');
        const input = plannedInput(doc.plan, (0,command/* boolFlag */.lB)(args, 'merge') ? 'merge' : 'verify', jobInputFromArgs(args, io));
        // The verdict is reported as verify and merge report theirs (REPORT.md, redacted); a next wave is not one.
        const outcome = await withGateDeps(io, (deps) => reportedAggregate(doc, (0,external_node_path_.resolve)(io.cwd, results), input, deps));
        if (outcome.kind === 'next') {
            const ids = outcome.wave.matrix.include.map((entry) => entry.id).join(' ');
            io.stderr(`arbor-gate: wave ${outcome.wave.document.plan.wave}: ${ids}\n`);
            io.stdout(`${JSON.stringify(outcome.wave.document, null, 2)}\n`);
            return NEXT_WAVE_EXIT;
        }
        printVerdict(outcome.verdict, args, io);
        return (0,gate_verdict/* verdictExitCode */.f)(outcome.verdict);
    },
};

;// CONCATENATED MODULE: ./src/commands/index.ts













const COMMANDS = [
    mergeCommand,
    verifyCommand,
    queueCommand,
    reportCommand,
    checkCommand,
    resumeCommand,
    recoverCommand,
    finalizeCommand,
    mcpCommand,
    ledgerCommand,
    planCommand,
    evalShardCommand,
    aggregateCommand,
];


/***/ }),

/***/ 34300:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ settingFlagName),
/* harmony export */   S3: () => (/* binding */ CLAIMED_SCORE_FLAG),
/* harmony export */   Xk: () => (/* binding */ settingOptions),
/* harmony export */   YE: () => (/* binding */ flagSpellings),
/* harmony export */   Z9: () => (/* binding */ numericFlags),
/* harmony export */   gf: () => (/* binding */ gateFlag),
/* harmony export */   pU: () => (/* binding */ helpColumns),
/* harmony export */   pd: () => (/* binding */ settingsHelp)
/* harmony export */ });
/* unused harmony export HELPER_SPELLINGS */
/* harmony import */ var _gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(66578);

/** The flag (without `--`) of a gate setting: every gate row has one. */
function gateFlag(row) {
    const flag = (0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .flagOf */ .iP)(row);
    if (flag === null)
        throw new Error(`internal: setting ${row.name} has no CLI flag`);
    return flag;
}
/**
 * Arbor's helper (`arbor_state.py merge --source-branch ... --protected-path ...`) spells some flags its
 * own way: each is accepted beside the gate's flag, so the commands in Arbor's skill documents run with
 * `arbor-gate` in place of `python arbor_state.py`. Gate flag -> the helper's spelling.
 */
const HELPER_SPELLINGS = {
    source: 'source-branch',
    target: 'target-branch',
    protected: 'protected-path',
    'eval-timeout': 'timeout',
};
/** The helper's `--test-score`: accepted, and ignored with a warning (the gate measures B_test itself). */
const CLAIMED_SCORE_FLAG = 'test-score';
/** The flags that set a row: the gate's own, then the helper's spelling when it has one. */
function flagSpellings(row) {
    const flag = gateFlag(row);
    const helper = HELPER_SPELLINGS[flag];
    return helper === undefined ? [flag] : [flag, helper];
}
/** How the CLI names a GateInput field in messages: its flag (`--protected`, `--no-push`). */
const settingFlagName = (field) => {
    switch (field) {
        case 'mode':
            return 'the command (merge or verify)';
        case 'claimedTestScore':
            return `--${CLAIMED_SCORE_FLAG}`;
        case 'commitMessage':
            // Set by the MCP tool only: the CLI's merge commit has no text of the caller's.
            return 'the commit message';
        case 'agent':
        case 'targetIsPullRequestBase':
            return field;
        default:
            return `--${gateFlag((0,_gate_setting_lookup_js__WEBPACK_IMPORTED_MODULE_0__/* .settingOf */ .y7)(field))}`;
    }
};
/** The parseArgs spec of some gate settings' flags (the helper's spellings too). */
function settingOptions(rows) {
    return Object.fromEntries(rows.flatMap((row) => flagSpellings(row).map((flag) => [
        flag,
        row.kind === 'boolean'
            ? { type: 'boolean' }
            : row.kind === 'list'
                ? { type: 'string', multiple: true }
                : { type: 'string' },
    ])));
}
/** Flags whose value is a number: the one that follows them may be negative (`--min-delta -0.1`). */
function numericFlags(rows) {
    return rows.filter((row) => row.kind === 'number' || row.kind === 'integer').flatMap(flagSpellings);
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
    const helper = HELPER_SPELLINGS[gateFlag(row)];
    return [
        row.flagDescription ?? row.description,
        row.kind === 'list' ? 'Repeatable.' : '',
        fallback,
        helper === undefined ? '' : `Also --${helper} (Arbor's helper spelling).`,
    ]
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

/***/ 83916:
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

/***/ 43532:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _p: () => (/* binding */ ESCAPE_SEQUENCE),
/* harmony export */   bf: () => (/* binding */ HeadTailLog),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   g3: () => (/* binding */ LineSplitter)
/* harmony export */ });
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


/***/ }),

/***/ 18815:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ validateNodeId),
/* harmony export */   Pe: () => (/* binding */ hasSeedPlaceholder),
/* harmony export */   XC: () => (/* binding */ FILE_COMMAND_VARIABLES),
/* harmony export */   ej: () => (/* binding */ substituteCommand),
/* harmony export */   y: () => (/* binding */ evalEnvironment)
/* harmony export */ });
/* unused harmony export quoteShellWord */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
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
const PLACEHOLDER = /\{(cwd|node_id|seed)\}/g;
/** Whether the command template uses `{seed}` (which only a run with a seed can fill). */
function hasSeedPlaceholder(template) {
    return template.includes('{seed}');
}
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
 * Replaces `{cwd}`, `{node_id}` and `{seed}` in the eval command with shell-quoted values (a seed is
 * digits only; without one, `{seed}` is refused, which settings.ts already does for the user). A value that needs
 * quoting (a path with spaces or shell characters) is refused where the template puts its placeholder
 * inside quotes or a command substitution, because no quoting is safe there.
 */
function substituteCommand(template, values) {
    validateNodeId(values.nodeId, '{node_id}');
    const plain = plainPositions(template);
    return template.replace(PLACEHOLDER, (match, name, offset) => {
        if (name === 'seed' && (values.seed ?? null) === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo('eval command: {seed} is used, but this run has no seed (a single run)');
        }
        const value = name === 'cwd' ? values.cwd : name === 'node_id' ? values.nodeId : String(values.seed);
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
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(59430);
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

/***/ 94789:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ EvalCgroup),
/* harmony export */   Tg: () => (/* binding */ supervised)
/* harmony export */ });
/* unused harmony exports findCgroup2, SUPERVISE_SCRIPT */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(59430);
/**
 * The atomic end without a PID namespace: one cgroup (v2) per evaluation, created with root's rights
 * wherever the gate has them (root or sudo). The evaluation is started by a root-side supervisor that
 * stays outside the cgroup: it puts the command's process into the cgroup before exec, waits for it,
 * and the moment it exits freezes the cgroup and kills it (`cgroup.kill` reaches every process in it,
 * a `setsid` watcher or a double fork included, and nothing in it can fork past it). The supervisor
 * then exits as its child did, so the runner sees the command's own exit.
 *
 * cgroup2 is found through /proc/self/mountinfo (a hybrid layout mounts it at /sys/fs/cgroup/unified,
 * a pure one at /sys/fs/cgroup); a read-only cgroupfs (a default Docker container) means no cgroup.
 * findCgroup2 is pure; the rest makes, ends and removes the cgroup in this process when the gate is
 * root (a spawn each was most of the probe's cost), else runs `mkdir`, `rmdir` and `sh` through sudo.
 */





/** A mount point in mountinfo escapes space, tab, newline and backslash as \ooo. */
function unescapeMountPath(path) {
    return path.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8)));
}
/** Where cgroup2 is mounted, from a /proc/self/mountinfo text, or why it cannot be used. */
function findCgroup2(mountinfo) {
    for (const line of mountinfo.split('\n')) {
        const [mount, fs] = line.split(' - ');
        if (fs === undefined || fs.split(' ')[0] !== 'cgroup2')
            continue;
        const fields = (mount ?? '').split(' ');
        const path = unescapeMountPath(fields[4] ?? '');
        const options = (fields[5] ?? '').split(',');
        if (options.includes('ro'))
            return { missing: `cgroup2 is mounted read-only at ${path}` };
        return { path };
    }
    return { missing: 'cgroup2 is not mounted' };
}
/**
 * The supervisor (run as root, outside the cgroup): `$1` is the cgroup, the rest the command line.
 * Fixed text: the cgroup and the command arrive as arguments, never as script text.
 */
const SUPERVISE_SCRIPT = 'cg=$1; shift; echo 0 > "$cg/cgroup.freeze" || exit 125; ' +
    'sh -c \'echo $$ > "$1/cgroup.procs" || exit 125; shift; exec "$@"\' arbor-gate-join "$cg" "$@" & ' +
    'wait $!; rc=$?; ' +
    'echo 1 > "$cg/cgroup.freeze"; echo 1 > "$cg/cgroup.kill"; ' +
    'if [ "$rc" -gt 128 ]; then kill -s "$(kill -l "$rc")" $$; fi; exit "$rc"';
/** Freezes the cgroup `$1`, kills everything in it, and thaws it so the killed processes can exit. */
const END_SCRIPT = 'echo 1 > "$1/cgroup.freeze" && echo 1 > "$1/cgroup.kill" && echo 0 > "$1/cgroup.freeze"';
/** The supervisor's command line around `inner` (which must still be run with root's rights). */
function supervised(cgroup, inner) {
    return ['sh', '-c', SUPERVISE_SCRIPT, 'arbor-gate-supervise', cgroup, ...inner];
}
/** Where the gate makes its evaluations' cgroups: one folder under the cgroup2 root. */
const GATE_CGROUP = 'arbor-gate';
const POLL_MS = 20;
const GIVE_UP_MS = 10_000;
let made = 0;
async function asRoot(privilege, argv) {
    const full = (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .privilegedArgv */ .K1)(privilege, argv);
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .runTool */ .qI)(full);
    return result.code === 0 ? null : (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .toolFailure */ .Lu)(argv, result);
}
/** `what` done in this process (the gate is root); its failure's message, or null. */
async function inProcess(what) {
    return what().then(() => null, (error) => error.message);
}
/** The cgroup's control files written in END_SCRIPT's order. */
async function endInProcess(path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'cgroup.freeze'), '1');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'cgroup.kill'), '1');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'cgroup.freeze'), '0');
}
class EvalCgroup {
    privilege;
    path;
    constructor(privilege, path) {
        this.privilege = privilege;
        this.path = path;
    }
    /** A fresh cgroup for one evaluation; `{ missing }` says why none can be made here. */
    static async create(privilege) {
        const mountinfo = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)('/proc/self/mountinfo', 'utf8').catch(() => '');
        const mount = findCgroup2(mountinfo);
        if ('missing' in mount)
            return mount;
        made += 1;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(mount.path, GATE_CGROUP, `eval-${process.pid}-${made}`);
        const failed = privilege === 'root'
            ? await inProcess(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(path, { recursive: true }))
            : await asRoot(privilege, ['mkdir', '-p', '--', path]);
        if (failed !== null)
            return { missing: `cannot create a cgroup under ${mount.path}: ${failed}` };
        const cgroup = new EvalCgroup(privilege, path);
        const features = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path).catch(() => []);
        if (!features.includes('cgroup.kill') || !features.includes('cgroup.freeze')) {
            await cgroup.remove().catch(() => undefined);
            return {
                missing: `the kernel's cgroup2 has no cgroup.kill or cgroup.freeze (Linux 5.14 or later has both)`,
            };
        }
        return cgroup;
    }
    /** Freezes and kills every process in the cgroup, and waits until it is empty. */
    async end() {
        const failed = this.privilege === 'root'
            ? await inProcess(() => endInProcess(this.path))
            : await asRoot(this.privilege, ['sh', '-c', END_SCRIPT, 'arbor-gate-end', this.path]);
        if (failed !== null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not end the evaluation's cgroup ${this.path}: ${failed}`);
        for (const deadline = Date.now() + GIVE_UP_MS;; await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_2__.setTimeout)(POLL_MS)) {
            const events = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.path, 'cgroup.events'), 'utf8').catch(() => 'populated 0');
            if (/^populated 0$/m.test(events))
                return;
            if (Date.now() > deadline) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not end the evaluation's processes (cgroup ${this.path} is still populated)`);
            }
        }
    }
    /** Ends what is left and removes the cgroup. */
    async remove() {
        await this.end();
        const failed = this.privilege === 'root'
            ? await inProcess(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(this.path))
            : await asRoot(this.privilege, ['rmdir', '--', this.path]);
        if (failed !== null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not remove the evaluation's cgroup ${this.path}: ${failed}`);
    }
}


/***/ }),

/***/ 91371:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Vu: () => (/* binding */ DEFAULT_EVAL_USER),
  fF: () => (/* binding */ ISOLATION_SETTINGS),
  D7: () => (/* reexport */ sandbox/* NO_GIT */.D7),
  MP: () => (/* binding */ atomicEndWarnings),
  kN: () => (/* binding */ isolatedFailureNote),
  ih: () => (/* binding */ isolationWarnings),
  lM: () => (/* reexport */ overlay/* overlayMissingThisBoot */.lM),
  re: () => (/* reexport */ ownership/* ownTree */.re),
  s1: () => (/* reexport */ overlay/* plainPath */.s1),
  x0: () => (/* reexport */ sandbox/* removeAsRoot */.x0),
  Zu: () => (/* binding */ resolveIsolation)
});

// UNUSED EXPORTS: mountView, noIsolation, overlayMissing, unmountView

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var isolation_account = __nccwpck_require__(9226);
// EXTERNAL MODULE: ./src/eval/isolation/cgroup.ts
var isolation_cgroup = __nccwpck_require__(94789);
// EXTERNAL MODULE: ./src/eval/isolation/launch.ts
var isolation_launch = __nccwpck_require__(56094);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __nccwpck_require__(58500);
// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __nccwpck_require__(83648);
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

// EXTERNAL MODULE: ./src/eval/isolation/sandbox.ts + 3 modules
var sandbox = __nccwpck_require__(67864);
// EXTERNAL MODULE: ./src/eval/isolation/temp-folders.ts
var temp_folders = __nccwpck_require__(4499);
// EXTERNAL MODULE: ./src/eval/isolation/tools.ts
var tools = __nccwpck_require__(59430);
// EXTERNAL MODULE: ./src/eval/isolation/overlay.ts
var overlay = __nccwpck_require__(43125);
// EXTERNAL MODULE: ./src/eval/isolation/ownership.ts
var ownership = __nccwpck_require__(67832);
;// CONCATENATED MODULE: ./src/eval/isolation/index.ts
/**
 * Evaluation isolation (`eval-isolation: auto | user | none`): where the gate is root or has
 * passwordless sudo, the evaluated command runs as a dedicated unprivileged account, in its own PID and
 * mount namespaces where the kernel allows it, else in a cgroup of its own (cgroup.ts). resolveIsolation
 * decides once per gate run what is possible, and how the evaluation's end is made atomic (`end`);
 * Isolator.open prepares one evaluation (sandbox.ts) and returns the sandbox the runner launches in;
 * closing it ends every process of the evaluation and removes what the account owned. Worktrees go
 * under a gate-owned parent (temp-folders.ts). What this does and does not defend: SECURITY.md.
 */















const ISOLATION_SETTINGS = ['auto', 'user', 'none'];
const DEFAULT_EVAL_USER = 'arbor-eval';
async function probeCgroup(privilege) {
    if (privilege === null)
        return 'the gate is not root and has no passwordless sudo';
    const made = await isolation_cgroup/* EvalCgroup */.Fz.create(privilege);
    if ('missing' in made)
        return made.missing;
    await made.remove();
    return null;
}
/** The gate-owned worktree parent, with the cgroup probe still running (it overlaps the launch probe). */
async function rootRights(privilege, log) {
    const noCgroup = probeCgroup(privilege);
    const parent = await (0,temp_folders/* workParent */.Iv)(privilege, (0,sandbox/* gateIds */.GQ)(), process.env);
    if ('refused' in parent)
        log(`evaluation worktrees go in ${(0,external_node_os_.tmpdir)()}: no gate-owned folder for them (${parent.refused})`);
    return { rights: { privilege, worktreeParent: 'path' in parent ? parent.path : null }, noCgroup };
}
/** As the gate's own user (`because`: why); the evaluation still gets its own fresh folders. */
function noIsolation(because, rights) {
    const privilege = rights?.privilege ?? null;
    const cgroup = privilege === null || rights?.noCgroup !== null
        ? null
        : { privilege, create: async () => cgroupOrFail(await isolation_cgroup/* EvalCgroup */.Fz.create(privilege)) };
    return {
        mode: 'none',
        end: cgroup === null ? 'settle' : 'cgroup',
        notIsolatedBecause: because,
        notAtomicBecause: cgroup === null ? `no PID namespace, and no cgroup: ${rights?.noCgroup ?? 'not probed'}` : null,
        worktreeParent: rights?.worktreeParent ?? null,
        viewOwners: null,
        open: (spec) => (0,sandbox/* openGateSandbox */.VQ)(spec, cgroup),
    };
}
function cgroupOrFail(made) {
    if ('missing' in made)
        throw new errors/* UserError */.yo(`the evaluation's cgroup could not be made: ${made.missing}`);
    return made;
}
class UserIsolation {
    plan;
    rights;
    log;
    mode;
    end;
    notIsolatedBecause = null;
    notAtomicBecause;
    worktreeParent;
    viewOwners;
    constructor(plan, rights, log) {
        this.plan = plan;
        this.rights = rights;
        this.log = log;
        this.mode = plan.pidns ? 'user+pidns' : 'user';
        this.end = plan.pidns ? 'pidns' : rights.noCgroup === null ? 'cgroup' : 'settle';
        this.notAtomicBecause =
            this.end === 'settle' ? `no PID namespace, and no cgroup: ${rights.noCgroup}` : null;
        this.worktreeParent = rights.worktreeParent;
        this.viewOwners = { privilege: plan.privilege, account: plan.account };
    }
    async open(spec) {
        const release = await lockAccount(this.plan.privilege, this.plan.account.name, this.log, spec.signal);
        const { privilege } = this.plan;
        const cgroup = this.end === 'cgroup' ? async () => cgroupOrFail(await isolation_cgroup/* EvalCgroup */.Fz.create(privilege)) : null;
        return (0,sandbox/* openUserSandbox */.JG)({ plan: this.plan, cgroup, release }, spec);
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
    const launch = (0,isolation_launch/* evaluationLaunch */.Qz)(plan, ['true'], { PATH: process.env.PATH ?? '/usr/bin:/bin' });
    const result = await (0,tools/* runTool */.qI)([launch.file, ...launch.args], launch.env);
    return result.code === 0 ? null : (0,tools/* toolFailure */.Lu)(plan.pidns ? ['unshare', '--pid'] : ['setpriv'], result);
}
async function enterable(req, rights) {
    if (process.platform !== 'linux')
        return { missing: `it needs Linux (this is ${process.platform})` };
    const { privilege } = rights;
    if (privilege === null)
        return { missing: 'the gate is not root and has no passwordless sudo (sudo -n)' };
    const parent = rights.worktreeParent ?? (0,external_node_os_.tmpdir)();
    const closed = await closedAncestor(parent);
    if (closed !== null) {
        return {
            missing: `the worktrees' folder ${parent} is not open to other users (${closed}); set TMPDIR to one that is, such as /tmp`,
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
    const user = { privilege, account, pidns: false, cgroup: null };
    // The namespaces first: when they work, entering the account works too (one probe instead of two).
    const probeFolder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'arbor-gate-probe-'));
    try {
        const binds = [{ source: probeFolder, target: probeFolder }];
        if ((await probeLaunch({ ...user, pidns: true, hide: [probeFolder], binds })) === null) {
            return { plan: { privilege, account, pidns: true } };
        }
    }
    finally {
        await (0,promises_.rm)(probeFolder, { recursive: true, force: true });
    }
    const refused = await probeLaunch({ ...user, hide: [], binds: [] });
    if (refused !== null)
        return { missing: `setpriv cannot enter ${account.name}: ${refused}` };
    return { plan: { privilege, account, pidns: false } };
}
/** Refuses a merge under `auto` whose evaluation could not be ended atomically (exit 2). */
function refuseSilentDegrade(req, isolator) {
    if (!req.merging || req.setting !== 'auto' || isolator.end !== 'settle')
        return isolator;
    throw new errors/* UserError */.yo(`${req.names.setting} auto: this machine cannot end the evaluation atomically (${isolator.notAtomicBecause}), ` +
        `so a process it leaves could print or write a score after its main process exits; run the gate as root ` +
        `or with passwordless sudo where PID namespaces are allowed or cgroup2 is writable, or set ` +
        `${req.names.setting} user (or none) to merge without that`);
}
/**
 * Decides how this gate run isolates its evaluations. `none` runs as the gate (in a cgroup where it
 * can); `auto` isolates when it can and says why not otherwise; `user` throws a UserError naming the
 * setting and what is missing. A merge under `auto` without an atomic end is refused.
 */
async function resolveIsolation(req) {
    const found = await rootRights(process.platform === 'linux' ? await (0,tools/* detectPrivilege */.F4)() : null, req.log);
    if (req.setting === 'none')
        return noIsolation(`${req.names.setting} is none`, { ...found.rights, noCgroup: await found.noCgroup });
    // The two probes spawn their own tools: run together, the gate's start waits for the slower only.
    const [entered, noCgroup] = await Promise.all([enterable(req, found.rights), found.noCgroup]);
    const rights = { ...found.rights, noCgroup };
    if ('missing' in entered) {
        if (req.setting === 'user') {
            throw new errors/* UserError */.yo(`${req.names.setting} user: cannot run the evaluation as another user: ${entered.missing}`);
        }
        req.log(`evaluation isolation: none (${entered.missing})`);
        return refuseSilentDegrade(req, noIsolation(entered.missing, rights));
    }
    const isolator = new UserIsolation(entered.plan, rights, req.log);
    const { account } = entered.plan;
    req.log(`evaluation isolation: ${isolator.mode}, as ${account.name} (uid ${account.uid}) via ${entered.plan.privilege === 'root' ? 'setpriv' : 'sudo and setpriv'}; end: ${isolator.end}`);
    return refuseSilentDegrade(req, isolator);
}
/** What a merge whose evaluation could not be ended atomically must say (`settingName`: eval-isolation's name). */
function atomicEndWarnings(isolator, settingName) {
    if (isolator.end !== 'settle')
        return [];
    return [
        `the evaluation's end was not atomic (${isolator.notAtomicBecause}): a process it left behind could still ` +
            `print or write a score in the moments after its main process exited, before the gate ended it; ` +
            `with ${settingName} auto the gate refuses to merge like this`,
    ];
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

/***/ 56094:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qz: () => (/* binding */ evaluationLaunch),
/* harmony export */   Wx: () => (/* binding */ killAllArgv),
/* harmony export */   p: () => (/* binding */ gateLaunch)
/* harmony export */ });
/* unused harmony exports HIDE_SCRIPT, dropToAccount, inNamespaces, privilegedLaunch, backToGate */
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(59430);
/* harmony import */ var _cgroup_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(94789);
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
 *   checkout, the runner's temp folder, the gate's logs...), then binds the run's own fresh folders
 *   over /tmp, /var/tmp and /dev/shm, in the namespace only: nothing one run leaves there reaches the next.
 * - Without a PID namespace, a cgroup supervisor (cgroup.ts) gives the same atomic end where the gate
 *   could create a cgroup.
 * - Under sudo, the environment is passed with `env -i NAME=VALUE...` (sudo would reset it).
 */


/**
 * Mounts an empty read-only tmpfs over each argument up to `--`, then binds each pair of arguments
 * (source, target) up to the next `--`, then execs the rest. Hidden folders first: one under /tmp is
 * then covered by the bind too. Fixed text: the folders arrive as arguments, never as script text.
 */
const HIDE_SCRIPT = 'while [ "$1" != -- ]; do ' +
    'mount -t tmpfs -o ro,nosuid,nodev,noexec,mode=000,size=4k arbor-gate-hidden "$1" || exit 125; ' +
    'shift; done; shift; ' +
    'while [ "$1" != -- ]; do mount --bind "$1" "$2" || exit 125; shift 2; done; shift; exec "$@"';
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
/** The namespace wrapper (run as root) that hides `hide`, binds `binds` and then runs `inner`. */
function inNamespaces(hide, binds, inner) {
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
        ...binds.flatMap((bind) => [bind.source, bind.target]),
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
    const [file, ...args] = [..._tools_js__WEBPACK_IMPORTED_MODULE_0__/* .SUDO_PREFIX */ .x8, 'env', '-i', ...assignments, ...argv];
    // sudo itself needs a PATH to find env; what the evaluation sees is set by env -i.
    return { file: file, args, env: { PATH: env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' } };
}
/** How the evaluation's command line `argv` is started. */
function evaluationLaunch(plan, argv, env) {
    const asAccount = [...dropToAccount(plan.account), ...argv];
    const wrapped = plan.pidns
        ? inNamespaces(plan.hide, plan.binds, asAccount)
        : plan.cgroup === null
            ? asAccount
            : (0,_cgroup_js__WEBPACK_IMPORTED_MODULE_1__/* .supervised */ .Tg)(plan.cgroup, asAccount);
    return privilegedLaunch(plan.privilege, wrapped, env);
}
/** setpriv's arguments that go back from root to the gate's own user, groups included (`none` under sudo). */
function backToGate(ids) {
    return [
        'setpriv',
        `--reuid=${ids.uid}`,
        `--regid=${ids.gid}`,
        ids.groups.length === 0 ? '--clear-groups' : `--groups=${ids.groups.join(',')}`,
        '--',
    ];
}
/**
 * How an unisolated evaluation's `argv` is started in its cgroup: by the supervisor with root's rights,
 * then as the gate's own user again (under sudo; a root gate stays root, as its evaluation always did).
 */
function gateLaunch(privilege, cgroup, ids, argv, env) {
    const inner = privilege === 'root' ? [...argv] : [...backToGate(ids), ...argv];
    return privilegedLaunch(privilege, (0,_cgroup_js__WEBPACK_IMPORTED_MODULE_1__/* .supervised */ .Tg)(cgroup, inner), env);
}
/**
 * Sends SIGKILL to every process of the account, from a shell that is the account itself: kill(-1)
 * reaches exactly the processes that uid may signal, so a pid reused by another user's process in the
 * meantime is never hit (and the shell spares itself).
 */
function killAllArgv(plan) {
    return (0,_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .privilegedArgv */ .K1)(plan.privilege, [
        ...dropToAccount(plan.account),
        'sh',
        '-c',
        'kill -KILL -1 2>/dev/null; exit 0',
    ]);
}


/***/ }),

/***/ 43125:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ mountView),
/* harmony export */   Fu: () => (/* binding */ viewFolders),
/* harmony export */   Od: () => (/* binding */ unmountView),
/* harmony export */   lM: () => (/* binding */ overlayMissingThisBoot),
/* harmony export */   s1: () => (/* binding */ plainPath)
/* harmony export */ });
/* unused harmony exports mountArgv, overlayMissing */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(83916);
/* harmony import */ var _util_remove_tree_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(58043);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(59430);
/**
 * A run's copy-on-write view of a cached tree (src/eval/trees): an overlayfs mount whose lower layers
 * are the cached tree (read only, owned as the ownership plan says) and whose upper layer is on disk in
 * the run's own gate-owned folder (evaluations write gigabytes; tmpfs would be RAM). What the run
 * writes goes to the upper layer and is removed with the run's folder: the next run sees the cached
 * tree again, at O(1) setup cost.
 *
 * - The mount is made in the gate's own mount namespace, at the run's worktree path, before the
 *   evaluation's namespace is created (which copies it): the gate reads the merged view after the run
 *   for the tamper check and the root's entries, exactly as it reads a checked-out worktree, so neither
 *   check reimplements overlayfs's whiteouts, opaque folders and redirects.
 * - The upper layer's root takes the owner and mode of the top lower layer's root: merged, the root's
 *   attributes are the upper root's, so an account-owned upper root would let the account rename or
 *   delete the gate's protected files at the worktree root (the sticky, gate-owned 1775 root of the
 *   ownership plan is what forbids it).
 * - `redirect_dir=on`: without it, renaming a folder that comes from a lower layer fails with EXDEV.
 * - The layers' paths go into mount's option text: a path holding a character that text gives a meaning
 *   to (`,` `:` `\` `=`, whitespace, a control character) is refused, and the run falls back to a checkout.
 */






/** A path that can stand in overlayfs's option text as it is. */
const PLAIN_PATH = /^\/[^,:\\=\s\p{Cc}]*$/u;
function plainPath(path) {
    return PLAIN_PATH.test(path);
}
/** The run's own upper and work folders (inside its temp folder `folder`). */
function viewFolders(folder) {
    return { upper: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'upper'), work: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'overlay-work') };
}
/** mount's command line for the view at `target` (pure; throws on a path the option text cannot hold). */
function mountArgv(view, folder, target) {
    const { upper, work } = viewFolders(folder);
    const paths = [...view.lower, upper, work, target];
    const unsafe = paths.find((path) => !plainPath(path));
    if (unsafe !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`overlay: the path ${JSON.stringify(unsafe)} cannot be mounted`);
    const options = `lowerdir=${view.lower.join(':')},upperdir=${upper},workdir=${work},redirect_dir=on`;
    return ['mount', '-t', 'overlay', 'arbor-gate-view', '-o', options, '--', target];
}
async function privileged(privilege, argv, what) {
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .privilegedArgv */ .K1)(privilege, argv));
    if (result.code !== 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`${what}: ${(0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .toolFailure */ .Lu)(argv, result)}`);
}
/** Makes the upper and work folders (the upper root as the top lower root is owned) and mounts the view. */
async function mountView(privilege, view, folder, target) {
    const { upper, work } = viewFolders(folder);
    const top = view.lower[0];
    if (top === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri('overlay: a view needs a lower layer');
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(top);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(upper, { mode: 0o700 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(work, { mode: 0o700 });
    await (0,_tools_js__WEBPACK_IMPORTED_MODULE_4__/* .setOwnerAndMode */ .mI)(privilege, upper, root, root.mode).catch((error) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InfraError */ .Ri(`overlay: upper layer: ${error.message}`);
    });
    await privileged(privilege, mountArgv(view, folder, target), "overlay: could not mount the run's view");
}
/** Unmounts the view at `target` (its processes have ended by then). */
function unmountView(privilege, target) {
    return privileged(privilege, ['umount', '--', target], "overlay: could not unmount the run's view");
}
/**
 * Whether this machine can mount a view: one real mount of an empty lower layer in `scratch` (a
 * gate-owned folder). Null when it can; else why not.
 */
async function overlayMissing(privilege, scratch) {
    const lower = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, 'lower');
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, 'view');
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(lower, { mode: 0o755 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { mode: 0o755 });
        await mountView(privilege, { lower: [lower] }, scratch, target);
        await unmountView(privilege, target);
        return null;
    }
    catch (error) {
        return error.message;
    }
}
/**
 * What a probe's success holds for: this boot of this kernel (a reboot may bring another kernel or
 * modules) and this process's effective capabilities (a gate started without CAP_SYS_ADMIN, as in a
 * default container, cannot mount though one started with it on the same boot could).
 */
async function probeContext() {
    const id = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '');
    const status = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)('/proc/self/status', 'utf8').catch(() => '');
    const capabilities = /^CapEff:\s*(\S+)$/m.exec(status)?.[1] ?? 'unknown';
    return `${id.trim()} ${(0,node_os__WEBPACK_IMPORTED_MODULE_1__.release)()} ${capabilities}\n`;
}
/**
 * overlayMissing, probed once per boot: a success is recorded in `parent` (the gate-owned, 0711
 * worktree parent no other user can write) and trusted while the record is the gate's, not writable by
 * others and names this boot and these capabilities; a failure is probed again on the next run.
 */
async function overlayMissingThisBoot(privilege, parent, gateUid) {
    const record = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, 'overlay-probe');
    const context = await probeContext();
    const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(record).catch(() => null);
    if (stat?.isFile() === true && stat.uid === gateUid && (stat.mode & 0o022) === 0) {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(record, 'utf8').catch(() => '')) === context)
            return null;
    }
    const scratch = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(parent, 'arbor-gate-overlay-probe-'));
    try {
        const why = await overlayMissing(privilege, scratch);
        if (why === null) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, 'record'), context, { mode: 0o644 });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, 'record'), record);
        }
        return why;
    }
    finally {
        await (0,_util_remove_tree_js__WEBPACK_IMPORTED_MODULE_3__/* .removeTree */ .d)(scratch);
    }
}


/***/ }),

/***/ 67832:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   kM: () => (/* binding */ chownTree),
/* harmony export */   re: () => (/* binding */ ownTree)
/* harmony export */ });
/* unused harmony exports planOwnership, pycacheFolders, entriesAround, IN_PROCESS_ENTRIES, applyOwnership, sealPycache, hideSessionRecord */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(59430);




function parentOf(path) {
    const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
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
 * `entries` maps worktree-relative paths (no '' root entry) to their kind: at least the `kept` ones
 * (entriesAround gives them). `kept` are the paths the gate keeps (protected files, `.git`); those that
 * are not files or symlinks are ignored. Every folder on the way to a kept file is the gate's: sealed
 * below the root, sticky at the root.
 */
function planOwnership(entries, kept) {
    const gateFiles = [...new Set(kept)].filter((path) => {
        const kind = entries.get(path);
        return kind === 'file' || kind === 'symlink';
    });
    const byDepth = [...gateDirsOf(gateFiles)].sort((a, b) => depth(b) - depth(a));
    return {
        gateFiles,
        stickyDirs: byDepth.filter((dir) => dir === ''),
        sealedDirs: byDepth.filter((dir) => dir !== ''),
    };
}
/** The `__pycache__` folder beside each protected Python module (worktree-relative). */
function pycacheFolders(protectedPaths) {
    const folders = protectedPaths
        .filter((path) => path.endsWith('.py'))
        .map((path) => (parentOf(path) === '' ? '__pycache__' : `${parentOf(path)}/__pycache__`));
    return [...new Set(folders)];
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
/** What planOwnership needs from the worktree at `root`: the kind of each `kept` path (symlinks not followed). */
async function entriesAround(root, kept) {
    const entries = new Map();
    for (const path of new Set(kept)) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)).catch(() => null);
        if (stat !== null)
            entries.set(path, kindOf(stat));
    }
    return entries;
}
/** Most paths per chown command line (well below any ARG_MAX). */
const BATCH = 500;
/** Most entries a root gate walks and lchowns itself before one `chown -R` is the cheaper way. */
const IN_PROCESS_ENTRIES = 256;
/**
 * `paths` and, when `recursive`, every entry below them (symlinks not followed, as `chown -R -P`), or
 * null once there are more than `limit`.
 */
async function entriesOf(paths, recursive, limit) {
    const found = [];
    const walk = async (path) => {
        found.push(path);
        if (found.length > limit)
            return false;
        if (!recursive || (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null))?.isDirectory() !== true)
            return true;
        for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path))
            if (!(await walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, name))))
                return false;
        return true;
    };
    for (const path of paths)
        if (!(await walk(path)))
            return null;
    return found;
}
async function chownAll(privilege, owner, paths, recursive = false) {
    const inProcess = privilege === 'root'
        ? await entriesOf(paths, recursive, recursive ? IN_PROCESS_ENTRIES : Infinity)
        : null;
    if (inProcess !== null) {
        const [uid, gid] = owner.split(':').map(Number);
        for (const path of inProcess) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lchown)(path, uid, gid).catch((error) => {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri(`could not prepare the isolated evaluation: chown ${path}: ${error.message}`);
            });
        }
        return;
    }
    const options = recursive ? ['-R', '-P'] : [];
    for (let i = 0; i < paths.length; i += BATCH) {
        const argv = ['chown', '-h', ...options, '--', owner, ...paths.slice(i, i + BATCH)];
        const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .privilegedArgv */ .K1)(privilege, argv));
        if (result.code !== 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri(`could not prepare the isolated evaluation: ${(0,_tools_js__WEBPACK_IMPORTED_MODULE_2__/* .toolFailure */ .Lu)(argv, result)}`);
        }
    }
}
/** Gives `paths` (and all below them) to `owner` ("uid:gid"), without following symlinks. */
function chownTree(privilege, owner, paths) {
    return chownAll(privilege, owner, paths, true);
}
/**
 * Applies the plan to the worktree at `root`, whose files must all belong to the evaluation account
 * already (chownTree first). The gate then owns what the plan keeps, and sets its modes.
 */
async function applyOwnership(privilege, root, plan, owners) {
    const at = (path) => (path === '' ? root : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
    const gate = `${owners.gate.uid}:${owners.gate.gid}`;
    await chownAll(privilege, gate, [...plan.gateFiles, ...plan.sealedDirs].map(at));
    await chownAll(privilege, `${owners.gate.uid}:${owners.account.gid}`, plan.stickyDirs.map(at));
    for (const file of plan.gateFiles) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(at(file));
        if (stat.isFile())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(at(file), stat.mode & 0o755);
    }
    for (const dir of plan.sealedDirs)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(at(dir), 0o755);
    for (const dir of plan.stickyDirs)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(at(dir), 0o1775);
}
/**
 * Makes each `__pycache__` of `folders` (worktree-relative) a real, empty-of-the-account's folder the
 * gate owns, mode 0755: one the branch committed as a symlink or a file is replaced, what it holds
 * becomes the gate's. Run after applyOwnership (the account owns everything else by then).
 */
async function sealPycache(privilege, root, folders, gate) {
    for (const folder of folders) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, folder);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path)).catch(() => null))?.isDirectory() !== true)
            continue;
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
        if (stat !== null && !stat.isDirectory())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { force: true });
        if (stat === null || !stat.isDirectory())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(path);
        await chownTree(privilege, `${gate.uid}:${gate.gid}`, [path]);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(path, 0o755);
    }
}
/** `.arbor/` at the worktree root, when it is a folder: the gate's, mode 0700, unreadable to the account. */
async function hideSessionRecord(privilege, root, gate) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.arbor');
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null))?.isDirectory() !== true)
        return;
    await chownAll(privilege, `${gate.uid}:${gate.gid}`, [path]);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(path, 0o700);
}
/**
 * The whole ownership plan on the tree at `root` (a worktree, or a tree the cache writes once): the
 * account's files, the gate's protected files and their folders, sealed `__pycache__`, hidden `.arbor/`.
 */
async function ownTree(privilege, root, protectedPaths, owners) {
    const kept = [...protectedPaths, '.git'];
    const plan = planOwnership(await entriesAround(root, kept), kept);
    await chownTree(privilege, `${owners.account.uid}:${owners.account.gid}`, [root]);
    await applyOwnership(privilege, root, plan, owners);
    await sealPycache(privilege, root, pycacheFolders(protectedPaths), owners.gate);
    await hideSessionRecord(privilege, root, owners.gate);
}


/***/ }),

/***/ 67864:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  D7: () => (/* binding */ NO_GIT),
  GQ: () => (/* binding */ gateIds),
  VQ: () => (/* binding */ openGateSandbox),
  JG: () => (/* binding */ openUserSandbox),
  x0: () => (/* binding */ removeAsRoot)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/util/cleanup.ts
var cleanup = __nccwpck_require__(4532);
// EXTERNAL MODULE: ./src/util/paths.ts
var paths = __nccwpck_require__(24964);
// EXTERNAL MODULE: ./src/eval/command.ts
var command = __nccwpck_require__(18815);
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
        // No user site-packages: a `.pth` the branch's code writes into HOME does not run in a later Python.
        PYTHONNOUSERSITE: '1',
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
        ...(sources.others ?? []),
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

// EXTERNAL MODULE: ./src/eval/isolation/launch.ts
var launch = __nccwpck_require__(56094);
// EXTERNAL MODULE: ./src/eval/isolation/ownership.ts
var ownership = __nccwpck_require__(67832);
// EXTERNAL MODULE: ./src/eval/isolation/overlay.ts
var overlay = __nccwpck_require__(43125);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __nccwpck_require__(58500);
// EXTERNAL MODULE: ./src/eval/isolation/tools.ts
var tools = __nccwpck_require__(59430);
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
    const argv = (0,launch/* killAllArgv */.Wx)(plan);
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

;// CONCATENATED MODULE: ./src/eval/isolation/shadows.ts
/**
 * What an evaluation adds at the worktree root beside a protected file, checked after the run. The
 * root stays writable (Arbor's evaluators write their submission there), so it cannot be sealed like
 * the folders below it; instead an entry created there at run time under a name a protected entry
 * point would look up first is refused: a module or package beside a protected script (`json.py`
 * beats the standard library), a `.pth`, a compiled module, test or build configuration
 * (`conftest.py`, `GNUmakefile`), `node_modules/`, or an extension twin of a protected file
 * (`metric` or `metric.mjs` beside `metric.js`). Pure, but for the listing of the root.
 */


/** Names that configure or replace what a protected entry point at the root resolves. */
const LOOKUP_NAMES = new Set([
    '__pycache__',
    '__init__.py',
    'conftest.py',
    'pytest.ini',
    'pyproject.toml',
    'setup.cfg',
    'tox.ini',
    'sitecustomize.py',
    'usercustomize.py',
    'node_modules',
    'package.json',
    'GNUmakefile',
    'makefile',
    'Makefile',
]);
/** Endings of modules Python imports by a bare name from the script's folder (and `.pth` files). */
const MODULE_ENDINGS = /\.(py|pyc|pyo|pyd|so|pth)$/;
/** What Node tries for `require('./metric')`: the name itself, then these endings. */
const JS_ENDINGS = /\.(js|mjs|cjs|json|node)$/;
/** The entries of the worktree root. */
async function rootEntries(worktree) {
    const dirents = await (0,promises_.readdir)(worktree, { withFileTypes: true });
    return Promise.all(dirents.map(async (dirent) => ({
        name: dirent.name,
        package: dirent.isDirectory() &&
            (await (0,promises_.lstat)((0,external_node_path_.join)(worktree, dirent.name, '__init__.py')).catch(() => null)) !== null,
    })));
}
function stem(name) {
    const dot = name.indexOf('.');
    return dot <= 0 ? name : name.slice(0, dot);
}
/**
 * The root entries in `after` but not in `before` that shadow a lookup of a protected root file
 * (`protectedRoot`: their names); none when no protected file is at the root.
 */
function createdShadows(before, after, protectedRoot) {
    if (protectedRoot.length === 0)
        return [];
    const existed = new Set(before.map((entry) => entry.name));
    const twins = new Set(protectedRoot.filter((name) => JS_ENDINGS.test(name)).map(stem));
    const isTwin = (name) => twins.has(stem(name)) && ((0,external_node_path_.extname)(name) === '' || JS_ENDINGS.test(name));
    return after
        .filter((entry) => !existed.has(entry.name))
        .filter(({ name, package: isPackage }) => isPackage || LOOKUP_NAMES.has(name) || MODULE_ENDINGS.test(name) || isTwin(name))
        .map((entry) => entry.name)
        .sort();
}
/** The message for a shadow created at run time beside `protectedRoot`. */
function shadowMessage(name, protectedRoot) {
    return (`${name}: created at the worktree root while the evaluation ran, beside protected ` +
        `${protectedRoot.join(', ')}: a name the protected entry point may load or obey instead of its own; ` +
        `write outputs under another name, in a subfolder or in $TMPDIR`);
}

// EXTERNAL MODULE: ./src/eval/isolation/temp-folders.ts
var temp_folders = __nccwpck_require__(4499);
;// CONCATENATED MODULE: ./src/eval/isolation/sandbox.ts
/**
 * One evaluation's sandbox: what Isolator.open prepares and the runner launches in. `UserSandbox`
 * runs the command as the evaluation account (in its own namespaces, or in its own cgroup); the gate
 * sandbox runs it as the gate's own user (in a cgroup when the gate has root's rights). Closing a
 * sandbox ends every process of the evaluation, then removes what the account owned with root's
 * rights: never by giving it back with `chown -R`, which follows hard links and would hand a file
 * outside the worktree that the evaluation linked into it to the gate.
 */












/** What an isolated evaluation's `.git` says while it runs: git fails there, and looks no further up. */
const NO_GIT = 'gitdir: /nonexistent/arbor-gate-evaluation-has-no-git-access\n';
function gateIds() {
    return {
        uid: process.geteuid?.() ?? 0,
        gid: process.getegid?.() ?? 0,
        groups: process.getgroups?.() ?? [],
    };
}
async function makeFolders(paths) {
    for (const path of paths)
        await (0,promises_.mkdir)(path, { mode: 0o700 });
}
/** The protected files at the worktree root (their names). */
function protectedAtRoot(protectedPaths) {
    return protectedPaths.filter((path) => !path.includes('/'));
}
/** Shared by both sandboxes: the root's entries before the run, compared after it. */
class RootWatch {
    worktree;
    protectedRoot;
    before;
    constructor(worktree, protectedRoot, before) {
        this.worktree = worktree;
        this.protectedRoot = protectedRoot;
        this.before = before;
    }
    static async start(spec) {
        const protectedRoot = protectedAtRoot(spec.protectedPaths);
        return new RootWatch(spec.worktree, protectedRoot, protectedRoot.length === 0 ? [] : await rootEntries(spec.worktree));
    }
    async changes() {
        if (this.protectedRoot.length === 0)
            return [];
        const after = await rootEntries(this.worktree);
        return createdShadows(this.before, after, this.protectedRoot).map((path) => ({
            path,
            message: shadowMessage(path, this.protectedRoot),
        }));
    }
}
/**
 * As the gate's own user; in a cgroup of its own when `cgroup` is given (it is removed on close), else
 * ended by the runner's process group and settle window only.
 */
async function openGateSandbox(spec, cgroup) {
    const folders = evalFolders(spec.folder);
    await makeFolders(Object.values(folders));
    const watch = await RootWatch.start(spec);
    const made = cgroup === null ? null : await cgroup.create();
    const launcher = made === null || cgroup === null
        ? undefined
        : {
            launch: (argv, env) => (0,launch/* gateLaunch */.p)(cgroup.privilege, made.path, gateIds(), argv, env),
            endAll: () => made.end(),
        };
    let closing = null;
    const close = () => (closing ??= made === null ? Promise.resolve() : made.remove());
    return {
        environment: evalFolderEnvironment(folders, null),
        launcher,
        createdShadows: () => watch.changes(),
        close,
        [Symbol.asyncDispose]: close,
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
async function existingTargets(binds) {
    const exists = await Promise.all(binds.map(async (bind) => (await (0,promises_.stat)(bind.target).catch(() => null))?.isDirectory() === true));
    return binds.filter((_, i) => exists[i]);
}
/** What the account may own in the sandbox: its worktree, its own folders, its private temp folders. */
function accountPaths(spec) {
    return [
        spec.worktree,
        ...Object.values(evalFolders(spec.folder)),
        ...(0,temp_folders/* privateTempBinds */.Ec)(spec.folder)
            .map((bind) => bind.source)
            .filter((path) => path !== evalFolders(spec.folder).tmp),
    ];
}
class UserSandbox {
    plan;
    spec;
    cgroup;
    release;
    environment;
    launcher;
    closing = null;
    unregister;
    watch = null;
    mounted = false;
    constructor(plan, spec, cgroup, release) {
        this.plan = plan;
        this.spec = spec;
        this.cgroup = cgroup;
        this.release = release;
        this.environment = evalFolderEnvironment(evalFolders(spec.folder), plan.account.name);
        this.launcher = {
            launch: (argv, env) => (0,launch/* evaluationLaunch */.Qz)(plan, argv, env),
            endAll: () => this.endAll(),
        };
        this.unregister = (0,cleanup/* registerCleanup */.qE)(() => this.close());
    }
    async endAll() {
        await this.cgroup?.end();
        await endAllProcesses(this.plan);
    }
    /** The evaluation owns its worktree and folders; the gate keeps the protected files, `.git` and their folders. */
    async prepare() {
        const { spec } = this;
        const { privilege, account } = this.plan;
        // A gate killed with SIGKILL cannot end its evaluation: this one starts with none left.
        await endAllProcesses(this.plan);
        if (!this.plan.pidns)
            await (0,temp_folders/* sweepSharedTemp */.Sw)(privilege, account);
        await makeFolders(accountPaths(spec).slice(1));
        await (0,ownership/* chownTree */.kM)(privilege, `${account.uid}:${account.gid}`, accountPaths(spec).slice(1));
        if (spec.view === undefined) {
            await (0,ownership/* ownTree */.re)(privilege, spec.worktree, spec.protectedPaths, { gate: gateIds(), account });
            await (0,promises_.writeFile)((0,external_node_path_.join)(spec.worktree, '.git'), NO_GIT);
        }
        else {
            await (0,overlay/* mountView */.DA)(privilege, spec.view, spec.folder, spec.worktree);
            this.mounted = true;
        }
        this.watch = await RootWatch.start(spec);
        await (0,promises_.chmod)(spec.folder, 0o711);
    }
    createdShadows() {
        return this.watch?.changes() ?? Promise.resolve([]);
    }
    close() {
        this.closing ??= (async () => {
            try {
                await this.endAll();
                await this.cgroup?.remove();
                if (!this.plan.pidns)
                    await (0,temp_folders/* sweepSharedTemp */.Sw)(this.plan.privilege, this.plan.account);
                if (this.mounted)
                    await (0,overlay/* unmountView */.Od)(this.plan.privilege, this.spec.worktree);
                this.mounted = false;
                const view = this.spec.view === undefined ? [] : Object.values((0,overlay/* viewFolders */.Fu)(this.spec.folder));
                await removeAsRoot(this.plan.privilege, [...accountPaths(this.spec), ...view]);
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
/**
 * Removes `paths` with root's rights (`rm -rf` never follows a symbolic link and, with
 * --one-file-system, never enters a mount): a hard link the evaluation made to a file elsewhere is
 * unlinked, the file itself left as it was.
 */
async function removeAsRoot(privilege, paths) {
    const argv = ['rm', '-rf', '--one-file-system', '--', ...paths];
    const result = await (0,tools/* runTool */.qI)((0,tools/* privilegedArgv */.K1)(privilege, argv));
    if (result.code !== 0) {
        throw new errors/* InfraError */.Ri(`could not remove the isolated evaluation's worktree: ${(0,tools/* toolFailure */.Lu)(argv, result)}`);
    }
}
/** Opens an isolated sandbox; `base.release` is called on failure (and by the sandbox's close). */
async function openUserSandbox(base, spec) {
    let sandbox;
    try {
        const gitPath = (0,external_node_path_.join)(spec.worktree, '.git');
        const hide = base.plan.pidns
            ? foldersToHide(await existingFolders(hiddenCandidates({
                ...spec.hidden,
                gitDir: spec.gitDir ?? (await gitDirsOf(gitPath, await (0,promises_.readFile)(gitPath, 'utf8'))),
            })), spec.folder)
            : [];
        // A container may have no /dev/shm or /var/tmp: only the folders that exist are replaced.
        const binds = base.plan.pidns ? await existingTargets((0,temp_folders/* privateTempBinds */.Ec)(spec.folder)) : [];
        const cgroup = base.cgroup === null ? null : await base.cgroup();
        sandbox = new UserSandbox({ ...base.plan, hide, binds, cgroup: cgroup?.path ?? null }, spec, cgroup, base.release);
    }
    catch (error) {
        await base.release();
        throw error;
    }
    try {
        await sandbox.prepare();
        return sandbox;
    }
    catch (error) {
        await sandbox.close().catch(() => undefined);
        throw error;
    }
}


/***/ }),

/***/ 4499:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ privateTempBinds),
/* harmony export */   Iv: () => (/* binding */ workParent),
/* harmony export */   Sw: () => (/* binding */ sweepSharedTemp)
/* harmony export */ });
/* unused harmony exports SHARED_TEMP_FOLDERS, sweepArgv, openAncestor, privilegedWorkParent */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(83916);
/* harmony import */ var _tools_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(59430);
/**
 * Nothing shared between runs through the machine's temp folders and the worktree's parents.
 *
 * - The worktrees go under a gate-owned parent that no other user can write (workParent): a shared,
 *   world-writable parent such as /tmp lets one run leave `/tmp/node_modules`, which Node finds by
 *   walking up from the next run's worktree.
 * - In a mount namespace, /tmp, /var/tmp and /dev/shm are the run's own fresh folders, on disk beside
 *   its worktree (tmpfs would be RAM, and evaluations write gigabytes), bound over the shared ones.
 * - Without one (`user`), every file the account owns under them is deleted after each run (and
 *   before, in case a gate killed with SIGKILL left some).
 */





/** The machine's shared temp folders: private per run in a namespace, swept after each run without one. */
const SHARED_TEMP_FOLDERS = ['/tmp', '/var/tmp', '/dev/shm'];
/** The run's own folders (inside its temp folder `folder`) bound over the shared temp folders. */
function privateTempBinds(folder) {
    return [
        { source: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'tmp'), target: '/tmp' },
        { source: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'var-tmp'), target: '/var/tmp' },
        { source: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'shm'), target: '/dev/shm' },
    ];
}
/**
 * `find` as root over the shared temp folders: removes every entry the account owns (whole, never
 * following a symbolic link, never leaving the file system), and does not descend into folders the
 * account could not have written into (neither its own, its group's nor world-writable).
 */
function sweepArgv(account) {
    return [
        'find',
        ...SHARED_TEMP_FOLDERS,
        '-xdev',
        '-mindepth',
        '1',
        '(',
        '-user',
        String(account.uid),
        '-prune',
        '-exec',
        'rm',
        '-rf',
        '--one-file-system',
        '--',
        '{}',
        '+',
        ')',
        '-o',
        '(',
        '-type',
        'd',
        '!',
        '-perm',
        '-0002',
        '!',
        '-group',
        String(account.gid),
        '-prune',
        ')',
    ];
}
/** Deletes what the account left in the shared temp folders (its processes must all have ended). */
async function sweepSharedTemp(privilege, account) {
    const argv = sweepArgv(account);
    const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .privilegedArgv */ .K1)(privilege, argv));
    // find exits 1 when a folder is missing (no /dev/shm in some containers) or vanished meanwhile.
    if (result.code !== 0 && result.code !== 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not clear the evaluation's files from the temp folders: ${(0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .toolFailure */ .Lu)(argv, result)}`);
    }
}
/** The first folder from `path` up that another user could write or that the gate and root do not own. */
async function openAncestor(path, gateUid) {
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(path);; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(dir);
        if ((stat.mode & 0o022) !== 0 || (stat.uid !== 0 && stat.uid !== gateUid))
            return dir;
        if (dir === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir))
            return null;
    }
}
/** Where a gate with root's rights keeps its evaluation worktrees (one folder per gate user). */
function privilegedWorkParent(gateUid) {
    return `/var/lib/arbor-gate/worktrees-${gateUid}`;
}
/**
 * The gate-owned parent of the evaluation worktrees, created when missing: under /var/lib with root's
 * rights (mode 0711: the account can pass through to its own worktree, not list the others), else the
 * gate user's cache folder (0700). Null when the folder found there is open to others (the caller
 * falls back to the system temp folder and says so).
 */
async function workParent(privilege, gate, env) {
    let path;
    if (privilege === null) {
        path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.XDG_CACHE_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), '.cache'), 'arbor-gate', 'worktrees');
        const failed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(path, { recursive: true, mode: 0o700 }).then(() => null, (error) => error.message);
        if (failed !== null)
            return { refused: failed };
    }
    else {
        path = privilegedWorkParent(gate.uid);
        // Made once per machine: a later run that finds it exactly as `install` leaves it spawns nothing.
        const made = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
        const asMade = made !== null &&
            made.isDirectory() &&
            made.uid === gate.uid &&
            made.gid === gate.gid &&
            (made.mode & 0o7777) === 0o711;
        if (!asMade) {
            const argv = [
                'install',
                '-d',
                '-m',
                '0711',
                '-o',
                String(gate.uid),
                '-g',
                String(gate.gid),
                '--',
                path,
            ];
            const result = await (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .runTool */ .qI)((0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .privilegedArgv */ .K1)(privilege, argv));
            if (result.code !== 0)
                return { refused: (0,_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .toolFailure */ .Lu)(argv, result) };
        }
    }
    const open = await openAncestor(path, gate.uid).catch((error) => error.message);
    return open === null ? { path } : { refused: `${open} is open to other users` };
}


/***/ }),

/***/ 59430:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ detectPrivilege),
/* harmony export */   K1: () => (/* binding */ privilegedArgv),
/* harmony export */   Lu: () => (/* binding */ toolFailure),
/* harmony export */   mI: () => (/* binding */ setOwnerAndMode),
/* harmony export */   qI: () => (/* binding */ runTool),
/* harmony export */   x8: () => (/* binding */ SUDO_PREFIX)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
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
/**
 * Gives `path` (never followed if a symlink) the owner `uid:gid` and the permission bits `mode`: in
 * this process when the gate is root (no tool to spawn per folder), else with chown and chmod through sudo.
 */
async function setOwnerAndMode(privilege, path, owner, mode) {
    if (privilege === 'root') {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lchown)(path, owner.uid, owner.gid);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(path, mode & 0o7777);
        return;
    }
    for (const argv of [
        ['chown', '-h', `${owner.uid}:${owner.gid}`, '--', path],
        ['chmod', (mode & 0o7777).toString(8), '--', path],
    ]) {
        const result = await runTool(privilegedArgv(privilege, argv));
        if (result.code !== 0)
            throw new Error(toolFailure(argv, result));
    }
}


/***/ }),

/***/ 50475:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   YQ: () => (/* binding */ attemptSummary),
/* harmony export */   mO: () => (/* binding */ attemptLabel),
/* harmony export */   w7: () => (/* binding */ createEvalProgress)
/* harmony export */ });
/* unused harmony export statusLine */
/* harmony import */ var _util_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24702);
/* harmony import */ var _capture_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(43532);
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
    const text = `eval ${label} | ${Math.floor(elapsedMs / 1000)}s | ${(0,_capture_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(lastLine)}`;
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
        write(_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAR_LINE */ .Xv + statusLine(label, now() - startedAt, lastLine, columns));
        lastDraw = now();
        drawn = true;
    };
    const clear = () => {
        clearInterval(ticker);
        ticker = undefined;
        if (drawn)
            write(_util_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .CLEAR_LINE */ .Xv);
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


/***/ }),

/***/ 17269:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  vA: () => (/* binding */ compileScoreRegex),
  Tp: () => (/* binding */ createScoreScanner),
  E9: () => (/* binding */ scoreFromFileText),
  pU: () => (/* binding */ scoringSplitter)
});

// UNUSED EXPORTS: MAX_SCORED_LINE_LENGTH, SCORE_KEYS, WINDOW_OVERLAP, extractScore

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/eval/capture.ts
var capture = __nccwpck_require__(43532);
;// CONCATENATED MODULE: ./src/eval/literal.ts
/**
 * A tolerant reader for the objects evaluators print: strict JSON, plus what Python emits that JSON.parse
 * rejects: json.dumps's bare NaN/Infinity/-Infinity and print(dict)'s single quotes, True/False/None,
 * nan/inf. Reading these matters for security, not only convenience: an evaluator's last `{"score": NaN}`
 * must be recognised as an object carrying a score (and yielding none), or an earlier fake object printed
 * by the code under evaluation would win.
 */
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const WORDS = [
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
        for (const [word, value] of WORDS) {
            if (this.text.startsWith(word, this.pos) && !/\w/.test(this.text[this.pos + word.length] ?? '')) {
                this.pos += word.length;
                return value;
            }
        }
        NUMBER.lastIndex = this.pos;
        const match = NUMBER.exec(this.text);
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
        ? text.replace(capture/* ESCAPE_SEQUENCE */._p, (sequence) => ' '.repeat(sequence.length))
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
    return `${start > 0 ? '...' : ''}${(0,capture/* printable */.g$)(text.slice(start, end))}${end < text.length ? '...' : ''}`;
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
    return new capture/* LineSplitter */.g3(MAX_SCORED_LINE_LENGTH, (line, overlong) => {
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


/***/ }),

/***/ 80687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ MAX_TIMEOUT_MS)
/* harmony export */ });
/** The contract between the gate procedure and the evaluation runner (src/eval). */
/** The longest timeout a timer can wait (2^31-1 ms, about 24.8 days); a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;


/***/ }),

/***/ 74926:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ requireMergeTree),
/* harmony export */   GV: () => (/* binding */ evaluatedField),
/* harmony export */   Ih: () => (/* binding */ buildCandidate),
/* harmony export */   hv: () => (/* binding */ evaluatedWords)
/* harmony export */ });
/* unused harmony exports MERGE_TREE_GIT, hasMergeTree */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`arbor-gate needs git ${MERGE_TREE_GIT.join('.')} or newer (it merges with git merge-tree --write-tree); this is git ${version.join('.')}`);
    }
}
/** The merge base, or the UserError that says why a branch without one cannot be judged. */
async function mergeBaseOf(ctx, trunk) {
    const { repo } = ctx;
    const base = await repo.mergeBase(trunk.sha, ctx.sourceSha);
    if (base !== null)
        return base;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo((await repo.isShallow())
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


/***/ }),

/***/ 60474:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ stepWords)
/* harmony export */ });
/**
 * A merge-queue entry as the gate judges it (issue 19, GitHub's merge queue). GitHub builds a group's
 * entries cumulatively on `gh-readonly-queue/<trunk>/pr-<N>-<sha>` branches: an entry's head lands on
 * the entry ahead of it, or on the group's base for the first one. The gate judges each entry against
 * that step, so a regressing PR in the middle fails its own check and the ones ahead still pass.
 * Which step that is, and which PR it belongs to, the Action finds (src/action/merge-group.ts); what
 * the gate does with it is in plan.ts (the check timeout, the references) and step-score.ts (the wait).
 */
/** The step in words, for the log and every face of the verdict (numbers and a SHA only). */
function stepWords(entry) {
    const { step } = entry;
    const sha = step.sha.slice(0, 12);
    if (step.kind === 'base')
        return `the group's base ${sha}`;
    return `${step.pr === null ? 'the entry ahead' : `PR #${step.pr}'s entry`} ${sha}`;
}


/***/ }),

/***/ 66578:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  C7: () => (/* binding */ GATE_SETTINGS),
  AJ: () => (/* binding */ expectedNumber),
  iP: () => (/* binding */ flagOf),
  KK: () => (/* binding */ metaDefaultSentence),
  y7: () => (/* binding */ settingOf)
});

// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 1 modules
var isolation = __nccwpck_require__(91371);
// EXTERNAL MODULE: ./src/eval/types.ts
var types = __nccwpck_require__(80687);
;// CONCATENATED MODULE: ./src/gate/judgement/setting-rows.ts
/** The most pairs a paired judgement may ask for (max-repeats). */
const MAX_PAIRS = 50;
const JUDGEMENT_SETTINGS = [
    {
        field: 'judge',
        name: 'judge',
        kind: 'enum',
        section: 'judgement',
        choices: ['single', 'paired'],
        meta: 'judge',
        default: 'single',
        description: "How the score is judged: single (Arbor's rule: one score, or the mean of eval-repeats, against the recorded references) or paired (trunk and the candidate measured alternately on the same seeds, with a confidence bound and sequential stopping).",
    },
    {
        field: 'confidence',
        name: 'confidence',
        kind: 'number',
        section: 'judgement',
        range: '> 0',
        meta: 'confidence',
        default: 0.95,
        description: 'Paired judgement: one-sided confidence of the decision, below 1; a branch with no real gain is accepted at most 1 - confidence of the time over all looks.',
    },
    {
        field: 'minRepeats',
        name: 'min-repeats',
        kind: 'integer',
        section: 'judgement',
        range: '>= 1',
        meta: 'min_repeats',
        default: 3,
        description: 'Paired judgement: pairs (one trunk run and one candidate run on a seed) before the first look; at least 2.',
    },
    {
        field: 'maxRepeats',
        name: 'max-repeats',
        kind: 'integer',
        section: 'judgement',
        range: '>= 1',
        max: {
            value: MAX_PAIRS,
            why: 'a gate judgement is not a study; the sequential levels are calibrated up to it',
        },
        meta: 'max_repeats',
        default: 10,
        description: 'Paired judgement: most pairs; still undecided there is not_significant. At least min-repeats.',
    },
    {
        field: 'minEffect',
        name: 'min-effect',
        kind: 'number',
        section: 'judgement',
        range: '> 0',
        meta: 'min_effect',
        description: 'Paired judgement: the smallest gain worth finding (score units). A branch whose upper bound falls below it is rejected early (futility); without it a branch with no gain mostly runs to max-repeats.',
    },
];

;// CONCATENATED MODULE: ./src/gate/ledger/setting-rows.ts
const LEDGER_SETTINGS = [
    {
        field: 'ledger',
        name: 'ledger',
        flag: 'no-ledger',
        kind: 'boolean',
        section: 'merge',
        default: true,
        description: 'Keep every measurement in the score ledger (git notes on the evaluated tree, see ledger-ref) and reuse authenticated measurements of the same tree and evaluator instead of running again.',
        flagDescription: 'Neither read nor write the score ledger.',
    },
    {
        field: 'ledgerRef',
        name: 'ledger-ref',
        kind: 'string',
        section: 'merge',
        arg: 'REF',
        default: 'refs/notes/arbor-gate',
        description: 'Notes ref of the score ledger (under refs/notes/).',
    },
    {
        field: 'ledgerKey',
        name: 'ledger-key',
        kind: 'string',
        section: 'merge',
        arg: 'KEY',
        description: "Secret key of the ledger's MACs (HMAC-SHA256): only lines it authenticates are reused or count in ledger verify. The Action: a repository secret (without it nothing is reused), masked and hidden from the evaluation. The CLI's default: a key file created 0600 in the git folder at first use.",
    },
    {
        field: 'ledgerPush',
        name: 'ledger-push',
        kind: 'boolean',
        section: 'merge',
        default: false,
        description: 'verify: push the ledger lines it wrote to the remote (needs a token that can push); merge always pushes them atomically with trunk.',
    },
    {
        field: 'evaluatorVersion',
        name: 'evaluator-version',
        kind: 'string',
        section: 'evaluation',
        arg: 'TEXT',
        meta: 'evaluator_version',
        description: 'A label that is part of the evaluator id: bump it when the machine or image changes, so older measurements are not reused.',
    },
    {
        field: 'fresh',
        name: 'fresh',
        kind: 'boolean',
        section: 'evaluation',
        default: false,
        description: 'Run the evaluation even when the ledger holds a measurement of the same tree and evaluator.',
    },
];

;// CONCATENATED MODULE: ./src/gate/phases/setting-rows.ts
const TWO_PHASE_SETTINGS = [
    {
        field: 'scoreCmdTest',
        name: 'score-cmd-test',
        kind: 'string',
        section: 'judgement',
        arg: 'CMD',
        meta: 'score_cmd_test',
        description: "Two-phase evaluation: the trusted scorer's command. eval-cmd-test then only produces the branch's outputs (its exit code decides eval_failed, its output is not scored); every process it left is ended; this command runs in a fresh sandbox and HOME, in a gate-owned folder ({cwd}) holding a read-only copy of trunk's protected and held-out files and the branch's declared outputs (submission-path, required-outputs), nothing else, and only its output is scored. {cwd}, {node_id} and {seed} are substituted as in eval-cmd-test.",
    },
    {
        field: 'heldOut',
        name: 'held-out',
        kind: 'list',
        section: 'judgement',
        arg: 'PATH',
        meta: 'held_out_paths',
        description: "Two-phase evaluation: the labels, which only score-cmd-test sees. Glob patterns inside the repository (protected, and absent from eval-cmd-test's worktree) or absolute paths on the runner (copied read-only into score-cmd-test's folder under .arbor-held-out/, listed one per line in ARBOR_HELD_OUT). Default is the tree's meta.held_out_paths (this input, when given, replaces it).",
    },
];

;// CONCATENATED MODULE: ./src/gate/merge-group/setting-rows.ts
const MERGE_GROUP_SETTINGS = [
    {
        field: 'queueWait',
        name: 'queue-wait',
        kind: 'integer',
        section: 'merge',
        unit: 'seconds',
        range: '>= 0',
        default: 600,
        arg: 'SECONDS',
        description: "merge_group (verify): how long an entry waits for the ledger score of the entry ahead of it, which that entry's own run is measuring, before measuring it itself.",
    },
    {
        field: 'queueCheckTimeout',
        name: 'queue-check-timeout',
        kind: 'integer',
        section: 'merge',
        range: '>= 1',
        default: 60,
        arg: 'MINUTES',
        description: "merge_group (verify): the merge queue's status check timeout in minutes, as set in the ruleset (GitHub's default 60); the verdict warns when the judgement's worst case (queue-wait and every evaluation at eval-timeout) cannot finish inside it.",
    },
];

;// CONCATENATED MODULE: ./src/gate/queue/setting-rows.ts
const QUEUE_SETTINGS = [
    {
        field: 'sources',
        name: 'sources',
        flag: 'source',
        kind: 'list',
        section: 'queue',
        arg: 'REF',
        description: 'queue: the branches (refs or commits) to judge and land, in order (the CLI: --source, repeated).',
    },
    {
        field: 'parallel',
        name: 'parallel',
        kind: 'integer',
        section: 'queue',
        range: '>= 1',
        max: { value: 16, why: 'one evaluation account per evaluation at once' },
        default: 1,
        arg: 'W',
        description: 'queue: how many speculative candidates are evaluated at once (the window starts here, halves on a rejection, grows by one on an accept); each runs as an evaluation account of its own, <eval-user>-1 to -W.',
    },
];

;// CONCATENATED MODULE: ./src/gate/trees/setting-rows.ts
const TREE_SETTINGS = [
    {
        field: 'treeCache',
        name: 'tree-cache',
        kind: 'integer',
        section: 'evaluation',
        arg: 'N',
        range: '>= 0',
        default: 4,
        description: 'merge/verify - how many evaluated trees the checkout cache in the git folder keeps (arbor-gate/trees, least recently used evicted; 0: none, a fresh checkout per run). Isolated runs then see a cached tree through a fresh copy-on-write view each.',
    },
];

// EXTERNAL MODULE: ./src/gate/sharding/setting-rows.ts
var setting_rows = __nccwpck_require__(25616);
;// CONCATENATED MODULE: ./src/gate/setting-table.ts
/**
 * The one table of settings: a row per setting the gate or the Action reads, in action.yml's order.
 * Every face derives from it (setting-lookup.ts has the lookups they share): the GateInput type
 * (input.ts), validation and the tree-meta fallback (settings.ts), the CLI flags and --help
 * (commands/setting-flags.ts), the Action's input reading (action/inputs.ts), the names in messages,
 * and the test that holds action.yml and the README to it (test/action/workflows.test.ts).
 * Adding a setting is adding a row here, its action.yml and README lines, and its use.
 */









const ACTION_MODES = [
    'merge',
    'verify',
    'report',
    'check',
    'resume',
    'recover',
    'finalize',
    'queue',
    ...setting_rows/* SHARD_MODES */.of,
];
const SETTINGS = [
    {
        field: 'mode',
        name: 'mode',
        kind: 'enum',
        section: 'action',
        choices: ACTION_MODES,
        default: 'verify',
        description: 'What to do: merge (judge the PR head and merge it into trunk when it improves), verify (judge only, never moves a branch; it may append to the score ledger), queue (judge and land the refs in sources in order, each against the state it lands on), report, check, resume, recover or finalize (session folder tools), or plan, eval-shard and aggregate (a judgement fanned out over runners: examples/workflows/gate-sharded.yml).',
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
        description: 'Held-out (B_test) evaluation command, run with sh -c in an isolated worktree of trunk merged with the exact head SHA; {cwd}, {node_id} and {seed} (the seed of the run, also ARBOR_SEED) are substituted shell-quoted.',
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
    ...JUDGEMENT_SETTINGS,
    ...setting_rows/* SHARD_SETTINGS */.lu,
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
        field: 'editablePaths',
        name: 'editable-paths',
        flag: 'editable',
        kind: 'list',
        section: 'judgement',
        arg: 'GLOB',
        meta: 'editable_paths',
        description: "Glob patterns of the only paths a branch may change (its submission-path and required-outputs besides); a change anywhere else is refused before anything runs (outside_editable). Stronger than protected-paths: what the scorer looks up stays as trunk has it. Letter case counts. Default is the tree's meta.editable_paths (this input, when given, replaces it); empty: no allow-list.",
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
    ...TWO_PHASE_SETTINGS,
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
    ...LEDGER_SETTINGS,
    ...MERGE_GROUP_SETTINGS,
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
        description: "Where to write REPORT.md (merge/verify/aggregate - its Gate section; report - the whole report), never through a symbolic link in the checkout. Default for merge is the local session folder's REPORT.md, else arbor-gate/REPORT.md in the git folder (outside the working tree).",
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
    ...TREE_SETTINGS,
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
    ...QUEUE_SETTINGS,
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

/***/ 19432:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Nf: () => (/* binding */ DEFAULT_PROTECTED_GLOBS),
  hZ: () => (/* binding */ NO_TREE),
  at: () => (/* binding */ branchName),
  $M: () => (/* binding */ isMainOrMaster),
  zA: () => (/* binding */ queueParallel),
  rx: () => (/* binding */ resolveGateSettings)
});

// UNUSED EXPORTS: commitMessageBody, isolationSettings, repoRelativePath

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/eval/score.ts + 1 modules
var score = __nccwpck_require__(17269);
// EXTERNAL MODULE: ./src/eval/isolation/account.ts
var account = __nccwpck_require__(9226);
// EXTERNAL MODULE: ./src/eval/isolation/index.ts + 1 modules
var eval_isolation = __nccwpck_require__(91371);
// EXTERNAL MODULE: ./src/gate/setting-lookup.ts + 7 modules
var setting_lookup = __nccwpck_require__(66578);
// EXTERNAL MODULE: ./src/util/terminal.ts
var terminal = __nccwpck_require__(24702);
// EXTERNAL MODULE: ./src/eval/command.ts
var command = __nccwpck_require__(18815);
;// CONCATENATED MODULE: ./src/gate/judgement/settings.ts
/**
 * The judgement rule's settings (judge, confidence, min-repeats, max-repeats, min-effect) and how they
 * go with the rest: what the table's ranges cannot say alone, each refusal naming the flag, input or
 * meta field that holds the bad value.
 */


function judgementSettings(values) {
    const { rule, confidence, minPairs, maxPairs, minEffect, evalRepeats, evalCmdTest } = values;
    const looks = lookSchedule(values.looks, maxPairs);
    if (!(confidence.value < 1)) {
        throw new errors/* UserError */.yo(`${confidence.label}: expected a number between 0 and 1 (one-sided confidence, such as 0.95), got ${confidence.value}`);
    }
    if (minPairs.value < 2) {
        throw new errors/* UserError */.yo(`${minPairs.label}: expected an integer >= 2 (a spread needs two pairs), got ${minPairs.value}`);
    }
    if (maxPairs.value < minPairs.value) {
        throw new errors/* UserError */.yo(`${maxPairs.label}: expected at least ${minPairs.label} (${minPairs.value}), got ${maxPairs.value}`);
    }
    if (rule.value === 'paired' && evalRepeats.given) {
        throw new errors/* UserError */.yo(`${evalRepeats.label}: does not go with ${rule.label} paired, which counts its runs in pairs (min-repeats, max-repeats)`);
    }
    if (rule.value === 'single' && evalRepeats.value < 2 && (0,command/* hasSeedPlaceholder */.Pe)(evalCmdTest.value)) {
        throw new errors/* UserError */.yo(`${evalCmdTest.label}: {seed} has no value with a single run; set eval-repeats (seeds 1..N) or judge paired`);
    }
    return {
        rule: rule.value,
        confidence: confidence.value,
        minPairs: minPairs.value,
        maxPairs: maxPairs.value,
        minEffect: minEffect.value,
        looks,
    };
}
/**
 * `looks` as pair counts: integers, strictly increasing, the first at least 2 (a spread needs two
 * pairs), the last at most max-repeats.
 */
function lookSchedule(given, maxPairs) {
    if (given.value === null || given.value.trim() === '')
        return null;
    const parts = given.value.split(',').map((part) => part.trim());
    const looks = parts.map(Number);
    const bad = (why) => new errors/* UserError */.yo(`${given.label}: expected increasing pair counts such as 3,10 (${why}), got ${JSON.stringify(given.value)}`);
    if (parts.some((part) => !/^[0-9]+$/.test(part)))
        throw bad('whole numbers, comma-separated');
    if (looks[0] < 2)
        throw bad('the first at least 2: a spread needs two pairs');
    if (looks.some((n, i) => i > 0 && n <= looks[i - 1]))
        throw bad('each larger than the one before');
    if (looks[looks.length - 1] > maxPairs.value) {
        throw bad(`the last at most ${maxPairs.label} ${maxPairs.value}`);
    }
    return looks;
}

;// CONCATENATED MODULE: ./src/gate/phases/settings.ts
/**
 * The two-phase settings, validated: score-cmd-test and held-out (input > tree meta). A held-out entry
 * is either a glob inside the repository (protected, hidden from phase 1) or an absolute path on the
 * runner (only phase 2 gets a copy). Every bad value is a UserError naming the flag, input or meta field.
 */


function heldOutEntries(picked) {
    const { value, label } = picked;
    if (!Array.isArray(value))
        throw new errors/* UserError */.yo(`${label}: expected a list of paths`);
    return value.map((entry) => {
        if (typeof entry !== 'string' || entry.trim() === '') {
            throw new errors/* UserError */.yo(`${label}: expected non-empty paths, got ${JSON.stringify(entry)}`);
        }
        // ARBOR_HELD_OUT lists the copies one per line: a line break in a path would forge a second entry.
        if ([...entry].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
            throw new errors/* UserError */.yo(`${label}: control characters are not allowed in ${JSON.stringify(entry)}`);
        }
        return entry.trim();
    });
}
/** The two-phase settings, or null when score-cmd-test is not set (single-phase evaluation). */
function twoPhaseSettings(sources) {
    const command = sources.scoreCmdTest;
    const entries = sources.heldOut === null ? [] : heldOutEntries(sources.heldOut);
    if (command === null || typeof command.value !== 'string' || command.value.trim() === '') {
        if (entries.length > 0) {
            throw new errors/* UserError */.yo(`${sources.heldOut?.label ?? sources.names.heldOut}: held-out paths need a two-phase evaluation: set ${sources.names.scoreCmdTest} too`);
        }
        if (command !== null && typeof command.value !== 'string') {
            throw new errors/* UserError */.yo(`${command.label}: expected a command (a string)`);
        }
        return null;
    }
    const heldOutGlobs = [];
    const heldOutOutside = [];
    for (const entry of entries) {
        if ((0,external_node_path_.isAbsolute)(entry)) {
            heldOutOutside.push((0,external_node_path_.normalize)(entry).replace(/(.)\/+$/, '$1'));
            continue;
        }
        const glob = entry.replace(/^\.\/+/, '');
        if (glob === '..' || glob.startsWith('../') || glob.includes('/../')) {
            throw new errors/* UserError */.yo(`${sources.heldOut?.label}: ${JSON.stringify(entry)} leaves the repository; name a path outside it absolutely`);
        }
        heldOutGlobs.push(glob);
    }
    return { scoreCmdTest: command.value.trim(), heldOutGlobs, heldOutOutside };
}

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
/**
 * Picks the explicit input when given (non-empty), else the row's meta value (the meta value first
 * when it is pinned); with where it came from.
 */
function pick(input, field, meta, name, treeSource, rank) {
    const given = input[field];
    const key = (0,setting_lookup/* settingOf */.y7)(field).meta;
    const fromMeta = key === undefined ? undefined : meta[key];
    const metaPicked = key !== undefined && fromMeta !== undefined && fromMeta !== null && fromMeta !== ''
        ? { value: fromMeta, origin: metaOrigin(key, treeSource) }
        : null;
    const inputGiven = typeof given === 'string' && given.trim() !== '';
    if (rank.pinned && metaPicked !== null) {
        if (inputGiven)
            rank.overridden?.add(field);
        return metaPicked;
    }
    if (inputGiven)
        return { value: given.trim(), origin: { label: name(field) } };
    return metaPicked;
}
function labelledPick(picked) {
    return picked === null ? null : { value: picked.value, label: picked.origin.label };
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
/** The queue's `parallel` (W), as given under `label` (its flag or input); the row's default when empty. Exit 2 when out of range. */
function queueParallel(value, label) {
    const row = (0,setting_lookup/* settingOf */.y7)('parallel');
    const given = value?.trim() ?? '';
    return given === ''
        ? numberDefault(row)
        : numberSetting({ value: given, origin: { label } }, row);
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
function resolveGateSettings(input, meta, name, treeSource = 'the idea tree', rank = { pinned: false }) {
    const get = (field) => pick(input, field, meta, name, treeSource, rank);
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
    const heldOutKey = (0,setting_lookup/* settingOf */.y7)('heldOut').meta;
    const twoPhase = twoPhaseSettings({
        scoreCmdTest: labelledPick(get('scoreCmdTest')),
        heldOut: input.heldOut.length > 0
            ? { value: input.heldOut, label: name('heldOut') }
            : meta[heldOutKey] === undefined || meta[heldOutKey] === null
                ? null
                : { value: meta[heldOutKey], label: metaOrigin(heldOutKey, treeSource).label },
        names: { scoreCmdTest: name('scoreCmdTest'), heldOut: name('heldOut') },
    });
    // Held-out files inside the repository are protected: a branch cannot change the labels it is scored on.
    const protectedGlobs = [
        ...new Set([...inputGlobs, ...metaGlobs, ...DEFAULT_PROTECTED_GLOBS, ...(twoPhase?.heldOutGlobs ?? [])]),
    ];
    // An allow-list is not widened by another: the input, when given, replaces the tree's.
    const editableKey = (0,setting_lookup/* settingOf */.y7)('editablePaths').meta;
    const metaEditable = editableKey === undefined ? undefined : meta[editableKey];
    const editableGlobs = input.editablePaths.length > 0
        ? globList(input.editablePaths, { label: name('editablePaths') })
        : editableKey === undefined || metaEditable === undefined || metaEditable === null
            ? []
            : globList(metaEditable, metaOrigin(editableKey, treeSource));
    const requiredOutputs = input.requiredOutputs.map((path) => repoRelativePath(path, name('requiredOutputs')));
    const scoreKey = stringSetting(get('scoreKey'));
    const scoreFile = pathSetting('scoreFile');
    const regexPicked = get('scoreRegex');
    const scoreRegex = stringSetting(regexPicked);
    if (scoreRegex !== null && regexPicked !== null)
        (0,score/* compileScoreRegex */.vA)(scoreRegex, regexPicked.origin.label);
    const evalRetryBaseDelayS = numberOrDefault('evalRetryBaseDelay');
    const evalRetryMaxDelayS = numberOrDefault('evalRetryMaxDelay');
    const remotePicked = get('remote');
    const remote = stringSetting(remotePicked) ?? String((0,setting_lookup/* settingOf */.y7)('remote').default);
    if (remote.startsWith('-') || /\s/.test(remote)) {
        throw new errors/* UserError */.yo(`${remotePicked?.origin.label ?? name('remote')}: expected a remote name, got ${JSON.stringify(remote)}`);
    }
    const labelled = (field, value) => ({
        value,
        label: get(field)?.origin.label ?? name(field),
    });
    const evalRepeats = numberOrDefault('evalRepeats');
    const judgement = judgementSettings({
        rule: labelled('judge', enumSetting(get('judge'), (0,setting_lookup/* settingOf */.y7)('judge'))),
        confidence: labelled('confidence', numberOrDefault('confidence')),
        minPairs: labelled('minRepeats', numberOrDefault('minRepeats')),
        maxPairs: labelled('maxRepeats', numberOrDefault('maxRepeats')),
        minEffect: labelled('minEffect', number('minEffect')),
        looks: labelled('looks', stringSetting(get('looks'))),
        evalRepeats: { ...labelled('evalRepeats', evalRepeats), given: get('evalRepeats') !== null },
        evalCmdTest: labelled('evalCmdTest', evalCmdTest),
    });
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
        editableGlobs,
        requiredOutputs,
        submissionPath: pathSetting('submissionPath'),
        sampleSubmissionPath: pathSetting('sampleSubmissionPath'),
        evalTimeoutMs: numberOrDefault('evalTimeout') * 1000,
        evalRetries: numberOrDefault('evalRetries'),
        evalRetryBaseDelayMs: evalRetryBaseDelayS * 1000,
        evalRetryMaxDelayMs: evalRetryMaxDelayS * 1000,
        evalRepeats,
        judgement,
        twoPhase,
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
        // Like the logs' folder, the cache is the machine's: input only.
        treeCache: numberOrDefault('treeCache'),
        maxRejudge: numberOrDefault('maxRejudge'),
        commitMessage: input.commitMessage === undefined
            ? null
            : commitMessageBody(input.commitMessage, name('commitMessage')),
        testTrunkScoreGiven: typeof input.testTrunkScore === 'string' && input.testTrunkScore.trim() !== '',
        ledger: input.ledger,
        ledgerRef: stringSetting(get('ledgerRef')) ?? String((0,setting_lookup/* settingOf */.y7)('ledgerRef').default),
        // A secret is never read from the tree's meta: input only.
        ledgerKey: input.ledgerKey?.trim() || null,
        ledgerPush: input.ledgerPush,
        evaluatorVersion: stringSetting(get('evaluatorVersion')),
        fresh: input.fresh,
        queueWaitMs: numberOrDefault('queueWait') * 1000,
        queueCheckTimeoutMs: numberOrDefault('queueCheckTimeout') * 60_000,
    };
}
const COMMIT_MESSAGE_MAX = 4000;
/** A line git or a reader would take for one of the gate's trailers (`Arbor-Score: 99`). */
const TRAILER_LIKE = /^[ \t]*arbor-[a-z0-9-]*[ \t]*:/im;
/**
 * The caller's commit text as the merge commit's body, or null when empty. It is the caller's (an
 * agent's) word, so it may not speak for the gate: no `Arbor-...:` line that would read as one of the
 * gate's trailers, no control character (terminal escapes in `git log`), bounded in length.
 */
function commitMessageBody(text, label) {
    const body = text.replace(/\r\n?/g, '\n').trim();
    if (body === '')
        return null;
    if (body.length > COMMIT_MESSAGE_MAX) {
        throw new errors/* UserError */.yo(`${label}: at most ${COMMIT_MESSAGE_MAX} characters, got ${body.length}`);
    }
    if ((0,terminal/* terminalSafe */.kJ)(body) !== body) {
        throw new errors/* UserError */.yo(`${label}: control characters are not allowed`);
    }
    if (TRAILER_LIKE.test(body)) {
        throw new errors/* UserError */.yo(`${label}: a line starting with Arbor-...: would read as one of the gate's own trailers; reword it`);
    }
    return body;
}


/***/ }),

/***/ 25616:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P0: () => (/* binding */ MAX_MATRIX_BYTES),
/* harmony export */   b5: () => (/* binding */ MAX_WAVE_SHARDS),
/* harmony export */   f5: () => (/* binding */ SHARD_BY),
/* harmony export */   lu: () => (/* binding */ SHARD_SETTINGS),
/* harmony export */   of: () => (/* binding */ SHARD_MODES)
/* harmony export */ });
/** GitHub's limit on the jobs of one matrix: a wave of more shards cannot fan out. */
const MAX_WAVE_SHARDS = 256;
/** GitHub's limit on a job output (the matrix is one). */
const MAX_MATRIX_BYTES = 1024 * 1024;
/** The Action's modes of the sharded flow (the CLI commands of the same names). */
const SHARD_MODES = ['plan', 'eval-shard', 'aggregate'];
const SHARD_BY = ['side-seed', 'seed'];
const SHARD_SETTINGS = [
    {
        field: 'looks',
        name: 'looks',
        kind: 'string',
        section: 'judgement',
        arg: 'N,N',
        description: 'Paired judgement: the pair counts the rule looks at, fixed in advance (comma-separated, increasing, from 2 to max-repeats), and the correction is computed for that schedule; a sharded plan looks after each wave (min-repeats, max-repeats). Default: after every pair from min-repeats to max-repeats.',
    },
    {
        field: 'shardBy',
        name: 'shard-by',
        kind: 'enum',
        section: 'action',
        choices: SHARD_BY,
        default: 'side-seed',
        description: 'mode plan: one shard per side and seed (side-seed: most runners, for evaluations whose noise does not depend on the machine) or per seed (seed: both sides of a seed on one runner, alternating, so the pair shares the machine and pairing cancels its speed and hardware).',
    },
    {
        field: 'plan',
        name: 'plan',
        kind: 'string',
        section: 'action',
        description: "mode eval-shard and aggregate: the plan JSON, from the plan job's `plan` output through `needs` (never from an artifact a shard job could have uploaded).",
    },
    {
        field: 'shard',
        name: 'shard',
        kind: 'string',
        section: 'action',
        description: 'mode eval-shard: the id of the matrix entry to evaluate (`matrix.shard`).',
    },
    {
        field: 'aggregateMode',
        name: 'aggregate-mode',
        kind: 'enum',
        section: 'action',
        choices: ['verify', 'merge'],
        default: 'verify',
        description: "mode aggregate: verify (judge the shards' results, never moves a branch) or merge (and land the candidate on trunk when it improves; the aggregate job alone needs contents: write).",
    },
    {
        field: 'results',
        name: 'results',
        kind: 'string',
        section: 'action',
        description: 'mode aggregate: the folder the shard artifacts were downloaded into (actions/download-artifact with pattern arbor-gate-shard-* and merge-multiple: true).',
    },
];


/***/ }),

/***/ 15950:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ verdictExitCode),
/* harmony export */   o: () => (/* binding */ unjudgedVerdict)
/* harmony export */ });
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
        judgement: { rule: 'single' },
        repeats: null,
        attempts: [],
        changed_paths: 0,
        protected_violations: [],
        missing_outputs: [],
        divergence: null,
        merge_commit: null,
        report_path: null,
        isolation: 'none',
        end: 'settle',
        evaluated: null,
        reused: [],
        reference_source: null,
        reference_ledger: null,
        merge_group: null,
        warnings: [],
        logs: null,
    };
}


/***/ }),

/***/ 53494:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ OPERATOR_SETTINGS)
/* harmony export */ });
/**
 * How this machine runs evaluations is the operator's choice (the server's own flags,
 * `arbor-gate mcp --eval-isolation MODE --eval-user NAME`), never the agent's: an agent that could pass
 * `eval_isolation: none` would run the branch's code as the server's own user. Apart from
 * arguments.ts (zod) so that the CLI knows `mcp`'s flags without loading the MCP server.
 */
const OPERATOR_SETTINGS = ['evalIsolation', 'evalUser'];


/***/ }),

/***/ 33244:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ nextWindow),
/* harmony export */   jH: () => (/* binding */ planQueue),
/* harmony export */   w0: () => (/* binding */ forecastDue),
/* harmony export */   zv: () => (/* binding */ queueExitCode)
/* harmony export */ });
/* unused harmony export expectedBases */
/**
 * The speculative queue's decisions, pure (data in, decisions out): which base each waiting entry is
 * built on, which candidates are rebuilt or measured next, whether the head can be decided, and how
 * the window moves. Entries are the queue's branches in order, the ones decided (landed, rejected,
 * already merged) left out; `trunk` is the commit the first waiting entry lands on.
 */
/**
 * The base each waiting entry should be built on: trunk for the first, then the candidate of the
 * nearest earlier entry that is built on its own right base and not failing (Zuul's "nearest
 * non-failing item"). Null from the first entry whose base is not known yet (an earlier one is not
 * built, or built on a stale base).
 */
function expectedBases(trunk, entries) {
    const bases = [];
    let base = trunk;
    for (const entry of entries) {
        bases.push(base);
        if (base === null || entry.builtOn !== base)
            base = null;
        else if (!entry.failed)
            base = entry.candidate;
    }
    return bases;
}
/**
 * Whether an entry's outcome on its expected base is known (built there, and failing or forecast): the
 * speculation behind it rests on no guess about it, so it takes no place in the window.
 */
function known(entry, base) {
    return base !== null && entry.builtOn === base && (entry.failed || entry.forecast);
}
/**
 * The next steps: within the window (the first `window` waiting entries whose outcome is not known
 * yet, and every known one before them), build what is unbuilt or stale, and measure what is built
 * right. The window counts guesses, not landings: an entry forecast to land or to fail frees its place
 * at once instead of when its landing settles.
 *
 * Measurements start in batches, all or nothing: the window's unstarted guesses start together, only
 * once every entry started before them has a known outcome, and only when `freeSlots` holds them all
 * (a run whose entry was rebuilt may still hold a slot; it no longer holds the queue back). A
 * measurement started as soon as one slot freed would rest on guesses that the runs still under way
 * were about to settle, so which candidates get measured (and how many are wasted on a failing entry)
 * would depend on which run ended first. Started in batches, they are a function of the outcomes alone.
 */
function planQueue(trunk, entries, window, freeSlots) {
    const bases = expectedBases(trunk, entries);
    const build = [];
    const batch = [];
    let started = false;
    let guesses = 0;
    for (const [index, entry] of entries.entries()) {
        const base = bases[index] ?? null;
        if (base === null)
            break;
        if (known(entry, base))
            continue;
        if (guesses === Math.max(1, window))
            break;
        guesses++;
        if (entry.builtOn !== base)
            build.push(index);
        else if (entry.measuring || entry.measured)
            started = true;
        else if (!started)
            batch.push(index);
    }
    const measure = build.length === 0 && batch.length <= freeSlots ? batch : [];
    const head = entries[0];
    const decideHead = head !== undefined && head.builtOn === trunk && !head.measuring && (head.failed || head.measured);
    return { bases, build, measure, decideHead };
}
/**
 * The entry whose forecast is due: the first whose outcome on its expected base is not known yet,
 * once it is built there and measured (null: none, or not measured yet). Forecasts are made in the
 * queue's order only: each moves the window, and halving then growing it is not growing then halving,
 * so a later entry forecast before an earlier one would set the next batch by which run ended first.
 */
function forecastDue(trunk, entries) {
    const bases = expectedBases(trunk, entries);
    for (const [index, entry] of entries.entries()) {
        const base = bases[index] ?? null;
        if (known(entry, base))
            continue;
        const due = base !== null && entry.builtOn === base && entry.candidate !== null && entry.measured;
        return due ? index : null;
    }
    return null;
}
/**
 * The window after an outcome becomes known (a forecast in single mode, else the landing's decision):
 * halved on a failure (never below 1), one wider on an accept, never over `limit`.
 */
function nextWindow(window, limit, accepted) {
    return accepted ? Math.min(limit, window + 1) : Math.max(1, Math.floor(window / 2));
}
/** The queue's exit code: 3 when any verdict is an error, else 1 when any was rejected, else 0. */
function queueExitCode(codes) {
    if (codes.includes(3))
        return 3;
    return codes.includes(1) ? 1 : 0;
}


/***/ }),

/***/ 39409:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Tz: () => (/* binding */ lineChart),
/* harmony export */   aB: () => (/* binding */ treeDiagram),
/* harmony export */   mw: () => (/* binding */ pairedChart)
/* harmony export */ });
/* unused harmony export mermaidLabel */
/* harmony import */ var _util_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(17183);
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
    const short = (0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .shortened */ .vI)((0,_util_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text.replace(/\s+/g, ' ')), max).text;
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
/**
 * `graph TD` of the shown nodes (already capped by the caller): an edge over skipped levels is dotted
 * and says how many, a node's undrawn children are one "+N more" node; `hidden` adds an "and N more".
 */
function treeDiagram(nodes, hidden, formatScore) {
    const key = new Map(nodes.map((node, index) => [node.id, `n${index}`]));
    const lines = ['graph TD'];
    for (const node of nodes) {
        const score = node.score === null ? '' : ` = ${formatScore(node.score)}`;
        lines.push(`  ${key.get(node.id)}["${mermaidLabel(`${node.id} [${node.status}]${score}: ${node.label}`)}"]`);
    }
    for (const node of nodes) {
        const parent = node.parent_id === null ? undefined : key.get(node.parent_id);
        if (parent === undefined)
            continue;
        const skipped = Math.trunc(node.levels_skipped);
        lines.push(skipped > 0
            ? `  ${parent} -. "${skipped} level${skipped === 1 ? '' : 's'}" .-> ${key.get(node.id)}`
            : `  ${parent} --> ${key.get(node.id)}`);
    }
    for (const node of nodes) {
        const count = Math.trunc(node.hidden_children);
        if (count <= 0)
            continue;
        const self = key.get(node.id);
        lines.push(`  ${self}_more["+${count} more"]`, `  ${self} -.-> ${self}_more`);
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
/**
 * `xychart-beta` of a paired judgement's samples: one line per side over the seeds, so a reader sees
 * whether the candidate is above trunk on each seed or only on average; values must be finite.
 */
function pairedChart(title, yLabel, samples) {
    return [
        'xychart-beta',
        `  title "${mermaidLabel(title)}"`,
        `  x-axis "seed" [${samples.map((s) => `"${s.seed}"`).join(', ')}]`,
        `  y-axis "${mermaidLabel(yLabel)}"`,
        `  line [${samples.map((s) => String(s.trunk)).join(', ')}]`,
        `  line [${samples.map((s) => String(s.candidate)).join(', ')}]`,
    ].join('\n');
}


/***/ }),

/***/ 35479:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d1: () => (/* binding */ renderVerdictMarkdown),
  rP: () => (/* binding */ renderVerdictText)
});

// UNUSED EXPORTS: evaluatedLabel

// EXTERNAL MODULE: ./src/gate/candidate.ts
var candidate = __nccwpck_require__(74926);
// EXTERNAL MODULE: ./src/gate/merge-group/entry.ts
var merge_group_entry = __nccwpck_require__(60474);
// EXTERNAL MODULE: ./src/util/markdown.ts
var markdown = __nccwpck_require__(17183);
// EXTERNAL MODULE: ./src/util/metric.ts
var metric = __nccwpck_require__(32430);
// EXTERNAL MODULE: ./src/report/mermaid.ts
var mermaid = __nccwpck_require__(39409);
;// CONCATENATED MODULE: ./src/report/judgement.ts


const num = (value) => value === null || value === undefined ? '-' : (0,metric/* formatVerdictScore */.jY)(value);
const STOPPED = {
    early: 'early',
    futility: 'early for futility (below --min-effect)',
    cap: 'at the cap (--max-repeats)',
};
function stoppedWords(judgement) {
    return judgement.stopped === null ? 'before a decision' : STOPPED[judgement.stopped];
}
/** The paired judgement of `verdict`, or null in single mode. */
function pairedOf(verdict) {
    return verdict.judgement.rule === 'paired' ? verdict.judgement : null;
}
/** One line for the commit status and the headline: pairs, mean difference and its bounds. */
function pairedSummary(judgement) {
    const d = judgement.difference;
    if (d === null)
        return `paired: ${judgement.pairs} pair(s), no look`;
    return `paired: ${judgement.pairs} pair(s), gain ${num(d.mean)} [${num(d.lower)}, ${num(d.upper)}]`;
}
/** The terminal's lines for a paired judgement. */
function pairedTextLines(judgement) {
    const lines = [
        `  judgement paired at confidence ${judgement.confidence}: ${judgement.pairs} pair(s) on seeds ${judgement.seeds.join(', ') || '-'}, ${judgement.evaluations} evaluation(s), stopped ${stoppedWords(judgement)}`,
    ];
    if (judgement.trunk !== null && judgement.candidate !== null) {
        lines.push(`  trunk mean ${num(judgement.trunk.mean)} (sd ${num(judgement.trunk.sd)}), candidate mean ${num(judgement.candidate.mean)} (sd ${num(judgement.candidate.sd)})`);
    }
    const d = judgement.difference;
    if (d !== null) {
        lines.push(`  gain ${num(d.mean)}, bounds [${num(d.lower)}, ${num(d.upper)}] at one-sided level ${d.level.toPrecision(3)}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)}`);
    }
    return lines;
}
/** The Markdown section for a paired judgement: a short table and the chart of the samples. */
function pairedMarkdown(judgement, direction, heading) {
    const d = judgement.difference;
    const out = [
        `${heading} Paired judgement`,
        '',
        `Trunk and the candidate were evaluated alternately on the same seeds, at one-sided confidence ${judgement.confidence}; stopped ${stoppedWords(judgement)} after ${judgement.pairs} pair(s) and ${judgement.evaluations} evaluation(s).`,
        '',
        '| | mean | sd |',
        '|---|---|---|',
        `| trunk | ${num(judgement.trunk?.mean)} | ${num(judgement.trunk?.sd)} |`,
        `| candidate | ${num(judgement.candidate?.mean)} | ${num(judgement.candidate?.sd)} |`,
        `| gain (${direction}) | ${num(d?.mean)} | bounds [${num(d?.lower)}, ${num(d?.upper)}]${d === null ? '' : ` at level ${d.level.toPrecision(3)}`}, p ${judgement.p === null ? '-' : judgement.p.toPrecision(3)} |`,
        '',
    ];
    if (judgement.samples.length > 0) {
        out.push('```mermaid', (0,mermaid/* pairedChart */.mw)('Paired samples: trunk (first line) and candidate', 'B_test', judgement.samples), '```', '');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/verdict.ts





const HEADLINES = {
    merged: 'MERGED',
    would_merge: 'ACCEPTED (would merge)',
    rejected: 'REJECTED',
    already_merged: 'ALREADY MERGED',
    error: 'ERROR',
};
function verdict_num(value) {
    return value === null || value === undefined ? '-' : (0,metric/* formatVerdictScore */.jY)(value);
}
function verdict_short(sha) {
    return sha === null ? '-' : sha.slice(0, 12);
}
function referenceRows(verdict) {
    const rows = [];
    const ledger = verdict.reference_ledger;
    if (ledger)
        rows.push({
            name: `ledger: ${ledger.runs} run(s) of trunk at ${verdict_short(ledger.sha)}`,
            value: ledger.score,
        });
    else if (verdict.references.test_trunk_score !== null)
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
    return (0,candidate/* evaluatedWords */.hv)(verdict.evaluated?.kind ?? 'source');
}
function formatGain(gain) {
    if (gain === null)
        return '-';
    return `${gain > 0 ? '+' : ''}${verdict_num(gain)}`;
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
const verdict_name = (text) => (0,markdown/* plainLine */.h0)(text, markdown/* NAME_MAX */.fo);
const REFERENCE_WORDS = {
    input: 'the test-trunk-score given',
    ledger: "the ledger's score of its tree",
    meta: "the tree's meta test_trunk_score",
    measured: 'measured now',
};
/** A merge-queue entry's judgement in words: its PR, the step it was judged on, where that score came from. */
function mergeGroupLine(verdict) {
    const entry = verdict.merge_group;
    if (!entry)
        return null;
    const pr = entry.pr === null ? 'an entry whose branch names no PR' : `the entry of PR #${entry.pr}`;
    const source = verdict.reference_source ? ` (reference: ${REFERENCE_WORDS[verdict.reference_source]})` : '';
    return `Merge queue: ${pr}, judged on ${(0,merge_group_entry/* stepWords */.c)(entry)}${source}.`;
}
function renderVerdictText(verdict) {
    const node = verdict.node_id === null ? '' : ` node ${verdict_name(verdict.node_id)}`;
    const target = verdict_name(verdict.target.resolved ?? verdict.target.requested);
    const lines = [
        `${HEADLINES[verdict.decision]}${verdict.dry_run ? ' [dry run]' : ''}:${node} ${verdict_name(verdict.source.ref)} (${verdict_short(verdict.source.sha)}) -> ${target || '-'}`,
    ];
    const refs = referenceRows(verdict)
        .map((r) => `${r.name} ${verdict_num(r.value)} (${formatGain(signedGain(verdict, r.value))})`)
        .join(', ');
    if (verdict.score !== null || refs !== '') {
        const of = verdict.evaluated ? `B_test of ${evaluatedLabel(verdict)}` : 'B_test score';
        lines.push(`  ${of} ${verdict_num(verdict.score)} (${verdict.metric_direction})${refs === '' ? '' : ` vs ${refs}`}`);
    }
    if (verdict.evaluated)
        lines.push(`  evaluated tree ${verdict.evaluated.tree}`);
    const queue = mergeGroupLine(verdict);
    if (queue !== null)
        lines.push(`  ${(0,markdown/* plainLine */.h0)(queue)}`);
    if (verdict.dev_score !== null)
        lines.push(`  B_dev score ${verdict_num(verdict.dev_score)}`);
    const paired = pairedOf(verdict);
    if (paired !== null)
        lines.push(...pairedTextLines(paired));
    const isolation = isolationNote(verdict);
    if (isolation !== null)
        lines.push(`  isolation: ${isolation}`);
    for (const reason of verdict.reasons)
        lines.push(`  - ${reason.code}: ${(0,markdown/* plainLine */.h0)(reason.message)}`);
    for (const warning of verdict.warnings)
        lines.push(`  ! warning: ${(0,markdown/* plainLine */.h0)(warning)}`);
    if (verdict.divergence !== null)
        lines.push(`  ! divergence: ${(0,markdown/* plainLine */.h0)(verdict.divergence.message)}`);
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
    const side = attempt.side === undefined ? '' : ` ${attempt.side}`;
    const seed = attempt.seed === undefined || attempt.seed === null ? '' : ` seed ${attempt.seed}`;
    return `| ${attempt.n}${side}${seed} | ${ending} | ${attempt.duration_s.toFixed(1)} s | ${verdict_num(attempt.score)} |`;
}
function renderVerdictMarkdown(verdict, opts = {}) {
    const level = '#'.repeat(opts.headingLevel ?? 2);
    const sub = `${level}#`;
    const tailLines = opts.logTailLines ?? 40;
    const target = verdict.target.resolved ?? verdict.target.requested;
    const out = [`${level} Gate`, ''];
    out.push(`**${HEADLINES[verdict.decision]}**${verdict.dry_run ? ' (dry run: nothing was written)' : ''}: ` +
        `${verdict.node_id === null ? '' : `node ${(0,markdown/* markdownCode */.D9)(verdict.node_id)}, `}source ${(0,markdown/* markdownCode */.D9)(verdict.source.ref)} ` +
        `(${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.source.sha))}) into ${(0,markdown/* markdownCode */.D9)(target || '-')}` +
        (verdict.target.requested !== '' &&
            verdict.target.resolved !== null &&
            verdict.target.requested !== verdict.target.resolved
            ? ` (requested ${(0,markdown/* markdownCode */.D9)(verdict.target.requested)})`
            : ''), '');
    const queue = mergeGroupLine(verdict);
    if (queue !== null)
        out.push((0,markdown/* markdownText */.p7)(queue), '');
    out.push(`| | B_test (${verdict.metric_direction}) | change |`, '|---|---|---|');
    out.push(`| ${evaluatedLabel(verdict)} | ${verdict_num(verdict.score)} | |`);
    for (const ref of referenceRows(verdict))
        out.push(`| ${ref.name} | ${verdict_num(ref.value)} | ${formatGain(signedGain(verdict, ref.value))} |`);
    if (verdict.dev_score !== null)
        out.push(`| B_dev of this node | ${verdict_num(verdict.dev_score)} | |`);
    if (verdict.repeats) {
        out.push(`| ${verdict.repeats.n} repeats | mean ${verdict_num(verdict.repeats.mean)}, stdev ${verdict_num(verdict.repeats.stdev)} | |`);
    }
    out.push('');
    const paired = pairedOf(verdict);
    if (paired !== null)
        out.push(...pairedMarkdown(paired, verdict.metric_direction, sub));
    if (verdict.evaluated) {
        const what = verdict.evaluated.kind === 'merge'
            ? `the merge of ${(0,markdown/* markdownCode */.D9)(target || '-')} and this branch`
            : `this branch, which already contains ${(0,markdown/* markdownCode */.D9)(target || '-')}`;
        out.push(`B_test was measured on ${what}: tree ${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.evaluated.tree))}.`, '');
    }
    if (verdict.reasons.length > 0) {
        out.push(`${sub} Reasons`, '');
        for (const reason of verdict.reasons)
            out.push(`- \`${reason.code}\`: ${(0,markdown/* markdownText */.p7)(reason.message)}`);
        out.push('');
    }
    const warnings = verdict.warnings;
    if (warnings.length > 0) {
        out.push(`${sub} Warnings`, '', ...warnings.map((w) => `- ${(0,markdown/* markdownText */.p7)(w)}`), '');
    }
    if (verdict.divergence !== null) {
        out.push(`> [!WARNING]`, `> B_dev/B_test divergence (${verdict.divergence.kind}): ${(0,markdown/* markdownText */.p7)(verdict.divergence.message)}`, '');
    }
    if (verdict.protected_violations.length > 0) {
        out.push(`${sub} Protected paths`, '', ...verdict.protected_violations.map((p) => `- ${(0,markdown/* markdownCode */.D9)(p)}`), '');
    }
    if (verdict.missing_outputs.length > 0) {
        out.push(`${sub} Missing outputs`, '', ...verdict.missing_outputs.map((p) => `- ${(0,markdown/* markdownCode */.D9)(p)}`), '');
    }
    if (verdict.attempts.length > 0) {
        out.push(`${sub} Evaluation attempts`, '', '| # | ended | duration | score |', '|---|---|---|---|');
        out.push(...verdict.attempts.map(attemptRow), '');
        out.push(`Isolation: ${ISOLATION_NOTES[verdict.isolation]}.`, '');
    }
    if (verdict.merge_commit !== null) {
        out.push(`Merge commit ${(0,markdown/* markdownCode */.D9)(verdict.merge_commit)} on ${(0,markdown/* markdownCode */.D9)(target)} (was ${(0,markdown/* markdownCode */.D9)(verdict_short(verdict.target.sha_before))}).`, '');
    }
    out.push(`Changed paths: ${verdict.changed_paths}.`, '');
    const last = verdict.attempts.at(-1);
    if (last !== undefined && tailLines > 0 && last.log.trim() !== '') {
        const tail = last.log.split('\n').slice(-tailLines).join('\n');
        out.push('<details><summary>Evaluation log (tail)</summary>', '', (0,markdown/* codeBlock */.DV)(tail, 'text'), '', '</details>', '');
    }
    return `${out.join('\n').trimEnd()}\n`;
}


/***/ }),

/***/ 99076:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ checkTreeIntegrity),
/* harmony export */   dy: () => (/* binding */ checkSession)
/* harmony export */ });
/* unused harmony export checkArtifacts */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(50767);
/* harmony import */ var _events_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(84455);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(33803);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(94089);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(68929);
/**
 * Session integrity: the checks of Arbor's helper (version, root_id present, every node's `id`,
 * statuses, parent/children both ways: a parent without `children_ids` does not list its child) plus
 * depth, cycles, orphans, numeric scores (NaN and Infinity included, as Arbor loads them), `max_depth`
 * a number or null (unlimited) and a valid direction, and the artifact flags of `arbor_state.py check`,
 * at least as strictly: `idea_tree.md` must exist, no entry of experiments/ may be a symlink, and with
 * the experiment flags every `experiments/<id>/` folder needs `report.md` and `metrics.json`.
 * `needs_retry` is a valid status here (Arbor's helper wrongly rejects it).
 */







const META_SCORES = ['baseline_score', 'trunk_score', 'test_baseline_score', 'test_trunk_score'];
const NODE_SCORES = ['score', 'test_score'];
const DIRECTIONS = ['maximize', 'minimize'];
/** Event lines listed one by one before the rest are summed up, so a broken log stays readable. */
const LISTED_EVENT_PROBLEMS = 20;
function describe(value) {
    return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
}
/** Any number is a score: Arbor writes a failed evaluation as NaN and loads NaN and Infinity back. */
function scoreProblem(where, field, value) {
    if (value === undefined || value === null || typeof value === 'number')
        return null;
    return `${where}: ${field} is ${describe(value)} (must be a number or null)`;
}
/** The tree's integrity problems (empty when it is sound). Pure: takes the raw tree as read. */
function checkTreeIntegrity(tree) {
    const problems = [];
    const nodes = tree.nodes;
    const ids = (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree).map(([id]) => id);
    if (tree.version !== undefined && tree.version !== _tree_js__WEBPACK_IMPORTED_MODULE_6__/* .TREE_VERSION */ .o8) {
        problems.push(`version is ${describe(tree.version)} (expected ${_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .TREE_VERSION */ .o8})`);
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
    // null is Arbor's "unlimited" (its MCP tools and `arbor_state.py init --max-depth none` write it).
    const maxDepth = tree.max_depth;
    if (maxDepth !== undefined && maxDepth !== null && (typeof maxDepth !== 'number' || maxDepth < 0)) {
        problems.push(`max_depth is ${describe(maxDepth)} (expected a non-negative number or null)`);
    }
    if (ids.length === 0) {
        problems.push('the tree has no nodes');
        return problems;
    }
    // Arbor's IdeaTree cannot load a tree without root_id, so it is a problem; the parentless node
    // stands in for the root in the checks below so that they do not all report it again.
    if (tree.root_id === undefined)
        problems.push('root_id is missing');
    const rootId = typeof tree.root_id === 'string' ? tree.root_id : ids.find((id) => nodes[id]?.parent_id == null);
    const root = rootId === undefined ? undefined : nodes[rootId];
    if (rootId === undefined || root === undefined) {
        if (tree.root_id !== undefined)
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
        if (node.id === undefined)
            problems.push(`${where}: id field is missing`);
        else if (node.id !== id)
            problems.push(`${where}: id field is ${describe(node.id)} (must equal its key)`);
        if (typeof node.status !== 'string') {
            problems.push(`${where}: status is missing`);
        }
        else if (!_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .NODE_STATUSES */ .q_.includes(node.status)) {
            problems.push(`${where}: status ${describe(node.status)} is not one of ${_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .NODE_STATUSES */ .q_.join(', ')}`);
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
                if (!Array.isArray(parent?.children_ids) || !parent.children_ids.includes(id)) {
                    problems.push(`${where}: parent ${parentId} does not list it in children_ids`);
                }
                if (typeof node.depth === 'number' &&
                    typeof parent?.depth === 'number' &&
                    node.depth !== parent.depth + 1) {
                    problems.push(`${where}: depth ${node.depth} (parent ${parentId} has depth ${parent.depth})`);
                }
            }
        }
        if (typeof node.depth === 'number' && typeof maxDepth === 'number' && node.depth > maxDepth) {
            problems.push(`${where}: depth ${node.depth} exceeds max_depth ${maxDepth}`);
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
    for (const [start] of (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree)) {
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
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => null);
    return info !== null && info.isFile() && info.size > 0;
}
async function isDirectory(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
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
    const stats = await (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .readJsonl */ .f)(path, (value, lineNumber, text) => {
        const kinds = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .findTokenShapedStrings */ .Mq)(text);
        if (kinds.length > 0) {
            tokenLines += 1;
            note(`events.jsonl line ${lineNumber}: token-shaped string (${[...new Set(kinds)].join(', ')}); events must be secret-free`);
        }
        if ((0,_events_js__WEBPACK_IMPORTED_MODULE_3__/* .asEvent */ .Rp)(value) !== null)
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
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => null);
    return info !== null && info.isFile();
}
/** A folder name as a problem line shows it: quoted when it is not one plain segment. */
function folderLabel(name) {
    return SAFE_ID.test(name) ? name : JSON.stringify(name);
}
/** The folders directly under experiments/ (symlinks are not followed), by name. */
async function experimentFolders(experiments) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(experiments, { withFileTypes: true }).catch(() => []);
    return entries
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
}
/** Per scored node: its experiments/<id>/ folder and, when asked, its executor prompt. */
async function scoredNodeProblems(paths, tree, needExperiment, needPrompt) {
    const problems = [];
    for (const [id, node] of (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .nodeEntries */ .pB)(tree)) {
        if (id === tree.root_id || (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .finiteScore */ .wr)(node.score) === null)
            continue;
        if (!SAFE_ID.test(id)) {
            problems.push(`node ${JSON.stringify(id)}: id cannot name an experiments/ folder`);
            continue;
        }
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.experiments, id);
        if (needExperiment && !(await isDirectory(folder))) {
            problems.push(`node ${id}: scored but experiments/${id}/ is missing`);
        }
        if (needPrompt && !(await nonEmptyFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'executor_prompt.md')))) {
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
                if (!(await isFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.experiments, name, file))) && !already.some((p) => p.endsWith(label)))
                    problems.push(label);
            }
        }
    }
    else if (needPrompt && already.length === 0) {
        const prompts = await Promise.all(folders.map((name) => isFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.experiments, name, 'executor_prompt.md'))));
        if (!prompts.includes(true))
            problems.push(`no executor_prompt.md in any experiments/<id>/ folder (${paths.experiments})`);
    }
    return problems;
}
/**
 * An entry of experiments/ that is a symlink: Arbor's check follows it (and may vouch for files outside
 * the session), the session tools never do, so it is a problem whatever the flags.
 */
async function symlinkedExperimentProblems(experiments) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(experiments, { withFileTypes: true }).catch(() => []);
    return entries
        .filter((entry) => entry.isSymbolicLink())
        .map((entry) => `experiments/${folderLabel(entry.name)} is a symlink (an experiment folder must be a real folder)`)
        .sort();
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
        const stats = await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readJsonObjectFile */ .Uc)(paths.runStats);
        if (stats.state === 'missing')
            problems.push(`run_stats.json is missing (${paths.runStats})`);
        else if (stats.state === 'unreadable')
            problems.push(`run_stats.json is unreadable: ${stats.reason}`);
    }
    problems.push(...(await symlinkedExperimentProblems(paths.experiments)));
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
    const tree = await (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .readTreeFile */ .xt)(paths.tree);
    return [...checkTreeIntegrity(tree), ...(await checkArtifacts(paths, (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .normalizeTree */ .SK)(tree), required))];
}


/***/ }),

/***/ 84455:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   PJ: () => (/* binding */ readEventSummary),
/* harmony export */   Rp: () => (/* binding */ asEvent)
/* harmony export */ });
/* unused harmony exports isEvent, eventFamily, EventSummarizer */
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(94089);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(74976);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(68929);
/**
 * Arbor's event log (`events.jsonl`, one `{ts, type, data}` per line). The summary is built in one
 * streaming pass and holds only bounded state (counters, merges, open executors), so memory does not
 * grow with the number of events.
 */



/** True when `value` has Arbor's event shape: finite `ts`, non-empty `type`, object `data`. */
function isEvent(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(value))
        return false;
    const { ts, type, data } = value;
    return (typeof ts === 'number' && Number.isFinite(ts) && typeof type === 'string' && type !== '' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(data));
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
function text(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
/**
 * Who made an LLM call: Arbor's `record_llm_usage` writes `source` ("agent", "context_compaction",
 * "parse_eval_score", ...); older logs and Arbor's demo session write `agent` ("coordinator",
 * "sub:n1"). `source` first, as Arbor writes it now.
 */
function callSource(data) {
    return text(data.source) ?? text(data.agent) ?? 'unknown';
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
        last_start_ts: null,
        last_end_ts: null,
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
        const nodeId = text(data.node_id);
        switch (entry.handling) {
            case Handling.Count:
                break;
            case Handling.SessionStart:
                summary.session_start ??= data;
                summary.last_start_ts = ts;
                if (data.smoke === true || data.mode === 'smoke')
                    summary.smoke = true;
                break;
            case Handling.SessionEnd:
                summary.session_end = data;
                summary.last_end_ts = ts;
                if (data.emergency_timeout === true || /timeout/i.test(String(data.exit_reason ?? ''))) {
                    summary.emergency_timeout = true;
                }
                break;
            case Handling.LlmCall: {
                addTokens(summary.tokens, data);
                const agent = callSource(data);
                let totals = this.agents.get(agent);
                if (totals === undefined)
                    this.agents.set(agent, (totals = emptyTokens()));
                addTokens(totals, data);
                summary.llm_model ??= text(data.model);
                summary.llm_provider ??= text(data.provider);
                break;
            }
            case Handling.IdeaMerged:
                if (nodeId !== null) {
                    summary.merges.push({
                        ts,
                        node_id: nodeId,
                        from_score: (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteScore */ .wr)(data.from_score),
                        to_score: (0,_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .finiteScore */ .wr)(data.to_score),
                        branch: text(data.branch),
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
            const note = text(data.insight) ?? text(data.reason) ?? text(data.message);
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
    const stats = await (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_0__/* .readJsonl */ .f)(path, (value) => {
        if (!isEvent(value))
            return false;
        summarizer.add(value);
        return true;
    });
    return summarizer.finish(stats);
}


/***/ }),

/***/ 33803:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ readJsonObjectFile),
/* harmony export */   s0: () => (/* binding */ pathExists),
/* harmony export */   v_: () => (/* binding */ entryExists)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(74976);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
/** Reading a session's optional files: presence checks and small JSON files, tolerant, never fatal. */



/** True when `path` exists (symlinks followed). */
function pathExists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false);
}
/** True when there is a directory entry at `path`, even a dangling symlink (not followed). */
function entryExists(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).then(() => true, () => false);
}
/** Reads a JSON object file; a missing file, bad JSON or a non-object is reported, not thrown. */
async function readJsonObjectFile(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
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
        return { state: 'unreadable', reason: `not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(error)})` };
    }
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .G)(value) ? { state: 'ok', value } : { state: 'unreadable', reason: 'not a JSON object' };
}


/***/ }),

/***/ 86147:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ pyNumber),
/* harmony export */   V6: () => (/* binding */ placedInOrder),
/* harmony export */   pb: () => (/* binding */ patchJson),
/* harmony export */   vR: () => (/* binding */ freshJson)
/* harmony export */ });
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(95216);
/* harmony import */ var _py_format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(65209);
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
    return Number.isSafeInteger(value) ? String(value) : (0,_py_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pyJsonFloat */ .a$)(value);
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
/**
 * Objects whose key order is the order their new keys are to be written in. Other objects get new
 * keys after their last entry: JavaScript puts integer-like keys (node ids such as "2") first, so
 * their order says nothing about the file's.
 */
const orderedObjects = new WeakSet();
/** Marks `value` so that patchJson writes each key it adds after the key before it in `value`. */
function placedInOrder(value) {
    orderedObjects.add(value);
    return value;
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
        this.scanner = new _json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .Scanner */ .Lp(text);
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
            entries.push({ key, start: keyStart, valueStart, valueEnd: scanner.pos, kept });
        });
        if (repeated) {
            // A repeated key: which copy the new value stands for is unknowable; write the object anew.
            this.edits.length = editsBefore;
            return this.replace(start, value);
        }
        // A new key goes after the last kept entry, or, in an object placed in order (placedInOrder),
        // after the kept key that comes before it in the value.
        const inOrder = orderedObjects.has(value);
        const keptAt = new Map(entries.filter((e) => e.kept).map((e) => [e.key, e]));
        const lastKept = entries.filter((e) => e.kept).at(-1) ?? null;
        let anchor = null;
        const added = [];
        for (const key of Object.keys(value)) {
            if (value[key] === undefined)
                continue;
            if (seen.has(key))
                anchor = keptAt.get(key) ?? anchor;
            else
                added.push({
                    prefix: `${JSON.stringify(key)}${colon}`,
                    value: value[key],
                    after: inOrder ? anchor : lastKept,
                });
        }
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
        const last = entries.at(-1) ?? null;
        const added = value.slice(entries.length).map((item) => ({ prefix: '', value: item, after: last }));
        this.resize(start, entries, added, '[]');
    }
    /**
     * Removes the entries not kept (each run with its separator) and adds the new ones after the entry
     * each names (before the first kept entry when it names none), in the container's own layout
     * (Python's when it had no entries).
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
        const firstKept = kept[0];
        added.forEach((entry, index) => {
            const after = entry.after !== null && entry.after.kept ? entry.after : null;
            const at = after === null ? firstKept.start : after.valueEnd;
            const item = fresh[index];
            this.edits.push({ start: at, end: at, text: after === null ? item + separator : separator + item });
        });
    }
}
/** The indentation unit of a document (its first nested line), or null when it is on one line. */
function indentOf(text) {
    const scanner = new _json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .Scanner */ .Lp(text);
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


/***/ }),

/***/ 95216:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ memberOf),
/* harmony export */   Es: () => (/* binding */ keysInOrder),
/* harmony export */   Lp: () => (/* binding */ Scanner),
/* harmony export */   S6: () => (/* binding */ parsePythonJson),
/* harmony export */   Yh: () => (/* binding */ fieldKeysInOrder),
/* harmony export */   dH: () => (/* binding */ parseJsonDocument)
/* harmony export */ });
/* unused harmony export plainValue */
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


/***/ }),

/***/ 94089:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  f: () => (/* binding */ readJsonl)
});

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
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


/***/ }),

/***/ 39980:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ locateSession)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(83916);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(37732);
/** Finds the session folder a command was pointed at, and refuses a folder that does not exist. */



async function locateSession(opts) {
    const dir = (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveSessionDir */ .KW)(opts);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => null);
    if (info === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`no session folder at ${dir}`);
    if (!info.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${dir} is not a session folder (it is a file)`);
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .sessionPaths */ .NE)(dir);
}


/***/ }),

/***/ 37732:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ validateRunName),
/* harmony export */   KW: () => (/* binding */ resolveSessionDir),
/* harmony export */   Ko: () => (/* binding */ SESSIONS_DIR),
/* harmony export */   NE: () => (/* binding */ sessionPaths)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
/** Where an Arbor session keeps its files (spec "Checkpoint Files"). */


const SESSIONS_DIR = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)('.arbor', 'sessions');
const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function sessionPaths(dir) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(dir);
    const parts = abs.split(/[\\/]/);
    const runName = parts.at(-1) ?? '';
    const inLayout = parts.at(-2) === 'sessions' && parts.at(-3) === '.arbor';
    const coordinator = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, '.coordinator');
    return {
        dir: abs,
        workspace: inLayout ? parts.slice(0, -3).join('/') || '/' : null,
        runName,
        tree: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'idea_tree.json'),
        treeMarkdown: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'idea_tree.md'),
        checkpoint: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'checkpoint.json'),
        messages: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(coordinator, 'messages.jsonl'),
        events: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'events.jsonl'),
        runStats: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'run_stats.json'),
        report: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'REPORT.md'),
        experiments: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(abs, 'experiments'),
    };
}
/** A run name is one path segment: it can never climb out of `.arbor/sessions/`. */
function validateRunName(runName, flag = '--run-name') {
    if (!RUN_NAME.test(runName) || runName.includes('..')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo(`${flag} must be a single folder name of letters, digits, '.', '_' or '-' (got ${JSON.stringify(runName)})`);
    }
    return runName;
}
/** The session folder from a positional SESSION_DIR, or from --cwd and --run-name. */
function resolveSessionDir(opts) {
    if (opts.positional !== undefined && opts.positional !== '') {
        if (opts.runName !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('give either a SESSION_DIR argument or --run-name, not both');
        }
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(opts.positional)
            ? opts.positional
            : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(opts.cwd ?? process.cwd(), opts.positional);
    }
    if (opts.runName === undefined || opts.runName === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo('no session given: pass SESSION_DIR, or --run-name NAME (with --cwd DIR for the project root)');
    }
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(opts.cwd ?? process.cwd()), SESSIONS_DIR, validateRunName(opts.runName));
}


/***/ }),

/***/ 65209:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XO: () => (/* binding */ pyFloatRepr),
/* harmony export */   a$: () => (/* binding */ pyJsonFloat),
/* harmony export */   iV: () => (/* binding */ isPyTruthy),
/* harmony export */   mS: () => (/* binding */ pyFixed),
/* harmony export */   qT: () => (/* binding */ pyGeneral),
/* harmony export */   rD: () => (/* binding */ pyStr)
/* harmony export */ });
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
/** Python's repr of a str: single quotes unless the text holds one and no double quote. */
function pyStrRepr(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of text) {
        const code = ch.codePointAt(0);
        if (ch === quote || ch === '\\')
            out += `\\${ch}`;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (code < 0x20 || (code >= 0x7f && code < 0xa0))
            out += `\\x${code.toString(16).padStart(2, '0')}`;
        else
            out += ch;
    }
    return out + quote;
}
/**
 * `str(value)` in Python for a value json.loads gave (what an f-string prints for a dict or list):
 * `{'a': 1, 'b': [None, True]}`. A number JSON spelled `1.0` arrives here as 1 and prints as `1`.
 */
function pyStr(value) {
    return typeof value === 'string' ? value : pyRepr(value);
}
function pyRepr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (value === true)
        return 'True';
    if (value === false)
        return 'False';
    if (typeof value === 'number')
        return Number.isSafeInteger(value) ? String(value) : pyFloatRepr(value);
    if (typeof value === 'string')
        return pyStrRepr(value);
    if (Array.isArray(value))
        return `[${value.map(pyRepr).join(', ')}]`;
    if (typeof value === 'object')
        return `{${Object.entries(value)
            .map(([key, item]) => `${pyStrRepr(key)}: ${pyRepr(item)}`)
            .join(', ')}}`;
    return pyStrRepr(String(value));
}
/** Python's truthiness of a value json.loads gave: None, False, 0, '' and empty containers are false. */
function isPyTruthy(value) {
    if (value === null || value === undefined || value === false || value === 0 || value === '')
        return false;
    if (Array.isArray(value))
        return value.length > 0;
    if (typeof value === 'object')
        return Object.keys(value).length > 0;
    return true;
}


/***/ }),

/***/ 68929:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  q_: () => (/* binding */ NODE_STATUSES),
  o8: () => (/* binding */ TREE_VERSION),
  wr: () => (/* binding */ finiteScore),
  H_: () => (/* binding */ metricDirectionOf),
  kV: () => (/* binding */ nodeCount),
  pB: () => (/* binding */ nodeEntries),
  SK: () => (/* binding */ normalizeTree),
  cC: () => (/* binding */ parseTreeJson),
  xt: () => (/* binding */ readTreeFile),
  NE: () => (/* binding */ readTreeIfPresent),
  f0: () => (/* binding */ readTreeTolerantly),
  _z: () => (/* binding */ rewrittenTreeMarkdown),
  Lj: () => (/* binding */ serializeTree),
  Kx: () => (/* binding */ setNodeFields),
  Xq: () => (/* binding */ treeMarkdownPath),
  yf: () => (/* binding */ updateTreeFile)
});

// UNUSED EXPORTS: nodeIds, updateTreeMarkdown, writtenByHelper

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(83916);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __nccwpck_require__(74976);
// EXTERNAL MODULE: ./src/util/atomic.ts
var atomic = __nccwpck_require__(64535);
// EXTERNAL MODULE: ./src/session/json-patch.ts
var json_patch = __nccwpck_require__(86147);
// EXTERNAL MODULE: ./src/session/json-source.ts
var json_source = __nccwpck_require__(95216);
// EXTERNAL MODULE: ./src/session/py-format.ts
var py_format = __nccwpck_require__(65209);
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
                    return (0,py_format/* pyFloatRepr */.XO)(node.value);
                const lexeme = this.text.slice(node.start, node.end);
                return lexeme === '-0' ? '0' : lexeme;
            }
            case 'array':
                return `[${node.items.map((item) => this.repr(item)).join(', ')}]`;
            case 'object':
                return `{${(0,json_source/* keysInOrder */.Es)(node)
                    .map((key) => `${pyStrRepr(key)}: ${this.repr((0,json_source/* memberOf */.C5)(node, key))}`)
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
    const list = (0,json_source/* memberOf */.C5)(node, 'children_ids');
    if (list?.kind !== 'array')
        return [];
    return list.items.flatMap((item) => (item.kind === 'string' ? [item.value] : []));
}
function objectMember(node, key) {
    const value = (0,json_source/* memberOf */.C5)(node, key);
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
    const meta = (0,json_source/* memberOf */.C5)(doc.root, 'meta');
    const nodes = objectMember(doc.root, 'nodes');
    const fmtScore = (node) => {
        if (isNull(node))
            return 'N/A';
        const value = py.numeric(node);
        return value === null ? py.str(node) : (0,py_format/* pyGeneral */.qT)(value, 4);
    };
    const metaValue = (key) => meta?.kind === 'object' ? (0,json_source/* memberOf */.C5)(meta, key) : undefined;
    const lines = [
        '# Idea Tree',
        '',
        `**Baseline**: ${fmtScore(metaValue('baseline_score'))} | **Trunk**: ${fmtScore(metaValue('trunk_score'))}`,
        '',
    ];
    const rootIdNode = (0,json_source/* memberOf */.C5)(doc.root, 'root_id');
    if (rootIdNode !== undefined && rootIdNode.kind !== 'string')
        throw new Unrenderable();
    const lookup = (id) => {
        const node = (0,json_source/* memberOf */.C5)(nodes, id);
        if (node?.kind !== 'object')
            throw new Unrenderable();
        return node;
    };
    const onPath = new Set();
    const walk = (node, key, level) => {
        enter(onPath, node);
        const idNode = (0,json_source/* memberOf */.C5)(node, 'id');
        const id = idNode === undefined ? key : py.str(idNode);
        const status = (0,json_source/* memberOf */.C5)(node, 'status');
        const hypothesis = (0,json_source/* memberOf */.C5)(node, 'hypothesis');
        const score = py.numeric((0,json_source/* memberOf */.C5)(node, 'score'));
        lines.push(`${heading(level)} ${id}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${(status === undefined ? 'pending' : py.str(status)).toUpperCase()}]${score === null ? '' : ` (score: ${(0,py_format/* pyGeneral */.qT)(score, 4)})`}`, '');
        for (const [field, label] of [
            ['insight', 'Insight'],
            ['related_work', 'Related work'],
            ['result', 'Result'],
            ['code_ref', 'Branch'],
        ]) {
            const value = (0,json_source/* memberOf */.C5)(node, field);
            if (py.truthy(value))
                lines.push(`**${label}**: ${py.str(value)}`, '');
        }
        // Arbor looks the node up again by its id field to list its children.
        const self = idNode?.kind === 'string' ? lookup(idNode.value) : node;
        for (const child of childIds(self)) {
            const childNode = (0,json_source/* memberOf */.C5)(nodes, child);
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
    const rootIdNode = (0,json_source/* memberOf */.C5)(doc.root, 'root_id');
    const metaNode = (0,json_source/* memberOf */.C5)(doc.root, 'meta');
    if (rootIdNode?.kind !== 'string' || nodes === undefined)
        throw new Unrenderable();
    if (metaNode !== undefined && metaNode.kind !== 'object')
        throw new Unrenderable();
    // Node.from_dict needs every node to be an object with an id.
    const byId = new Map();
    for (const key of (0,json_source/* keysInOrder */.Es)(nodes)) {
        const node = (0,json_source/* memberOf */.C5)(nodes, key);
        if (node?.kind !== 'object' || (0,json_source/* memberOf */.C5)(node, 'id') === undefined)
            throw new Unrenderable();
        if (key !== rootIdNode.value)
            byId.set(key, node);
    }
    const root = (0,json_source/* memberOf */.C5)(nodes, rootIdNode.value);
    if (root === undefined)
        throw new Unrenderable();
    byId.set(py.str((0,json_source/* memberOf */.C5)(root, 'id')), root);
    const fmt = (node) => {
        if (isNull(node))
            return 'N/A';
        if (node?.kind === 'number' && node.float)
            return `${(0,py_format/* pyFixed */.mS)(node.value, 1)}%`;
        return py.str(node);
    };
    const lines = [
        '# Idea Tree\n',
        `**Baseline**: ${fmt((0,json_source/* memberOf */.C5)(metaNode, 'baseline_score'))} | **Trunk**: ${fmt((0,json_source/* memberOf */.C5)(metaNode, 'trunk_score'))}\n`,
    ];
    const onPath = new Set();
    const render = (node, level) => {
        enter(onPath, node);
        const status = (0,json_source/* memberOf */.C5)(node, 'status') ?? { kind: 'string', value: 'pending', start: 0, end: 0 };
        if (status.kind !== 'string')
            throw new Unrenderable();
        const hypothesis = (0,json_source/* memberOf */.C5)(node, 'hypothesis');
        const scoreNode = (0,json_source/* memberOf */.C5)(node, 'score') ?? (0,json_source/* memberOf */.C5)(node, 'score_delta');
        let score = '';
        if (!isNull(scoreNode)) {
            const value = py.numeric(scoreNode);
            if (value === null)
                throw new Unrenderable();
            score = ` (score: ${(0,py_format/* pyFixed */.mS)(value, 1)}%)`;
        }
        const text = (field) => {
            const value = (0,json_source/* memberOf */.C5)(node, field);
            return py.truthy(value) ? py.str(value) : null;
        };
        lines.push(`${heading(level)} ${py.str((0,json_source/* memberOf */.C5)(node, 'id'))}: ${hypothesis === undefined ? '' : py.str(hypothesis)} [${status.value.toUpperCase()}]${score}\n`);
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
 * Which of Arbor's writers wrote a tree: the helper (`arbor_state.py`) always writes its whole
 * default meta, `trunk_branch` included, which Arbor's IdeaTree never writes.
 */
function treeWriterOf(tree) {
    return (0,json_source/* memberOf */.C5)((0,json_source/* memberOf */.C5)(tree.root, 'meta'), 'trunk_branch') === undefined ? 'native' : 'helper';
}
/**
 * Which of Arbor's writers wrote `markdown` (from the tree it was written for, when known): the one
 * that alone reproduces it, else the one whose marks it bears. With no Markdown, or one both
 * reproduce, the format of the writer of the tree (the helper's when the tree is unknown).
 */
function markdownFormatOf(tree, markdown) {
    const writer = tree === null ? 'helper' : treeWriterOf(tree);
    if (markdown === null)
        return writer;
    if (tree !== null) {
        const fits = ['helper', 'native'].filter((format) => renderTreeMarkdown(tree, format) === markdown);
        if (fits.length > 0)
            return fits.includes(writer) ? writer : fits[0];
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
/** The order Arbor's `Node.to_dict` writes a node's keys in. */
const NODE_KEY_ORDER = [
    'id',
    'parent_id',
    'children_ids',
    'depth',
    'hypothesis',
    'status',
    'insight',
    'result',
    'score',
    'score_split',
    'test_score',
    'code_ref',
    'related_work',
    'grounding',
    'eval_status',
    'stop_reason',
    'attempt',
];
/**
 * Whether Arbor's helper (`arbor_state.py`) wrote the tree: it always writes its whole default meta,
 * `trunk_branch` included, which Arbor's IdeaTree never writes (tree-markdown.ts asks the same of a
 * parsed document).
 */
function writtenByHelper(tree) {
    return Object.hasOwn(tree.meta, 'trunk_branch');
}
/**
 * Sets `fields` on node `id` of a raw tree. In a tree Arbor's IdeaTree wrote, a field the node lacks
 * is placed where `Node.to_dict` puts it (`test_score` after `score`), so that IdeaTree's next save
 * moves nothing; the helper keeps a node's keys in the order they were set, so there it goes last.
 * The node's other keys keep their order. Returns false when there is no such node.
 */
function setNodeFields(tree, id, fields) {
    const node = Object.hasOwn(tree.nodes, id) ? tree.nodes[id] : undefined;
    if (node === undefined)
        return false;
    if (writtenByHelper(tree)) {
        Object.assign(node, fields);
        return true;
    }
    const rank = (key) => NODE_KEY_ORDER.indexOf(key);
    const keys = Object.keys(node);
    for (const key of Object.keys(fields)) {
        if (keys.includes(key))
            continue;
        // After the last key Arbor writes before this one; at the end for keys Arbor does not know.
        let at = keys.length;
        if (rank(key) !== -1) {
            at = 0;
            keys.forEach((k, index) => {
                if (rank(k) !== -1 && rank(k) < rank(key))
                    at = index + 1;
            });
        }
        keys.splice(at, 0, key);
    }
    const placed = {};
    for (const key of keys)
        placed[key] = Object.hasOwn(fields, key) ? fields[key] : node[key];
    tree.nodes[id] = (0,json_patch/* placedInOrder */.V6)(placed);
    return true;
}
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
        raw = (0,json_source/* parsePythonJson */.S6)(text);
    }
    catch (error) {
        throw new errors/* UserError */.yo(`${source} is not valid JSON: ${(0,errors/* oneLine */.TN)(error)}`);
    }
    if (!(0,json/* isObject */.G)(raw))
        throw new errors/* UserError */.yo(`${source} must hold a JSON object (an idea tree)`);
    if (!(0,json/* isObject */.G)(raw.nodes))
        throw new errors/* UserError */.yo(`${source}: field "nodes" must be an object of nodes by id`);
    if (raw.meta !== undefined && !(0,json/* isObject */.G)(raw.meta))
        throw new errors/* UserError */.yo(`${source}: field "meta" must be an object`);
    if (raw.root_id !== undefined && typeof raw.root_id !== 'string') {
        throw new errors/* UserError */.yo(`${source}: field "root_id" must be a string`);
    }
    for (const [id, node] of Object.entries(raw.nodes)) {
        if (!(0,json/* isObject */.G)(node))
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
/** A key JavaScript orders before the others: the canonical form of an integer in [0, 2^32 - 2]. */
function isArrayIndex(key) {
    return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}
/**
 * A reader's view (normalizeTree) and its nodes in file order, listed once: the view is never
 * written, and listing a 50,000-key object again (Object.keys sorts a large object's keys) in every
 * pass a report makes over the tree costs more than the pass.
 */
const viewEntries = new WeakMap();
/**
 * The tree's node ids in the order of its file (Arbor's order: its TreeView and pending lists follow
 * it), not JavaScript's, which puts integer-like keys such as "1" before "ROOT". Nodes added since
 * the file was read come last.
 */
function nodeIds(tree) {
    const listed = viewEntries.get(tree);
    if (listed !== undefined)
        return listed.map(([id]) => id);
    const present = Object.keys(tree.nodes);
    // JavaScript lists integer-like keys first, then the others in the order they were added (the file's,
    // then later additions). With no integer-like key, its order is the file's: no text to read again.
    if (present.length === 0 || !isArrayIndex(present[0]))
        return present;
    let order = fileOrder.get(tree.nodes);
    if (order === undefined)
        return present;
    if (!Array.isArray(order)) {
        order = (0,json_source/* fieldKeysInOrder */.Yh)(order.text, 'nodes');
        fileOrder.set(tree.nodes, order);
    }
    const known = new Set(order);
    return [...order.filter((id) => Object.hasOwn(tree.nodes, id)), ...present.filter((id) => !known.has(id))];
}
/** The tree's nodes as [id, node] in file order (see nodeIds). */
function nodeEntries(tree) {
    const listed = viewEntries.get(tree);
    if (listed !== undefined)
        return listed.slice();
    return nodeIds(tree).map((id) => [id, tree.nodes[id]]);
}
/** How many nodes the tree has (a view's count without listing its keys again). */
function nodeCount(tree) {
    return viewEntries.get(tree)?.length ?? Object.keys(tree.nodes).length;
}
/** A node that already has the reader's shape: a string id, a string or null parent, string children. */
function inReaderShape(node) {
    const children = node.children_ids;
    if (typeof node.id !== 'string' || (node.parent_id !== null && typeof node.parent_id !== 'string'))
        return false;
    if (!Array.isArray(children))
        return false;
    for (const child of children)
        if (typeof child !== 'string')
            return false;
    return true;
}
/**
 * A reader's view of a tree: every node has `id` and `children_ids` (derived from `parent_id` where a
 * legacy tree has none) and `root_id` is set (legacy trees may use "root" or omit it). The raw tree
 * is not modified; the view keeps the file's node order. A node already in the reader's shape is the
 * raw tree's own object, not a copy (50,000 copies are most of reading a large tree), and when every
 * node is, so is the `nodes` object: the view is for reading only, and its raw tree must not be
 * written while the view is in use.
 */
function normalizeTree(raw) {
    const entries = nodeEntries(raw);
    let nodes = raw.nodes;
    if (!entries.every(([, node]) => inReaderShape(node))) {
        nodes = {};
        const derivedChildren = new Map();
        for (const [id, node] of entries) {
            if (typeof node.parent_id !== 'string')
                continue;
            const siblings = derivedChildren.get(node.parent_id);
            if (siblings === undefined)
                derivedChildren.set(node.parent_id, [id]);
            else
                siblings.push(id);
        }
        for (const entry of entries) {
            const [id, node] = entry;
            if (!inReaderShape(node)) {
                const listed = node.children_ids;
                entry[1] = {
                    ...node,
                    id: typeof node.id === 'string' ? node.id : id,
                    parent_id: typeof node.parent_id === 'string' ? node.parent_id : null,
                    children_ids: Array.isArray(listed) ? listed.map(String) : (derivedChildren.get(id) ?? []),
                };
            }
            nodes[id] = entry[1];
        }
    }
    const rootId = typeof raw.root_id === 'string'
        ? raw.root_id
        : (entries.find(([, node]) => node.parent_id === null)?.[0] ?? 'ROOT');
    // The order as a list: a new nodes object would list integer-like ids first, and the raw tree's
    // shared one would otherwise keep the whole file text alive to be read again.
    fileOrder.set(nodes, entries.map(([id]) => id));
    const view = { ...raw, meta: { ...raw.meta }, root_id: rootId, nodes };
    viewEntries.set(view, entries);
    return view;
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
        return (0,json_patch/* freshJson */.vR)(tree, { indent: '  ', number: json_patch/* pyNumber */.BR });
    const { addedMeta, text } = source;
    const keepsNoMeta = addedMeta !== null && tree.meta === addedMeta && Object.keys(addedMeta).length === 0;
    return (0,json_patch/* patchJson */.pb)(text, keepsNoMeta ? { ...tree, meta: undefined } : tree, py_format/* pyJsonFloat */.a$);
}
/**
 * The tree file's text, or null when it does not exist; any other read failure is a UserError. Read
 * whole and decoded once: readFile with an encoding decodes chunk by chunk into a string of many
 * pieces, which costs a second copy of a 13 MB tree when JSON.parse flattens it.
 */
async function readTreeText(path) {
    try {
        return (await (0,promises_.readFile)(path)).toString('utf8');
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
        return text === null ? null : (0,json_source/* parseJsonDocument */.dH)(text);
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
    return markdownFormatOf(parseDocument(previousJson), existing);
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
    await (0,atomic/* writeFileAtomically */.lo)(markdownPath, markdown);
    return markdownPath;
}
/**
 * Read-modify-write of a tree file under its lock, atomically; `idea_tree.md` beside it is written
 * again to match. `mutate` changes the raw tree in place (only the fields it owns) and returns false
 * to leave the files untouched. Returns whether the tree file changed.
 */
async function updateTreeFile(path, mutate) {
    return (0,atomic/* withFileLock */.Ux)(path, async () => {
        const current = await readTreeText(path);
        if (current === null)
            throw new errors/* UserError */.yo(`no idea tree at ${path}`);
        const tree = parseTreeJson(current, path);
        if (mutate(tree) === false)
            return false;
        const next = serializeTree(tree);
        if (next === current)
            return false;
        await (0,atomic/* writeFileAtomically */.lo)(path, next);
        await updateTreeMarkdown(path, current);
        return true;
    });
}


/***/ }),

/***/ 85580:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ waveSeeds),
/* harmony export */   Ey: () => (/* binding */ parsePlanDocument),
/* harmony export */   Fm: () => (/* binding */ parseShardResult),
/* harmony export */   Uw: () => (/* binding */ matrixLimitProblem),
/* harmony export */   Ze: () => (/* binding */ PLAN_VERSION),
/* harmony export */   hw: () => (/* binding */ logDigest),
/* harmony export */   oE: () => (/* binding */ shardId),
/* harmony export */   to: () => (/* binding */ waveMatrix)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(25616);
/**
 * The sharded judgement's documents (issue 20), pure: the plan (what was resolved once, which shards
 * run in which wave), the matrix a wave fans out as, and one shard's result. Parsing refuses anything
 * not in the pinned shape, naming where it came from: a result is untrusted text (a shard job wrote
 * it, and the evaluated code ran in that job), a plan is trusted only from the plan job's output.
 */


const PLAN_VERSION = 1;
const SHA = /^[0-9a-f]{40}$/;
const ID = /^[tc][0-9]{1,3}$/;
/** A shard's id: `t<seed>` or `c<seed>` (`0` for the unseeded single run). */
function shardId(side, seed) {
    return `${side === 'trunk' ? 't' : 'c'}${seed ?? 0}`;
}
/** The seeds of wave `wave` (1-based) of a paired plan: the pairs after the previous look, to this one. */
function waveSeeds(looks, wave) {
    const from = wave === 1 ? 1 : looks[wave - 2] + 1;
    const to = looks[wave - 1];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
/** The matrix of one wave's shards: `{"include": [...]}`, grouped by seed with shard-by seed. */
function waveMatrix(shards, shardBy) {
    if (shardBy === 'side-seed')
        return { include: [...shards] };
    const bySeed = new Map();
    for (const shard of shards)
        bySeed.set(shard.seed, [...(bySeed.get(shard.seed) ?? []), shard.id]);
    return {
        include: [...bySeed].map(([seed, ids]) => ({ id: `s${seed ?? 0}`, seed, shards: ids })),
    };
}
/** Why a wave cannot fan out (GitHub's matrix limits), naming the settings that size it; null when it can. */
function matrixLimitProblem(matrix, sizedBy) {
    if (matrix.include.length > _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_WAVE_SHARDS */ .b5) {
        return `the wave has ${matrix.include.length} shards, more than GitHub's ${_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_WAVE_SHARDS */ .b5} jobs of one matrix: lower ${sizedBy}`;
    }
    const bytes = Buffer.byteLength(JSON.stringify(matrix));
    if (bytes > _gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MATRIX_BYTES */ .P0) {
        return `the wave's matrix is ${bytes} bytes, more than the ${_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MATRIX_BYTES */ .P0} a job output holds: lower ${sizedBy}`;
    }
    return null;
}
/** The digest a result names its attempts' logs by. */
function logDigest(attempts) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify(attempts.map((a) => a.log)))
        .digest('hex')}`;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isSeed(value) {
    return value === null || (Number.isSafeInteger(value) && value >= 1);
}
function isSha(value) {
    return typeof value === 'string' && SHA.test(value);
}
function isShard(value) {
    if (!isObject(value))
        return false;
    return (typeof value.id === 'string' &&
        ID.test(value.id) &&
        (value.side === 'trunk' || value.side === 'candidate') &&
        isSha(value.tree) &&
        isSha(value.commit) &&
        isSeed(value.seed) &&
        typeof value.evaluator === 'string' &&
        value.id === shardId(value.side, value.seed));
}
/** The plan document in `text`, or the one-line reason it is not one (`label` names where it came from). */
function parsePlanDocument(text, label) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        return { problem: `${label}: not JSON` };
    }
    const bad = (what) => ({ problem: `${label}: not an arbor-gate plan (${what})` });
    if (!isObject(doc) || !isObject(doc.plan) || !Array.isArray(doc.shards))
        return bad('expected {"plan", "shards"}');
    const plan = doc.plan;
    if (plan.version !== PLAN_VERSION)
        return bad(`version ${JSON.stringify(plan.version)}, expected ${PLAN_VERSION}`);
    for (const field of ['trunk_sha', 'source_sha', 'candidate_tree']) {
        if (!isSha(plan[field]))
            return bad(`${field} is not a commit id`);
    }
    const candidate = plan.candidate;
    if (!isObject(candidate) ||
        !isSha(candidate.commit) ||
        typeof candidate.author !== 'string' ||
        typeof candidate.committer !== 'string' ||
        typeof candidate.message !== 'string') {
        return bad('candidate');
    }
    if (typeof plan.trunk_branch !== 'string' || typeof plan.source_ref !== 'string')
        return bad('trunk or source');
    if (plan.node_id !== null && typeof plan.node_id !== 'string')
        return bad('node_id');
    if (typeof plan.evaluator !== 'string')
        return bad('evaluator');
    if (plan.rule !== 'single' && plan.rule !== 'paired')
        return bad('rule');
    if (!_gate_sharding_setting_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .SHARD_BY */ .f5.includes(plan.shard_by))
        return bad('shard_by');
    if (!isObject(plan.settings))
        return bad('settings');
    const looks = plan.looks;
    if (!Array.isArray(looks) || looks.length === 0 || !looks.every((n) => Number.isSafeInteger(n) && n >= 1)) {
        return bad('looks');
    }
    if (!Number.isSafeInteger(plan.wave) || plan.wave < 1 || plan.wave > looks.length) {
        return bad('wave');
    }
    if (!doc.shards.every(isShard))
        return bad('a shard is not {id, side, tree, commit, seed, evaluator}');
    const ids = new Set(doc.shards.map((s) => s.id));
    if (ids.size !== doc.shards.length)
        return bad('two shards share an id');
    return doc;
}
const RESULT_KEYS = new Set([
    'shard',
    'tree',
    'commit',
    'evaluator',
    'seed',
    'score',
    'failure',
    'attempts',
    'log_digest',
    'tampered',
    'score_key',
    'warnings',
]);
function isAttempt(value) {
    return (isObject(value) &&
        Number.isSafeInteger(value.n) &&
        typeof value.log === 'string' &&
        (value.score === null || (typeof value.score === 'number' && Number.isFinite(value.score))));
}
function isMessageList(value) {
    return (Array.isArray(value) &&
        value.every((t) => isObject(t) && typeof t.path === 'string' && typeof t.message === 'string'));
}
/** A result file's content, or why it is not in the pinned shape. Never trusted beyond its shape. */
function parseShardResult(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { problem: 'not JSON' };
    }
    if (!isObject(value))
        return { problem: 'not a JSON object' };
    const extra = Object.keys(value).filter((key) => !RESULT_KEYS.has(key));
    if (extra.length > 0)
        return { problem: `unexpected field(s) ${extra.join(', ')}` };
    if (typeof value.shard !== 'string' || !ID.test(value.shard))
        return { problem: 'shard is not a shard id' };
    if (!isSha(value.tree) || !isSha(value.commit))
        return { problem: 'tree or commit is not an object id' };
    if (typeof value.evaluator !== 'string' || !isSeed(value.seed))
        return { problem: 'evaluator or seed' };
    const hasScore = value.score !== undefined;
    const hasFailure = value.failure !== undefined;
    if (hasScore === hasFailure)
        return { problem: 'expected exactly one of score and failure' };
    if (hasScore && !(typeof value.score === 'number' && Number.isFinite(value.score))) {
        return { problem: 'score is not a finite number' };
    }
    const failure = value.failure;
    if (hasFailure &&
        !(isObject(failure) &&
            (failure.code === 'eval_failed' || failure.code === 'no_score') &&
            typeof failure.message === 'string')) {
        return { problem: 'failure is not {code: eval_failed | no_score, message}' };
    }
    if (!Array.isArray(value.attempts) || !value.attempts.every(isAttempt))
        return { problem: 'attempts' };
    if (value.tampered !== undefined && !isMessageList(value.tampered))
        return { problem: 'tampered' };
    if (value.warnings !== undefined &&
        !(Array.isArray(value.warnings) && value.warnings.every((w) => typeof w === 'string'))) {
        return { problem: 'warnings' };
    }
    if (value.score_key !== undefined && value.score_key !== null && typeof value.score_key !== 'string') {
        return { problem: 'score_key' };
    }
    if (value.log_digest !== logDigest(value.attempts))
        return { problem: 'log_digest does not match its attempts' };
    return value;
}


/***/ }),

/***/ 3263:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ redactedProblems),
/* harmony export */   Gt: () => (/* binding */ renderCheckResult),
/* harmony export */   VP: () => (/* binding */ ARTIFACT_FLAGS),
/* harmony export */   k_: () => (/* binding */ runCheck),
/* harmony export */   qR: () => (/* binding */ checkExitCode),
/* harmony export */   rw: () => (/* binding */ artifactRequirements)
/* harmony export */ });
/* harmony import */ var _session_check_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(99076);
/* harmony import */ var _session_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(39980);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(50767);
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
    const redact = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedactor */ .lY)(env);
    return (await (0,_session_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSession */ .dy)(paths, required)).map(redact);
}
/** Checks the session; a missing or unreadable tree is a UserError (nothing to check), not a problem. */
async function runCheck(opts) {
    const paths = await (0,_session_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .locateSession */ .d)(opts.session);
    const problems = await redactedProblems(paths, opts.required, opts.env);
    return { ok: problems.length === 0, session_dir: paths.dir, problems };
}
/** The exit status of a check (and of finalize), for the CLI and the Action's job alike: 0 OK, 1 INVALID. */
function checkExitCode(result) {
    return result.ok ? 0 : 1;
}
/** OK, or INVALID and one `- problem` line each. */
function renderCheckResult(problems) {
    return problems.length === 0 ? 'OK\n' : `INVALID\n${problems.map((p) => `- ${p}`).join('\n')}\n`;
}


/***/ }),

/***/ 64535:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ux: () => (/* binding */ withFileLock),
/* harmony export */   fR: () => (/* binding */ replaceFile),
/* harmony export */   jX: () => (/* binding */ refuseSymlinks),
/* harmony export */   lo: () => (/* binding */ writeFileAtomically),
/* harmony export */   xy: () => (/* binding */ updateFileAtomically)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var proper_lockfile__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(83648);
/* harmony import */ var proper_lockfile__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__nccwpck_require__.n(proper_lockfile__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var write_file_atomic__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(30238);
/* harmony import */ var write_file_atomic__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__nccwpck_require__.n(write_file_atomic__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(83916);
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
            return await proper_lockfile__WEBPACK_IMPORTED_MODULE_4___default().lock(path, LOCK_OPTIONS);
        }
        catch (error) {
            const held = error.code === 'ELOCKED';
            if (!held || attempt >= LOCK_WAIT.attempts) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InfraError */ .Ri(`could not lock ${path}: ${error.message}`);
            }
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_3__.setTimeout)(Math.min(LOCK_WAIT.maxMs, LOCK_WAIT.firstMs * LOCK_WAIT.factor ** attempt));
        }
    }
}
/** Throws UserError when a component of `path` below `root` (the file included) is a symbolic link. */
async function refuseSymlinks(path, root) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path);
    const inside = rel !== '' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel);
    const parts = inside ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep) : [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)];
    let current = inside ? root : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);
    for (const part of parts) {
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(current, part);
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(current).catch((error) => {
            if (error.code === 'ENOENT')
                return null;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InfraError */ .Ri(`could not check ${current}: ${error.message}`);
        });
        if (stats === null)
            return;
        if (stats.isSymbolicLink()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`refusing to write ${path}: ${current} is a symbolic link (the file must not be read or written through a link)`);
        }
    }
}
/** A file's text, or null when it does not exist; with `noFollow`, never through a link at its last component. */
async function readText(path, noFollow) {
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (noFollow ? (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) : 0));
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UserError */ .yo(`refusing to read ${path}: it is a symbolic link`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InfraError */ .Ri(`could not read ${path}: ${error.message}`);
    }
}
async function writeFileAtomically(path, data, safety = {}) {
    const root = safety.noSymlinksBelow;
    if (root !== undefined)
        await refuseSymlinks(path, root);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    if (root !== undefined)
        await refuseSymlinks(path, root);
    try {
        await write_file_atomic__WEBPACK_IMPORTED_MODULE_5___default()(path, data, { fsync: true });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InfraError */ .Ri(`could not write ${path}: ${error.message}`);
    }
}
/** Runs fn while holding `${path}.lock`; the lock is released even when fn throws. */
async function withFileLock(path, fn) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
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
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.arbor-gate-${process.pid}-${Date.now()}`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, content, { mode, flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temp, mode);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
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

/***/ 74976:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ isObject)
/* harmony export */ });
/** A plain JSON object (not null, not an array): the shape every tolerant reader checks first. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 17183:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   fo: () => (/* binding */ NAME_MAX),
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   vI: () => (/* binding */ shortened)
/* harmony export */ });
/* unused harmony export plainText */
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


/***/ }),

/***/ 32430:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V$: () => (/* binding */ isBetterScore),
/* harmony export */   jY: () => (/* binding */ formatVerdictScore),
/* harmony export */   l9: () => (/* binding */ bestFirst),
/* harmony export */   mn: () => (/* binding */ gain),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
/* unused harmony export SCORE_DIGITS */
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


/***/ }),

/***/ 24964:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isWithin)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** True when `path` is `folder` itself or lies below it (both absolute, already resolved). */
function isWithin(folder, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(folder, path);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel));
}


/***/ }),

/***/ 50767:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Mq: () => (/* binding */ findTokenShapedStrings),
/* harmony export */   lY: () => (/* binding */ createRedactor)
/* harmony export */ });
/* unused harmony exports REDACTED, secretsFromEnv, redactSecrets */
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
    'INPUT_LEDGER-KEY',
    'INPUT_LEDGER_KEY',
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


/***/ }),

/***/ 58043:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ removeTree)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(83916);
/**
 * Removing a folder tree that code we do not control may have made hard to remove: an evaluation can
 * leave a folder it cannot read (`chmod 000`), a read-only folder full of files, or, running as root,
 * immutable or append-only files (`chattr +i`/`+a`). A plain recursive rm stops at the first of these,
 * and the gate would leave its temp folder (and the evaluated code) behind or lose its verdict.
 */





const run = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/**
 * Gives the owner full access to every folder under `path` (folders only, from the top down, never
 * through a symbolic link), so that their entries can be listed and removed.
 */
async function openUp(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch(() => null);
    if (stats === null || !stats.isDirectory())
        return;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(path, 0o700).catch(() => undefined);
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(path).catch(() => []);
    for (const name of names)
        await openUp((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, name));
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { recursive: true, force: true, maxRetries: 2 });
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
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InfraError */ .Ri(`could not remove ${path}: ${last.message}`);
}


/***/ }),

/***/ 24702:
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

/***/ 76092:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ packageVersion)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(83916);
/** arbor-gate's own version, for `--version`, the MCP server's handshake and the score ledger's lines. */




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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InfraError */ .Ri('no package.json of arbor-gate above this module');
    }
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 28167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ }),

/***/ 88608:
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
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "cli." + chunkId + ".js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(95581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__main = __webpack_exports__.i;
/******/ export { __webpack_exports__main as main };
/******/ 
