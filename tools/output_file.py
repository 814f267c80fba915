"""Writing ``-o`` safely: never replace what is not a regular file, never leave half a file.

* The target is resolved through symlinks: the link stays a link and its target gets the text.
* A regular file (or a path that does not exist yet) is written atomically: a temporary file in
  the same directory, then ``os.replace``. An existing file keeps its permission bits.
* A regular file with other hard links is written in place (truncated, then written), as mlir-opt
  writes it: a rename would give this name a new file and leave the other names on the old one.
* Anything else (a character device such as ``/dev/null``, a FIFO, a socket) is opened and written
  in place; it is never renamed over, so a device node is never turned into a regular file.
* On any failure the temporary file is removed and whatever the user had is left untouched.

``write_stdout`` writes the result to standard output: straight to file descriptor 1 when
``sys.stdout`` is the process's stdout, so that a closed, full or broken stdout is one
``OutputError`` and nothing stays buffered for the exit-time flush to fail on again.
``flush_stdout`` ends a run the same way: what is left is flushed now, and a stdout that fails
is sent to /dev/null.
"""

from __future__ import annotations

import io
import os
import stat
import sys
import tempfile

from smem_opt.reader.diagnostics import discard_descriptor


class OutputError(Exception):
    """The output could not be written; the message names the path and the reason."""


def write_output(path: str, text: str) -> None:
    """Write ``text`` to ``path`` as described in the module docstring."""
    data = text.encode("utf-8")
    target = os.path.realpath(path)
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as err:
        raise OutputError(f"cannot write '{path}': {err.strerror}") from None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise OutputError(f"cannot write '{path}': Is a directory")
    if st is not None and not stat.S_ISREG(st.st_mode):
        _write_in_place(path, target, data)
        return
    if st is not None and st.st_nlink > 1:
        _write_in_place(path, target, data, truncate=True)
        return
    _write_atomically(path, target, data, None if st is None else stat.S_IMODE(st.st_mode))


def _write_in_place(path: str, target: str, data: bytes, truncate: bool = False) -> None:
    try:
        fd = os.open(target, os.O_WRONLY | (os.O_TRUNC if truncate else 0))
    except OSError as err:
        raise OutputError(f"cannot write '{path}': {err.strerror}") from None
    try:
        _write_all(fd, data)
    except OSError as err:
        raise OutputError(f"cannot write '{path}': {err.strerror}") from None
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to ``fd`` (``os.write`` may write less)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _write_atomically(path: str, target: str, data: bytes, mode: int | None) -> None:
    directory = os.path.dirname(target) or "."
    try:
        fd, tmp = tempfile.mkstemp(prefix=".smem-opt-", dir=directory)
    except OSError as err:
        if mode is not None:  # the file exists: the reason is its directory, not the file
            raise OutputError(f"cannot write '{path}': cannot create the new file beside it in "
                              f"'{directory}' ({err.strerror}); it is left as it was") from None
        raise OutputError(f"cannot write '{path}': {err.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as err:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise OutputError(f"cannot write '{path}': {err.strerror}") from None


def write_stdout(text: str) -> None:
    """Write ``text`` to standard output (see the module docstring)."""
    stream = sys.stdout
    if stream is None:
        raise OutputError("cannot write standard output: it is closed")
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        fd = None
    try:
        if fd is None:  # a stream without a descriptor (captured output)
            stream.write(text)
            stream.flush()
            return
        stream.flush()
        _write_all(fd, text.encode("utf-8"))
    except OSError as err:
        raise OutputError(f"cannot write standard output: {err.strerror or err}") from None
    except ValueError:
        raise OutputError("cannot write standard output: it is closed") from None


def flush_stdout() -> str | None:
    """Flush standard output now, so that a full or closed stdout is an error here and not at
    exit: why it failed (stdout then goes to /dev/null), or None."""
    stream = sys.stdout
    if stream is None:
        return None
    try:
        stream.flush()
    except (OSError, ValueError) as err:
        discard_descriptor(stream, 1)
        return f"cannot write standard output: {getattr(err, 'strerror', None) or err}"
    return None
